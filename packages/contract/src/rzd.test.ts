import { describe, expect, it } from 'vitest';
import { rzdExportHeadersSchema, rzdListHeadersSchema, rzdListQuerySchema, rzdMonthText, rzdRejectionMessage, rzdRejectionOptions } from './rzd.js';

describe('railway rejection message (spec 03 section 5)', () => {
  it('is the ticked option, else the free text, else "Причина отказа не указана"', () => {
    expect(rzdRejectionMessage('fullName', 'ignored')).toBe(rzdRejectionOptions[0].message);
    expect(rzdRejectionMessage('identifier', '')).toBe(rzdRejectionOptions[1].message);
    expect(rzdRejectionMessage(null, '  Нет справки  ')).toBe('Нет справки');
    expect(rzdRejectionMessage(null, '   ')).toBe('Причина отказа не указана');
  });
});

describe('railway list inputs', () => {
  it('writes a month as the dates dropdown shows it', () => {
    expect(rzdMonthText('2026-11')).toBe('ноябрь 2026');
    expect(rzdMonthText('2027-01')).toBe('январь 2027');
  });

  it('takes empty filters as none and refuses a malformed month', () => {
    expect(rzdListQuerySchema.parse({ full_name: ' ', date_send: '' })).toEqual({});
    expect(rzdListQuerySchema.safeParse({ date_send: '2026-13' }).success).toBe(false);
    expect(rzdListHeadersSchema.parse({ 'x-filter-status': '' })).toMatchObject({ 'x-limit': 10, 'x-sort-field': 'publishBegin', 'x-sort-direction': 'DESC' });
    expect(rzdExportHeadersSchema.parse({ 'x-filter-status': 'rejected' })['x-filter-status']).toBe('rejected');
  });
});
