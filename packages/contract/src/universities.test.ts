import { describe, expect, it } from 'vitest';
import { moscowToday } from './format/dates.js';
import {
  innQuerySchema,
  universityListBodySchema,
  universityListHeadersSchema,
  universityMessages as m,
  universityPath,
  universityStatusBodySchema,
  validateUniversityForm,
  universityCreateBodySchema,
  universityFormSchema,
  universityUpdateBodySchema,
  type UniversityFormValues,
} from './universities.js';

const year = Number(moscowToday().slice(0, 4));
const valid: UniversityFormValues = {
  shortName: 'МГУ',
  nameUniver: 'Московский государственный университет имени М. В. Ломоносова',
  delegateSurname: 'Иванов Иван Иванович',
  uuidCity: '5b6f0c4e-8f2a-4c1e-9d3b-2a7e6f1c0d9a',
  address: 'г. Москва, Ленинские горы, д. 1',
  phone: '+7 (495) 939-10-00',
  email: 'sks@msu.example',
  endContract: `31.12.${year}`,
};

describe('university form (spec 01 section 5)', () => {
  it('accepts a filled form, storing the phone as 11 digits and empty optional fields as null or empty', () => {
    expect(validateUniversityForm(valid)).toBeNull();
    expect(universityFormSchema.parse(valid)).toMatchObject({
      phone: '74959391000',
      delegateName: '',
      delegatePatronymic: '',
      inn: null,
      logo: null,
    });
  });

  it("marks every empty required field as required, missing or whitespace-only alike", () => {
    const errors = validateUniversityForm({ shortName: '  ', nameUniver: '', delegateSurname: '', uuidCity: '', address: ' ', phone: '', email: '', endContract: '' });
    expect(errors).toEqual({
      shortName: m.required,
      nameUniver: m.required,
      delegateSurname: m.required,
      uuidCity: m.required,
      address: m.required,
      phone: m.required,
      email: m.required,
      endContract: m.required,
    });
    expect(validateUniversityForm({} as UniversityFormValues)).toMatchObject({ shortName: m.required, endContract: m.required });
  });

  it("answers the e-mail message for an address of the wrong pattern", () => {
    expect(validateUniversityForm({ ...valid, email: 'sks@msu' })).toEqual({ email: m.invalidEmail });
  });

  it('needs exactly 11 phone digits', () => {
    expect(validateUniversityForm({ ...valid, phone: '+7 (495) 939-10-0' })).toEqual({ phone: m.phone });
    expect(validateUniversityForm({ ...valid, phone: '7495939100011' })).toEqual({ phone: m.phone });
    expect(validateUniversityForm({ ...valid, phone: '79161234567' })).toBeNull();
  });

  it('needs a real date whose year is not before the current one', () => {
    for (const endContract of ['31.02.2030', '2030-02-31', '00.01.2030', '15.13.2030', '1.1.2030', '2030/12/31']) {
      expect(validateUniversityForm({ ...valid, endContract }), endContract).toEqual({ endContract: m.date });
    }
    expect(validateUniversityForm({ ...valid, endContract: `31.12.${year - 1}` })).toEqual({ endContract: m.dateYear });
    expect(validateUniversityForm({ ...valid, endContract: `${year - 1}-12-31` })).toEqual({ endContract: m.dateYear });
    expect(validateUniversityForm({ ...valid, endContract: `01.01.${year}` })).toBeNull();
    expect(validateUniversityForm({ ...valid, endContract: `29.02.2028` })).toBeNull();
  });

  it('takes every wire date form and sends the date on as YYYY-MM-DD', () => {
    const day = `${year + 1}-04-01`;
    for (const endContract of [day, `01.04.${year + 1}`, `${day}T12:00:00Z`, `${day} 10:00:00`, `01.04.${year + 1} 10:00`]) {
      expect(universityFormSchema.parse({ ...valid, endContract }).endContract, endContract).toBe(day);
    }
    // An instant names its Moscow day: 22:00 UTC on 31 March is already 1 April there.
    expect(universityFormSchema.parse({ ...valid, endContract: `${year + 1}-03-31T22:00:00Z` }).endContract).toBe(day);
  });

  it('takes an optional INN of 10 or 12 digits and an optional logo link or path', () => {
    expect(validateUniversityForm({ ...valid, inn: '7729082090', logo: '/files/logo.png' })).toBeNull();
    expect(validateUniversityForm({ ...valid, inn: '500100732259', logo: 'https://cdn.example/logo.png' })).toBeNull();
    expect(validateUniversityForm({ ...valid, inn: '', logo: '' })).toBeNull();
    expect(validateUniversityForm({ ...valid, inn: '77290820', logo: 'logo png' })).toEqual({ inn: m.inn, logo: m.logo });
  });

  it('limits the length of texts', () => {
    expect(validateUniversityForm({ ...valid, shortName: 'Я'.repeat(101) })).toEqual({ shortName: m.tooLong(100) });
  });
});

describe('university calls', () => {
  it('needs a reason to block and none to unblock', () => {
    const uuidUniver = valid.uuidCity;
    expect(universityStatusBodySchema.safeParse({ uuidUniver, newStatus: 'blocked', reasonText: '  ' }).success).toBe(false);
    expect(universityStatusBodySchema.safeParse({ uuidUniver, newStatus: 'blocked', reasonText: 'Нарушение соглашения' }).success).toBe(true);
    expect(universityStatusBodySchema.safeParse({ uuidUniver, newStatus: 'active', reasonText: '' }).success).toBe(true);
  });

  it('reads an absent or empty list filter as no filter, and allows only the listed sort fields', () => {
    expect(universityListBodySchema.parse(undefined)).toEqual({});
    expect(universityListBodySchema.parse(null)).toEqual({});
    expect(universityListBodySchema.safeParse({ status: '', contract: '', cities: [] }).success).toBe(true);
    expect(universityListBodySchema.safeParse({ status: 'deleted' }).success).toBe(false);
    expect(universityListHeadersSchema.parse({})['x-sort-field']).toBe('idStudent');
    expect(universityListHeadersSchema.safeParse({ 'x-sort-field': 'email' }).success).toBe(false);
  });

  it('takes the duplicate-INN confirmation as an optional flag of create and update', () => {
    expect(universityCreateBodySchema.parse(valid)).not.toHaveProperty('confirmDuplicateInn');
    expect(universityCreateBodySchema.parse({ ...valid, confirmDuplicateInn: true }).confirmDuplicateInn).toBe(true);
    expect(universityCreateBodySchema.safeParse({ ...valid, confirmDuplicateInn: 'yes' }).success).toBe(false);
    expect(universityUpdateBodySchema.parse({ ...valid, uuidUniver: valid.uuidCity, confirmDuplicateInn: false }).confirmDuplicateInn).toBe(false);
  });

  it('checks the INN of a lookup and builds the card path', () => {
    expect(innQuerySchema.safeParse({ inn: '7729082090' }).success).toBe(true);
    expect(innQuerySchema.safeParse({ inn: '772908209' }).success).toBe(false);
    expect(universityPath('abc')).toBe('/v1/univer/abc');
  });
});
