import { useState, type FormEvent } from 'react';
import { Textarea, TextInput } from '@mantine/core';
import { promocodeLimits, validatePromocodeForm } from '@sks/contract';
import { HttpError } from '../../api/http-error';
import { DateTimeField, DialogActions, FormRow, FormStack, useFormErrors, type FormErrorsConfig } from '../../ui';
import { fieldOrder, valuesOf, type PromocodeFormField, type PromocodeFormState } from './promocode-form-state';

const fieldId = (field: PromocodeFormField) => `promocode-${field}`;
const errorsConfig: FormErrorsConfig<PromocodeFormField> = {
  fields: fieldOrder,
  fieldOf: ([field]) => ((fieldOrder as readonly string[]).includes(field) ? (field as PromocodeFormField) : null),
  fieldId,
  refusals: () => ({}),
};

type PromocodeFormProps = {
  initial: PromocodeFormState;
  /** Edit mode: the code and the start are shown but locked (spec 03 section 4). */
  editing: boolean;
  saving: boolean;
  /** Saves and tells the outcome; a refusal is thrown back to be shown on the fields. */
  onSave: (values: PromocodeFormState) => Promise<void>;
  onCancel: () => void;
};

const counter = (value: string, max: number) => `${[...value].length} / ${max}`;

/** The code, its validity and its description (spec 03 sections 3 and 5). */
export function PromocodeForm({ initial, editing, saving, onSave, onCancel }: PromocodeFormProps) {
  const [values, setValues] = useState(initial);
  const { errors, setErrors, clearErrors, showProblems, showSaveError } = useFormErrors(errorsConfig);
  const set = <K extends keyof PromocodeFormState>(key: K, value: PromocodeFormState[K], field: PromocodeFormField) => {
    setValues((current) => ({ ...current, [key]: value }));
    // The order of the dates is told on the end: changing either clears it.
    clearErrors(field, ...(key === 'start' ? (['endPromoCode'] as const) : []));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!showProblems(validatePromocodeForm(valuesOf(values)))) return;
    try {
      await onSave(values);
    } catch (error) {
      // A code taken meanwhile (in any case) is told on the code itself.
      if (error instanceof HttpError && error.status === 409 && !editing) setErrors({ promocode: error.message });
      else if (error instanceof HttpError && error.status === 400) showSaveError(error);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Данные промокода">
      <FormStack>
        <TextInput
          id={fieldId('promocode')}
          label="Промокод"
          withAsterisk
          disabled={editing}
          value={values.promocode}
          onChange={(event) => set('promocode', event.currentTarget.value, 'promocode')}
          error={errors.promocode}
          description={editing ? undefined : counter(values.promocode, promocodeLimits.codeMax)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <FormRow>
          <div id={fieldId('startPromoCode')}>
            <DateTimeField label="Начало действия" withAsterisk disabled={editing} value={values.start} onChange={(v) => set('start', v, 'startPromoCode')} error={errors.startPromoCode} />
          </div>
          <div id={fieldId('endPromoCode')}>
            <DateTimeField label="Окончание действия" withAsterisk value={values.end} onChange={(v) => set('end', v, 'endPromoCode')} error={errors.endPromoCode} />
          </div>
        </FormRow>
        <Textarea
          id={fieldId('content')}
          label="Описание"
          autosize
          minRows={3}
          maxRows={10}
          value={values.content}
          onChange={(event) => set('content', event.currentTarget.value, 'content')}
          error={errors.content}
          description={counter(values.content, promocodeLimits.contentMax)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <DialogActions onCancel={onCancel} busy={saving} confirmLabel={editing ? 'Сохранить' : 'Создать'} />
      </FormStack>
    </form>
  );
}
