import type { CSSProperties, ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import type { SalePoint } from '@sks/contract';

/** One trade point: its address and working hours, with the caller's actions at the side. */
export function PointRow({ point, actions }: { point: SalePoint; actions?: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6} data-point-address={point.address}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          {point.address}
        </Text>
        <Text size="xs" c="dimmed">
          {point.workTime}
        </Text>
      </Stack>
      {actions && (
        <Group gap={4} wrap="nowrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}

/** The line between two rows of a list of points. */
export const divider: CSSProperties = { borderTop: '1px solid var(--mantine-color-gray-3)' };
