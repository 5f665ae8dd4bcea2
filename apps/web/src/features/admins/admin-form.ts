import {
  adminCreateBodySchema,
  adminUpdateBodySchema,
  phoneDigits,
  validateAdminForm,
  type Admin,
  type AdminCreateBody,
  type AdminFormErrors,
  type AdminUpdateBody,
} from '@sks/contract';

export type AdminFormMode = 'create' | 'edit';

/** What the popup holds; the phone is its bare digits, as the masked input gives them. */
export type AdminFormState = {
  surname: string;
  name: string;
  patronymic: string;
  job: string;
  phone: string;
  email: string;
  support: boolean;
};

export const emptyAdminForm: AdminFormState = {
  surname: '',
  name: '',
  patronymic: '',
  job: '',
  phone: '',
  email: '',
  support: false,
};

export function adminFormFrom(admin: Admin): AdminFormState {
  const { surname, name, patronymic, job, email, support } = admin;
  return { surname, name, patronymic, job, email, support, phone: phoneDigits(admin.phone) };
}

/** The contract's rules of spec 01 section 5; the e-mail is checked on create only. */
export function adminFormErrors(values: AdminFormState, mode: AdminFormMode): AdminFormErrors | null {
  return validateAdminForm(values, mode);
}

/** The body of POST /v2/admin, trimmed and normalised by the contract's schema; call after validation. */
export function createBody(values: AdminFormState): AdminCreateBody {
  return adminCreateBodySchema.parse(values);
}

/** The body of PUT /v2/admin: the e-mail cannot change, so it is not sent. */
export function updateBody(uuidUser: string, values: AdminFormState): AdminUpdateBody {
  const { surname, name, patronymic, job, phone, support } = values;
  return adminUpdateBodySchema.parse({ uuidUser, surname, name, patronymic, job, phone, support });
}
