import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { wireDateMessages } from './format/wire-dates.js';
import {
  parsePromotionBound,
  codesFileSchema,
  codeUsageHeadersSchema,
  optionOfWinLimit,
  promoCodePattern,
  promotionCreateSchema,
  promotionLimits,
  promotionListBodySchema,
  promotionListHeadersSchema,
  promotionMessages as m,
  promotionStatusBodySchema,
  promotionUpdateSchema,
  validatePromotionForm,
  winLimitLabel,
  winLimitOfOption,
  winLimitOptions,
  type PromotionUpdateValues,
} from './promotions.js';

const uuid = '5b6f0c4e-8f2a-4c1e-9d3b-2a7e6f1c0d9a';
const form: PromotionUpdateValues = {
  name: 'Кофе за полцены',
  description: 'Второй кофе бесплатно',
  dateBegin: '2026-03-01 10:00:00',
  dateEnd: '2026-03-31 23:59:00',
  fileUrl: null,
  winLimit: 1,
};

/** Each issue as 'path: message', so a test reads which field fails and why. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const res = schema.safeParse(value);
  return res.success ? [] : res.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).sort();
}

describe('promoCodePattern', () => {
  it.each(['A', 'ABC123', 'promo-2026_x', 'СКИДКА10', 'ёжик-Ё', '12345678901234'])('takes %s', (code) => {
    expect(promoCodePattern.test(code)).toBe(true);
  });

  it.each([
    ['15 characters', '123456789012345'],
    ['a space', 'AB C'],
    ['punctuation', 'CODE!'],
    ['a quote', '"CODE"'],
    ['a comma', 'CODE,'],
    ['nothing', ''],
    ['a Latin-lookalike other alphabet', 'ΑΒΓ'],
  ])('refuses %s', (_what, code) => {
    expect(promoCodePattern.test(code)).toBe(false);
  });

  it('matches the limit of the contract', () => {
    expect('X'.repeat(promotionLimits.codeMax)).toMatch(promoCodePattern);
    expect('X'.repeat(promotionLimits.codeMax + 1)).not.toMatch(promoCodePattern);
  });
});

describe('win limit options', () => {
  it('maps the console options 1-3 to themselves and 4 to unlimited (null), and back', () => {
    expect(winLimitOptions.map(winLimitOfOption)).toEqual([1, 2, 3, null]);
    expect([1, 2, 3, null].map((l) => optionOfWinLimit(l as 1 | 2 | 3 | null))).toEqual([1, 2, 3, 4]);
    expect(winLimitOfOption(0)).toBeNull();
    expect(winLimitLabel(null)).toBe('Без ограничений');
    expect(winLimitLabel(2)).toBe('2');
  });
});

describe('promotionCreateSchema and promotionUpdateSchema', () => {
  it('trims the text, defaults the win limit to 1, keeps unlimited as null and an empty file as null', () => {
    const parsed = promotionCreateSchema.parse({ ...form, uuidPartner: uuid, name: '  Кофе  ', winLimit: undefined, fileUrl: '  ' });
    expect(parsed).toEqual({ ...form, uuidPartner: uuid, name: 'Кофе', winLimit: 1, fileUrl: null });
    expect(promotionUpdateSchema.parse({ ...form, winLimit: null }).winLimit).toBeNull();
    expect(promotionUpdateSchema.parse({ ...form, fileUrl: ' codes/a.csv ' }).fileUrl).toBe('codes/a.csv');
    expect(promotionUpdateSchema.parse({ ...form, fileUrl: undefined }).fileUrl).toBeNull();
  });

  it('requires name, description and both dates, with the spec messages', () => {
    expect(issues(promotionUpdateSchema, { winLimit: 2 })).toEqual([
      `dateBegin: ${m.required}`,
      `dateEnd: ${m.required}`,
      `description: ${m.required}`,
      `name: ${m.required}`,
    ]);
    expect(issues(promotionUpdateSchema, { ...form, name: '   ', description: '' })).toEqual([`description: ${m.required}`, `name: ${m.required}`]);
  });

  it('limits the lengths and the win limit', () => {
    const long = { ...form, name: 'N'.repeat(promotionLimits.nameMax + 1), description: 'D'.repeat(promotionLimits.descriptionMax + 1), winLimit: 4 };
    expect(issues(promotionUpdateSchema, long)).toEqual([
      `description: ${m.tooLong(2_000)}`,
      `name: ${m.tooLong(200)}`,
      expect.stringMatching(/^winLimit: /),
    ]);
    expect(issues(promotionUpdateSchema, { ...form, name: 'N'.repeat(200), description: 'D'.repeat(2_000), winLimit: 3 })).toEqual([]);
  });

  it('takes any wire date-time or a date alone, and the end after the beginning', () => {
    expect(issues(promotionUpdateSchema, { ...form, dateBegin: '31.02.2026 10:00', dateEnd: '2026-02-30 10:00:00' })).toEqual([
      `dateBegin: ${wireDateMessages.dateTime}`,
      `dateEnd: ${wireDateMessages.dateTime}`,
    ]);
    expect(issues(promotionUpdateSchema, { ...form, dateBegin: '01.03.2026 10:00', dateEnd: '31.03.2026' })).toEqual([]);
    expect(parsePromotionBound('31.03.2026', 'end')?.toISOString()).toBe('2026-03-31T20:59:59.000Z');
    expect(parsePromotionBound('2026-03-31', 'begin')?.toISOString()).toBe('2026-03-30T21:00:00.000Z');
    expect(issues(promotionUpdateSchema, { ...form, dateBegin: '31.03.2026', dateEnd: '31.03.2026' })).toEqual([]);
    expect(issues(promotionUpdateSchema, { ...form, dateEnd: form.dateBegin })).toEqual([`dateEnd: ${m.dateOrder}`]);
    expect(issues(promotionUpdateSchema, { ...form, dateBegin: '2026-03-31 23:59:01', dateEnd: '2026-03-31 23:59:00' })).toEqual([`dateEnd: ${m.dateOrder}`]);
    expect(issues(promotionUpdateSchema, { ...form, dateBegin: '2026-03-31 23:59:00', dateEnd: '2026-03-31 23:59:01' })).toEqual([]);
  });

  it('needs a partner uuid to create', () => {
    expect(issues(promotionCreateSchema, { ...form, uuidPartner: 'partner' })).toEqual([expect.stringMatching(/^uuidPartner: /)]);
  });
});

describe('validatePromotionForm', () => {
  it('answers null for a valid form and the first message per failing field otherwise', () => {
    expect(validatePromotionForm(form)).toBeNull();
    expect(validatePromotionForm({ ...form, name: '', dateBegin: 'вчера' })).toEqual({ name: m.required, dateBegin: wireDateMessages.dateTime });
    expect(validatePromotionForm({ ...form, dateEnd: '2026-02-01 00:00:00' })).toEqual({ dateEnd: m.dateOrder });
  });
});

describe('promotionStatusBodySchema', () => {
  it('needs a reason to block and takes none to unblock', () => {
    expect(promotionStatusBodySchema.parse({ status: 'blocked', reasonBlocked: '  Некорректные данные ' })).toEqual({
      status: 'blocked',
      reasonBlocked: 'Некорректные данные',
    });
    expect(promotionStatusBodySchema.parse({ status: 'active' })).toEqual({ status: 'active' });
    for (const reasonBlocked of [undefined, null, '', '  ']) {
      expect(issues(promotionStatusBodySchema, { status: 'blocked', reasonBlocked })).toEqual([`reasonBlocked: ${m.reasonRequired}`]);
    }
    expect(issues(promotionStatusBodySchema, { status: 'deleted' })).toEqual([expect.stringMatching(/^status: /)]);
  });
});

describe('list and usage headers and body', () => {
  it('sorts by idStock descending, 15 a page, by default, and allows only the spec sort fields', () => {
    expect(promotionListHeadersSchema.parse({})).toEqual({ 'x-offset': 0, 'x-limit': 15, 'x-sort-field': 'idStock', 'x-sort-direction': 'DESC' });
    for (const field of ['idStock', 'name', 'city', 'legalName']) expect(promotionListHeadersSchema.safeParse({ 'x-sort-field': field }).success).toBe(true);
    expect(promotionListHeadersSchema.safeParse({ 'x-sort-field': 'createdAt' }).success).toBe(false);
  });

  it('takes no body as no filter and checks the filter values', () => {
    expect(promotionListBodySchema.parse(undefined)).toEqual({});
    expect(promotionListBodySchema.parse(null)).toEqual({});
    expect(promotionListBodySchema.parse({ status: '', searchString: '  кофе ' })).toEqual({ status: '', searchString: 'кофе' });
    expect(issues(promotionListBodySchema, { status: 'paused', cities: ['Москва'], categories: Array(101).fill(uuid) })).toEqual([
      expect.stringMatching(/^categories: /),
      expect.stringMatching(/^cities\.0: /),
      expect.stringMatching(/^status: /),
    ]);
  });

  it('pages the usage 15 at a time by default, at most 100', () => {
    expect(codeUsageHeadersSchema.parse({})).toEqual({ 'x-offset': 0, 'x-limit': 15 });
    expect(codeUsageHeadersSchema.parse({ 'x-offset': '30', 'x-limit': '100' })).toEqual({ 'x-offset': 30, 'x-limit': 100 });
    expect(codeUsageHeadersSchema.safeParse({ 'x-limit': '101' }).success).toBe(false);
    expect(codeUsageHeadersSchema.safeParse({ 'x-offset': '-1' }).success).toBe(false);
  });

  it('keeps a file key up to 512 characters', () => {
    expect(codesFileSchema.parse(null)).toBeNull();
    expect(codesFileSchema.safeParse('k'.repeat(513)).success).toBe(false);
  });
});
