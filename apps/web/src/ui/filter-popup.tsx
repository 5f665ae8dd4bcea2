import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Popover, Stack } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';

export type FilterPopupProps = {
  /** Text of the trigger button and name of the popup. */
  label?: string;
  /** Number of filter values in force, shown on the trigger. */
  activeCount?: number;
  /** Called on opening, so the caller can copy the applied filters into its draft. */
  onOpen?: () => void;
  onApply: () => void;
  onReset: () => void;
  /** The caller's draft controls; nothing applies until 'Применить'. */
  children: ReactNode;
};

export function FilterPopup({ label = 'Фильтры', activeCount = 0, onOpen, onApply, onReset, children }: FilterPopupProps) {
  const [opened, setOpened] = useState(false);
  const toggle = () => {
    if (!opened) onOpen?.();
    setOpened(!opened);
  };
  const close = (action: () => void) => () => {
    action();
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={320} trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconFilter size={16} />}
          rightSection={activeCount > 0 ? <Badge size="sm" circle>{activeCount}</Badge> : null}
          onClick={toggle}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={label}>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={close(onReset)}>
              Сбросить
            </Button>
            <Button size="xs" onClick={close(onApply)}>
              Применить
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
