import { expect, type Locator, type Page } from '@playwright/test';
import {
  apiBase,
  apiPaths,
  toMoscowDateTime,
  type City,
  type NewsApprove,
  type NewsCreateBody,
  type NewsLevel,
} from '@sks/contract';
import { apiHeaders } from './auth';

export type NewsSetup = {
  title: string;
  typeNews?: NewsLevel;
  /** A demo city for a regional item. */
  city?: string;
  /** Where moderation leaves it; a new item waits. */
  approve?: NewsApprove;
};

/**
 * An item of the test's own, made through the API (the tests of moderation and filters only
 * need it to exist), published from a minute ago and taken to the approval state asked for.
 */
export async function createNews(page: Page, setup: NewsSetup): Promise<string> {
  const headers = await apiHeaders(page);
  let uuidCity: string | null = null;
  if (setup.city) {
    const cities = (await (await page.request.get(apiBase + apiPaths.cities, { headers })).json()) as City[];
    uuidCity = cities.find((c) => c.name === setup.city)?.uuid ?? null;
    if (!uuidCity) throw new Error(`The demo data has no city ${setup.city}`);
  }
  const body: NewsCreateBody = {
    title: setup.title,
    content: `<p>Текст новости ${setup.title}</p>`,
    typeNews: setup.typeNews ?? 'federal',
    uuidCity,
    publishBegin: toMoscowDateTime(Date.now() - 60_000),
  };
  const created = await page.request.post(apiBase + apiPaths.newsCreate, { headers, data: body });
  expect(created.ok(), await created.text()).toBe(true);
  const { uuidNews } = (await created.json()) as { uuidNews: string };

  const steps: Record<NewsApprove, { approve: NewsApprove; reason?: string }[]> = {
    wait: [],
    approved: [{ approve: 'approved' }],
    declined: [{ approve: 'declined', reason: 'Нужен другой заголовок' }],
    blocked: [{ approve: 'blocked', reason: 'Нарушение правил' }],
  };
  for (const step of steps[setup.approve ?? 'wait']) {
    const moved = await page.request.put(apiBase + apiPaths.newsApprove, { headers, data: { uuidNews, ...step } });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  return uuidNews;
}

/** The uuid of the item with this (unique) title, through the list call. */
export async function newsIdByTitle(page: Page, title: string): Promise<string> {
  const headers = await apiHeaders(page);
  const answer = await page.request.put(apiBase + apiPaths.newsList, { headers, data: { searchString: title } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const found = ((await answer.json()) as { uuidNews: string; title: string }[]).find((n) => n.title === title);
  if (!found) throw new Error(`No news item titled ${title}`);
  return found.uuidNews;
}

export const newsCardPath = (uuidNews: string) => `/news/${uuidNews}`;
export const newsEditPath = (uuidNews: string) => `${newsCardPath(uuidNews)}/edit`;

/** The list's cards and the titles shown, in order. */
export const newsGrid = (page: Page) => page.getByRole('region', { name: 'Новости' });
export const newsCards = (page: Page) => newsGrid(page).getByRole('article');
export const shownNewsTitles = (page: Page) => newsCards(page).locator('a').allInnerTexts();

/** The news form and its own controls (a modal may hold a button of the same name). */
export const newsForm = (page: Page) => page.getByRole('form', { name: 'Данные новости' });
export const saveNewsForm = (page: Page) => newsForm(page).getByRole('button', { name: 'Сохранить' }).click();

export async function pickOption(scope: Page | Locator, page: Page, combobox: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
}
