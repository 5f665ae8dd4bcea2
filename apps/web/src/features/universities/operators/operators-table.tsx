import { ActionIcon, Badge, Button, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { formatPhone, operatorDirectionLabels, type Operator } from '@sks/contract';
import { operatorFullName } from './operator-form-state';

type OperatorsTableProps = {
  operators: Operator[];
  onEdit: (operator: Operator) => void;
  onBlock: (operator: Operator) => void;
  onUnblock: (operator: Operator) => void;
  /** The operator whose status is being changed. */
  busyUuid: string | null;
};

export function OperatorsTable({ operators, onEdit, onBlock, onUnblock, busyUuid }: OperatorsTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Операторы">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ФИО</Table.Th>
            <Table.Th>Должность</Table.Th>
            <Table.Th>Направление</Table.Th>
            <Table.Th>Контакты</Table.Th>
            <Table.Th>Статус</Table.Th>
            <Table.Th w={1}>
              <VisuallyHidden>Действия</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {operators.map((operator) => {
            const fullName = operatorFullName(operator);
            const blocked = operator.status === 'blocked';
            return (
              <Table.Tr key={operator.uuidUser} bg={blocked ? 'gray.0' : undefined}>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" fw={500} c={blocked ? 'dimmed' : undefined}>
                      {fullName}
                    </Text>
                    {operator.isChairmen && (
                      <Badge size="xs" variant="light" color="grape" w="fit-content">
                        Председатель
                      </Badge>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>{operator.job}</Table.Td>
                <Table.Td>{operatorDirectionLabels[operator.role]}</Table.Td>
                <Table.Td>
                  <Text size="sm">{operator.email}</Text>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatPhone(operator.phone)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={blocked ? 'red' : 'teal'} style={{ minWidth: 'max-content' }}>
                    {blocked ? 'Заблокирован' : 'Активен'}
                  </Badge>
                  {blocked && operator.reasonBlocked && (
                    <Text size="xs" c="dimmed" mt={4}>
                      {operator.reasonBlocked}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label="Редактировать">
                      <ActionIcon variant="subtle" aria-label={`Редактировать: ${fullName}`} onClick={() => onEdit(operator)}>
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color={blocked ? 'teal' : 'red'}
                      aria-label={`${blocked ? 'Разблокировать' : 'Заблокировать'}: ${fullName}`}
                      loading={busyUuid === operator.uuidUser}
                      onClick={() => (blocked ? onUnblock(operator) : onBlock(operator))}
                    >
                      {blocked ? 'Разблокировать' : 'Заблокировать'}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
