import { Card, Stack, Text, Title } from '@mantine/core';
import { generatePath, useNavigate, useParams } from 'react-router';
import type { University } from '@sks/contract';
import { useUniversity, useUpdateUniversity } from '../../api/universities';
import { paths } from '../../app/paths';
import { BackLink, CardLoadError, notifySuccess, PageLoader } from '../../ui';
import { DuplicateInnPopup, useDuplicateInnConfirm } from './form/duplicate-inn';
import { UniversityFormFields } from './form/university-form';
import { bodyOfForm, formOfUniversity } from './form/university-form-state';
import { useUniversityForm } from './form/use-university-form';

const title = 'Редактирование университета';

/** /card/:id/refactoring — the same form as the wizard's, filled from the card. */
export function UniversityEditPage() {
  const { id = '' } = useParams();
  const university = useUniversity(id);
  const cardPath = generatePath(paths.universityCard, { id });

  return (
    <Stack gap="lg">
      <BackLink to={cardPath}>К карточке университета</BackLink>
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {university.data && <Text c="dimmed">{university.data.shortName}</Text>}
      </div>
      {university.isPending ? (
        <PageLoader />
      ) : university.isError ? (
        <CardLoadError error={university.error} onRetry={() => void university.refetch()} />
      ) : (
        <EditForm key={university.data.uuidUniver} university={university.data} cardPath={cardPath} />
      )}
    </Stack>
  );
}

function EditForm({ university, cardPath }: { university: University; cardPath: string }) {
  const navigate = useNavigate();
  const update = useUpdateUniversity();
  // Filled once from the card: a refetch does not overwrite what is being typed.
  const form = useUniversityForm(formOfUniversity(university));
  const duplicateInn = useDuplicateInnConfirm();

  const save = async (confirmDuplicateInn: boolean) => {
    try {
      await update.mutateAsync({ ...bodyOfForm(form.values), uuidUniver: university.uuidUniver, confirmDuplicateInn });
    } catch (error) {
      if (!duplicateInn.caught(error)) form.showSaveError(error);
      return;
    }
    notifySuccess('Сохранено', 'Данные университета обновлены');
    void navigate(cardPath);
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <UniversityFormFields form={form} onSubmit={() => void save(false)} onCancel={() => void navigate(cardPath)} saving={update.isPending} />
      <DuplicateInnPopup confirm={duplicateInn} confirmLabel="Сохранить всё равно" saving={update.isPending} onConfirm={() => void save(true)} />
    </Card>
  );
}
