import { expect, type APIResponse, type Locator, type Page } from '@playwright/test';
import { apiBase, apiPaths, pagingHeaders } from '@sks/contract';
import { apiHeaders } from './auth';

/** What the console keeps in local storage (apps/web/src/api/token-store.ts). */
const accessTokenKey = 'sks.accessToken';
const refreshTokenKey = 'sks.refreshToken';

/** The sidebar of the signed-in shell. */
export const mainMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Главное меню' });

/** A sidebar link by its label; the name also carries the badge, hence not exact. */
export const menuLink = (page: Page, label: string): Locator => mainMenu(page).getByRole('link', { name: label });

/** The sign-in form's fields and button. */
export function signInForm(page: Page) {
  return {
    email: page.getByLabel('E-mail'),
    password: page.getByLabel('Пароль'),
    submit: page.getByRole('button', { name: 'Войти' }),
  };
}

/** Types into the sign-in form (an empty string leaves the field empty) and presses 'Войти'. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = signInForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/** The sign-in page is on screen, at /auth. */
export async function expectSignInPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
}

export const storedAccessToken = (page: Page): Promise<string | null> =>
  page.evaluate((key) => localStorage.getItem(key), accessTokenKey);

export const storedRefreshToken = (page: Page): Promise<string | null> =>
  page.evaluate((key) => localStorage.getItem(key), refreshTokenKey);

export async function requireAccessToken(page: Page): Promise<string> {
  const token = await storedAccessToken(page);
  expect(token, 'an access token is stored after sign-in').toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
  return token!;
}

/** A call to the API with the given access token, outside the page (its own cookies aside). */
export function apiCall(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string | null,
  data?: unknown,
): Promise<APIResponse> {
  return page.request.fetch(apiBase + path, {
    method,
    headers: token ? { [pagingHeaders.accessToken]: token } : {},
    data,
  });
}

/**
 * The moderation counts as the API gives them (the same to every administrator). Read through a
 * session of its own: the page's stored token lives 10 s in e2e and, on a loaded machine or under
 * a paused clock, may expire before it is read; a retry takes a fresh token.
 */
export async function moderationCounts(page: Page): Promise<{ reviews: number; news: number }> {
  let counts = { reviews: 0, news: 0 };
  await expect(async () => {
    const headers = await apiHeaders(page);
    const [comments, news] = await Promise.all([
      page.request.get(apiBase + apiPaths.commentsCount, { headers }),
      page.request.get(apiBase + apiPaths.newsCount, { headers }),
    ]);
    expect(comments.status()).toBe(200);
    expect(news.status()).toBe(200);
    counts = {
      reviews: ((await comments.json()) as { countComments: number }).countComments,
      news: ((await news.json()) as { count: number }).count,
    };
  }).toPass({ timeout: 30_000 });
  return counts;
}

/** The reviews and news badges show the API's counts, which are positive. */
export async function expectModerationBadges(page: Page): Promise<void> {
  // Wait for the badges first: the sign-in call has settled and the token is the current one.
  await expect(menuLink(page, 'Отзывы').getByLabel(/^на модерации: \d+$/)).toBeVisible();
  await expect(menuLink(page, 'Новости').getByLabel(/^на модерации: \d+$/)).toBeVisible();
  const counts = await moderationCounts(page);
  expect(counts.reviews).toBeGreaterThan(0);
  expect(counts.news).toBeGreaterThan(0);
  await expect(menuLink(page, 'Отзывы').getByLabel(`на модерации: ${counts.reviews}`, { exact: true })).toHaveText(String(counts.reviews));
  await expect(menuLink(page, 'Новости').getByLabel(`на модерации: ${counts.news}`, { exact: true })).toHaveText(String(counts.news));
}

export const isRefreshCall = (method: string, url: string): boolean =>
  method === 'PUT' && new URL(url).pathname === apiBase + apiPaths.refresh;

/**
 * In a list's filter popup, checks that the city search starts at two characters, then ticks
 * `city` found by `term`. One character clears the results once the debounce has passed: the
 * test waits on that, not on a fixed time.
 */
export async function pickCityFromTwoChars(page: Page, term: string, city: string): Promise<void> {
  const cities = page.getByRole('group', { name: 'Города' });
  const search = cities.getByRole('textbox', { name: 'Поиск города' });
  await search.fill(term);
  await expect(cities.getByRole('checkbox', { name: city })).toBeVisible();
  await search.fill(term.slice(0, 1));
  await expect(cities.getByRole('checkbox')).toHaveCount(0);
  await expect(cities.getByText('Городов не найдено')).toHaveCount(0);
  await search.fill(term);
  await cities.getByRole('checkbox', { name: city }).check();
}

/** Waits (on the server's word, no fixed sleep) until the access token the page stores now has expired. */
export async function untilAccessTokenExpires(page: Page): Promise<void> {
  await expect
    .poll(async () => (await apiCall(page, 'GET', apiPaths.me, await requireAccessToken(page))).status(), { timeout: 30_000, intervals: [500] })
    .toBe(401);
}

/**
 * A dialog has finished opening (its transitions ended), as a person sees it before clicking in
 * it: a click during the opening transition on a loaded machine was once lost.
 */
export async function expectDialogOpened(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length)).toBe(0);
}
