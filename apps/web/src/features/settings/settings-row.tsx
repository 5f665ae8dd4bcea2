import type { ReactNode } from 'react';
import { Badge, Button, Group, Table } from '@mantine/core';
import { settingsTexts } from '@sks/contract';
import { TextCell } from '../../ui';

export type SettingsRowProps = {
  name: string;
  hidden: boolean;
  /** Its hide or show call is under way. */
  busy: boolean;
  onEdit: () => void;
  onToggleHidden: () => void;
  /** The cells between the name and the actions. */
  children?: ReactNode;
};

/** A city or category row: the name (greyed and marked when hidden), its cells, 'Изменить' and 'Скрыть' / 'Показать' named after it. */
export function SettingsRow({ name, hidden, busy, onEdit, onToggleHidden, children }: SettingsRowProps) {
  const toggle = hidden ? settingsTexts.show : settingsTexts.hide;
  return (
    <Table.Tr bg={hidden ? 'gray.1' : undefined}>
      <TextCell>
        <Group gap="xs" component="span">
          {name}
          {hidden && (
            <Badge size="xs" color="gray" variant="light">
              {settingsTexts.hiddenMark}
            </Badge>
          )}
        </Group>
      </TextCell>
      {children}
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="subtle" aria-label={`Изменить: ${name}`} onClick={onEdit}>
            Изменить
          </Button>
          <Button size="xs" variant="subtle" color={hidden ? 'blue' : 'gray'} loading={busy} aria-label={`${toggle}: ${name}`} onClick={onToggleHidden}>
            {toggle}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
