import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { rzdRejectionOptions, rzdStatusLabels, type RzdStatus } from '@sks/contract';
import { signInAs } from '../support/auth';
import { pickOption, rowName, rzdRows, rzdSettled, rzdTable, shownTotal } from '../support/rzd';

// The tests change the demo applications one after another: the second picks rows the first left at work.
test.describe.configure({ mode: 'serial' });
// Each test signs in and makes a dozen list round trips (the name search waits 1000 ms).
test.beforeEach(() => test.slow());

/** The list call of a new view has answered (while it runs the table is busy, so settled then means rendered). */
const listAnswered = (page: Page, wanted: (request: Request) => boolean) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/rzd' && wanted(r.request()));

/** Picks a month of the dates dropdown. */
async function filterMonth(page: Page) {
  const listed = listAnswered(page, (r) => new URL(r.url()).searchParams.has('date_send'));
  await page.getByRole('combobox', { name: 'Дата отправки' }).click();
  const month = page.getByRole('option').first();
  expect(await month.innerText()).toMatch(/^[а-я]+ \d{4}$/);
  await month.click();
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
  await listed;
  await rzdSettled(page);
}

/** Picks a status in the filter and waits until the rows are those of the new view. */
async function filterStatus(page: Page, status: RzdStatus) {
  if (new URL(page.url()).searchParams.get('status') === status) return;
  const listed = listAnswered(page, (r) => r.headers()['x-filter-status'] === status);
  await pickOption(page, 'Статус', rzdStatusLabels[status]);
  await expect(page).toHaveURL(new RegExp(`status=${status}`));
  await listed;
  await rzdSettled(page);
  await expect(rzdRows(page).first()).toContainText(rzdStatusLabels[status]);
}

/** Opens the list filtered to one status, newest first. */
async function openFiltered(page: Page, status: RzdStatus) {
  await signInAs(page, 'admin', '/rzd-bonus');
  await expect(page.getByRole('heading', { name: 'РЖД-бонус', exact: true })).toBeVisible();
  await expect(rzdRows(page).first()).toBeVisible();
  await filterStatus(page, status);
}

/** Searches one full name in a status and finds its row. */
async function findRow(page: Page, status: RzdStatus, name: string) {
  await filterStatus(page, status);
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(name);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`));
  await rzdSettled(page);
  return rzdRows(page).filter({ hasText: name }).first();
}

test('filters the applications and approves two at once', async ({ page }) => {
  await openFiltered(page, 'at_work');
  await expect(rzdRows(page)).toHaveCount(10);
  for (const row of await rzdRows(page).all()) await expect(row).toContainText('В работе');

  // A month of the dates call narrows the list and goes into the URL.
  const before = await shownTotal(page);
  await filterMonth(page);
  expect(await shownTotal(page)).toBeLessThanOrEqual(before);
  for (const row of await rzdRows(page).all()) await expect(row).toContainText('В работе');

  // Select all, then a partial selection offers to deselect.
  await page.getByRole('checkbox', { name: 'Выбрать все' }).check();
  const count = await rzdRows(page).count();
  await expect(page.getByText(`Выбрано: ${count}`)).toBeVisible();
  await rzdRows(page).first().getByRole('checkbox').uncheck();
  await page.getByRole('checkbox', { name: 'Снять выделение' }).click();
  await expect(page.getByText(/^Выбрано:/)).toHaveCount(0);

  const names = [await rowName(rzdRows(page).nth(0)), await rowName(rzdRows(page).nth(1))];
  for (const name of names) await rzdRows(page).filter({ hasText: name }).first().getByRole('checkbox').check();
  await expect(page.getByText('Выбрано: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Одобрить' }).click();
  // Done: the selection is cleared (the notice may be gone already on a slow machine; the rows below are the proof).
  await expect(page.getByText(/^Выбрано:/)).toHaveCount(0);

  for (const name of names) await expect(await findRow(page, 'approved', name)).toContainText('Одобрена');
});

test('rejects two applications with a reason and shows the reason', async ({ page }) => {
  await openFiltered(page, 'at_work');
  const names = [await rowName(rzdRows(page).nth(0)), await rowName(rzdRows(page).nth(1))];
  for (const name of names) await rzdRows(page).filter({ hasText: name }).first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Отклонить' }).click();

  const dialog = page.getByRole('dialog', { name: 'Причина отказа' });
  await expect(dialog).toBeVisible();
  const [fullName, identifier] = rzdRejectionOptions;
  // Ticking one option clears the other and the free text (spec 03 section 5).
  await dialog.getByRole('textbox', { name: 'Другая причина' }).fill('Черновик');
  await dialog.getByRole('checkbox', { name: identifier.label }).check();
  await expect(dialog.getByRole('textbox', { name: 'Другая причина' })).toHaveValue('');
  await dialog.getByRole('checkbox', { name: fullName.label }).check();
  await expect(dialog.getByRole('checkbox', { name: identifier.label })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(dialog).toBeHidden();
  // Done: the selection is cleared (the notice may be gone already on a slow machine; the rows below are the proof).
  await expect(page.getByText(/^Выбрано:/)).toHaveCount(0);

  for (const name of names) {
    const row = await findRow(page, 'rejected', name);
    await expect(row).toContainText('Отклонена');
    await expect(row).toContainText(`Причина: ${fullName.message}`);
  }
});

test('exports the filtered list as CSV', async ({ page }) => {
  await openFiltered(page, 'rejected');
  await filterMonth(page);
  const total = await shownTotal(page);
  expect(total).toBeGreaterThan(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Выгрузить CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^rzd-applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('ФИО;Вуз;Статус;Дата подачи;Причина отказа');
  const rows = lines.slice(1);
  expect(rows).toHaveLength(total);
  for (const line of rows) expect(line).toContain(';Отклонена;');
  // The first row of the table is the first line of the file (same order).
  expect(rows[0].startsWith(await rowName(rzdRows(page).first()))).toBe(true);
  await expect(rzdTable(page)).toBeVisible();
});
