import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/auth';
import { createPartner } from '../support/partners';
import { createPromotion, periodFromNow, promotionCardPath, promotionRows, promotionsTable } from '../support/promotions';
import { uniqueSuffix } from '../support/universities';

/**
 * What a new user tripped over, where the area's own spec does not already cover it: the phone
 * mask on the university form, the promotions' date sort and an ended promotion's status.
 */

test('the university form’s phone starts from +7 and takes ten digits typed or a number pasted in any common form', async ({ page }) => {
  await signInAs(page, 'admin', '/new');
  const phone = page.getByLabel('Телефон');
  await phone.click();
  await phone.pressSequentially('9161234567');
  await expect(phone).toHaveValue('+7 (916) 123-45-67');
  for (const pasted of ['8 916 123 45 67', '+7(916)123-45-67', '9161234567']) {
    await phone.fill('');
    await phone.fill(pasted);
    await expect(phone, `pasted ${pasted}`).toHaveValue('+7 (916) 123-45-67');
  }
});

/** The creation dates of the rows shown, as sortable 'YYYYMMDD'. */
async function shownCreationDays(page: Page): Promise<string[]> {
  const days = await promotionRows(page).locator('td:nth-child(3)').allInnerTexts();
  return days.map((day) => day.trim().split('.').reverse().join(''));
}

test('promotions "По дате добавления" follow the creation date shown, both ways', async ({ page }) => {
  await signInAs(page, 'admin', '/promotions');
  await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('По дате добавления');
  await expect(promotionRows(page).nth(5)).toBeVisible();
  const newestFirst = await shownCreationDays(page);
  expect(newestFirst).toEqual([...newestFirst].sort().reverse());

  await page.getByRole('button', { name: 'По возрастанию' }).click();
  await expect(page).toHaveURL(/dir=ASC/);
  await expect(promotionsTable(page)).toHaveAttribute('aria-busy', 'false');
  await expect.poll(async () => (await shownCreationDays(page))[0]).not.toBe(newestFirst[0]);
  const oldestFirst = await shownCreationDays(page);
  expect(oldestFirst).toEqual([...oldestFirst].sort());
});

test('a promotion whose period has ended reads "Неактивна" on its card', async ({ page }) => {
  const tag = `НП${uniqueSuffix()}`;
  const uuidPartner = await createPartner(page, { name: `Окончено ${tag}`, category: 'Еда и напитки', city: 'Казань' });
  const ended = await createPromotion(page, { uuidPartner, name: `Прошедшая ${tag}`, period: periodFromNow(30, -1) });
  const running = await createPromotion(page, { uuidPartner, name: `Идущая ${tag}` });

  await signInAs(page, 'admin', promotionCardPath(ended));
  await expect(page.getByRole('heading', { name: `Прошедшая ${tag}` })).toBeVisible();
  await expect(page.getByText('Неактивна', { exact: true })).toBeVisible();
  await expect(page.getByText('Активна', { exact: true })).toHaveCount(0);

  await page.goto(promotionCardPath(running));
  await expect(page.getByRole('heading', { name: `Идущая ${tag}` })).toBeVisible();
  await expect(page.getByText('Активна', { exact: true })).toBeVisible();
});
