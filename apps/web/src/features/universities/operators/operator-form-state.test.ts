import { describe, expect, it } from 'vitest';
import { operatorMessages } from '@sks/contract';
import { emptyOperatorForm, operatorFormCheck } from './operator-form-state';

const filled = {
  ...emptyOperatorForm,
  surname: 'Иванова',
  name: 'Анна',
  patronymic: 'Сергеевна',
  email: 'anna@example.com',
  job: 'Специалист',
  phone: '79161234567',
};

describe('operatorFormCheck', () => {
  it('marks every empty field and says the fields are not filled', () => {
    const check = operatorFormCheck(emptyOperatorForm);
    expect(check.message).toBe(operatorMessages.fieldsEmpty);
    expect([...check.marked].sort()).toEqual(['email', 'job', 'name', 'patronymic', 'phone', 'surname']);
  });
  it('wants a phone of exactly 11 digits, blank text counts as empty', () => {
    expect([...operatorFormCheck({ ...filled, phone: '7916123' }).marked]).toEqual(['phone']);
    expect([...operatorFormCheck({ ...filled, job: '   ' }).marked]).toEqual(['job']);
  });
  it('passes a filled form without checking the e-mail format', () => {
    expect(operatorFormCheck({ ...filled, email: 'not-an-email' })).toEqual({ marked: new Set(), message: null });
  });
});
