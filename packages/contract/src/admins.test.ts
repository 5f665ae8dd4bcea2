import { describe, expect, it } from 'vitest';
import { adminCreateBodySchema, validateAdminForm, type AdminFormValues } from './admins.js';

const filled: AdminFormValues = { surname: 'Кузнецова', name: 'Анна', patronymic: 'Сергеевна', job: 'Менеджер', phone: '79161234567', email: 'anna@example.com' };

describe('validateAdminForm', () => {
  it('passes a filled form', () => {
    expect(validateAdminForm(filled, 'create')).toBeNull();
  });

  it("asks to fill names that are empty once whitespace is stripped: 'Заполните поле'", () => {
    expect(validateAdminForm({ ...filled, surname: '  ', name: '', patronymic: '\t' }, 'create')).toEqual({
      surname: 'Заполните поле',
      name: 'Заполните поле',
      patronymic: 'Заполните поле',
    });
  });

  it("limits the job to 50 characters ('Должность (макс. 50 символов)') and asks for an empty one to be filled", () => {
    expect(validateAdminForm({ ...filled, job: 'x'.repeat(50) }, 'create')).toBeNull();
    expect(validateAdminForm({ ...filled, job: 'x'.repeat(51) }, 'create')).toEqual({ job: 'Должность (макс. 50 символов)' });
    expect(validateAdminForm({ ...filled, job: ' ' }, 'create')).toEqual({ job: 'Заполните поле' });
  });

  it('needs a phone of exactly 11 digits', () => {
    expect(validateAdminForm({ ...filled, phone: '+7 (916) 123-45-6' }, 'create')).toEqual({ phone: 'Введите 11 цифр телефона' });
    expect(validateAdminForm({ ...filled, phone: '' }, 'create')).toEqual({ phone: 'Заполните поле' });
  });

  it("requires an e-mail on create only: 'Заполните поле', then 'Недопустимый email'", () => {
    expect(validateAdminForm({ ...filled, email: '' }, 'create')).toEqual({ email: 'Заполните поле' });
    expect(validateAdminForm({ ...filled, email: 'anna@' }, 'create')).toEqual({ email: 'Недопустимый email' });
    expect(validateAdminForm({ ...filled, email: '' }, 'edit')).toBeNull();
    expect(validateAdminForm({ ...filled, email: undefined }, 'edit')).toBeNull();
  });

  it('sends the e-mail lower-cased and the names trimmed', () => {
    const body = adminCreateBodySchema.parse({ ...filled, email: ' Anna@Example.COM ', name: ' Анна ' });
    expect(body).toMatchObject({ email: 'anna@example.com', name: 'Анна', support: false });
  });
});
