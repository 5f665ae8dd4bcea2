import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Input, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { newsKindLabels, newsKinds, newsLimits, newsMessages, type NewsKind } from '@sks/contract';
import { DateInput, DialogActions, FormStack, PublicationScheduleModal, RichTextEditor, TimeInput } from '../../../ui';
import { moscowShown } from '../news-format';
import { CoverPhotos } from './cover-photos';
import { EventFields, SurveyFields } from './kind-fields';
import { LevelFields } from './level-fields';
import { fieldId, type NewsForm } from './use-news-form';

type NewsFormProps = {
  form: NewsForm;
  /** 'edit' fixes the kind and the survey (spec 02 section 4). */
  mode: 'new' | 'edit';
  savedPhotoIds?: readonly string[];
  /** Called when the contract's rules pass; the caller sends it and shows a refusal through the form. */
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
};

function PinFields({ form }: { form: NewsForm }) {
  const { values, errors, change } = form;
  return (
    <Stack gap="xs">
      <Checkbox
        label="Закрепить"
        checked={values.pinned}
        onChange={(event) => change({ pinned: event.currentTarget.checked }, ['pinDate', 'pinTime'])}
      />
      {values.pinned && (
        <Group grow align="flex-start" maw={520}>
          <DateInput
            id={fieldId('pinDate')}
            label="Закрепить до (дата)"
            withAsterisk
            value={values.pinDate}
            error={errors.pinDate}
            onChange={(pinDate) => change({ pinDate }, ['pinDate'])}
          />
          <TimeInput
            id={fieldId('pinTime')}
            label="Закрепить до (время)"
            withAsterisk
            value={values.pinTime}
            error={errors.pinTime}
            onChange={(pinTime) => change({ pinTime }, ['pinDate', 'pinTime'])}
          />
        </Group>
      )}
    </Stack>
  );
}

function ScheduleField({ form }: { form: NewsForm }) {
  const [opened, setOpened] = useState(false);
  const { publishBegin, publishEnd } = form.values;
  const shown = publishEnd ? `с ${moscowShown(publishBegin)} по ${moscowShown(publishEnd)}` : `с ${moscowShown(publishBegin)}`;
  return (
    <Input.Wrapper label="Публикация" error={form.errors.schedule}>
      <Group gap="sm" mt={4}>
        <Text size="sm" aria-label="Расписание">
          {shown}
        </Text>
        <Button id={fieldId('schedule')} variant="default" size="xs" leftSection={<IconCalendarTime size={14} />} onClick={() => setOpened(true)}>
          Изменить расписание
        </Button>
      </Group>
      <PublicationScheduleModal
        opened={opened}
        value={{ begin: publishBegin, end: publishEnd }}
        onClose={() => setOpened(false)}
        onSave={(schedule) => {
          form.change({ publishBegin: schedule.begin, publishEnd: schedule.end }, ['schedule']);
          setOpened(false);
        }}
      />
    </Input.Wrapper>
  );
}

/** The news form of the add and edit pages (spec 02 section 5). */
export function NewsFormFields({ form, mode, savedPhotoIds = [], onSubmit, onCancel, saving }: NewsFormProps) {
  const { values, errors, change } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Данные новости">
      <FormStack gap="lg">
        {form.formError && (
          <Alert color="red" role="alert">
            {form.formError}
          </Alert>
        )}
        <LevelFields form={form} />
        <Input.Wrapper label="Тип" withAsterisk description={mode === 'edit' ? newsMessages.kindChange : undefined}>
          <div>
            <SegmentedControl
              mt={6}
              aria-label="Тип"
              disabled={mode === 'edit'}
              value={values.kind}
              onChange={(kind) => change({ kind: kind as NewsKind }, [])}
              data={newsKinds.map((kind) => ({ value: kind, label: newsKindLabels[kind] }))}
            />
          </div>
        </Input.Wrapper>
        <TextInput
          id={fieldId('title')}
          label="Заголовок"
          withAsterisk
          maxLength={newsLimits.titleMax}
          value={values.title}
          error={errors.title}
          onChange={(event) => change({ title: event.currentTarget.value }, ['title'])}
        />
        <div id={fieldId('content')}>
          <RichTextEditor label="Текст" value={values.content} max={newsLimits.contentMax} error={errors.content} onChange={(content) => change({ content }, ['content'])} />
        </div>
        <CoverPhotos form={form} savedPhotoIds={savedPhotoIds} />
        <PinFields form={form} />
        <ScheduleField form={form} />
        {values.kind === 'survey' && (
          <>
            <Title order={2} size="h4">
              Опрос
            </Title>
            <SurveyFields form={form} locked={mode === 'edit'} />
          </>
        )}
        {values.kind === 'event' && (
          <>
            <Title order={2} size="h4">
              Мероприятие
            </Title>
            <EventFields form={form} />
          </>
        )}
        <DialogActions onCancel={onCancel} busy={saving} />
      </FormStack>
    </form>
  );
}
