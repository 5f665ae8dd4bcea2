import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  approveNeedsReason,
  canChangeApprove,
  canSendToModeration,
  eventBodySchema,
  eventInputSchema,
  newsApproveBodySchema,
  newsApproves,
  newsCreateSchema,
  newsKindOf,
  newsListBodySchema,
  newsListHeadersSchema,
  newsMessages as m,
  newsUpdateSchema,
  pollCreateSchema,
  pollInputSchema,
  type NewsApprove,
  type NewsCreateBody,
} from './news.js';
import { parseMoscowDateTime } from './format/moscow-time.js';
import { wireDateMessages } from './format/wire-dates.js';

const uuid = '5b6f0c4e-8f2a-4c1e-9d3b-2a7e6f1c0d9a';
const item: NewsCreateBody = { title: 'Стипендии', typeNews: 'federal', publishBegin: '2030-05-01 10:00:00' };
const poll = { question: 'Куда поедем?', endPooling: '2030-06-01 18:00:00', answerTypes: ['В горы', 'На море'] };
const event = { date: '2030-06-10 12:00:00', address: 'ул. Ленина, 1', endRegistration: '2030-06-09 20:00:00', placesCount: 50 };

/** The instant a Moscow wire value names. */
const at = (wire: string) => parseMoscowDateTime(wire)!;
const pollOut = { ...poll, endPooling: at(poll.endPooling) };
const eventOut = { ...event, date: at(event.date), endRegistration: at(event.endRegistration), title: '', description: '' };

