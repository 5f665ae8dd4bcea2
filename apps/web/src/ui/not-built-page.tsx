import { Stack, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { messages } from '@sks/contract';
import { EmptyState } from './empty-state';

/** Stand-in for an area whose screens are not built yet. */
export function NotBuiltPage({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={1} size="h2">
        {title}
      </Title>
      <EmptyState title={messages.shell.notBuilt} text={messages.shell.notBuiltText} icon={<IconTools size={28} />} />
    </Stack>
  );
}
