import { expect, type Page } from '@playwright/test';
import { apiBase, knowledgePaths, type KnowledgeCategory } from '@sks/contract';
import { apiHeaders } from './auth';

export type KnowledgeSetup = { uuidUniversity: string | null; category: string; question: string; answer: string };

/** A category with one question, made through the API (the screens that read them are tested, not the setup). */
export async function createKnowledge(page: Page, setup: KnowledgeSetup): Promise<{ uuidCategory: string; uuidQuestion: string }> {
  const headers = await apiHeaders(page);
  const category = await page.request.post(apiBase + knowledgePaths.categories, {
    headers,
    data: { name: setup.category, uuidUniversity: setup.uuidUniversity },
  });
  expect(category.ok(), await category.text()).toBe(true);
  const { uuidCategory } = (await category.json()) as KnowledgeCategory;
  const question = await page.request.post(apiBase + knowledgePaths.questions, {
    headers,
    data: { uuidCategory, question: setup.question, answer: `<p>${setup.answer}</p>` },
  });
  expect(question.ok(), await question.text()).toBe(true);
  const { uuidQuestion } = (await question.json()) as { uuidQuestion: string };
  return { uuidCategory, uuidQuestion };
}

export const categoriesTable = (page: Page) => page.getByRole('table', { name: 'Категории' });
export const questionsTable = (page: Page) => page.getByRole('table', { name: 'Вопросы' });
export const questionRows = (page: Page) => questionsTable(page).locator('tbody tr');
