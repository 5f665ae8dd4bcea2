import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { apiBase, apiPath, apiPaths, appApiKeyHeader, appApiPaths, appReviewExamples, type AppStudentBody } from '@sks/contract';
import { appKeyFile } from '../playwright.config';
import { createPartner } from './partners';
import { createUniversity, uniqueSuffix } from './universities';

/** The key the run's server was started with (see playwright.config.ts). */
function appKeyHeaders(): Record<string, string> {
  const key = /sks_[A-Za-z0-9_-]+/.exec(readFileSync(appKeyFile, 'utf8'))?.[0];
  if (!key) throw new Error(`No API key in ${appKeyFile}`);
  return { [appApiKeyHeader]: key };
}

export type PostedReview = { uuidComment: string; comment: string; partnerName: string; surname: string };

/**
 * What the student app does: registers a student of a fresh university, then posts that
 * student's review of a fresh local partner; the review waits for moderation.
 */
export async function postReviewThroughApp(page: Page, tag = uniqueSuffix(), rating = 4): Promise<PostedReview> {
  const headers = appKeyHeaders();
  const partnerName = `Кофейня ${tag}`;
  const uuidPartner = await createPartner(page, { name: partnerName, category: 'Еда и напитки', city: 'Казань' });
  const university = await createUniversity(page);
  const uuidStudent = crypto.randomUUID();
  const surname = `Отзывова${tag}`;
  const student: AppStudentBody = { ...appReviewExamples.student, surname, uuidUniversity: university.uuid, uuidCity: university.body.uuidCity };
  const saved = await page.request.put(apiBase + apiPath(appApiPaths.student, { uuidStudent }), { headers, data: student });
  expect(saved.status(), await saved.text()).toBe(201);
  const comment = `Отзыв ${tag}: скидка работает`;
  const posted = await page.request.post(apiBase + appApiPaths.reviews, { headers, data: { uuidStudent, uuidPartner, rating, comment } });
  expect(posted.status(), await posted.text()).toBe(201);
  const { uuidComment } = (await posted.json()) as { uuidComment: string };
  return { uuidComment, comment, partnerName, surname };
}

export const reviewsTable = (page: Page) => page.getByRole('table', { name: 'Отзывы' });
export const reviewRows = (page: Page) => reviewsTable(page).locator('tbody tr');
export const reviewCardPath = (uuidComment: string) => `/feedback/${uuidComment}`;
export const reviewApiPath = (uuidComment: string) => apiBase + apiPath(apiPaths.comment, { uuidComment });
