import type { ReactNode } from 'react';
import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

export type EmptyStateProps = {
  title: string;
  text?: string;
  /** E.g. the list's add button. */
  action?: ReactNode;
  icon?: ReactNode;
};

export function EmptyState({ title, text, action, icon = <IconInbox size={28} /> }: EmptyStateProps) {
  return (
    <MantineEmptyState title={title} description={text} icon={icon} py="xl">
      {action}
    </MantineEmptyState>
  );
}
