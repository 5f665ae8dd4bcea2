import { describe, expect, it } from 'vitest';
import { adminMessages, type Admin } from '@sks/contract';
import { adminFormErrors, adminFormFrom, createBody, emptyAdminForm, updateBody } from './admin-form';

const filled = {
  ...emptyAdminForm,
  surname: ' Иванова ',
  name: 'Мария',
  patronymic: 'Петровна',
  job: 'Менеджер',
  phone: '79161234567',
  email: ' Maria@Example.com ',
};

describe('adminFormErrors', () => {
  it('asks for every field of an empty popup, the e-mail on create only', () => {
    expect(adminFormErrors(emptyAdminForm, 'create')).toEqual({
      surname: adminMessages.required,
      name: adminMessages.required,
      patronymic: adminMessages.required,
      job: adminMessages.required,
      phone: adminMessages.required,
      email: adminMessages.required,
    });
    expect(adminFormErrors(emptyAdminForm, 'edit')).not.toHaveProperty('email');
  });

  it('refuses a job over 50 characters, a short phone and a malformed e-mail', () => {
    const errors = adminFormErrors({ ...filled, job: 'д'.repeat(51), phone: '7916', email: 'maria@' }, 'create');
    expect(errors).toEqual({ job: adminMessages.job, phone: adminMessages.phone, email: adminMessages.emailFormat });
  });

  it('passes a complete popup', () => {
    expect(adminFormErrors(filled, 'create')).toBeNull();
    expect(adminFormErrors({ ...filled, email: '' }, 'edit')).toBeNull();
  });
});

describe('bodies', () => {
  it('trims the fields and lower-cases the e-mail on create', () => {
    expect(createBody({ ...filled, support: true })).toEqual({
      surname: 'Иванова',
      name: 'Мария',
      patronymic: 'Петровна',
      job: 'Менеджер',
      phone: '79161234567',
      email: 'maria@example.com',
      support: true,
    });
  });

  it('leaves the e-mail out on edit', () => {
    const uuidUser = '7609fe03-c4ee-4abc-92fe-35388eb186b1';
    expect(updateBody(uuidUser, filled)).not.toHaveProperty('email');
    expect(updateBody(uuidUser, filled)).toMatchObject({ uuidUser, surname: 'Иванова' });
  });

  it('fills the popup from an administrator, the phone as bare digits', () => {
    const admin: Admin = {
      uuidUser: '7609fe03-c4ee-4abc-92fe-35388eb186b1',
      surname: 'Соколова',
      name: 'Екатерина',
      patronymic: 'Андреевна',
      job: 'Менеджер',
      phone: '+7 916 123-45-01',
      email: 'e.sokolova@example.com',
      status: 'active',
      role: 'admin',
      support: true,
      reasonBlocked: null,
    };
    expect(adminFormFrom(admin)).toMatchObject({ phone: '79161234501', support: true, email: 'e.sokolova@example.com' });
  });
});
