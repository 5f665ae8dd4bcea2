import { partnerMessages, vacancyMessages, type Vacancy } from '@sks/contract';
import type { AppContext } from '../../../platform/context.js';
import type { Actor } from '../../../platform/auth/guard.js';
import type { Db } from '../../../platform/db/client.js';
import { recordAudit } from '../../../platform/audit/audit.js';
import { notFound } from '../../../platform/errors.js';
import * as repo from './repo.js';

/** Who acts and from where, for the audit log. */
export type Author = { actor: Actor; ip: string };

const entity = 'vacancy';
const partnerMissing = () => notFound(partnerMessages.notFound);
const vacancyMissing = () => notFound(vacancyMessages.notFound);

const present = (row: repo.VacancyRow): Vacancy => ({ uuidVacancy: row.uuid, title: row.title, link: row.link, description: row.description });

const audit = (db: Db, who: Author, action: string, uuidVacancy: string, change: { before?: repo.VacancyRow; after?: repo.VacancyRow }) =>
  recordAudit(db, { ...who, action, entity, entityId: uuidVacancy, ...change });

export async function listVacancies(ctx: AppContext, uuidPartner: string): Promise<Vacancy[]> {
  if (!(await repo.partnerExists(ctx.db, uuidPartner))) throw partnerMissing();
  return (await repo.listVacancies(ctx.db, uuidPartner)).map(present);
}

export async function createVacancy(ctx: AppContext, who: Author, uuidPartner: string, values: repo.VacancyValues): Promise<Vacancy> {
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.partnerExists(tx, uuidPartner))) throw partnerMissing();
    const row = await repo.insertVacancy(tx, uuidPartner, values);
    await audit(tx, who, 'vacancy.create', row.uuid, { after: row });
    return present(row);
  });
}

export async function updateVacancy(ctx: AppContext, who: Author, uuidVacancy: string, values: repo.VacancyValues): Promise<Vacancy> {
  return ctx.db.transaction(async (tx) => {
    const before = await repo.lockVacancy(tx, uuidVacancy);
    if (!before) throw vacancyMissing();
    const after = await repo.updateVacancy(tx, uuidVacancy, values);
    await audit(tx, who, 'vacancy.update', uuidVacancy, { before, after });
    return present(after);
  });
}

export async function deleteVacancy(ctx: AppContext, who: Author, uuidVacancy: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockVacancy(tx, uuidVacancy);
    if (!before) throw vacancyMissing();
    await repo.deleteVacancy(tx, uuidVacancy);
    await audit(tx, who, 'vacancy.delete', uuidVacancy, { before });
  });
}
