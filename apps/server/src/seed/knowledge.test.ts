import { describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import { knowledgeLimits, visibleLength, type KnowledgeQuestionRow } from '@sks/contract';
import { useTestApp } from '../test/harness.js';
import { makeAccount, signIn } from '../test/factories.js';
import { sanitizeRichText } from '../platform/rich-text.js';
import { makeCity, makeUniversity } from '../modules/universities/fixtures.js';
import { knowledgeCategories, knowledgeQuestions } from '../modules/knowledge/schema.js';
import { demoAccounts } from './demo-accounts.js';
import { demoKnowledgeUniversities, seedKnowledge } from './knowledge.js';

const t = useTestApp();

describe('demo data: knowledge base', () => {
  it("seeds 12+ programme categories with 150+ questions and several universities' own, with votes, searchable in Russian", async () => {
    const db = t.database.db;
    const staff = await makeAccount(t, { email: demoAccounts[1]!.email, name: demoAccounts[1]!.name, surname: demoAccounts[1]!.surname });
    const city = await makeCity(t, 'Москва');
    for (let i = 0; i < demoKnowledgeUniversities + 1; i += 1) await makeUniversity(t, city, { shortName: `Вуз ${i}` });
    const started = Date.now();
    await seedKnowledge(db);
    // Two multi-row inserts per owner; generous, as test machines are shared.
    expect(Date.now() - started).toBeLessThan(20_000);

    const programmeCategories = await db.select().from(knowledgeCategories).where(isNull(knowledgeCategories.uuidUniversity));
    expect(programmeCategories.length).toBeGreaterThanOrEqual(12);
    const all = await db.select().from(knowledgeQuestions);
    const programme = all.filter((q) => q.uuidUniversity === null);
    expect(programme.length).toBeGreaterThanOrEqual(150);
    expect(new Set(programme.map((q) => q.question)).size).toBe(programme.length);
    expect(new Set(all.filter((q) => q.uuidUniversity).map((q) => q.uuidUniversity)).size).toBe(demoKnowledgeUniversities);
    for (const q of all) {
      expect(visibleLength(q.answer)).toBeLessThanOrEqual(knowledgeLimits.answerMax);
      // Stored as the API would store it.
      expect(sanitizeRichText(q.answer)).toBe(q.answer);
      expect(q.createdAt.getTime()).toBeLessThan(Date.now());
      expect(q.createdBy).toBe(staff.uuid);
    }
    expect(all.filter((q) => (q.votesAll ?? 0) > 0).length).toBeGreaterThan(all.length / 2);

    const token = (await signIn(t, staff.email)).accessToken;
    const found = await t.call<KnowledgeQuestionRow[]>('GET', '/v1/knowledge/questions?query=скидки', { token });
    expect(Number(found.headers.get('x-record-count'))).toBeGreaterThanOrEqual(5);
    // Questions holding the word come first, in any of its forms.
    expect(found.body[0]!.question).toMatch(/скидк/i);
  });
});
