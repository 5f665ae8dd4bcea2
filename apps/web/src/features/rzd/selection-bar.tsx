import { Button, Checkbox, Group, Text } from '@mantine/core';
import type { RzdStatus } from '@sks/contract';

type Props = {
  selectedCount: number;
  total: number;
  busy: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onStatus: (status: RzdStatus) => void;
};

const actions: { status: RzdStatus; label: string; color?: string }[] = [
  { status: 'approved', label: 'Одобрить', color: 'teal' },
  { status: 'rejected', label: 'Отклонить', color: 'red' },
  { status: 'at_work', label: 'Вернуть в работу' },
];

/**
 * Spec 03 section 2.2: a select-all checkbox, or a deselect one while the selection is partial;
 * the bulk status actions work on the selected rows.
 */
export function SelectionBar({ selectedCount, total, busy, onSelectAll, onClear, onStatus }: Props) {
  const partial = selectedCount > 0 && selectedCount < total;
  const all = total > 0 && selectedCount === total;
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        {partial ? (
          <Checkbox label="Снять выделение" indeterminate checked onChange={onClear} />
        ) : (
          <Checkbox label="Выбрать все" checked={all} onChange={all ? onClear : onSelectAll} />
        )}
        {selectedCount > 0 && <Text size="sm" c="dimmed">{`Выбрано: ${selectedCount}`}</Text>}
      </Group>
      <Group gap="xs">
        {actions.map((a) => (
          <Button key={a.status} size="xs" variant="light" color={a.color} disabled={selectedCount === 0} loading={busy} onClick={() => onStatus(a.status)}>
            {a.label}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
