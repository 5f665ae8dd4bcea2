import { expect, type Locator, type Page } from '@playwright/test';

export const rzdTable = (page: Page) => page.getByRole('table', { name: 'Заявки РЖД-бонус' });
export const rzdRows = (page: Page) => rzdTable(page).locator('tbody tr');
/** The list has answered for the view in the URL (no placeholder rows). */
export const rzdSettled = (page: Page) => expect(rzdTable(page)).toHaveAttribute('aria-busy', 'false');

export async function pickOption(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The full name shown in a row (its second cell). */
export const rowName = async (row: Locator) => (await row.locator('td').nth(1).innerText()).trim();

/** The total the page heading shows ('Всего: N'). */
export async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^Всего: \d+$/).innerText();
  return Number(text.replace(/\D/g, ''));
}
