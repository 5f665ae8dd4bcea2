import { useEffect, useState } from 'react';
import { Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { DialogActions } from './dialog-actions';
import { DateInput, TimeInput } from './masked-inputs';
import { scheduleDraftOf, scheduleErrors, scheduleOf, type Schedule, type ScheduleDraft, type ScheduleField } from './publication-schedule';

export type PublicationScheduleModalProps = {
  opened: boolean;
  /** The schedule in force, which the fields start from; null for none yet. */
  value: Schedule | null;
  onSave: (schedule: Schedule) => void;
  onClose: () => void;
};

/**
 * The publication schedule of spec 03 section 4: start date and time, an optional end later
 * than the start; 'Сохранить' is active only when the fields are valid.
 */
export function PublicationScheduleModal({ opened, value, onSave, onClose }: PublicationScheduleModalProps) {
  const [draft, setDraft] = useState<ScheduleDraft>(() => scheduleDraftOf(value));

  // Every opening starts from the schedule in force.
  useEffect(() => {
    if (opened) setDraft(scheduleDraftOf(value));
  }, [opened, value]);

  const errors = scheduleErrors(draft, value);
  const schedule = scheduleOf(draft, value);
  // An empty field only keeps Save inactive; what is typed wrong says why.
  const shown = (field: ScheduleField) => (draft[field].trim() ? errors[field] : undefined);
  const change = (part: Partial<ScheduleDraft>) => setDraft((current) => ({ ...current, ...part }));

  return (
    <Modal opened={opened} onClose={onClose} title="Расписание публикации" centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Время московское (МСК)
        </Text>
        <Group grow align="flex-start">
          <DateInput label="Дата начала" withAsterisk value={draft.beginDate} error={shown('beginDate')} onChange={(beginDate) => change({ beginDate })} />
          <TimeInput label="Время начала" withAsterisk value={draft.beginTime} error={shown('beginTime')} onChange={(beginTime) => change({ beginTime })} />
        </Group>
        <Checkbox label="Дата окончания" checked={draft.withEnd} onChange={(event) => change({ withEnd: event.currentTarget.checked })} />
        {draft.withEnd && (
          <Group grow align="flex-start">
            <DateInput label="Дата окончания публикации" value={draft.endDate} error={shown('endDate')} onChange={(endDate) => change({ endDate })} />
            <TimeInput label="Время окончания публикации" value={draft.endTime} error={shown('endTime')} onChange={(endTime) => change({ endTime })} />
          </Group>
        )}
        <DialogActions onCancel={onClose} confirmDisabled={!schedule} onConfirm={() => schedule && onSave(schedule)} />
      </Stack>
    </Modal>
  );
}
