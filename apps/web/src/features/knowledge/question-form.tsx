import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { knowledgeLimits, knowledgeMessages, validateQuestionForm, type KnowledgeQuestionCreateValues } from '@sks/contract';
import { useCategoryOptions, type KnowledgeOwner } from '../../api/knowledge';
import { RichTextEditor } from '../../ui';
import { UniversityFilter } from './university-filter';

export type QuestionDraft = KnowledgeQuestionCreateValues & { owner: KnowledgeOwner };

type QuestionFormProps = {
  initial: QuestionDraft;
  busy: boolean;
  onSubmit: (values: KnowledgeQuestionCreateValues) => Promise<void>;
  onCancel: () => void;
};

/** Category (of the chosen owner), question and answer; every message of spec 03 section 5 in one place above the buttons. */
export function QuestionForm({ initial, busy, onSubmit, onCancel }: QuestionFormProps) {
  const [draft, setDraft] = useState(initial);
  const [message, setMessage] = useState<string | null>(null);
  const categories = useCategoryOptions(draft.owner);
  const options = (categories.data?.data ?? []).map((c) => ({ value: c.uuidCategory, label: c.name }));
  const change = (patch: Partial<QuestionDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setMessage(null);
  };

  const submit = async () => {
    const values = { uuidCategory: draft.uuidCategory, question: draft.question, answer: draft.answer };
    const invalid = validateQuestionForm(values);
    if (invalid) return setMessage(invalid);
    try {
      await onSubmit(values);
    } catch {
      setMessage(knowledgeMessages.failed);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Group align="flex-end" gap="sm">
          <UniversityFilter value={draft.owner} onChange={(owner) => change({ owner, uuidCategory: '' })} />
          <Select
            label="Категория"
            withAsterisk
            searchable
            w={320}
            data={options}
            value={draft.uuidCategory || null}
            onChange={(value) => change({ uuidCategory: value ?? '' })}
            placeholder={categories.isPending ? 'Загрузка…' : 'Выберите категорию'}
            nothingFoundMessage={categories.isError ? knowledgeMessages.failed : 'Категорий нет'}
          />
        </Group>
        <Textarea
          label="Вопрос"
          withAsterisk
          autosize
          minRows={2}
          maxLength={knowledgeLimits.questionMax}
          value={draft.question}
          onChange={(event) => change({ question: event.currentTarget.value })}
        />
        <RichTextEditor label="Ответ" withAsterisk max={knowledgeLimits.answerMax} value={draft.answer} onChange={(answer) => change({ answer })} />
        {message && (
          <Alert color="red" role="alert" title={message} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Отмена
          </Button>
          <Button type="submit" loading={busy}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
