import { z } from 'zod';
import { emailPattern } from './auth.js';
import { limits } from './limits.js';
import { phoneInputSchema } from './operators.js';
import { adminRoles, userStatusSchema } from './roles.js';

export const adminMessages = {
  required: 'Заполните поле',
  emailFormat: 'Недопустимый email',
  job: 'Должность (макс. 50 символов)',
  phone: 'Введите 11 цифр телефона',
  emailTaken: 'Пользователь с таким e-mail уже есть',
  notFound: 'Администратор не найден',
  titleAdd: 'Добавление администратора',
  titleEdit: 'Редактирование администратора',
} as const;

export const adminLimits = { nameMax: 100, emailMax: 254 } as const;

const required = z.string().trim().min(1, adminMessages.required).max(adminLimits.nameMax, adminMessages.required);
/** Empty is 'Заполните поле' like the other fields; the length message only for a job too long. */
const job = z.string().trim().min(1, adminMessages.required).max(limits.adminJobMax, adminMessages.job);
const email = z
  .string()
  .trim()
  .min(1, adminMessages.required)
  .max(adminLimits.emailMax, adminMessages.emailFormat)
  .regex(emailPattern, adminMessages.emailFormat)
  .transform((e) => e.toLowerCase());

const adminFields = {
  surname: required,
  name: required,
  patronymic: required,
  job,
  phone: z.string().trim().min(1, adminMessages.required).pipe(phoneInputSchema(adminMessages.phone)),
};

/** POST /v2/admin and the add popup: e-mail is required on create only. */
export const adminCreateBodySchema = z.object({ ...adminFields, email, support: z.boolean().default(false) });
export type AdminCreateBody = z.input<typeof adminCreateBodySchema>;

/**
 * PUT /v2/admin and the edit popup: the e-mail cannot change, so whatever is sent is ignored;
 * support left out keeps its value.
 */
export const adminUpdateBodySchema = z.object({
  ...adminFields,
  uuidUser: z.uuid(),
  email: z.string().optional(),
  support: z.boolean().optional(),
});
export type AdminUpdateBody = z.input<typeof adminUpdateBodySchema>;

export type AdminFormValues = { surname: string; name: string; patronymic: string; job: string; phone: string; email?: string };
export type AdminFormErrors = Partial<Record<keyof AdminFormValues, string>>;

/** The administrator popup's rules (spec 01 section 5): one message per failing field, or null. */
export function validateAdminForm(values: AdminFormValues, mode: 'create' | 'edit'): AdminFormErrors | null {
  const schema = mode === 'create' ? adminCreateBodySchema : adminCreateBodySchema.omit({ email: true });
  const parsed = schema.safeParse(values);
  if (parsed.success) return null;
  const errors: AdminFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof AdminFormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

export const adminRoleSchema = z.enum(adminRoles);

export const adminSchema = z.object({
  uuidUser: z.uuid(),
  name: z.string(),
  surname: z.string(),
  patronymic: z.string(),
  phone: z.string(),
  email: z.string(),
  job: z.string(),
  status: userStatusSchema,
  role: adminRoleSchema,
  support: z.boolean(),
  reasonBlocked: z.string().nullable(),
});
export type Admin = z.infer<typeof adminSchema>;
