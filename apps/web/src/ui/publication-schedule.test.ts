import { describe, expect, it } from 'vitest';
import { newsMessages } from '@sks/contract';
import { scheduleDraftOf, scheduleErrors, scheduleMessages, scheduleOf, type ScheduleDraft } from './publication-schedule';

// 10:00 in Moscow on 15.05.2026.
const now = new Date('2026-05-15T07:00:00Z');
const draft = (part: Partial<ScheduleDraft>): ScheduleDraft => ({
  beginDate: '20.05.2026',
  beginTime: '09:30',
  withEnd: false,
  endDate: '',
  endTime: '',
  ...part,
});

describe('publication schedule', () => {
  it('splits the schedule in force into the fields', () => {
    expect(scheduleDraftOf({ begin: '2026-05-20 09:30:00', end: '2026-06-01 18:00:00' })).toEqual({
      beginDate: '20.05.2026',
      beginTime: '09:30',
      withEnd: true,
      endDate: '01.06.2026',
      endTime: '18:00',
    });
    expect(scheduleDraftOf(null)).toEqual({ beginDate: '', beginTime: '', withEnd: false, endDate: '', endTime: '' });
  });

  it('requires the start date and time, in their formats', () => {
    expect(scheduleErrors(draft({ beginDate: '', beginTime: '' }), null, now)).toEqual({
      beginDate: newsMessages.required,
      beginTime: newsMessages.required,
    });
    expect(scheduleErrors(draft({ beginDate: '31.02.2026', beginTime: '24:10' }), null, now)).toEqual({
      beginDate: newsMessages.date,
      beginTime: newsMessages.time,
    });
    expect(scheduleOf(draft({ beginTime: '9:3' }), null, now)).toBeNull();
  });

  it('gives the wire schedule when valid, without an end unless switched on', () => {
    expect(scheduleOf(draft({ endDate: '19.05.2026', endTime: '00:00' }), null, now)).toEqual({ begin: '2026-05-20 09:30:00', end: null });
    expect(scheduleOf(draft({ withEnd: true, endDate: '20.05.2026', endTime: '09:31' }), null, now)).toEqual({
      begin: '2026-05-20 09:30:00',
      end: '2026-05-20 09:31:00',
    });
  });

  it('wants the end later than the start to the minute', () => {
    expect(scheduleErrors(draft({ withEnd: true, endDate: '20.05.2026', endTime: '09:30' }), null, now)).toEqual({
      endTime: newsMessages.endAfterStart,
    });
    expect(scheduleErrors(draft({ withEnd: true, endDate: '19.05.2026', endTime: '23:00' }), null, now)).toEqual({
      endDate: newsMessages.endAfterStart,
    });
    expect(scheduleErrors(draft({ withEnd: true }), null, now)).toEqual({ endDate: newsMessages.required, endTime: newsMessages.required });
  });

  it('refuses a newly chosen start before today, but keeps a published item’s past start', () => {
    expect(scheduleErrors(draft({ beginDate: '14.05.2026' }), null, now)).toEqual({ beginDate: scheduleMessages.pastDate });
    expect(scheduleErrors(draft({ beginDate: '15.05.2026', beginTime: '08:00' }), null, now)).toEqual({});
    const published = { begin: '2026-04-01 12:00:00', end: null };
    expect(scheduleOf(draft({ beginDate: '01.04.2026', beginTime: '13:00' }), published, now)).toEqual({
      begin: '2026-04-01 13:00:00',
      end: null,
    });
    expect(scheduleErrors(draft({ beginDate: '02.04.2026' }), published, now)).toEqual({ beginDate: scheduleMessages.pastDate });
  });
});
