import type { FormEvent, ReactNode } from 'react';
import { Alert, Checkbox, Divider, Grid, Stack, TextInput } from '@mantine/core';
import { partnerLimits } from '@sks/contract';
import { DialogActions, FormRow, FormStack, ImageUpload, PhoneInput, RichTextEditor } from '../../../ui';
import { CategorySelect } from './category-select';
import { CitySelect } from './city-select';
import { innDigits } from './partner-form-state';
import { SocialLinks } from './social-links';
import { fieldId, type PartnerForm } from './use-partner-form';

type PartnerFormProps = {
  form: PartnerForm;
  /** 'new' locks the federal box checked and has no city; 'edit' has both (spec 02 sections 2 and 3). */
  mode: 'new' | 'edit';
  /** Called when the contract's rules pass; the caller sends it and shows a refusal through the form. */
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  /** A section after the contacts: the new partner's discounts. */
  children?: ReactNode;
};

/** The partner form of the new and edit pages. */
export function PartnerFormFields({ form, mode, onSubmit, onCancel, saving, children }: PartnerFormProps) {
  const { values, errors, setField } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) onSubmit();
  };

  const text = (field: 'name' | 'legalName' | 'email' | 'linkToSite', label: string, required: boolean, type = 'text') => (
    <TextInput
      id={fieldId(field)}
      label={label}
      type={type}
      withAsterisk={required}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => setField(field, event.currentTarget.value)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Данные партнёра">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 'content' }}>
          <Stack gap="md" id={fieldId('keyImg')}>
            <ImageUpload label="Логотип" recommendedSize="200x200" value={values.logo} error={errors.keyImg} onChange={form.setLogo} />
            <Checkbox
              label="Федеральный партнёр"
              checked={values.isFederalPartner}
              disabled={mode === 'new'}
              onChange={(event) => setField('isFederalPartner', event.currentTarget.checked)}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 'auto' }}>
          <FormStack>
            <FormRow>
              {text('name', 'Название', true)}
              {text('legalName', 'Юридическое название', mode === 'new')}
            </FormRow>
            <FormRow>
              <TextInput
                id={fieldId('inn')}
                label="ИНН"
                description="10 или 12 цифр"
                inputMode="numeric"
                maxLength={12}
                value={values.inn}
                error={errors.inn}
                onChange={(event) => setField('inn', innDigits(event.currentTarget.value))}
              />
              <CategorySelect
                id={fieldId('uuidCategory')}
                value={values.uuidCategory}
                error={errors.uuidCategory}
                onChange={(uuid) => setField('uuidCategory', uuid)}
              />
            </FormRow>
            {mode === 'edit' && (
              <CitySelect
                id={fieldId('uuidMainCity')}
                value={values.uuidMainCity}
                required={!values.isFederalPartner}
                error={errors.uuidMainCity}
                onChange={(uuid) => setField('uuidMainCity', uuid)}
              />
            )}
            <div id={fieldId('description')}>
              <RichTextEditor
                label="Описание компании"
                withAsterisk={mode === 'new'}
                max={partnerLimits.descriptionMax}
                value={values.description}
                error={errors.description}
                onChange={(html) => setField('description', html)}
              />
            </div>
            <FormRow cols={3}>
              <PhoneInput
                id={fieldId('phone')}
                label="Телефон"
                withAsterisk
                value={values.phone}
                error={errors.phone}
                onChange={(phone) => setField('phone', phone)}
              />
              {text('email', 'E-mail', mode === 'new', 'email')}
              {text('linkToSite', 'Сайт', false, 'url')}
            </FormRow>
            <SocialLinks values={values.socials} errors={errors} onChange={form.setSocial} />
            {children && (
              <>
                <Divider />
                {children}
              </>
            )}
            {form.formError && (
              <Alert color="red" variant="light" role="alert">
                {form.formError}
              </Alert>
            )}
            <DialogActions onCancel={onCancel} busy={saving} />
          </FormStack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
