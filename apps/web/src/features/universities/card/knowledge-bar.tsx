import { Button, Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconBook } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { paths } from '../../../app/paths';

/** The card's link to the university's questions of the knowledge base. */
export function KnowledgeBar({ uuidUniver }: { uuidUniver: string }) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label="База знаний">
      <Group justify="space-between">
        <Group gap="sm">
          <ThemeIcon variant="light" size="lg">
            <IconBook size={18} />
          </ThemeIcon>
          <div>
            <Text fw={600}>База знаний</Text>
            <Text size="sm" c="dimmed">
              Вопросы и ответы для студентов университета
            </Text>
          </div>
        </Group>
        <Button
          component={Link}
          to={generatePath(paths.universityQuestions, { id: uuidUniver })}
          variant="light"
          rightSection={<IconArrowRight size={16} />}
        >
          Смотреть все
        </Button>
      </Group>
    </Card>
  );
}
