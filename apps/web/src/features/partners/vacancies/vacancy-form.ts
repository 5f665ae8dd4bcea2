import { vacancyInputSchema, type Vacancy, type VacancyValues } from '@sks/contract';

export type VacancyField = 'title' | 'link' | 'description';
export type VacancyForm = Record<VacancyField, string>;
export type VacancyErrors = Partial<Record<VacancyField, string>>;

export const emptyVacancyForm: VacancyForm = { title: '', link: '', description: '' };

export const formOfVacancy = (vacancy: Vacancy): VacancyForm => ({
  title: vacancy.title,
  link: vacancy.link,
  description: vacancy.description,
});

const fields: readonly string[] = ['title', 'link', 'description'] satisfies VacancyField[];

/** The contract's checks (spec 02 section 5): the first message of each field, or the trimmed values to send. */
export function checkVacancy(form: VacancyForm): { ok: true; values: VacancyValues } | { ok: false; errors: VacancyErrors } {
  const parsed = vacancyInputSchema.safeParse(form);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: VacancyErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    if (fields.includes(field)) errors[field as VacancyField] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A 400's failing fields on the form: the server names them `body.title` (edit) or `body.vacancy.title` (add). */
export function serverVacancyErrors(fieldsOfError: Record<string, string>): VacancyErrors {
  const found: VacancyErrors = {};
  for (const [path, message] of Object.entries(fieldsOfError)) {
    const field = path.split('.').pop() ?? '';
    if (fields.includes(field)) found[field as VacancyField] ??= message;
  }
  return found;
}
