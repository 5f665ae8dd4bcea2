import { useState, type FormEvent } from 'react';
import { Checkbox, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  operatorDirectionLabels,
  operatorDirections,
  operatorMessages,
  type Operator,
  type OperatorDirection,
  type OperatorFormField,
} from '@sks/contract';
import { bodyFieldErrors, HttpError } from '../../../api/http-error';
import { useCreateOperator, useUpdateOperator } from '../../../api/operators';
import { notifyError, PhoneInput, DialogActions } from '../../../ui';
import { emptyOperatorForm, formOfOperator, operatorFormCheck, type OperatorFormState } from './operator-form-state';

type OperatorPopupProps = {
  uuidUniversity: string;
  /** The operator being edited; null adds one. */
  operator: Operator | null;
  onClose: () => void;
};

const shownFields: readonly string[] = ['surname', 'name', 'patronymic', 'email', 'job', 'phone'] satisfies OperatorFormField[];

const directionOptions = operatorDirections.map((value) => ({ value, label: operatorDirectionLabels[value] }));

/** The operator popup of spec 01 section 2; mount it per opening so each starts fresh. */
export function OperatorPopup({ uuidUniversity, operator, onClose }: OperatorPopupProps) {
  const create = useCreateOperator();
  const update = useUpdateOperator();
  const [values, setValues] = useState<OperatorFormState>(() => (operator ? formOfOperator(operator) : emptyOperatorForm));
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<OperatorFormField, string>>>({});
  const check = operatorFormCheck(values);
  const marked = attempted ? check.marked : new Set<OperatorFormField>();
  const saving = create.isPending || update.isPending;

  const set = <K extends keyof OperatorFormState>(field: K, value: OperatorFormState[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
  };

  const showSaveError = (error: unknown) => {
    const fields = Object.entries(bodyFieldErrors(error)).filter(([field]) => shownFields.includes(field));
    if (fields.length) {
      setServerErrors(Object.fromEntries(fields));
    } else if (error instanceof HttpError && error.status === 409) {
      setServerErrors({ email: error.message || operatorMessages.emailTaken });
    } else {
      notifyError(error, { 404: operator ? operatorMessages.notFound : operatorMessages.universityNotFound });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (check.message) return;
    const body = { ...values, uuidUniversity };
    try {
      if (operator) await update.mutateAsync({ ...body, uuidUser: operator.uuidUser });
      else await create.mutateAsync(body);
      onClose();
    } catch (error) {
      showSaveError(error);
    }
  };

  const errorOf = (field: OperatorFormField) => serverErrors[field] ?? marked.has(field);
  const text = (field: Exclude<OperatorFormField, 'phone'>, label: string, type = 'text') => (
    <TextInput
      label={label}
      type={type}
      withAsterisk
      value={values[field]}
      error={errorOf(field)}
      onChange={(event) => set(field, event.currentTarget.value)}
    />
  );

  return (
    <Modal opened onClose={onClose} title={operator ? 'Редактирование оператора' : 'Добавление оператора'} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('surname', 'Фамилия')}
            {text('name', 'Имя')}
            {text('patronymic', 'Отчество')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('email', 'E-mail', 'email')}
            <PhoneInput label="Телефон" withAsterisk value={values.phone} error={errorOf('phone')} onChange={(v) => set('phone', v)} />
          </SimpleGrid>
          {text('job', 'Должность')}
          <Select
            label="Направление"
            data={directionOptions}
            value={values.role}
            allowDeselect={false}
            onChange={(role) => role && set('role', role as OperatorDirection)}
          />
          <Checkbox
            label="Председатель"
            checked={values.chairman}
            onChange={(event) => set('chairman', event.currentTarget.checked)}
          />
          {attempted && check.message && (
            <Text c="red" size="sm" role="alert">
              {check.message}
            </Text>
          )}
          <DialogActions onCancel={onClose} busy={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
