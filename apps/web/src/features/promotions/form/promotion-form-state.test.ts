import { describe, expect, it } from 'vitest';
import { promotionMessages, wireDateMessages, type Promotion } from '@sks/contract';
import { firstFailing } from '../../../ui';
import {
  fieldOrder,
  emptyPromotionForm,
  formOfPromotion,
  isCsvName,
  promotionFormErrors,
  valuesOf,
  winLimitSelectData,
  type PromotionFormState,
} from './promotion-form-state';

const filled: PromotionFormState = {
  name: ' Кофе в подарок ',
  description: 'Покажите промокод на кассе',
  begin: { date: '01.03.2026', time: '10:00' },
  end: { date: '31.03.2026', time: '23:45' },
  winLimitOption: '2',
  file: null,
};

const promotion = {
  uuidStock: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  name: 'Обед за полцены',
  description: 'Скидка 50%',
  dateBegin: '2026-04-01 12:00:00',
  dateEnd: '2026-04-30 23:59:59',
  winLimit: null,
  fileUrl: 'codes/old.csv',
} as Promotion;

describe('valuesOf', () => {
  it('sends the dates on the wire in Moscow time and the win limit chosen', () => {
    expect(valuesOf(filled)).toEqual({
      name: ' Кофе в подарок ',
      description: 'Покажите промокод на кассе',
      dateBegin: '2026-03-01 10:00:00',
      dateEnd: '2026-03-31 23:45:00',
      fileUrl: null,
      winLimit: 2,
    });
  });
  it('sends option 4 as unlimited (null) and a newly chosen file by its key', () => {
    const values = valuesOf({ ...filled, winLimitOption: '4', file: { name: 'codes.csv', fileUrl: 'codes/new.csv' } });
    expect(values.winLimit).toBeNull();
    expect(values.fileUrl).toBe('codes/new.csv');
  });
});

describe('formOfPromotion', () => {
  it('fills the form from the card, unlimited as option 4, without the stored file', () => {
    expect(formOfPromotion(promotion)).toEqual({
      name: 'Обед за полцены',
      description: 'Скидка 50%',
      begin: { date: '01.04.2026', time: '12:00' },
      end: { date: '30.04.2026', time: '23:59' },
      winLimitOption: '4',
      file: null,
    });
  });
});

describe('promotionFormErrors', () => {
  it('passes a filled form', () => {
    expect(promotionFormErrors(filled)).toBeNull();
  });
  it('says the required-field message for every empty field (spec 02 section 5)', () => {
    const required = promotionMessages.required;
    expect(promotionFormErrors(emptyPromotionForm)).toEqual({ name: required, description: required, dateBegin: required, dateEnd: required });
    expect(promotionFormErrors({ ...filled, name: '   ' })).toEqual({ name: required });
  });
  it('refuses a half-typed date and an end before the start', () => {
    expect(promotionFormErrors({ ...filled, begin: { date: '31.02.2026', time: '10:00' } })).toEqual({
      dateBegin: wireDateMessages.typedDateTime,
    });
    expect(promotionFormErrors({ ...filled, end: { date: '01.03.2026', time: '' } })).toEqual({
      dateEnd: wireDateMessages.typedDateTime,
    });
    expect(promotionFormErrors({ ...filled, end: { date: '01.03.2026', time: '09:45' } })).toEqual({
      dateEnd: 'Окончание должно быть позже начала',
    });
  });
  it('caps the name at 200 characters', () => {
    expect(promotionFormErrors({ ...filled, name: 'я'.repeat(201) })).toEqual({ name: 'Не более 200 символов' });
  });
  it('names the first failing field in screen order', () => {
    expect(firstFailing(fieldOrder, { dateEnd: 'x', description: 'y' })).toBe('description');
  });
});

describe('form choices', () => {
  it('offers 1, 2, 3 and unlimited', () => {
    expect(winLimitSelectData).toEqual([
      { value: '1', label: '1' },
      { value: '2', label: '2' },
      { value: '3', label: '3' },
      { value: '4', label: 'Без ограничений' },
    ]);
  });
  it('takes only .csv files', () => {
    expect([isCsvName('codes.CSV'), isCsvName('codes.csv '), isCsvName('codes.xlsx'), isCsvName('csv')]).toEqual([true, true, false, false]);
  });
});