/** Each issue as 'path: message', so a test reads which field fails and why. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const res = schema.safeParse(value);
  return res.success ? [] : res.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).sort();
}

describe('canChangeApprove (spec 02 section 4)', () => {
  const legal = new Set(['wait>approved', 'wait>declined', 'wait>blocked', 'approved>blocked', 'declined>blocked', 'blocked>wait']);
  const pairs = newsApproves.flatMap((from) => newsApproves.map((to) => [from, to] as [NewsApprove, NewsApprove]));

  it.each(pairs)('%s -> %s', (from, to) => {
    expect(canChangeApprove(from, to)).toBe(legal.has(`${from}>${to}`));
  });

  it('has 16 pairs, 6 of them legal', () => {
    expect(pairs).toHaveLength(16);
    expect(pairs.filter(([from, to]) => canChangeApprove(from, to))).toHaveLength(6);
  });
});

describe('canSendToModeration and approveNeedsReason', () => {
  it('sends back only a declined item', () => {
    expect(newsApproves.filter(canSendToModeration)).toEqual(['declined']);
  });

  it('asks a reason for declining and blocking only', () => {
    expect(newsApproves.filter(approveNeedsReason)).toEqual(['blocked', 'declined']);
  });
});

describe('newsKindOf', () => {
  it('derives the kind from what is attached', () => {
    expect(newsKindOf({ poll: null, event: null })).toBe('news');
    expect(newsKindOf({ poll: { question: 'q' }, event: null })).toBe('survey');
    expect(newsKindOf({ poll: null, event: { address: 'a' } })).toBe('event');
    expect(newsKindOf({ poll: undefined, event: undefined })).toBe('news');
  });
});

describe('newsCreateSchema', () => {
  it('fills the defaults and trims', () => {
    expect(newsCreateSchema.parse({ ...item, title: '  Стипендии  ', publishBegin: ' 2030-05-01 10:00:00 ' })).toEqual({
      title: 'Стипендии',
      content: '',
      typeNews: 'federal',
      uuidCity: null,
      uuidUniversity: null,
      status: 'enabled',
      publishBegin: at('2030-05-01 10:00:00'),
      publishEnd: null,
      fixToDate: null,
      keyFiles: [],
    });
  });

  it('names every missing required field', () => {
    expect(issues(newsCreateSchema, {})).toEqual([`publishBegin: ${m.required}`, `title: ${m.required}`, `typeNews: ${m.required}`]);
    expect(issues(newsCreateSchema, { ...item, title: '   ' })).toEqual([`title: ${m.required}`]);
  });

  it('asks the region of a regional item and the university of a university one', () => {
    expect(issues(newsCreateSchema, { ...item, typeNews: 'region' })).toEqual([`uuidCity: ${m.cityRequired}`]);
    expect(issues(newsCreateSchema, { ...item, typeNews: 'university', uuidCity: uuid })).toEqual([`uuidUniversity: ${m.universityRequired}`]);
    expect(issues(newsCreateSchema, { ...item, typeNews: 'region', uuidCity: uuid })).toEqual([]);
  });

  it('wants the publication to end after it begins, to the second', () => {
    expect(issues(newsCreateSchema, { ...item, publishEnd: '2030-05-01 10:00:00' })).toEqual([`publishEnd: ${m.endAfterStart}`]);
    expect(issues(newsCreateSchema, { ...item, publishEnd: '2030-05-01 09:00:00' })).toEqual([`publishEnd: ${m.endAfterStart}`]);
    expect(issues(newsCreateSchema, { ...item, publishEnd: '2030-05-01 10:00:01' })).toEqual([]);
  });

  it('reports a malformed or impossible date on its field and nothing else', () => {
    const bad = wireDateMessages.dateTime;
    expect(issues(newsCreateSchema, { ...item, publishEnd: '2030-02-30 10:00:00' })).toEqual([`publishEnd: ${bad}`]);
    expect(issues(newsCreateSchema, { ...item, publishBegin: '01.05.2030 25:00', publishEnd: '2030-05-02 10:00:00' })).toEqual([`publishBegin: ${bad}`]);
    expect(issues(newsCreateSchema, { ...item, fixToDate: '2030-05-01 24:00:00' })).toEqual([`fixToDate: ${bad}`]);
  });

  it('takes every date-time in any wire form: its own, DD.MM.YYYY HH:mm[:ss] and ISO 8601', () => {
    const begin = at('2030-05-01 10:00:00');
    for (const publishBegin of ['2030-05-01 10:00:00', '01.05.2030 10:00', '01.05.2030 10:00:00', '2030-05-01T10:00:00+03:00', '2030-05-01T07:00:00Z', '2030-05-01T07:00:00.000Z']) {
      const parsed = newsCreateSchema.parse({ ...item, publishBegin, fixToDate: publishBegin, poll: { ...poll, endPooling: publishBegin } });
      expect(parsed.publishBegin, publishBegin).toEqual(begin);
      expect(parsed.fixToDate, publishBegin).toEqual(begin);
      expect(parsed.poll?.endPooling, publishBegin).toEqual(begin);
    }
    const parsed = eventInputSchema.parse({ ...event, date: '10.06.2030 12:00', endRegistration: '2030-06-09T17:00:00Z' });
    expect([parsed.date, parsed.endRegistration]).toEqual([at(event.date), at(event.endRegistration)]);
  });

  it('compares dates given in different forms as instants', () => {
    expect(issues(newsCreateSchema, { ...item, publishEnd: '2030-05-01T07:00:00Z' })).toEqual([`publishEnd: ${m.endAfterStart}`]);
    expect(issues(newsCreateSchema, { ...item, publishEnd: '01.05.2030 10:00:01' })).toEqual([]);
    expect(issues(eventInputSchema, { ...event, endRegistration: '10.06.2030 12:01' })).toEqual([`endRegistration: ${m.registrationBeforeStart}`]);
  });

  it('limits the title and the number of photos', () => {
    expect(issues(newsCreateSchema, { ...item, title: 'я'.repeat(200) })).toEqual([]);
    expect(issues(newsCreateSchema, { ...item, title: 'я'.repeat(201) })).toEqual([`title: ${m.tooLong(200)}`]);
    expect(issues(newsCreateSchema, { ...item, keyFiles: Array.from({ length: 11 }, (_, i) => `images/${i}.png`) })).toHaveLength(1);
  });

  it('takes a poll or an event inline, not both', () => {
    expect(newsCreateSchema.parse({ ...item, poll }).poll).toEqual(pollOut);
    expect(newsCreateSchema.parse({ ...item, event }).event).toEqual(eventOut);
    expect(issues(newsCreateSchema, { ...item, poll, event })).toEqual([`event: ${m.kindChange}`]);
  });
});

describe('newsUpdateSchema', () => {
  it('has the same rules and drops a poll or an event from the body', () => {
    expect(issues(newsUpdateSchema, { ...item, typeNews: 'region' })).toEqual([`uuidCity: ${m.cityRequired}`]);
    const parsed = newsUpdateSchema.parse({ ...item, poll, event });
    expect('poll' in parsed || 'event' in parsed).toBe(false);
  });
});

describe('pollInputSchema and pollCreateSchema', () => {
  it('drops empty answers and keeps 1 to 4', () => {
    expect(pollInputSchema.parse({ ...poll, answerTypes: ['', ' Да ', '  ', 'Нет'] }).answerTypes).toEqual(['Да', 'Нет']);
    expect(pollInputSchema.parse({ ...poll, answerTypes: ['1', '2', '3', '4'] }).answerTypes).toHaveLength(4);
    expect(pollInputSchema.parse({ ...poll, answerTypes: ['1', '', '', '', ''] }).answerTypes).toEqual(['1']);
  });

  it('refuses five answers, or none left', () => {
    for (const answerTypes of [['1', '2', '3', '4', '5'], [' ', ''], []]) {
      expect(issues(pollInputSchema, { ...poll, answerTypes })).toEqual([`answerTypes: ${m.answersRange}`]);
    }
  });

  it('asks the question and the end, and limits an answer to 100 characters', () => {
    expect(issues(pollInputSchema, { ...poll, question: ' ', endPooling: '' })).toEqual([`endPooling: ${m.required}`, `question: ${m.required}`]);
    expect(issues(pollInputSchema, { ...poll, answerTypes: ['я'.repeat(101)] })).toEqual([`answerTypes.0: ${m.tooLong(100)}`]);
  });

  it('needs the item on POST /v1/news/poll', () => {
    expect(issues(pollCreateSchema, poll)).toHaveLength(1);
    expect(pollCreateSchema.parse({ ...poll, uuidNews: uuid }).uuidNews).toBe(uuid);
  });
});

describe('eventInputSchema and eventBodySchema', () => {
  it('accepts registration ending at the start or before it, not after', () => {
    expect(issues(eventInputSchema, { ...event, endRegistration: event.date })).toEqual([]);
    expect(issues(eventInputSchema, { ...event, endRegistration: '2030-06-10 12:00:01' })).toEqual([`endRegistration: ${m.registrationBeforeStart}`]);
  });

  it('names each failing field, and an invalid date does not break the comparison', () => {
    expect(issues(eventInputSchema, { date: 'завтра', address: '', endRegistration: '2030-06-09 20:00:00', placesCount: 0 })).toEqual([
      `address: ${m.required}`,
      `date: ${wireDateMessages.dateTime}`,
      `placesCount: ${m.placesCount}`,
    ]);
    expect(issues(eventInputSchema, { ...event, placesCount: 2.5 })).toEqual([`placesCount: ${m.placesCount}`]);
    expect(issues(eventInputSchema, { ...event, placesCount: '5' })).toEqual([`placesCount: ${m.placesCount}`]);
  });

  it('carries the item on POST and PUT /v1/news/event, with the same rules', () => {
    expect(eventBodySchema.parse({ ...event, uuidNews: uuid })).toEqual({ ...eventOut, uuidNews: uuid });
    expect(issues(eventBodySchema, { ...event, uuidNews: 'x', endRegistration: '2030-06-11 00:00:00' }).map((i) => i.split(':')[0])).toEqual([
      'endRegistration',
      'uuidNews',
    ]);
  });
});

describe('newsApproveBodySchema', () => {
  it('asks a reason for declining and blocking', () => {
    for (const approve of ['declined', 'blocked']) {
      expect(issues(newsApproveBodySchema, { uuidNews: uuid, approve })).toEqual([`reason: ${m.reasonRequired}`]);
      expect(issues(newsApproveBodySchema, { uuidNews: uuid, approve, reason: '   ' })).toEqual([`reason: ${m.reasonRequired}`]);
      expect(newsApproveBodySchema.parse({ uuidNews: uuid, approve, reason: ' Спам ' }).reason).toBe('Спам');
    }
  });

  it('needs no reason to publish or unblock, and refuses an unknown state', () => {
    expect(issues(newsApproveBodySchema, { uuidNews: uuid, approve: 'approved' })).toEqual([]);
    expect(issues(newsApproveBodySchema, { uuidNews: uuid, approve: 'wait', reason: null })).toEqual([]);
    expect(issues(newsApproveBodySchema, { uuidNews: uuid, approve: 'published' })).toHaveLength(1);
  });
});

describe('news list', () => {
  it('reads an empty or missing filter as no filter', () => {
    expect(newsListBodySchema.parse(null)).toEqual({});
    expect(newsListBodySchema.parse(undefined)).toEqual({});
    expect(newsListBodySchema.parse({ approve: '', searchString: ' кино ' })).toEqual({ approve: '', searchString: 'кино' });
    expect(issues(newsListBodySchema, { personalization: 'all' })).toHaveLength(1);
  });

  it('pages 9 at a time by publishBegin, newest first, and sorts by nothing else', () => {
    expect(newsListHeadersSchema.parse({})).toEqual({ 'x-offset': 0, 'x-limit': 9, 'x-sort-field': 'publishBegin', 'x-sort-direction': 'DESC' });
    expect(issues(newsListHeadersSchema, { 'x-sort-field': 'title' })).toHaveLength(1);
  });
});
