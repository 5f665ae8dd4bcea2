import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { knowledgeMessages as m, toMoscowDateTime } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { signedIn } from '../../test/factories.js';
import { knowledgeQuestions } from './schema.js';
import {
  failingFields,
  knowledgeApi,
  makeKnowledgeCategory,
  makeKnowledgeUniversity,
  makeQuestion,
  operatorToken,
  unknownUuid,
} from './fixtures.js';

const t = useTestApp();

const storedQuestions = () => t.database.db.select().from(knowledgeQuestions);

describe('POST /v1/knowledge/questions and GET /v1/knowledge/questions/{uuid}', () => {
  it('adds a question with its owner, creator, date and no votes; the answer is sanitised', async () => {
    const api = await knowledgeApi(t);
    const category = await makeKnowledgeCategory(t, { name: 'Скидки' });
    const res = await api.addQuestion({
      uuidCategory: category.uuid,
      question: '  Как получить скидку?  ',
      answer: '<p>Покажите <strong>студенческий</strong> билет<script>alert(1)</script> <a href="javascript:x">тут</a></p>',
    });
    expect(res.status).toBe(200);
    const card = await api.question(res.body.uuidQuestion);
    expect(card.status).toBe(200);
    const [stored] = await storedQuestions();
    expect(card.body).toEqual({
      uuidQuestion: res.body.uuidQuestion,
      uuid_category: category.uuid,
      nameCategory: 'Скидки',
      question: 'Как получить скидку?',
      answer: '<p>Покажите <strong>студенческий</strong> билет <span>тут</span></p>',
      owner: 'admin',
      shortNameUniversity: null,
      votes_plus: 0,
      votes_minus: 0,
      votes_all: 0,
      created_at: toMoscowDateTime(stored!.createdAt),
      creator: 'Иванова Мария',
    });
    expect(stored!.createdBy).toBe(api.user.uuid);
  });

  it("gives a university's category's question that university as owner", async () => {
    const api = await knowledgeApi(t);
    const university = await makeKnowledgeUniversity(t, 'КФУ');
    const category = await makeKnowledgeCategory(t, { uuidUniversity: university.uuid });
    const res = await api.addQuestion({ uuidCategory: category.uuid, question: 'Где взять справку?', answer: 'В деканате' });
    const card = await api.question(res.body.uuidQuestion);
    expect(card.body).toMatchObject({ owner: university.uuid, shortNameUniversity: 'КФУ' });
  });

  it("answers 400 'Заполните все поля!' for each missing field, the answer's limit of 2500 visible characters", async () => {
    const api = await knowledgeApi(t);
    const category = await makeKnowledgeCategory(t);
    const empty = await api.addQuestion({});
    expect(empty.status).toBe(400);
    expect(failingFields(empty.body)).toEqual(['answer', 'question', 'uuidCategory']);
    expect(empty.body.fields?.every((f) => f.message === m.fillAll)).toBe(true);
    const blank = await api.addQuestion({ uuidCategory: category.uuid, question: ' ', answer: '<p> </p>' });
    expect(blank.body.fields).toEqual([
      { field: 'body.question', message: m.fillAll },
      { field: 'body.answer', message: m.fillAll },
    ]);
    const long = await api.addQuestion({ uuidCategory: category.uuid, question: 'Вопрос', answer: `<p>${'а'.repeat(2_501)}</p>` });
    expect(long.body.fields).toEqual([{ field: 'body.answer', message: m.answerTooLong(2_500) }]);
    const fits = await api.addQuestion({ uuidCategory: category.uuid, question: 'Вопрос', answer: `<p><strong>${'а'.repeat(2_500)}</strong></p>` });
    expect(fits.status).toBe(200);
    const badId = await api.addQuestion({ uuidCategory: 'abc', question: 'Вопрос', answer: 'Ответ' });
    expect(badId.body.fields).toEqual([{ field: 'body.uuidCategory', message: m.badId }]);
    expect(await storedQuestions()).toHaveLength(1);
  });

  it('answers 404 for an unknown category or question, 400 for a malformed id', async () => {
    const api = await knowledgeApi(t);
    const res = await api.addQuestion({ uuidCategory: unknownUuid, question: 'Вопрос', answer: 'Ответ' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(m.categoryNotFound);
    const missing = await api.question(unknownUuid);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(m.questionNotFound);
    expect((await api.question('1')).status).toBe(400);
  });
});

describe('PUT /v1/knowledge/questions', () => {
  it('saves the question, moving it to another category and owner; the card read is accepted back as it is', async () => {
    const api = await knowledgeApi(t);
    const university = await makeKnowledgeUniversity(t, 'ТГУ');
    const first = await makeKnowledgeCategory(t);
    const second = await makeKnowledgeCategory(t, { name: 'Общежитие', uuidUniversity: university.uuid });
    const question = await makeQuestion(t, first.uuid, { votesPlus: 5, votesMinus: 2 });
    const res = await api.updateQuestion({ uuid: question.uuid, uuidCategory: second.uuid, question: 'Новый вопрос', answer: '<p>Новый ответ</p>' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uuid_category: second.uuid,
      nameCategory: 'Общежитие',
      owner: university.uuid,
      question: 'Новый вопрос',
      votes_plus: 5,
      votes_minus: 2,
      votes_all: 7,
    });
    const again = await api.updateQuestion((await api.question(question.uuid)).body);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ question: 'Новый вопрос', answer: '<p>Новый ответ</p>' });
  });

  it('answers 404 for an unknown question or category and 400 for missing fields', async () => {
    const api = await knowledgeApi(t);
    const category = await makeKnowledgeCategory(t);
    const question = await makeQuestion(t, category.uuid);
    expect((await api.updateQuestion({ uuid: unknownUuid, uuidCategory: category.uuid, question: 'В', answer: 'О' })).status).toBe(404);
    expect((await api.updateQuestion({ uuid: question.uuid, uuidCategory: unknownUuid, question: 'В', answer: 'О' })).status).toBe(404);
    const res = await api.updateQuestion({ uuid: question.uuid, uuidCategory: category.uuid, question: '', answer: '' });
    expect(res.status).toBe(400);
    expect(failingFields(res.body)).toEqual(['answer', 'question']);
    expect((await api.updateQuestion([])).status).toBe(400);
  });
});

