import { Anchor, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import { formatPhone, type PartnerRow } from '@sks/contract';
import { paths } from '../../../app/paths';
import { partnerMarker, shownDate } from '../partner-format';

/** The list's table (spec 02 section 2); a blocked partner's row is greyed and marked. */
export function PartnersTable({ partners, stale }: { partners: PartnerRow[]; stale: boolean }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label="Партнёры"
        aria-busy={stale}
        style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Название</Table.Th>
            <Table.Th>Дата создания</Table.Th>
            <Table.Th>Телефон</Table.Th>
            <Table.Th>Город</Table.Th>
            <Table.Th>Категория</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {partners.map((p) => {
            const blocked = p.status === 'blocked';
            const dimmed = blocked ? 'dimmed' : undefined;
            const marker = partnerMarker(p.isFederalPartner);
            return (
              <Table.Tr key={p.uuidPartner} bg={blocked ? 'gray.1' : undefined} data-status={p.status}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Tooltip label={marker.label}>
                      <Badge
                        size="sm"
                        radius="sm"
                        variant={p.isFederalPartner ? 'filled' : 'light'}
                        color={p.isFederalPartner ? 'indigo' : 'gray'}
                        aria-label={marker.label}
                      >
                        {marker.letter}
                      </Badge>
                    </Tooltip>
                    <Anchor
                      component={Link}
                      to={generatePath(paths.partnerCard, { partnerId: p.uuidPartner })}
                      fw={600}
                      size="sm"
                      c={blocked ? 'gray.7' : undefined}
                    >
                      {p.name}
                    </Anchor>
                    {blocked && (
                      <Badge size="xs" color="red" variant="light">
                        Заблокирован
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={dimmed} style={{ whiteSpace: 'nowrap' }}>
                    {shownDate(p.createdData)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={dimmed} style={{ whiteSpace: 'nowrap' }}>
                    {formatPhone(p.phone)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={dimmed}>
                    {p.nameMainCity ?? (p.isFederalPartner ? 'Все города' : '—')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={dimmed}>
                    {p.category?.name ?? '—'}
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
