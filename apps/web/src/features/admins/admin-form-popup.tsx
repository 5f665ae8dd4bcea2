import { useEffect, useState, type FormEvent } from 'react';
import { Checkbox, Modal, Stack, TextInput } from '@mantine/core';
import { adminMessages, limits, type Admin, type AdminFormErrors } from '@sks/contract';
import { useCreateAdmin, useUpdateAdmin } from '../../api/admins';
import { HttpError } from '../../api/http-error';
import { notifySuccess, PhoneInput, DialogActions } from '../../ui';
import { adminFormErrors, adminFormFrom, createBody, emptyAdminForm, updateBody, type AdminFormState } from './admin-form';
import { fullName, supportLabel } from './admin-labels';

export type AdminFormPopupProps = {
  opened: boolean;
  /** The administrator being edited; absent when adding one. */
  admin?: Admin;
  onClose: () => void;
};

type TextField = Exclude<keyof AdminFormState, 'support' | 'phone'>;

/** 'Добавление администратора' / 'Редактирование администратора' (spec 01 sections 2 and 5). */
export function AdminFormPopup({ opened, admin, onClose }: AdminFormPopupProps) {
  const mode = admin ? 'edit' : 'create';
  const create = useCreateAdmin();
  const update = useUpdateAdmin();
  const [values, setValues] = useState<AdminFormState>(emptyAdminForm);
  const [errors, setErrors] = useState<AdminFormErrors>({});

  // Every opening starts from the administrator's saved fields, or from an empty popup.
  useEffect(() => {
    if (!opened) return;
    setValues(admin ? adminFormFrom(admin) : emptyAdminForm);
    setErrors({});
  }, [opened, admin]);

  const change = <K extends keyof AdminFormState>(field: K, value: AdminFormState[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const textProps = (field: TextField) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = adminFormErrors(values, mode);
    setErrors(problems ?? {});
    if (problems) return;
    try {
      if (admin) {
        await update.mutateAsync(updateBody(admin.uuidUser, values));
        notifySuccess('Изменения сохранены', fullName(values));
      } else {
        const body = createBody(values);
        await create.mutateAsync(body);
        notifySuccess('Администратор добавлен', `На ${body.email} отправлено письмо со ссылкой для установки пароля.`);
      }
      onClose();
    } catch (error) {
      // The notification is shown by the mutation; a taken e-mail is also marked on its field.
      if (error instanceof HttpError && error.status === 409) setErrors({ email: adminMessages.emailTaken });
    }
  };

  const saving = create.isPending || update.isPending;
  return (
    <Modal opened={opened} onClose={onClose} title={admin ? adminMessages.titleEdit : adminMessages.titleAdd} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Фамилия" withAsterisk autoComplete="off" data-autofocus {...textProps('surname')} />
          <TextInput label="Имя" withAsterisk autoComplete="off" {...textProps('name')} />
          <TextInput label="Отчество" withAsterisk autoComplete="off" {...textProps('patronymic')} />
          <TextInput
            label="Должность"
            description={`${values.job.trim().length} из ${limits.adminJobMax} символов`}
            maxLength={limits.adminJobMax}
            withAsterisk
            autoComplete="off"
            {...textProps('job')}
          />
          <PhoneInput label="Телефон" withAsterisk value={values.phone} error={errors.phone} onChange={(phone) => change('phone', phone)} />
          {admin ? (
            <TextInput label="E-mail" value={values.email} readOnly variant="filled" description="E-mail — логин администратора, его нельзя изменить" />
          ) : (
            <TextInput label="E-mail" type="email" withAsterisk autoComplete="off" {...textProps('email')} />
          )}
          <Checkbox
            label={supportLabel}
            description="Сотрудник поддержки: влияет на фильтр персонализации новостей"
            checked={values.support}
            onChange={(event) => change('support', event.currentTarget.checked)}
          />
          <DialogActions onCancel={onClose} busy={saving} confirmLabel={admin ? 'Сохранить' : 'Добавить'} mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}
