import { z } from 'zod';
import { httpUrlSchema, partnerMessages } from './partners.js';

/** Vacancies of a partner (spec 02 sections 3 and 5). */
export const vacancyLimits = { titleMax: 200, descriptionMax: 2_000 } as const;
export const vacancyMessages = {
  required: 'Обязательное поле',
  link: partnerMessages.format,
  notFound: 'Вакансия не найдена',
} as const;

export const vacancySchema = z.object({ uuidVacancy: z.uuid(), title: z.string(), link: z.string(), description: z.string() });
export type Vacancy = z.infer<typeof vacancySchema>;

const required = { error: vacancyMessages.required, abort: true } as const;
export const vacancyInputSchema = z.object({
  title: z.string({ error: vacancyMessages.required }).trim().min(1, required).max(vacancyLimits.titleMax),
  link: z.string({ error: vacancyMessages.required }).trim().min(1, required).pipe(httpUrlSchema),
  description: z.string().trim().max(vacancyLimits.descriptionMax).default(''),
});
export type VacancyValues = z.input<typeof vacancyInputSchema>;

/** POST /v1/vacancies */
export const vacancyCreateBodySchema = z.object({ uuidPartner: z.uuid(), vacancy: vacancyInputSchema });
export const vacancyParamsSchema = z.object({ uuidVacancy: z.uuid() });
export const vacancyPartnerParamsSchema = z.object({ uuidPartner: z.uuid() });
