import { Badge, Checkbox, Stack, Table, Text } from '@mantine/core';
import { formatRuDate, rzdStatusLabels, type RzdApplication, type RzdStatus } from '@sks/contract';
import { DataTable } from '../../ui';

const statusColor: Record<RzdStatus, string> = { at_work: 'blue', rejected: 'red', approved: 'teal' };

type Props = {
  items: RzdApplication[];
  stale: boolean;
  selected: ReadonlySet<string>;
  onToggle: (uuid: string) => void;
};

/** Spec 03 section 2.2: full name, university, status (with the reason of a rejection), date sent. */
export function RzdTable({ items, stale, selected, onToggle }: Props) {
  return (
    <DataTable label="Заявки РЖД-бонус" columns={['', 'ФИО студента', 'Вуз', 'Статус', 'Дата подачи']} minWidth={640} stale={stale}>
      {items.map((a) => (
        <Table.Tr key={a.uuid} data-status={a.statusRzd}>
          <Table.Td w={40}>
            <Checkbox aria-label={`Выбрать: ${a.full_name}`} checked={selected.has(a.uuid)} onChange={() => onToggle(a.uuid)} />
          </Table.Td>
          <Table.Td>
            <Text size="sm" fw={600}>
              {a.full_name}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{a.short_name_university}</Text>
          </Table.Td>
          <Table.Td>
            <Stack gap={2} align="flex-start">
              <Badge variant="light" color={statusColor[a.statusRzd]}>
                {rzdStatusLabels[a.statusRzd]}
              </Badge>
              {a.statusRzd === 'rejected' && a.message && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
                  {`Причина: ${a.message}`}
                </Text>
              )}
            </Stack>
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatRuDate(a.created_at)}
            </Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
