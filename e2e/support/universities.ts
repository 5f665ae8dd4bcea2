import { expect, type Page } from '@playwright/test';
import { apiBase, apiPaths, type City, type UniversityCreateBody } from '@sks/contract';
import { apiHeaders } from './auth';

/** A suffix no other test (or parallel worker) uses, for names this test creates. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

/** DD.MM.YYYY of today + `days` in Moscow, as the contract date is counted there. */
export function moscowDatePlus(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

export type CreatedUniversity = { uuid: string; shortName: string; body: UniversityCreateBody };

/**
 * A university of the test's own, made through the API: the tests that edit or block one do
 * not depend on the wizard's test, nor touch the demo data other specs read.
 */
export async function createUniversity(page: Page, overrides: Partial<UniversityCreateBody> = {}): Promise<CreatedUniversity> {
  const headers = await apiHeaders(page);
  const cities = (await (await page.request.get(apiBase + apiPaths.cities, { headers })).json()) as City[];
  const moscow = cities.find((c) => c.name === 'Москва');
  if (!moscow) throw new Error('The demo data has no Москва');
  const suffix = uniqueSuffix();
  const body: UniversityCreateBody = {
    shortName: `ТестУ ${suffix}`,
    nameUniver: `Тестовый университет ${suffix}`,
    delegateSurname: 'Петров Пётр Петрович',
    uuidCity: moscow.uuid,
    address: 'г. Москва, ул. Тестовая, д. 1',
    phone: '79161234567',
    email: `test-${suffix.toLowerCase()}@univer.example`,
    endContract: moscowDatePlus(400),
    ...overrides,
  };
  const answer = await page.request.post(apiBase + apiPaths.universities, { headers, data: body });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { uuidUniver } = (await answer.json()) as { uuidUniver: string };
  return { uuid: uuidUniver, shortName: body.shortName, body };
}

/** The list's table and its rows. */
export const universitiesTable = (page: Page) => page.getByRole('table', { name: 'Университеты' });
export const universityRows = (page: Page) => universitiesTable(page).locator('tbody tr');
/** The short names shown in the table, in order. */
export const shownNames = (page: Page) => universityRows(page).locator('td:first-child a').allInnerTexts();
