import { Button, Stack, Text } from '@mantine/core';
import { promocodeMessages } from '@sks/contract';

/** Spec 03 section 8: a list or statistics that fails to load says just 'error'; it can be retried. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack align="center" gap="sm" py="xl" role="alert">
      <Text c="red">{promocodeMessages.loadFailed}</Text>
      <Button variant="default" onClick={onRetry}>
        Повторить
      </Button>
    </Stack>
  );
}
