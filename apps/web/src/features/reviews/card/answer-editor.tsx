import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { answerRemaining, answerTextSchema, reviewLimits, reviewMessages } from '@sks/contract';

type AnswerEditorProps = {
  initial?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (answer: string) => void;
  onCancel: () => void;
};

/** The reply box: at most 1000 characters, with the count of those left under it (spec 03 section 5). */
export function AnswerEditor({ initial = '', submitLabel, busy, onSubmit, onCancel }: AnswerEditorProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = answerTextSchema.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    onSubmit(parsed.data);
  };

  return (
    <Stack gap="xs">
      <Textarea
        label="Ответ"
        autosize
        minRows={3}
        maxLength={reviewLimits.answerMax}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
        data-autofocus
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {reviewMessages.remaining(answerRemaining(text))}
      </Text>
      <Group gap="xs">
        <Button size="sm" loading={busy} onClick={submit}>
          {submitLabel}
        </Button>
        <Button size="sm" variant="default" disabled={busy} onClick={onCancel}>
          Отмена
        </Button>
      </Group>
    </Stack>
  );
}
