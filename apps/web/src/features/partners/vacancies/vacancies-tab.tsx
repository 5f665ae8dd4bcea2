import { useState } from 'react';
import { ActionIcon, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Vacancy } from '@sks/contract';
import { useDeleteVacancy, useVacancies } from '../../../api/vacancies';
import { ConfirmPopup, EmptyState, ErrorState } from '../../../ui';
import { VacancyPopup } from './vacancy-popup';

type Editing = { vacancy: Vacancy | null } | null;

/** The card's vacancies tab: list, add, edit, delete (spec 02 sections 2, 3 and 5). */
export function VacanciesTab({ uuidPartner }: { uuidPartner: string }) {
  const vacancies = useVacancies(uuidPartner);
  const remove = useDeleteVacancy(uuidPartner);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Vacancy | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.uuidVacancy, { onSuccess: () => setDeleting(null) });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Вакансии
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ vacancy: null })}>
          Добавить вакансию
        </Button>
      </Group>
      {vacancies.isPending ? (
        <Group justify="center" py="lg" role="status" aria-label="Загрузка вакансий">
          <Loader size="sm" />
        </Group>
      ) : vacancies.isError ? (
        <ErrorState error={vacancies.error} onRetry={() => void vacancies.refetch()} />
      ) : vacancies.data.length === 0 ? (
        <EmptyState title="Вакансий пока нет" />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {vacancies.data.map((vacancy) => (
            <Card key={vacancy.uuidVacancy} component="li" withBorder padding="md" radius="md" aria-label={vacancy.title}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text fw={600}>{vacancy.title}</Text>
                  <Anchor href={vacancy.link} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
                    {vacancy.link}
                  </Anchor>
                  {vacancy.description && (
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                      {vacancy.description}
                    </Text>
                  )}
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`Изменить: ${vacancy.title}`} onClick={() => setEditing({ vacancy })}>
                    <IconEdit size={18} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={`Удалить: ${vacancy.title}`} onClick={() => setDeleting(vacancy)}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {editing && <VacancyPopup uuidPartner={uuidPartner} vacancy={editing.vacancy} onClose={() => setEditing(null)} />}
      <ConfirmPopup
        opened={deleting !== null}
        title="Удаление вакансии"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {`Удалить вакансию «${deleting?.title ?? ''}»?`}
      </ConfirmPopup>
    </Stack>
  );
}
