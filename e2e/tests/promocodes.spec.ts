import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/fixtures';
import { promocodeLimits, promocodeMessages as m, ruDateTimeOfWire } from '@sks/contract';
import { signInAs } from '../support/auth';
import { busiestPromocode, createPromocode, promocodeRow, uniqueCode, wireInDays } from '../support/promocodes';

// Each test signs in and makes its codes through the API first; on a loaded machine that takes a while.
test.beforeEach(() => test.slow());
const expect = baseExpect.configure({ timeout: 20_000 });

const form = (page: Page) => page.getByRole('form', { name: 'Данные промокода' });
const codeInput = (page: Page) => form(page).getByRole('textbox', { name: 'Промокод' });
const description = (page: Page) => form(page).getByRole('textbox', { name: 'Описание' });
const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Types the date and 10:00 into a date-time field of the form. */
async function setDateTime(page: Page, label: string, wire: string) {
  await page.getByRole('textbox', { name: `${label}: дата` }).fill(ruDateTimeOfWire(wire).date);
  await page.getByRole('textbox', { name: `${label}: время` }).fill('10:00');
}

test('creates a promo code, telling what is wrong first', async ({ page }) => {
  const code = uniqueCode('N');
  await signInAs(page, 'admin', '/promocodes');
  await expect(page.getByRole('heading', { name: 'Промокоды', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Добавить промокод' }).first().click();
  await expect(page).toHaveURL(/\/promocodes\/create$/);

  await form(page).getByRole('button', { name: 'Создать' }).click();
  await expect(form(page).getByText(m.required, { exact: true })).toHaveCount(3);

  await codeInput(page).fill('X'.repeat(promocodeLimits.codeMax + 1));
  await setDateTime(page, 'Начало действия', wireInDays(1));
  await setDateTime(page, 'Окончание действия', wireInDays(-1));
  await form(page).getByRole('button', { name: 'Создать' }).click();
  await expect(form(page).getByText(m.codeTooLong, { exact: true })).toBeVisible();
  await expect(form(page).getByText(m.dateOrder, { exact: true })).toBeVisible();

  await codeInput(page).fill(code);
  await setDateTime(page, 'Начало действия', wireInDays(-1));
  await setDateTime(page, 'Окончание действия', wireInDays(20));
  await description(page).fill('Код для e2e');
  await form(page).getByRole('button', { name: 'Создать' }).click();
  await expect(notice(page, m.created)).toBeVisible();
  await expect(page).toHaveURL(/\/promocodes$/);
  const row = promocodeRow(page, code);
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-valid', 'true');
  await expect(row).toContainText('Код для e2e');

  // The same code in another case is refused, on the field and in a notice.
  await page.getByRole('link', { name: 'Добавить промокод' }).first().click();
  await codeInput(page).fill(code.toLowerCase());
  await setDateTime(page, 'Начало действия', wireInDays(0));
  await setDateTime(page, 'Окончание действия', wireInDays(5));
  await form(page).getByRole('button', { name: 'Создать' }).click();
  await expect(notice(page, m.createFailed)).toBeVisible();
  await expect(form(page).getByText(m.taken, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/promocodes\/create$/);
});

test('edits the end and the description; the code and the start stay locked', async ({ page }) => {
  const created = await createPromocode(page, uniqueCode('R'));
  await signInAs(page, 'admin', `/promocodes/${created.idPromocode}`);
  await expect(page.getByRole('heading', { name: 'Редактирование промокода' })).toBeVisible();
  await expect(codeInput(page)).toHaveValue(created.promocode);
  await expect(codeInput(page)).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Начало действия: дата' })).toBeDisabled();
  await expect(page.getByRole('complementary', { name: 'О промокоде' })).toContainText('Регистраций: 0');

  const end = wireInDays(60);
  await setDateTime(page, 'Окончание действия', end);
  await description(page).fill('Новое описание');
  await form(page).getByRole('button', { name: 'Сохранить' }).click();
  await expect(notice(page, m.edited)).toBeVisible();

  await page.reload();
  // The reload signs the session in again first: on a loaded machine that takes a while.
  await expect(form(page)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('textbox', { name: 'Окончание действия: дата' })).toHaveValue(ruDateTimeOfWire(end).date);
  await expect(description(page)).toHaveValue('Новое описание');
  await expect(codeInput(page)).toHaveValue(created.promocode);
});

test('deletes two selected codes; a code outside its validity is red', async ({ page }) => {
  const current = await createPromocode(page, uniqueCode('D'));
  const expired = await createPromocode(page, uniqueCode('X'), -20, -10);
  await signInAs(page, 'admin', '/promocodes');
  await expect(promocodeRow(page, expired.promocode)).toHaveAttribute('data-valid', 'false');
  await expect(promocodeRow(page, current.promocode)).toHaveAttribute('data-valid', 'true');

  const deleteButton = page.getByRole('button', { name: /^Удалить выбранные/ });
  await expect(deleteButton).toBeDisabled();
  await page.getByRole('checkbox', { name: `Выбрать ${current.promocode}` }).check();
  await page.getByRole('checkbox', { name: `Выбрать ${expired.promocode}` }).check();
  await expect(deleteButton).toHaveText('Удалить выбранные (2)');
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Удаление промокодов' });
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(dialog).toBeHidden();
  await expect(promocodeRow(page, current.promocode)).toHaveCount(0);
  await expect(promocodeRow(page, expired.promocode)).toHaveCount(0);
  await expect(deleteButton).toBeDisabled();
});

test("opens a code's statistics from its page and pages through them", async ({ page }) => {
  const busiest = await busiestPromocode(page);
  expect(busiest.statcount).toBeGreaterThan(promocodeLimits.statisticPageSize);
  await signInAs(page, 'superadmin', `/promocodes/${busiest.idPromocode}`);
  await page.getByRole('link', { name: 'Статистика регистраций' }).click();
  await expect(page).toHaveURL(new RegExp(`/promocodes/${busiest.promocode}/statistics$`));
  await expect(page.getByRole('heading', { name: 'Статистика промокода' })).toBeVisible();
  await expect(page.getByText(`Всего: ${busiest.statcount}`)).toBeVisible();

  const table = page.getByRole('table', { name: 'Зарегистрированные пользователи' });
  for (const column of ['ФИО', 'Университет', 'Город', 'Телефон', 'Дата регистрации']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(promocodeLimits.statisticPageSize);
  await expect(rows.first()).toContainText(/\+7/);
  await expect(rows.first()).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);

  await page.getByRole('button', { name: 'Страница 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(Math.min(promocodeLimits.statisticPageSize, busiest.statcount - promocodeLimits.statisticPageSize));
});
