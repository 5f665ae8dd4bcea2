import { useState, type FormEvent } from 'react';
import { Alert, Select, Textarea, TextInput } from '@mantine/core';
import { promotionLimits } from '@sks/contract';
import { DateTimeField, DialogActions, FormRow, FormStack } from '../../../ui';
import { CodesFileField } from './codes-file-field';
import { winLimitSelectData } from './promotion-form-state';
import { fieldId, type PromotionForm } from './use-promotion-form';

type PromotionFormFieldsProps = {
  form: PromotionForm;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  hasStoredFile: boolean;
};

const counter = (value: string, max: number) => `${[...value].length} / ${max}`;

/** Name, description, period, win limit and promo-code file of a promotion (spec 02 sections 3 and 5). */
export function PromotionFormFields({ form, onSubmit, onCancel, saving, hasStoredFile }: PromotionFormFieldsProps) {
  const { values, errors } = form;
  const [uploading, setUploading] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading || !form.validate()) return;
    onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Данные акции">
      <FormStack>
        {form.formError && (
          <Alert color="red" variant="light">
            {form.formError}
          </Alert>
        )}
        <TextInput
          id={fieldId('name')}
          label="Название акции"
          withAsterisk
          value={values.name}
          onChange={(event) => form.setText('name', event.currentTarget.value)}
          error={errors.name}
          description={counter(values.name, promotionLimits.nameMax)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Textarea
          id={fieldId('description')}
          label="Описание"
          withAsterisk
          autosize
          minRows={4}
          maxRows={12}
          value={values.description}
          onChange={(event) => form.setText('description', event.currentTarget.value)}
          error={errors.description}
          description={counter(values.description, promotionLimits.descriptionMax)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <FormRow>
          <div id={fieldId('dateBegin')}>
            <DateTimeField label="Начало акции" withAsterisk value={values.begin} onChange={(v) => form.setDate('begin', v)} error={errors.dateBegin} />
          </div>
          <div id={fieldId('dateEnd')}>
            <DateTimeField label="Окончание акции" withAsterisk value={values.end} onChange={(v) => form.setDate('end', v)} error={errors.dateEnd} />
          </div>
        </FormRow>
        <FormRow>
          <Select
            id={fieldId('winLimit')}
            label="Промокодов на одного студента"
            data={winLimitSelectData}
            value={values.winLimitOption}
            onChange={(option) => option && form.setText('winLimitOption', option)}
            allowDeselect={false}
            error={errors.winLimit}
          />
          <CodesFileField
            id={fieldId('fileUrl')}
            value={values.file}
            onChange={form.setFile}
            hasStoredFile={hasStoredFile}
            error={errors.fileUrl}
            onUploadingChange={setUploading}
          />
        </FormRow>
        <DialogActions onCancel={onCancel} busy={saving} confirmDisabled={uploading} mt="md" />
      </FormStack>
    </form>
  );
}
