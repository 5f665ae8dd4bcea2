import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { settingsMessages } from '@sks/contract';
import { signInAs } from '../support/auth';
import { menuLink } from '../support/shell';
import { moscowDatePlus, uniqueSuffix, universitiesTable, universityRows } from '../support/universities';

const citiesTable = (page: Page) => page.getByRole('table', { name: 'Города' });
const dialog = (page: Page) => page.getByRole('dialog');

/** Issue 10: reference data a superadmin keeps, offered by the forms. */
test('a superadmin adds a city and creates a university in it; a hidden city leaves the form but stays on the university', async ({ page }) => {
  test.slow(); // a city, the university wizard, and hiding the city again
  const suffix = uniqueSuffix();
  const city = `Тестоград ${suffix}`;
  const shortName = `ТГУ ${suffix}`;
  await signInAs(page, 'superadmin');

  await menuLink(page, 'Справочники').click();
  await expect(page).toHaveURL(/\/settings\/cities$/);
  await expect(page.getByRole('heading', { name: 'Справочники', exact: true })).toBeVisible();
  await expect(citiesTable(page)).toContainText('Абакан');

  await page.getByRole('button', { name: 'Добавить город' }).first().click();
  await dialog(page).getByLabel('Название').fill(city);
  await dialog(page).getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog(page).getByText(settingsMessages.regionRequired)).toBeVisible();
  await dialog(page).getByLabel('Регион').fill('Тестовая область');
  await dialog(page).getByLabel('Широта').fill('55,5');
  await dialog(page).getByLabel('Долгота').fill('38.1');
  await dialog(page).getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog(page)).toBeHidden();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(suffix);
  await expect(citiesTable(page).locator('tbody tr')).toHaveCount(1);
  await expect(citiesTable(page)).toContainText('Тестовая область');

  // The same name in the same region is refused on its field.
  await page.getByRole('button', { name: 'Добавить город' }).first().click();
  await dialog(page).getByLabel('Название').fill(city.toUpperCase());
  await dialog(page).getByLabel('Регион').fill('Тестовая область');
  await dialog(page).getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog(page).getByText(settingsMessages.cityExists)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Отмена' }).click();

  await menuLink(page, 'Университеты').click();
  await page.getByRole('link', { name: 'Добавить университет' }).click();
  await page.getByLabel('Полное название').fill(`Тестоградский университет ${suffix}`);
  await page.getByLabel('Краткое название').fill(shortName);
  await page.getByLabel('Представитель (ФИО)').fill('Иванова Мария Сергеевна');
  await page.getByLabel('Адрес').fill(`${city}, ул. Садовая, д. 1`);
  const cityBox = page.getByRole('combobox', { name: 'Город' });
  await cityBox.click();
  await cityBox.fill('Тестоград');
  await page.getByRole('option', { name: city, exact: true }).click();
  const endDate = page.getByLabel('Дата окончания договора');
  await endDate.click();
  await endDate.fill(moscowDatePlus(365));
  const phone = page.getByLabel('Телефон');
  await phone.click();
  await phone.fill('79161234567');
  await page.getByLabel('E-mail').fill(`tgu-${suffix.toLowerCase()}@univer.example`);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('heading', { name: 'Операторы' })).toBeVisible();
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByRole('button', { name: 'Завершить' }).click();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(suffix);
  await expect(universityRows(page)).toHaveCount(1);
  await expect(universityRows(page).first()).toContainText(city);

  // Hidden: gone from the form's list, kept on the university.
  await page.goto(`/settings/cities?q=${encodeURIComponent(suffix)}`);
  await page.getByRole('button', { name: `Скрыть: ${city}` }).click();
  await expect(page.getByRole('button', { name: `Показать: ${city}` })).toBeVisible();
  await expect(citiesTable(page)).toContainText('Скрыт');

  await page.goto('/new');
  await cityBox.click();
  await cityBox.fill('Тестоград');
  await expect(page.getByRole('option', { name: city, exact: true })).toHaveCount(0);
  await page.goto(`/?q=${encodeURIComponent(suffix)}`);
  await expect(universityRows(page)).toHaveCount(1);
  await expect(universitiesTable(page)).toContainText(city);
});

test('an administrator has no reference data entry and is turned away from its screens', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(menuLink(page, 'Университеты')).toBeVisible();
  await expect(menuLink(page, 'Справочники')).toHaveCount(0);
  await page.goto('/settings/categories');
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('a superadmin renames and hides a partner category', async ({ page }) => {
  const suffix = uniqueSuffix();
  await signInAs(page, 'superadmin', '/settings/categories');
  await expect(page.getByRole('table', { name: 'Категории партнёров' })).toContainText('Еда и напитки');
  await page.getByRole('button', { name: 'Добавить категорию' }).first().click();
  await dialog(page).getByLabel('Название').fill(`Кафе ${suffix}`);
  await dialog(page).getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog(page)).toBeHidden();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(suffix);
  await page.getByRole('button', { name: `Изменить: Кафе ${suffix}` }).click();
  await dialog(page).getByLabel('Название').fill(`Кофейни ${suffix}`);
  await dialog(page).getByRole('button', { name: 'Сохранить' }).click();
  await page.getByRole('button', { name: `Скрыть: Кофейни ${suffix}` }).click();
  await expect(page.getByRole('button', { name: `Показать: Кофейни ${suffix}` })).toBeVisible();
});
