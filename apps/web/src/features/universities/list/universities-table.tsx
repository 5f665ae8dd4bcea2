import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import { formatPhone, type University } from '@sks/contract';
import { paths } from '../../../app/paths';
import { delegateFullName } from '../form/university-form-state';

/** The list's table (spec 01 section 2); a blocked university's row is greyed and marked. */
export function UniversitiesTable({ universities, stale }: { universities: University[]; stale: boolean }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label="Университеты"
        aria-busy={stale}
        style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Краткое название</Table.Th>
            <Table.Th>Город</Table.Th>
            <Table.Th>Представитель</Table.Th>
            <Table.Th>Телефон</Table.Th>
            <Table.Th>E-mail</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {universities.map((u) => {
            const blocked = u.status === 'blocked';
            const dimmed = blocked ? 'dimmed' : undefined;
            return (
              <Table.Tr key={u.uuidUniver} bg={blocked ? 'gray.1' : undefined} data-status={u.status}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor
                      component={Link}
                      to={generatePath(paths.universityCard, { id: u.uuidUniver })}
                      fw={600}
                      size="sm"
                      c={blocked ? 'gray.7' : undefined}
                    >
                      {u.shortName}
                    </Anchor>
                    {blocked && (
                      <Badge size="xs" color="red" variant="light">
                        Заблокирован
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={dimmed}>
                    {u.nameCity}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={dimmed}>
                    {delegateFullName(u)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={dimmed} style={{ whiteSpace: 'nowrap' }}>
                    {formatPhone(u.phone)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={dimmed}>
                    {u.email}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
