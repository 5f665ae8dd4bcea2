import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Grid, Group, TextInput } from '@mantine/core';
import { DateInput, FormRow, FormStack, ImageUpload, PhoneInput } from '../../../ui';
import { CitySelect } from './city-select';
import { InnField } from './inn-field';
import { fillFromInn } from './university-form-state';
import type { UniversityForm } from './use-university-form';

type UniversityFormProps = {
  form: UniversityForm;
  /** Called when the contract's rules pass; the caller sends it and shows a refusal through the form. */
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  submitLabel?: string;
  cancelLabel?: string;
  /** Extra buttons beside 'Сохранить'. */
  extraActions?: ReactNode;
};

/** The university form of the wizard's first step and of the edit page (spec 01 sections 2 and 5). */
export function UniversityFormFields({
  form,
  onSubmit,
  onCancel,
  saving,
  submitLabel = 'Сохранить',
  cancelLabel = 'Отмена',
  extraActions,
}: UniversityFormProps) {
  const { values, errors, setField, setValues } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) onSubmit();
  };

  const text = (field: 'shortName' | 'nameUniver' | 'delegateSurname' | 'address' | 'email', label: string, type = 'text') => (
    <TextInput
      label={label}
      type={type}
      withAsterisk
      value={values[field]}
      error={errors[field]}
      onChange={(event) => setField(field, event.currentTarget.value)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Данные университета">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 'content' }}>
          <ImageUpload
            label="Логотип"
            recommendedSize="120x120"
            value={values.logo}
            error={errors.logo}
            onChange={(logo) => setField('logo', logo)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 'auto' }}>
          <FormStack>
            <InnField
              value={values.inn}
              error={errors.inn}
              onChange={(inn) => setField('inn', inn)}
              onFound={(found) => setValues((current) => fillFromInn(current, found))}
            />
            <FormRow>
              {text('shortName', 'Краткое название')}
              {text('nameUniver', 'Полное название')}
            </FormRow>
            <FormRow>
              {text('delegateSurname', 'Представитель (ФИО)')}
              {text('address', 'Адрес')}
            </FormRow>
            <FormRow>
              <CitySelect value={values.uuidCity} error={errors.uuidCity} onChange={(uuid) => setField('uuidCity', uuid)} />
              <DateInput
                label="Дата окончания договора"
                withAsterisk
                value={values.endContract}
                error={errors.endContract}
                onChange={(date) => setField('endContract', date)}
              />
            </FormRow>
            <FormRow>
              <PhoneInput
                label="Телефон"
                withAsterisk
                value={values.phone}
                error={errors.phone}
                onChange={(phone) => setField('phone', phone)}
              />
              {text('email', 'E-mail', 'email')}
            </FormRow>
            {form.formError && (
              <Alert color="red" variant="light" role="alert">
                {form.formError}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onCancel} disabled={saving}>
                {cancelLabel}
              </Button>
              {extraActions}
              <Button type="submit" loading={saving}>
                {submitLabel}
              </Button>
            </Group>
          </FormStack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
