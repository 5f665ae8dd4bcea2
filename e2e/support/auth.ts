import { expect, type Page } from '@playwright/test';
import { apiBase, apiPaths, pagingHeaders } from '@sks/contract';

export const demoPassword = 'Sks-Demo-2026';
export const demoLogins = { superadmin: 'superadmin@example.com', admin: 'admin@example.com' } as const;

/** Signs in through the form, as a person would, and waits for the shell. */
export async function signInAs(page: Page, who: keyof typeof demoLogins, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(demoLogins[who]);
  await page.getByLabel('Пароль').fill(demoPassword);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
}

/**
 * The header of a fresh access token of its own session, for the calls a test makes outside the
 * page. Take it right before the calls: it lives 10 s in e2e.
 */
export async function apiHeaders(page: Page, who: keyof typeof demoLogins = 'superadmin'): Promise<Record<string, string>> {
  const answer = await page.request.post(apiBase + apiPaths.signIn, {
    data: { login: demoLogins[who], password: demoPassword, place: 'admin' },
  });
  expect(answer.ok()).toBe(true);
  const { tokens } = (await answer.json()) as { tokens: { accessToken: string } };
  return { [pagingHeaders.accessToken]: tokens.accessToken };
}
