import { Button, EmptyState as MantineEmptyState } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { messages } from '@sks/contract';
import { errorText, type StatusTexts } from './notify';

export type ErrorStateProps = {
  error: unknown;
  onRetry?: () => void;
  overrides?: StatusTexts;
};

/** A page or block whose data failed to load: the common text of the status and 'Повторить'. */
export function ErrorState({ error, onRetry, overrides }: ErrorStateProps) {
  return (
    <MantineEmptyState
      role="alert"
      color="red"
      title={messages.common.title}
      description={errorText(error, overrides)}
      icon={<IconAlertTriangle size={28} />}
      py="xl"
    >
      {onRetry && (
        <Button variant="default" onClick={onRetry}>
          Повторить
        </Button>
      )}
    </MantineEmptyState>
  );
}
