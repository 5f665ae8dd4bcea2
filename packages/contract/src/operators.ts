import { z } from 'zod';
import { apiPaths } from './api-paths.js';
import { emailPattern } from './auth.js';
import { isPhone, phoneDigits } from './format/phone.js';
import { userStatusSchema } from './roles.js';

/** An operator's direction; the spec's operators carry it as their `role`. */
export const operatorDirections = ['operator_student', 'operator_univer', 'operator_all'] as const;
export const operatorDirectionSchema = z.enum(operatorDirections);
export type OperatorDirection = z.infer<typeof operatorDirectionSchema>;
export const defaultOperatorDirection: OperatorDirection = 'operator_student';
export const operatorDirectionLabels: Record<OperatorDirection, string> = {
  operator_student: 'Студенты',
  operator_univer: 'Партнеры',
  operator_all: 'Студенты и партнеры',
};

export const operatorMessages = {
  fieldsEmpty: 'Поля не заполнены',
  emailFormat: 'Недопустимый email',
  emailTaken: 'Пользователь с таким e-mail уже есть',
  notFound: 'Оператор не найден',
  universityNotFound: 'Университет не найден',
} as const;

export const operatorLimits = { nameMax: 100, jobMax: 100, emailMax: 254 } as const;

const filled = (max: number) => z.string().trim().min(1, operatorMessages.fieldsEmpty).max(max, operatorMessages.fieldsEmpty);
/** Phone typed through the mask or as bare digits; stored as the 11 digits. */
export const phoneInputSchema = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^[\d\s()+-]*$/, message)
    .refine(isPhone, message)
    .transform(phoneDigits);

/** The operator popup's fields as the form holds them (spec 01 section 5). */
export const operatorFormSchema = z.object({
  surname: filled(operatorLimits.nameMax),
  name: filled(operatorLimits.nameMax),
  patronymic: filled(operatorLimits.nameMax),
  email: filled(operatorLimits.emailMax),
  job: filled(operatorLimits.jobMax),
  phone: phoneInputSchema(operatorMessages.fieldsEmpty),
});
export type OperatorFormValues = z.input<typeof operatorFormSchema>;
export type OperatorFormField = keyof OperatorFormValues;

/**
 * The form rule: every field filled, phone of 11 digits; otherwise the failing fields are marked
 * and the one message 'Поля не заполнены' is shown. E-mail format is not checked by the form.
 */
export function validateOperatorForm(values: OperatorFormValues): { fields: OperatorFormField[]; message: string } | null {
  const parsed = operatorFormSchema.safeParse(values);
  if (parsed.success) return null;
  const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0]) as OperatorFormField))];
  return { fields, message: operatorMessages.fieldsEmpty };
}

/** POST /v2/operator; the server also checks the e-mail format, as the address becomes the login. */
export const operatorCreateBodySchema = operatorFormSchema.extend({
  email: filled(operatorLimits.emailMax)
    .regex(emailPattern, operatorMessages.emailFormat)
    .transform((e) => e.toLowerCase()),
  role: operatorDirectionSchema.default(defaultOperatorDirection),
  place: z.literal('operator').optional(),
  chairman: z.boolean().default(false),
  uuidUniversity: z.uuid(),
});
export type OperatorCreateBody = z.input<typeof operatorCreateBodySchema>;
/** The operator's fields once parsed: what the server saves and the popup edits. */
export type OperatorFields = Omit<z.output<typeof operatorCreateBodySchema>, 'place'>;

export const operatorUpdateBodySchema = operatorCreateBodySchema.extend({ uuidUser: z.uuid() });
export type OperatorUpdateBody = z.input<typeof operatorUpdateBodySchema>;

export const operatorListParamsSchema = z.object({ uuidUniversity: z.uuid() });

export const operatorSchema = z.object({
  uuidUser: z.uuid(),
  name: z.string(),
  surname: z.string(),
  patronymic: z.string(),
  email: z.string(),
  phone: z.string(),
  job: z.string(),
  role: operatorDirectionSchema,
  status: userStatusSchema,
  isChairmen: z.boolean(),
  uuidUniversity: z.uuid(),
  reasonBlocked: z.string().nullable(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const uuidUserResponseSchema = z.object({ uuidUser: z.uuid() });

/** The list path of one university's operators. */
export const operatorListPath = (uuidUniversity: string) =>
  apiPaths.operatorList.replace(':uuidUniversity', encodeURIComponent(uuidUniversity));
