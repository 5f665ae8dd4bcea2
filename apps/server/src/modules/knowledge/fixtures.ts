import {
  apiPath,
  knowledgePaths,
  type ApiError,
  type KnowledgeCategory,
  type KnowledgeCategoryList,
  type KnowledgeQuestion,
  type KnowledgeQuestionRow,
} from '@sks/contract';
import type { TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { makeCity, makeUniversity } from '../universities/fixtures.js';
import { knowledgeCategories, knowledgeQuestions } from './schema.js';

/** Test factories and calls of the knowledge API; not a test file itself. */

export { operatorToken, unknownUuid } from '../partners/partners-api.js';
export { failingFields } from '../universities/fixtures.js';

let seq = 0;

export async function makeKnowledgeUniversity(t: TestApp, shortName = 'МГУ') {
  return makeUniversity(t, await makeCity(t, `Город ${++seq}`), { shortName });
}

export async function makeKnowledgeCategory(t: TestApp, over: Partial<typeof knowledgeCategories.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(knowledgeCategories)
    .values({ name: `Категория ${++seq}`, ...over })
    .returning();
  return row!;
}

/** A stored question; its owner is taken from `uuidUniversity` (the programme's when absent), as the service does. */
export async function makeQuestion(t: TestApp, uuidCategory: string, over: Partial<typeof knowledgeQuestions.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(knowledgeQuestions)
    .values({ uuidCategory, question: `Вопрос ${++seq}`, answer: '<p>Ответ</p>', ...over })
    .returning();
  return row!;
}

type Opts = { token?: string };

/** Calls of the knowledge API, with a signed-in admin's token unless another is given. */
export async function knowledgeApi(t: TestApp) {
  const { user, tokens } = await signedIn(t);
  const admin = tokens.accessToken;
  const tok = (o: Opts) => ('token' in o ? o.token : admin);
  const query = (q: Record<string, string>) => (Object.keys(q).length ? `?${new URLSearchParams(q)}` : '');
  return {
    user,
    token: admin,
    categories: (q: Record<string, string> = {}, headers: Record<string, string> = {}, o: Opts = {}) =>
      t.call<KnowledgeCategoryList & ApiError>('GET', `${knowledgePaths.categories}${query(q)}`, { token: tok(o), headers }),
    category: (uuid: string, o: Opts = {}) => t.call<KnowledgeCategory & ApiError>('GET', apiPath(knowledgePaths.category, { uuid }), { token: tok(o) }),
    addCategory: (body: unknown, o: Opts = {}) => t.call<KnowledgeCategory & ApiError>('POST', knowledgePaths.categories, { token: tok(o), body }),
    renameCategory: (uuid: string, body: unknown, o: Opts = {}) =>
      t.call<KnowledgeCategory & ApiError>('PUT', apiPath(knowledgePaths.category, { uuid }), { token: tok(o), body }),
    deleteCategory: (uuid: string, o: Opts = {}) => t.call<ApiError>('DELETE', apiPath(knowledgePaths.category, { uuid }), { token: tok(o) }),
    questions: (q: Record<string, string> = {}, headers: Record<string, string> = {}, o: Opts = {}) =>
      t.call<KnowledgeQuestionRow[] & ApiError>('GET', `${knowledgePaths.questions}${query(q)}`, { token: tok(o), headers }),
    question: (uuid: string, o: Opts = {}) => t.call<KnowledgeQuestion & ApiError>('GET', apiPath(knowledgePaths.question, { uuid }), { token: tok(o) }),
    addQuestion: (body: unknown, o: Opts = {}) => t.call<{ uuidQuestion: string } & ApiError>('POST', knowledgePaths.questions, { token: tok(o), body }),
    updateQuestion: (body: unknown, o: Opts = {}) => t.call<KnowledgeQuestion & ApiError>('PUT', knowledgePaths.questions, { token: tok(o), body }),
    deleteQuestions: (body: unknown, o: Opts = {}) => t.call<ApiError>('DELETE', knowledgePaths.questions, { token: tok(o), body }),
  };
}
