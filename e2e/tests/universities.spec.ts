import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { universityMessages } from '@sks/contract';
import { signInAs } from '../support/auth';
import { pickCityFromTwoChars } from '../support/shell';
import { createUniversity, moscowDatePlus, shownNames, uniqueSuffix, universitiesTable, universityRows } from '../support/universities';

/** A 1x1 transparent PNG, for the logo. */
const pngLogo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const filtersButton = (page: Page) => page.getByRole('button', { name: /^Фильтры/ });
const applyFilters = (page: Page) => page.getByRole('button', { name: 'Применить' }).click();
/** The list has answered for the view in the URL (no placeholder rows). */
const listSettled = (page: Page) => expect(universitiesTable(page)).toHaveAttribute('aria-busy', 'false');

/** First letters in order; both C and ICU collations order the capital letters alike. */
function inOrder(names: string[], direction: 'ASC' | 'DESC'): boolean {
  const firsts = names.map((n) => n.charAt(0).toUpperCase().charCodeAt(0));
  return firsts.every((code, i) => i === 0 || (direction === 'ASC' ? firsts[i - 1] <= code : firsts[i - 1] >= code));
}

test.describe('university list', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'superadmin');
    await expect(universityRows(page)).toHaveCount(15);
  });

  test('finds a university by search, kept in the URL', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Поиск' }).fill('Сеченов');
    await expect(page).toHaveURL(/q=%D0%A1%D0%B5%D1%87/);
    await expect(universityRows(page).filter({ hasNotText: 'Сеченов' })).toHaveCount(0);
    await expect(universitiesTable(page).getByRole('link', { name: 'Сеченовский Университет' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('Сеченов');
    await expect(universityRows(page)).toHaveCount(1);
  });

  test('filters by status; checking both boxes clears the filter', async ({ page }) => {
    await filtersButton(page).click();
    const status = page.getByRole('group', { name: 'Статус' });
    await status.getByRole('checkbox', { name: 'Заблокированные' }).check();
    await applyFilters(page);
    await expect(page).toHaveURL(/status=blocked/);
    await expect(universityRows(page).first()).toBeVisible();
    await expect(universityRows(page).filter({ hasNotText: 'Заблокирован' })).toHaveCount(0);

    await filtersButton(page).click();
    await expect(status.getByRole('checkbox', { name: 'Заблокированные' })).toBeChecked();
    await status.getByRole('checkbox', { name: 'Активные' }).click();
    await expect(status.getByRole('checkbox', { name: 'Заблокированные' })).not.toBeChecked();
    await expect(status.getByRole('checkbox', { name: 'Активные' })).not.toBeChecked();
    await applyFilters(page);
    await expect(page).not.toHaveURL(/status=/);
    await expect(universityRows(page).filter({ hasNotText: 'Заблокирован' }).first()).toBeVisible();
  });

  test('filters by city found from 2 characters', async ({ page }) => {
    await filtersButton(page).click();
    await pickCityFromTwoChars(page, 'Каза', 'Казань');
    await applyFilters(page);
    await expect(page).toHaveURL(/city=/);
    await expect(universityRows(page).first()).toBeVisible();
    await expect(universityRows(page).filter({ hasNotText: 'Казань' })).toHaveCount(0);
    await expect(filtersButton(page)).toContainText('1');
  });

  test('sorts by name in both directions', async ({ page }) => {
    await page.getByRole('combobox', { name: 'Сортировка' }).click();
    await page.getByRole('option', { name: 'По названию' }).click();
    await expect(page).toHaveURL(/sort=name/);
    await listSettled(page);
    await expect.poll(async () => inOrder(await shownNames(page), 'DESC')).toBe(true);

    await page.getByRole('button', { name: 'По возрастанию' }).click();
    await expect(page).toHaveURL(/dir=ASC/);
    await listSettled(page);
    await expect.poll(async () => inOrder(await shownNames(page), 'ASC')).toBe(true);
  });

  test('pages forward and jumps to a page through the popup', async ({ page }) => {
    const firstPage = await shownNames(page);
    await page.getByRole('button', { name: 'Следующая страница' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => shownNames(page)).not.toEqual(firstPage);

    await page.getByRole('button', { name: 'Перейти к странице' }).click();
    await page.getByLabel(/Номер страницы/).fill('5');
    await page.getByRole('button', { name: 'Перейти', exact: true }).click();
    await expect(page).toHaveURL(/page=5/);
    await expect(page.getByRole('button', { name: 'Страница 5' })).toHaveAttribute('aria-current', 'page');
    await expect(universityRows(page).first()).toBeVisible();
  });
});

test('creates a university through the wizard with the INN button', async ({ page }) => {
  test.slow(); // the longest flow of the area: three steps, an upload and a round trip to the list
  const suffix = uniqueSuffix();
  const shortName = `ВШЭ-тест ${suffix}`;
  await signInAs(page, 'admin');
  await page.getByRole('link', { name: 'Добавить университет' }).click();
  await expect(page).toHaveURL(/\/new$/);

  const inn = page.getByLabel('ИНН');
  const fillByInn = page.getByRole('button', { name: 'Заполнить по ИНН' });
  await inn.fill('123');
  await fillByInn.click();
  await expect(page.getByText('ИНН состоит из 10 или 12 цифр')).toBeVisible();
  await inn.fill('1234567890');
  await fillByInn.click();
  await expect(page.getByText('Организация с таким ИНН не найдена')).toBeVisible();
  await inn.fill('7714030726');
  await fillByInn.click();
  await expect(page.getByLabel('Полное название')).toHaveValue(/Высшая школа экономики/);
  await expect(page.getByLabel('Краткое название')).toHaveValue('НИУ ВШЭ');
  await expect(page.getByLabel('Адрес')).toHaveValue(/Москва/);

  await page.getByRole('group', { name: 'Логотип' }).locator('input[type=file]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: pngLogo,
  });
  await expect(page.getByRole('img', { name: 'Логотип: предпросмотр' })).toBeVisible();

  await page.getByLabel('Краткое название').fill(shortName);
  await page.getByLabel('Представитель (ФИО)').fill('Иванова Мария Сергеевна');
  await page.getByRole('combobox', { name: 'Город' }).click();
  await page.getByRole('combobox', { name: 'Город' }).fill('Моск');
  await page.getByRole('option', { name: 'Москва', exact: true }).click();
  const endDate = page.getByLabel('Дата окончания договора');
  await endDate.click();
  await endDate.fill(moscowDatePlus(365));
  const phone = page.getByLabel('Телефон');
  await phone.click();
  await phone.fill('79161234567');
  await page.getByLabel('E-mail').fill(`hse-${suffix.toLowerCase()}@univer.example`);
  await page.getByRole('button', { name: 'Сохранить' }).click();

  // The demo already has НИУ ВШЭ with this INN: the popup names it; cancel keeps the form, confirm creates.
  const duplicate = page.getByRole('dialog', { name: 'Такой ИНН уже есть' });
  await expect(duplicate).toContainText(universityMessages.duplicateInn('НИУ ВШЭ'));
  await duplicate.getByRole('button', { name: 'Отмена' }).click();
  await expect(duplicate).toBeHidden();
  await expect(page.getByLabel('Краткое название')).toHaveValue(shortName);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await duplicate.getByRole('button', { name: 'Создать всё равно' }).click();

  // Step 2: the operators of the new university; cancel goes back to the form, which keeps its values.
  await expect(page.getByRole('heading', { name: 'Операторы' })).toBeVisible();
  await expect(page.getByText('Операторов пока нет')).toBeVisible();
  await page.getByRole('button', { name: 'Отмена' }).click();
  await expect(page.getByLabel('Краткое название')).toHaveValue(shortName);
  await page.getByLabel('Адрес').fill('101000, г. Москва, ул. Мясницкая, д. 20');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('heading', { name: 'Операторы' })).toBeVisible();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByRole('heading', { name: 'Университет добавлен' })).toBeVisible();
  await page.getByRole('button', { name: 'Завершить' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Saving again at step 1 updated the university instead of creating a second one.
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(suffix);
  await expect(universityRows(page)).toHaveCount(1);
  await expect(universityRows(page).first()).toContainText(shortName);
  await expect(universityRows(page).first()).toContainText('+7 916 123 45 67');
  await universitiesTable(page).getByRole('link', { name: shortName }).click();
  await expect(page.getByRole('heading', { name: shortName })).toBeVisible();
  await expect(page.getByText('ул. Мясницкая, д. 20')).toBeVisible();
  await expect(page.getByRole('img', { name: `Логотип ${shortName}` })).toBeVisible();
});

