import { isRuTime, moscowToday, newsMessages, parseRuDate, ruDateTimeOfWire, wireOfRuDateTime } from '@sks/contract';

/** A publication window on the wire ('YYYY-MM-DD HH:mm:ss', Moscow); no end means open-ended. */
export type Schedule = { begin: string; end: string | null };

/** The modal's fields as typed: DD.MM.YYYY and HH:MM, the end only when switched on. */
export type ScheduleDraft = { beginDate: string; beginTime: string; withEnd: boolean; endDate: string; endTime: string };
export type ScheduleField = 'beginDate' | 'beginTime' | 'endDate' | 'endTime';
export type ScheduleErrors = Partial<Record<ScheduleField, string>>;

export const scheduleMessages = {
  pastDate: 'Дата не может быть раньше сегодняшней',
} as const;

export function scheduleDraftOf(schedule: Schedule | null): ScheduleDraft {
  const begin = schedule ? ruDateTimeOfWire(schedule.begin) : { date: '', time: '' };
  const end = schedule?.end ? ruDateTimeOfWire(schedule.end) : { date: '', time: '' };
  return { beginDate: begin.date, beginTime: begin.time, withEnd: !!schedule?.end, endDate: end.date, endTime: end.time };
}

const dateProblem = (value: string) => (!value.trim() ? newsMessages.required : parseRuDate(value) ? null : newsMessages.date);
const timeProblem = (value: string) => (!value.trim() ? newsMessages.required : isRuTime(value) ? null : newsMessages.time);

/**
 * Spec 03 sections 4 and 5: start date and time required (HH:mm); a start date newly chosen
 * cannot be before today (an item already published keeps its past start); an end, when
 * switched on, must be later than the start to the minute.
 */
export function scheduleErrors(draft: ScheduleDraft, initial: Schedule | null, now: Date = new Date()): ScheduleErrors {
  const errors: ScheduleErrors = {};
  const put = (field: ScheduleField, problem: string | null) => {
    if (problem) errors[field] = problem;
  };
  put('beginDate', dateProblem(draft.beginDate));
  put('beginTime', timeProblem(draft.beginTime));
  const beginIso = parseRuDate(draft.beginDate);
  const initialDate = initial ? ruDateTimeOfWire(initial.begin).date : null;
  if (beginIso && beginIso < moscowToday(now) && draft.beginDate.trim() !== initialDate) put('beginDate', scheduleMessages.pastDate);
  if (!draft.withEnd) return errors;

  put('endDate', dateProblem(draft.endDate));
  put('endTime', timeProblem(draft.endTime));
  const begin = wireOfRuDateTime(draft.beginDate, draft.beginTime);
  const end = wireOfRuDateTime(draft.endDate, draft.endTime);
  // The wire form sorts as time does, and both are whole minutes.
  if (begin && end && end <= begin) put(draft.endDate.trim() === draft.beginDate.trim() ? 'endTime' : 'endDate', newsMessages.endAfterStart);
  return errors;
}

/** The schedule the draft names, or null while any field is invalid (Save stays inactive). */
export function scheduleOf(draft: ScheduleDraft, initial: Schedule | null, now: Date = new Date()): Schedule | null {
  if (Object.keys(scheduleErrors(draft, initial, now)).length) return null;
  const begin = wireOfRuDateTime(draft.beginDate, draft.beginTime);
  if (!begin) return null;
  return { begin, end: draft.withEnd ? wireOfRuDateTime(draft.endDate, draft.endTime) : null };
}
