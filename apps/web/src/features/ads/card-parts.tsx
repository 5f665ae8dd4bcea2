import type { ReactNode } from 'react';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';

/** A labelled value of a card. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The fields of a card in a grid that narrows on small screens. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {children}
      </SimpleGrid>
    </Card>
  );
}
