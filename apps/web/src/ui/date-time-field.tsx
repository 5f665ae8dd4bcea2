import '@mantine/dates/styles.css';
import 'dayjs/locale/ru';
import { useState } from 'react';
import { ActionIcon, Group, Input, Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { formatRuDate, parseRuDate } from '@sks/contract';
import { DateInput, TimeInput } from './masked-inputs';

const calendarLabels = {
  previousMonth: 'Предыдущий месяц',
  nextMonth: 'Следующий месяц',
  previousYear: 'Предыдущий год',
  nextYear: 'Следующий год',
  previousDecade: 'Предыдущее десятилетие',
  nextDecade: 'Следующее десятилетие',
  monthLevelControl: 'Выбрать месяц',
  yearLevelControl: 'Выбрать год',
};

/** The field's value as typed: 'DD.MM.YYYY' and 'HH:MM' (Moscow time in the forms of spec 02). */
export type DateTimeDraft = { date: string; time: string };

export type DateTimeFieldProps = {
  label: string;
  value: DateTimeDraft;
  onChange: (value: DateTimeDraft) => void;
  error?: string;
  withAsterisk?: boolean;
  /** Shown but not editable (a value that cannot change once saved). */
  disabled?: boolean;
};

/**
 * A date and a time: the date typed (masked) or picked in a calendar, the time typed in the same
 * masked field as every other time of the console (docs/decisions.md). The parts are named
 * '<label>: дата' and '<label>: время' for screen readers.
 */
export function DateTimeField({ label, value, onChange, error, withAsterisk, disabled }: DateTimeFieldProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  const pickedIso = parseRuDate(value.date);

  const calendar = (
    <Popover opened={calendarOpen} onChange={setCalendarOpen} position="bottom-end" shadow="md" trapFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`${label}: календарь`} disabled={disabled} onClick={() => setCalendarOpen((o) => !o)}>
          <IconCalendar size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          locale="ru"
          ariaLabels={calendarLabels}
          value={pickedIso}
          defaultDate={pickedIso ?? undefined}
          onChange={(iso) => {
            if (iso) onChange({ ...value, date: formatRuDate(iso) });
            setCalendarOpen(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );

  return (
    <Input.Wrapper label={label} withAsterisk={withAsterisk} error={error}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <DateInput
          aria-label={`${label}: дата`}
          value={value.date}
          onChange={(date) => onChange({ ...value, date })}
          error={!!error}
          disabled={disabled}
          rightSection={calendar}
          rightSectionPointerEvents="all"
          style={{ flex: 1 }}
        />
        <TimeInput
          aria-label={`${label}: время`}
          value={value.time}
          onChange={(time) => onChange({ ...value, time })}
          error={!!error}
          disabled={disabled}
          w={90}
        />
      </Group>
    </Input.Wrapper>
  );
}
