import type { ReactNode } from 'react';
import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { formatMoscowDateTime, isoOfWireDateTime } from '@sks/contract';

export type Person = { photo: string | null; name: string; surname: string };

export const fullName = (person: Person) => [person.name, person.surname].filter(Boolean).join(' ') || 'Студент';

/** One comment or complaint: who wrote it, when, the text, and anything the caller adds (likes). */
export function FeedbackEntry({ person, createdAt, text, extra }: { person: Person; createdAt: string; text: string; extra?: ReactNode }) {
  const name = fullName(person);
  return (
    <Card component="li" withBorder padding="md" radius="md" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={person.photo} alt={name} radius="xl" size="md">
            {name.charAt(0)}
          </Avatar>
          <Stack gap={0}>
            <Text fw={600} size="sm">
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatMoscowDateTime(isoOfWireDateTime(createdAt))}
            </Text>
          </Stack>
        </Group>
        {extra}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {text}
      </Text>
    </Card>
  );
}

/** The list the entries sit in. */
export function FeedbackList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
