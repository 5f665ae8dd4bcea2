import { expect, type Page } from '@playwright/test';

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