test('edits a university and shows the days left on its contract', async ({ page }) => {
  const university = await createUniversity(page, { endContract: moscowDatePlus(10) });
  await signInAs(page, 'admin', `/card/${university.uuid}`);
  await expect(page.getByRole('heading', { name: university.shortName })).toBeVisible();
  await expect(page.getByText(`${moscowDatePlus(10)}, осталось 10 дней`)).toBeVisible();

  await page.getByRole('link', { name: 'Редактировать' }).click();
  await expect(page.getByRole('heading', { name: 'Редактирование университета' })).toBeVisible();
  await expect(page.getByLabel('Краткое название')).toHaveValue(university.shortName);
  const renamed = `${university.shortName} изм`;
  await page.getByLabel('Краткое название').fill(renamed);
  await page.getByLabel('Адрес').fill('г. Москва, ул. Новая, д. 2');
  await page.getByRole('button', { name: 'Сохранить' }).click();

  await expect(page).toHaveURL(new RegExp(`/card/${university.uuid}$`));
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
  await expect(page.getByText('г. Москва, ул. Новая, д. 2')).toBeVisible();
  await page.getByRole('link', { name: 'К списку университетов' }).click();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(renamed);
  await expect(universitiesTable(page).getByRole('link', { name: renamed })).toBeVisible();
});

