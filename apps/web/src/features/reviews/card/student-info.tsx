import type { ReactNode } from 'react';
import { Anchor, Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatPhone, type StudentInfo } from '@sks/contract';
import { studentName } from '../review-format';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '—'}
      </Text>
    </Stack>
  );
}

const link = (href: string, label: string) =>
  href ? (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      {label}
    </Anchor>
  ) : null;

const years = (s: StudentInfo) => (s.startEducation || s.endEducation ? `${s.startEducation ?? '…'} – ${s.endEducation ?? '…'}` : '');

/** Who wrote the review (spec 03 section 2.5): photo, name, phone, two social links, city, university, study years. */
export function StudentInfoCard({ student }: { student: StudentInfo | null }) {
  const name = student ? studentName(student) : 'Студент';
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label="Студент">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar src={student?.photo} alt={name} radius="xl" size="lg">
            {name.charAt(0)}
          </Avatar>
          <Title order={2} size="h4">
            {name}
          </Title>
        </Group>
        {student ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Field label="Телефон">{student.phone ? formatPhone(student.phone) : ''}</Field>
            <Field label="Социальные сети">
              {student.linkvk || student.linktg ? (
                <Group gap="sm">
                  {link(student.linkvk, 'ВКонтакте')}
                  {link(student.linktg, 'Telegram')}
                </Group>
              ) : null}
            </Field>
            <Field label="Город">{student.nameCity}</Field>
            <Field label="Университет">{student.nameUniversity}</Field>
            <Field label="Годы обучения">{years(student)}</Field>
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            Данных о студенте нет
          </Text>
        )}
      </Stack>
    </Card>
  );
}
