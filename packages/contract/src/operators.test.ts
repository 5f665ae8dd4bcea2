import { describe, expect, it } from 'vitest';
import { operatorDirectionLabels, operatorListPath, validateOperatorForm, type OperatorFormValues } from './operators.js';

const filled: OperatorFormValues = {
  surname: 'Смирнов',
  name: 'Олег',
  patronymic: 'Игоревич',
  email: 'oleg@example.com',
  job: 'Методист',
  phone: '+7 (912) 345-67-89',
};

describe('validateOperatorForm', () => {
  it('passes a filled form, whatever the e-mail looks like (the form does not check its format)', () => {
    expect(validateOperatorForm(filled)).toBeNull();
    expect(validateOperatorForm({ ...filled, email: 'not an address' })).toBeNull();
  });

  it("marks every empty field with the one message 'Поля не заполнены'", () => {
    const empty = { surname: '', name: ' ', patronymic: '', email: '', job: '', phone: '' };
    expect(validateOperatorForm(empty)).toEqual({
      fields: ['surname', 'name', 'patronymic', 'email', 'job', 'phone'],
      message: 'Поля не заполнены',
    });
  });

  it('needs exactly 11 phone digits', () => {
    expect(validateOperatorForm({ ...filled, phone: '+7 (912) 345-67-8' })).toEqual({ fields: ['phone'], message: 'Поля не заполнены' });
    expect(validateOperatorForm({ ...filled, phone: '791234567890' })?.fields).toEqual(['phone']);
    expect(validateOperatorForm({ ...filled, phone: '79123456789' })).toBeNull();
  });
});

describe('operator directions', () => {
  it('are labelled as in the spec', () => {
    expect(operatorDirectionLabels).toEqual({ operator_student: 'Студенты', operator_univer: 'Партнеры', operator_all: 'Студенты и партнеры' });
  });

  it('build the list path of a university', () => {
    expect(operatorListPath('abc')).toBe('/v2/operator/list/abc');
  });
});
