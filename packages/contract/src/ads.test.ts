import { describe, expect, it } from 'vitest';
import {
  adsContractCreateSchema,
  adsCreativeCreateSchema,
  adsMessages,
  adsPartnerCreateSchema,
  adsStatisticCreateSchema,
  innChecksumOk,
  innError,
} from './index.js';

const uuid = '5b1f7a2e-2f1d-4d7e-9a3b-0c9d8e7f6a51';
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('advertising contract rules', () => {
  it('checks INN check digits: 10 digits for a legal entity, 12 for a person', () => {
    expect(innChecksumOk('7707083893')).toBe(true);
    expect(innChecksumOk('7707083894')).toBe(false);
    expect(innChecksumOk('500100732259')).toBe(true);
    expect(innChecksumOk('500100732258')).toBe(false);
    expect(innError('ul', '500100732259')).toBe(adsMessages.innDigits.ul);
    expect(innError('fl', '7707083893')).toBe(adsMessages.innDigits.fl);
    expect(innError('ip', '500100732259')).toBeNull();
  });

  it('shows every problem of a partner at once, the INN among them', () => {
    const r = adsPartnerCreateSchema.safeParse({ type: 'ul', inn: '7707083894', name: '' });
    expect(issues(r)).toEqual([
      ['uuidPartner', adsMessages.required],
      ['name', adsMessages.required],
      ['inn', adsMessages.innChecksum],
    ]);
  });

  it('asks for a parent only of an additional agreement, and drops one given to a contract', () => {
    const base = { clientId: uuid, number: 'Д-1', date: '01.03.2025', amount: 1000, subjectType: 'distribution', actionType: 'distribution' };
    expect(issues(adsContractCreateSchema.safeParse({ ...base, type: 'additional-agreement' }))).toEqual([['contractId', adsMessages.parentRequired]]);
    const contract = adsContractCreateSchema.parse({ ...base, type: 'contract', contractId: uuid });
    expect(contract).toMatchObject({ contractId: null, date: '2025-03-01', isVat: true });
    expect(issues(adsContractCreateSchema.safeParse({ ...base, type: 'contract', date: '' }))).toEqual([['date', adsMessages.required]]);
  });

  it('needs a file for a banner (Загрузите файл), at least one OKVED code (Выберите элементы), and drops the file of a text block', () => {
    const base = {
      contractId: uuid, okveds: ['56.1', '56.1', '47.7'], type: 'cpm', textData: 't', description: 'd', title: 'n',
      startCreative: '2025-04-01', endCreative: '2025-04-30', startPromo: '2025-04-01', endPromo: '2025-04-30',
    };
    expect(issues(adsCreativeCreateSchema.safeParse({ ...base, form: 'banner', okveds: [] }))).toEqual([
      ['okveds', adsMessages.chooseItems],
      ['mediaUrl', adsMessages.uploadFile],
    ]);
    expect(adsCreativeCreateSchema.parse({ ...base, form: 'text-block', mediaUrl: '/files/images/x.png' })).toMatchObject({ mediaUrl: null, okveds: ['56.1', '47.7'] });
  });

  it('keeps a month of statistics within one calendar month, its end after its start', () => {
    const base = {
      creativeId: uuid, contractId: uuid, invoiceId: uuid, platformId: 'sks', impsPlan: 10, impsFact: 9, amount: 10, amountPerUnit: 1,
      dateStartPlan: '2025-04-01', dateEndPlan: '2025-04-30', dateStartFact: '2025-04-01',
    };
    expect(issues(adsStatisticCreateSchema.safeParse({ ...base, dateEndFact: '2025-05-01' }))).toEqual([['dateEndFact', adsMessages.statisticMonth]]);
    expect(issues(adsStatisticCreateSchema.safeParse({ ...base, dateEndFact: '2025-03-31' }))).toEqual([['dateEndFact', adsMessages.dateOrder]]);
    expect(adsStatisticCreateSchema.safeParse({ ...base, dateEndFact: '30.04.2025' }).success).toBe(true);
  });
});