describe('DELETE /v1/knowledge/questions', () => {
  it('deletes the selected questions at once, or none when one is unknown', async () => {
    const api = await knowledgeApi(t);
    const category = await makeKnowledgeCategory(t);
    const [a, b, c] = [await makeQuestion(t, category.uuid), await makeQuestion(t, category.uuid), await makeQuestion(t, category.uuid)];
    const refused = await api.deleteQuestions({ uuids: [a.uuid, unknownUuid] });
    expect(refused.status).toBe(404);
    expect(await storedQuestions()).toHaveLength(3);
    expect((await api.deleteQuestions({ uuids: [a.uuid, b.uuid, a.uuid] })).status).toBe(200);
    expect((await storedQuestions()).map((q) => q.uuid)).toEqual([c.uuid]);
  });

  it('answers 400 for an empty selection or malformed ids', async () => {
    const api = await knowledgeApi(t);
    const empty = await api.deleteQuestions({ uuids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual([{ field: 'body.uuids', message: m.nothingSelected }]);
    expect((await api.deleteQuestions({ uuids: ['x'] })).status).toBe(400);
    expect((await api.deleteQuestions(undefined)).status).toBe(400);
  });
});

describe('GET /v1/knowledge/questions', () => {
  it("lists a category's questions newest first, 15 a page, the total in x-record-count", async () => {
    const api = await knowledgeApi(t);
    const category = await makeKnowledgeCategory(t, { name: 'Документы' });
    const other = await makeKnowledgeCategory(t);
    for (let i = 0; i < 17; i++) await makeQuestion(t, category.uuid, { question: `Вопрос ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
    await makeQuestion(t, other.uuid);
    const first = await api.questions({ uuid: category.uuid });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-record-count')).toBe('17');
    expect(first.body).toHaveLength(15);
    expect(first.body[0]).toMatchObject({ question: 'Вопрос 16', nameCategory: 'Документы', owner: 'admin', created_at: '2026-01-17 03:00:00' });
    const last = await api.questions({ uuid: category.uuid }, { 'x-offset': '15' });
    expect(last.body.map((q) => q.question)).toEqual(['Вопрос 1', 'Вопрос 0']);
  });

  it("lists the programme's questions without parameters and a university's with uuidUniversity", async () => {
    const api = await knowledgeApi(t);
    const university = await makeKnowledgeUniversity(t, 'УрФУ');
    const own = await makeKnowledgeCategory(t);
    const theirs = await makeKnowledgeCategory(t, { uuidUniversity: university.uuid });
    await makeQuestion(t, own.uuid, { question: 'Программы' });
    await makeQuestion(t, theirs.uuid, { question: 'Университета', uuidUniversity: university.uuid });
    expect((await api.questions()).body.map((q) => q.question)).toEqual(['Программы']);
    const res = await api.questions({ uuidUniversity: university.uuid });
    expect(res.body).toMatchObject([{ question: 'Университета', owner: university.uuid, shortNameUniversity: 'УрФУ' }]);
    expect((await api.questions({ uuidUniversity: unknownUuid })).status).toBe(404);
    expect((await api.questions({ uuid: unknownUuid })).status).toBe(404);
    expect((await api.questions({ uuid: 'x' })).status).toBe(400);
  });

  it('finds questions and answers by any form of the words, questions holding the words first', async () => {
    const api = await knowledgeApi(t);
    const category = await makeKnowledgeCategory(t);
    await makeQuestion(t, category.uuid, { question: 'Как получить скидку?', answer: '<p>Покажите приложение на кассе</p>' });
    await makeQuestion(t, category.uuid, { question: 'Что делать, если потерян билет?', answer: '<p>Обратитесь в деканат за дубликатом студенческого билета</p>' });
    await makeQuestion(t, category.uuid, { question: 'Как работает бонус РЖД?', answer: '<p>Скидка на поезда дальнего следования</p>' });
    const discounts = await api.questions({ query: 'скидки' });
    expect(discounts.headers.get('x-record-count')).toBe('2');
    // A question holding the words comes before one found by its answer, though older.
    expect(discounts.body.map((q) => q.question)).toEqual(['Как получить скидку?', 'Как работает бонус РЖД?']);
    expect((await api.questions({ query: 'студенческий билет' })).body.map((q) => q.question)).toEqual(['Что делать, если потерян билет?']);
    expect((await api.questions({ query: 'поездов', uuid: category.uuid })).body).toHaveLength(1);
    expect((await api.questions({ query: 'strong' })).body).toHaveLength(0);
    expect((await api.questions({ query: 'самолёт' })).body).toHaveLength(0);
    // Search syntax and stray punctuation are never an error.
    for (const query of ['"скидку', 'скидка -поезда', '& | ! ( :*', 'и']) expect((await api.questions({ query })).status).toBe(200);
    expect((await api.questions({ query: 'я'.repeat(201) })).status).toBe(400);
  });

  it('lists the questions holding the words newest first, then those found in their answers only, across pages', async () => {
    const api = await knowledgeApi(t);
    const category = await makeKnowledgeCategory(t);
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    // Oldest first: answers-only matches are newer than every question match.
    for (let i = 1; i <= 10; i += 1) await makeQuestion(t, category.uuid, { question: `Скидка ${i}`, createdAt: at(i) });
    for (let i = 1; i <= 10; i += 1) await makeQuestion(t, category.uuid, { question: `Вопрос ${i}`, answer: '<p>Даём скидки</p>', createdAt: at(10 + i) });
    await makeQuestion(t, category.uuid, { question: 'Про поезда', createdAt: at(30) });
    const inQuestions = Array.from({ length: 10 }, (_, i) => `Скидка ${10 - i}`);
    const inAnswers = Array.from({ length: 10 }, (_, i) => `Вопрос ${10 - i}`);
    const first = await api.questions({ query: 'скидки' });
    expect(first.headers.get('x-record-count')).toBe('20');
    expect(first.body.map((q) => q.question)).toEqual([...inQuestions, ...inAnswers].slice(0, 15));
    const second = await api.questions({ query: 'скидки' }, { 'x-offset': '15' });
    expect(second.body.map((q) => q.question)).toEqual(inAnswers.slice(5));
    const past = await api.questions({ query: 'скидки' }, { 'x-offset': '30' });
    expect(past.body).toEqual([]);
  });
});

describe('access to the questions', () => {
  it('takes superadmin and admin; 401 without a token, 403 for an operator', async () => {
    const api = await knowledgeApi(t);
    const category = await makeKnowledgeCategory(t);
    const question = await makeQuestion(t, category.uuid);
    const superadmin = (await signedIn(t, 'superadmin')).tokens.accessToken;
    expect((await api.questions({}, {}, { token: superadmin })).status).toBe(200);
    expect((await api.addQuestion({ uuidCategory: category.uuid, question: 'В', answer: 'О' }, { token: superadmin })).status).toBe(200);
    const operator = await operatorToken(t);
    const body = { uuid: question.uuid, uuidCategory: category.uuid, question: 'В', answer: 'О' };
    for (const call of [
      () => api.questions({}, {}, { token: operator }),
      () => api.question(question.uuid, { token: operator }),
      () => api.addQuestion(body, { token: operator }),
      () => api.updateQuestion(body, { token: operator }),
      () => api.deleteQuestions({ uuids: [question.uuid] }, { token: operator }),
    ]) {
      expect((await call()).status).toBe(403);
    }
    expect((await api.question(question.uuid, { token: undefined })).status).toBe(401);
    expect((await api.deleteQuestions({ uuids: [question.uuid] }, { token: undefined })).status).toBe(401);
    const [stored] = await t.database.db.select().from(knowledgeQuestions).where(eq(knowledgeQuestions.uuid, question.uuid));
    expect(stored).toBeDefined();
  });
});
