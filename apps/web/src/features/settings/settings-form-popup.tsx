import { useEffect, useState, type FormEvent } from 'react';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { HttpError } from '../../api/http-error';
import { DialogActions, notifySuccess } from '../../ui';

/** A field of a settings form: text, or a number that may stay empty (sent as null). */
export type SettingsField<K extends string> = { key: K; label: string; required?: boolean; number?: boolean };

export type SettingsFormPopupProps<K extends string> = {
  opened: boolean;
  title: string;
  fields: readonly SettingsField<K>[];
  /** The saved values of the item being edited; absent when adding one. */
  initial?: Partial<Record<K, string | number | null>>;
  schema: z.ZodType;
  onSave: (body: Record<K, unknown>) => Promise<unknown>;
  savedText: string;
  onClose: () => void;
};

/** The text a number field sends: an empty box is null, a decimal comma is read as a point, the rest as typed (so the contract names it). */
function numberOf(text: string): number | string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const n = Number(trimmed.replace(',', '.'));
  return Number.isFinite(n) ? n : trimmed;
}

/** Add or edit a city or a category: the contract's schema checks the fields, a 400 or 409 from the server lands on them too. */
export function SettingsFormPopup<K extends string>(props: SettingsFormPopupProps<K>) {
  const { opened, fields, initial } = props;
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setValues(Object.fromEntries(fields.map((f) => [f.key, initial?.[f.key] == null ? '' : String(initial[f.key])])));
    setErrors({});
  }, [opened, fields, initial]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(fields.map((f) => [f.key, f.number ? numberOf(values[f.key] ?? '') : (values[f.key] ?? '')])) as Record<K, unknown>;
    const checked = props.schema.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      await props.onSave(body);
      notifySuccess(props.savedText, String(body[fields[0]!.key]));
      props.onClose();
    } catch (error) {
      // The mutation shows the notification; a duplicate name or a refused field is marked on the form too.
      if (error instanceof HttpError && error.status === 409) setErrors({ [fields[0]!.key]: error.message });
      if (error instanceof HttpError && error.status === 400) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([path, message]) => [path.replace(/^body\./, ''), message])));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={props.onClose} title={props.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {fields.map((f, i) => (
            <TextInput
              key={f.key}
              label={f.label}
              withAsterisk={f.required}
              autoComplete="off"
              inputMode={f.number ? 'decimal' : undefined}
              data-autofocus={i === 0 || undefined}
              value={values[f.key] ?? ''}
              error={errors[f.key]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((current) => ({ ...current, [f.key]: value }));
                setErrors((current) => ({ ...current, [f.key]: '' }));
              }}
            />
          ))}
          {fields.some((f) => f.number) && (
            <Text size="xs" c="dimmed">
              Координаты и население можно не указывать.
            </Text>
          )}
          <DialogActions onCancel={props.onClose} busy={saving} mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}
