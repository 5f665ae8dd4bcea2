import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { newsLimits } from '@sks/contract';
import { DateInput, TimeInput } from '../../../ui';
import { addAnswer, placesDigits, removeAnswer, setAnswer } from './news-form-state';
import { fieldId, type NewsForm } from './use-news-form';

/** The survey's question, end and 1 to 4 answers; fixed once the survey exists (spec 02 section 4). */
export function SurveyFields({ form, locked }: { form: NewsForm; locked: boolean }) {
  const { values, errors, change } = form;
  const answers = values.pollAnswers;
  return (
    <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }} aria-label="Опрос">
      <TextInput
        id={fieldId('pollQuestion')}
        label="Вопрос"
        withAsterisk
        disabled={locked}
        maxLength={newsLimits.questionMax}
        value={values.pollQuestion}
        error={errors.pollQuestion}
        onChange={(event) => change({ pollQuestion: event.currentTarget.value }, ['pollQuestion'])}
      />
      <Group grow align="flex-start">
        <DateInput
          id={fieldId('pollEndDate')}
          label="Дата окончания опроса"
          withAsterisk
          disabled={locked}
          value={values.pollEndDate}
          error={errors.pollEndDate}
          onChange={(pollEndDate) => change({ pollEndDate }, ['pollEndDate'])}
        />
        <TimeInput
          id={fieldId('pollEndTime')}
          label="Время окончания опроса"
          withAsterisk
          disabled={locked}
          value={values.pollEndTime}
          error={errors.pollEndTime}
          onChange={(pollEndTime) => change({ pollEndTime }, ['pollEndTime'])}
        />
      </Group>
      <Input.Wrapper id={fieldId('pollAnswers')} label="Варианты ответа" withAsterisk error={errors.pollAnswers} description="От 1 до 4; пустые не сохраняются">
        <Stack gap="xs" mt={6}>
          {answers.map((answer, i) => (
            <Group key={i} gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                aria-label={`Вариант ответа ${i + 1}`}
                placeholder={`Вариант ${i + 1}`}
                disabled={locked}
                maxLength={newsLimits.answerMax}
                value={answer}
                onChange={(event) => change({ pollAnswers: setAnswer(answers, i, event.currentTarget.value) }, ['pollAnswers'])}
              />
              {!locked && answers.length > 1 && (
                <ActionIcon variant="subtle" color="red" aria-label={`Удалить вариант ${i + 1}`} onClick={() => change({ pollAnswers: removeAnswer(answers, i) }, ['pollAnswers'])}>
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          ))}
          {!locked && (
            <Button
              variant="subtle"
              w="fit-content"
              leftSection={<IconPlus size={16} />}
              disabled={answers.length >= newsLimits.answersMax}
              onClick={() => change({ pollAnswers: addAnswer(answers) }, ['pollAnswers'])}
            >
              Добавить вариант
            </Button>
          )}
        </Stack>
      </Input.Wrapper>
    </Stack>
  );
}

/** The event's start, address, registration end and places (spec 02 section 5). */
export function EventFields({ form }: { form: NewsForm }) {
  const { values, errors, change } = form;
  return (
    <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }} aria-label="Мероприятие">
      <Group grow align="flex-start">
        <DateInput
          id={fieldId('eventDate')}
          label="Дата начала мероприятия"
          withAsterisk
          value={values.eventDate}
          error={errors.eventDate}
          onChange={(eventDate) => change({ eventDate }, ['eventDate'])}
        />
        <TimeInput
          id={fieldId('eventTime')}
          label="Время начала мероприятия"
          withAsterisk
          value={values.eventTime}
          error={errors.eventTime}
          onChange={(eventTime) => change({ eventTime }, ['eventTime'])}
        />
      </Group>
      <TextInput
        id={fieldId('eventAddress')}
        label="Адрес"
        withAsterisk
        maxLength={newsLimits.addressMax}
        value={values.eventAddress}
        error={errors.eventAddress}
        onChange={(event) => change({ eventAddress: event.currentTarget.value }, ['eventAddress'])}
      />
      <Group grow align="flex-start">
        <DateInput
          id={fieldId('eventRegDate')}
          label="Дата окончания регистрации"
          withAsterisk
          value={values.eventRegDate}
          error={errors.eventRegDate}
          onChange={(eventRegDate) => change({ eventRegDate }, ['eventRegDate'])}
        />
        <TimeInput
          id={fieldId('eventRegTime')}
          label="Время окончания регистрации"
          withAsterisk
          value={values.eventRegTime}
          error={errors.eventRegTime}
          onChange={(eventRegTime) => change({ eventRegTime }, ['eventRegTime'])}
        />
      </Group>
      <TextInput
        id={fieldId('eventPlaces')}
        label="Количество мест"
        withAsterisk
        inputMode="numeric"
        maw={240}
        value={values.eventPlaces}
        error={errors.eventPlaces}
        onChange={(event) => change({ eventPlaces: placesDigits(event.currentTarget.value) }, ['eventPlaces'])}
      />
    </Stack>
  );
}