test('deletes a university without students from its card', async ({ page }) => {
  const university = await createUniversity(page);
  await signInAs(page, 'admin', `/card/${university.uuid}`);
  await expect(page.getByRole('heading', { name: university.shortName })).toBeVisible();

  await page.getByRole('button', { name: 'Удалить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Удаление университета' });
  await expect(dialog).toContainText(universityMessages.deleteConfirm(university.shortName));
  await dialog.getByRole('button', { name: 'Удалить' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(universityMessages.deleted)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(university.shortName);
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
});

test('blocks a university with a preset and with a typed reason, and unblocks it', async ({ page }) => {
  const university = await createUniversity(page);
  await signInAs(page, 'superadmin', `/card/${university.uuid}`);
  const header = page.getByRole('heading', { name: university.shortName });
  await expect(header).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Блокировка университета' });

  await page.getByRole('button', { name: 'Заблокировать' }).click();
  await dialog.getByRole('checkbox', { name: 'Нарушение соглашения' }).check();
  await dialog.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Заблокирован', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Причина блокировки' })).toContainText('Нарушение соглашения');

  await page.getByRole('button', { name: 'Разблокировать' }).click();
  await expect(page.getByText('Активен', { exact: true })).toBeVisible();

  const reason = `Не продлили договор ${uniqueSuffix()}`;
  await page.getByRole('button', { name: 'Заблокировать' }).click();
  await dialog.getByLabel('Другая причина').fill(reason);
  await expect(dialog.getByRole('checkbox', { name: 'Расторжение соглашения' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Причина блокировки' })).toContainText(reason);

  await page.getByRole('link', { name: 'К списку университетов' }).click();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(university.shortName);
  await expect(universityRows(page)).toHaveCount(1);
  await expect(universityRows(page).first()).toContainText('Заблокирован');

  await universitiesTable(page).getByRole('link', { name: university.shortName }).click();
  await page.getByRole('button', { name: 'Разблокировать' }).click();
  await expect(page.getByText('Активен', { exact: true })).toBeVisible();
  await expect(page.getByText('Причина блокировки')).toBeHidden();
});

test('shows the form rules on their fields', async ({ page }) => {
  await signInAs(page, 'admin', '/new');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(universityMessages.required, { exact: true })).toHaveCount(8);

  await page.getByLabel('E-mail').fill('not-an-email');
  const endDate = page.getByLabel('Дата окончания договора');
  await endDate.click();
  await endDate.fill('31.02.2030');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(universityMessages.invalidEmail)).toBeVisible();
  await expect(page.getByText(universityMessages.date)).toBeVisible();
  // Typing into a field clears its message; nothing typed is lost.
  await page.getByLabel('E-mail').fill('ok@univer.example');
  await expect(page.getByText(universityMessages.invalidEmail)).toBeHidden();
  await expect(endDate).toHaveValue('31.02.2030');

  await page.getByRole('button', { name: 'Отмена' }).click();
  await expect(page).toHaveURL(/\/$/);
});
