import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { users } from '../modules/auth/schema.js';
import { universities } from '../modules/universities/schema.js';
import { knowledgeCategories, knowledgeQuestions } from '../modules/knowledge/schema.js';
import { demoAccounts } from './demo-accounts.js';
import { programmeKnowledge, universityExtraQuestions, universityKnowledge, type DemoCategory } from './knowledge-data.js';
import { prng, type Rng } from './random.js';

const dayMs = 86_400_000;
/** Universities of the demo that have a knowledge base of their own. */
export const demoKnowledgeUniversities = 6;

type Owner = { uuidUniversity: string | null; authors: string[] };

/** Votes as students leave them: most answers helped, some did not, a few are new and unvoted. */
function votes(rng: Rng) {
  if (rng.next() < 0.1) return { votesPlus: 0, votesMinus: 0 };
  const all = rng.int(3, 240);
  const minus = Math.round(all * rng.next() * 0.35);
  return { votesPlus: all - minus, votesMinus: minus };
}

async function seedOwner(db: Db, rng: Rng, owner: Owner, categories: readonly DemoCategory[], now: Date): Promise<void> {
  const saved = await db
    .insert(knowledgeCategories)
    .values(categories.map((c) => ({ name: c.name, uuidUniversity: owner.uuidUniversity })))
    .returning({ uuid: knowledgeCategories.uuid, name: knowledgeCategories.name });
  const uuidOf = new Map(saved.map((c) => [c.name, c.uuid]));
  const rows = categories.flatMap((c) =>
    c.questions.map(([question, answer]) => ({
      uuidCategory: uuidOf.get(c.name)!,
      uuidUniversity: owner.uuidUniversity,
      question,
      answer,
      createdBy: rng.pick(owner.authors),
      createdAt: new Date(now.getTime() - rng.int(1, 420) * dayMs - rng.int(0, 86_399) * 1000),
      ...votes(rng),
    })),
  );
  await db.insert(knowledgeQuestions).values(rows);
}

/**
 * The demo knowledge base: the programme's categories and questions written by the staff, and
 * the first universities' own categories written by their operators (by the staff where a
 * university has none).
 */
export async function seedKnowledge(db: Db, now = new Date()): Promise<void> {
  const rng = prng(20_261_301);
  const staff = await db
    .select({ uuid: users.uuid })
    .from(users)
    .where(inArray(users.email, demoAccounts.filter((a) => !a.status).map((a) => a.email)));
  const staffUuids = staff.map((s) => s.uuid);
  await seedOwner(db, rng, { uuidUniversity: null, authors: staffUuids }, programmeKnowledge, now);

  const chosen = await db.select({ uuid: universities.uuid }).from(universities).orderBy(asc(universities.id)).limit(demoKnowledgeUniversities);
  for (const [i, university] of chosen.entries()) {
    const operators = await db
      .select({ uuid: users.uuid })
      .from(users)
      .where(and(eq(users.role, 'operator'), eq(users.uuidUniversity, university.uuid)));
    const extra = universityExtraQuestions.slice(0, 1 + (i % universityExtraQuestions.length));
    const categories = [...universityKnowledge, { name: 'Студенческая жизнь', questions: extra }];
    const authors = operators.length ? operators.map((o) => o.uuid) : staffUuids;
    await seedOwner(db, rng, { uuidUniversity: university.uuid, authors }, categories, now);
  }
}
