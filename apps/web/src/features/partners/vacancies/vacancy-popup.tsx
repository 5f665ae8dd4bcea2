import { useState, type FormEvent } from 'react';
import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { vacancyLimits, vacancyMessages, type Vacancy } from '@sks/contract';
import { HttpError } from '../../../api/http-error';
import { useCreateVacancy, useUpdateVacancy } from '../../../api/vacancies';
import { notifyError, DialogActions } from '../../../ui';
import {
  checkVacancy,
  emptyVacancyForm,
  formOfVacancy,
  serverVacancyErrors,
  type VacancyErrors,
  type VacancyField,
  type VacancyForm,
} from './vacancy-form';

type VacancyPopupProps = {
  uuidPartner: string;
  /** The vacancy being edited; null adds one. */
  vacancy: Vacancy | null;
  onClose: () => void;
};

/** Add or edit a vacancy (spec 02 sections 3 and 5); mount per opening. */
export function VacancyPopup({ uuidPartner, vacancy, onClose }: VacancyPopupProps) {
  const create = useCreateVacancy(uuidPartner);
  const update = useUpdateVacancy(uuidPartner);
  const [form, setForm] = useState<VacancyForm>(() => (vacancy ? formOfVacancy(vacancy) : emptyVacancyForm));
  const [errors, setErrors] = useState<VacancyErrors>({});
  const saving = create.isPending || update.isPending;

  const set = (field: VacancyField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkVacancy(form);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    try {
      if (vacancy) await update.mutateAsync({ uuidVacancy: vacancy.uuidVacancy, vacancy: check.values });
      else await create.mutateAsync({ uuidPartner, vacancy: check.values });
      onClose();
    } catch (error) {
      const refused = error instanceof HttpError && error.status === 400 ? serverVacancyErrors(error.fields) : {};
      if (Object.keys(refused).length) setErrors(refused);
      else notifyError(error, { 404: vacancyMessages.notFound });
    }
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Закрыть' }} opened onClose={onClose} title={vacancy ? 'Редактирование вакансии' : 'Новая вакансия'} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Название"
            withAsterisk
            maxLength={vacancyLimits.titleMax}
            value={form.title}
            error={errors.title}
            onChange={(event) => set('title', event.currentTarget.value)}
          />
          <TextInput
            label="Ссылка"
            description="Полный адрес, например https://hh.ru/vacancy/123"
            withAsterisk
            type="url"
            value={form.link}
            error={errors.link}
            onChange={(event) => set('link', event.currentTarget.value)}
          />
          <Textarea
            label="Описание"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={vacancyLimits.descriptionMax}
            value={form.description}
            error={errors.description}
            onChange={(event) => set('description', event.currentTarget.value)}
          />
          <DialogActions onCancel={onClose} busy={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
