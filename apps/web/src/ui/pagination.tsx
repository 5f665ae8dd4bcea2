import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Popover, Stack } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { limits } from '@sks/contract';
import { clampPage, pageCount, pageGroup } from './pagination-pages';

export type PaginationProps = {
  page: number;
  total: number;
  pageSize?: number;
  onChange: (page: number) => void;
};

/** Page numbers in groups of `limits.paginationGroup`, back/next, and a jump-to-page popup. */
export function Pagination({ page, total, pageSize = limits.pageSize, onChange }: PaginationProps) {
  const count = pageCount(total, pageSize);
  const current = clampPage(page, count);
  const go = (target: number) => {
    const next = clampPage(target, count);
    if (next !== current) onChange(next);
  };

  return (
    <Group component="nav" aria-label="Страницы" gap={4} wrap="nowrap">
      <Button
        variant="default"
        size="compact-md"
        aria-label="Предыдущая страница"
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      >
        <IconChevronLeft size={16} />
      </Button>
      {pageGroup(current, count).map((n) => (
        <Button
          key={n}
          size="compact-md"
          variant={n === current ? 'filled' : 'default'}
          aria-label={`Страница ${n}`}
          aria-current={n === current ? 'page' : undefined}
          onClick={() => go(n)}
        >
          {n}
        </Button>
      ))}
      {count > limits.paginationGroup && <JumpToPage count={count} onJump={go} />}
      <Button
        variant="default"
        size="compact-md"
        aria-label="Следующая страница"
        disabled={current >= count}
        onClick={() => go(current + 1)}
      >
        <IconChevronRight size={16} />
      </Button>
    </Group>
  );
}

function JumpToPage({ count, onJump }: { count: number; onJump: (page: number) => void }) {
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState<string | number>('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = Number(value);
    if (value === '' || !Number.isFinite(target)) return;
    onJump(target);
    setOpened(false);
    setValue('');
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="top" withArrow shadow="md">
      <Popover.Target>
        <Button variant="default" size="compact-md" aria-label="Перейти к странице" onClick={() => setOpened((o) => !o)}>
          ...
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Переход к странице">
        <form onSubmit={submit}>
          <Stack gap="xs">
            <NumberInput
              label={`Номер страницы (1–${count})`}
              min={1}
              max={count}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              value={value}
              onChange={setValue}
              data-autofocus
            />
            <Button type="submit" size="xs">
              Перейти
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
