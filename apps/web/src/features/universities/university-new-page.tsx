import { useState } from 'react';
import { Button, Card, Group, Stack, Stepper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useCreateUniversity, useUpdateUniversity } from '../../api/universities';
import { paths } from '../../app/paths';
import { BackLink } from '../../ui';
import { DuplicateInnPopup, useDuplicateInnConfirm } from './form/duplicate-inn';
import { UniversityFormFields } from './form/university-form';
import { bodyOfForm, emptyUniversityForm } from './form/university-form-state';
import { useUniversityForm } from './form/use-university-form';
import { OperatorsPanel } from './operators/operators-panel';

const steps = { form: 0, operators: 1, finish: 2 } as const;

/**
 * /new — the add wizard of spec 01 section 2: the form (saving creates, and after coming back
 * from step 2 updates), the new university's operators, finish.
 */
export function UniversityNewPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<number>(steps.form);
  const [uuidUniver, setUuidUniver] = useState<string | null>(null);
  const form = useUniversityForm(emptyUniversityForm);
  const create = useCreateUniversity();
  const update = useUpdateUniversity();
  const duplicateInn = useDuplicateInnConfirm();
  const toList = () => void navigate(paths.universities);
  const saving = create.isPending || update.isPending;

  const save = async (confirmDuplicateInn: boolean) => {
    const body = { ...bodyOfForm(form.values), confirmDuplicateInn };
    try {
      if (uuidUniver) await update.mutateAsync({ ...body, uuidUniver });
      else setUuidUniver(await create.mutateAsync(body));
    } catch (error) {
      if (!duplicateInn.caught(error)) form.showSaveError(error);
      return;
    }
    duplicateInn.close();
    setStep(steps.operators);
  };

  return (
    <Stack gap="lg">
      <BackLink to={paths.universities}>К списку университетов</BackLink>
      <Title order={1} size="h2">
        Добавление университета
      </Title>
      <Card withBorder padding="lg" radius="md">
        <Stepper active={step} allowNextStepsSelect={false} size="sm">
          <Stepper.Step label="Шаг 1" description="Данные университета">
            <UniversityFormFields form={form} onSubmit={() => void save(false)} onCancel={toList} saving={saving} />
            <DuplicateInnPopup
              confirm={duplicateInn}
              confirmLabel={uuidUniver ? 'Сохранить всё равно' : 'Создать всё равно'}
              saving={saving}
              onConfirm={() => void save(true)}
            />
          </Stepper.Step>
          <Stepper.Step label="Шаг 2" description="Операторы">
            <Stack gap="md">
              {uuidUniver && <OperatorsPanel uuidUniversity={uuidUniver} />}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setStep(steps.form)}>
                  Отмена
                </Button>
                <Button onClick={() => setStep(steps.finish)}>Далее</Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label="Шаг 3" description="Готово">
            <Stack align="center" gap="sm" py="xl">
              <ThemeIcon size={56} radius="xl" color="teal" variant="light">
                <IconCheck size={32} />
              </ThemeIcon>
              <Title order={2} size="h3">
                Университет добавлен
              </Title>
              <Text c="dimmed" ta="center">
                «{form.values.shortName}» появится в списке университетов.
              </Text>
              <Button onClick={toList} mt="sm">
                Завершить
              </Button>
            </Stack>
          </Stepper.Step>
        </Stepper>
      </Card>
    </Stack>
  );
}
