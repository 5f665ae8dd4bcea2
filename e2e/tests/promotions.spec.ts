import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { promotionMessages, ruDateTimeOfWire, toMoscowDateTime } from '@sks/contract';
import { signInAs } from '../support/auth';
import { cardTab, createPartner, partnerCardPath } from '../support/partners';
import {
  codesCsv,
  createPromotion,
  findUsedPromotion,
  periodFromNow,
  promotionCardPath,
  promotionRows,
  promotionsTable,
  shownPromotionNames,
} from '../support/promotions';
import { uniqueSuffix } from '../support/universities';
import { expectDialogOpened } from '../support/shell';

const filtersButton = (page: Page) => page.getByRole('button', { name: /^Фильтры/ });
const applyFilters = (page: Page) => page.getByRole('button', { name: 'Применить' }).click();
/** The list has answered for the view in the URL (no placeholder rows). */
const listSettled = (page: Page) => expect(promotionsTable(page)).toHaveAttribute('aria-busy', 'false');
const sortedNames = async (page: Page) => (await shownPromotionNames(page)).sort();
const promotionForm = (page: Page) => page.getByRole('form', { name: 'Данные акции' });
const detail = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types the date and the time of a date-time field. */
async function setDateTime(page: Page, label: string, wire: string) {
  const { date } = ruDateTimeOfWire(wire);
  await page.getByRole('textbox', { name: `${label}: дата` }).fill(date);
  await page.getByRole('textbox', { name: `${label}: время` }).fill('10:00');
}

test('filters and sorts promotions, keeping the view in the URL', async ({ page }) => {
  test.slow(); // two partners and three promotions made through the API, then a dozen list round trips
  const tag = `АК${uniqueSuffix()}`;
  const kazan = await createPartner(page, { name: `Аист ${tag}`, category: 'Еда и напитки', city: 'Казань' });
  const tomsk = await createPartner(page, { name: `Ясень ${tag}`, category: 'Спорт и фитнес', city: 'Томск' });
  await createPromotion(page, { uuidPartner: kazan, name: `Альфа ${tag}` });
  await createPromotion(page, { uuidPartner: tomsk, name: `Бета ${tag}`, blocked: true });
  await createPromotion(page, { uuidPartner: kazan, name: `Вега ${tag}` });

  await signInAs(page, 'admin', '/promotions');
  await expect(page.getByRole('heading', { name: 'Акции', exact: true })).toBeVisible();
  await expect(promotionRows(page).first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Поиск' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(tag)}`));
  await expect(promotionRows(page)).toHaveCount(3);
  const beta = promotionRows(page).filter({ hasText: `Бета ${tag}` });
  await expect(beta).toContainText('Заблокирована');
  await expect(beta).toContainText(`Ясень ${tag}`);
  await expect(beta).toContainText('Томск');
  await expect(beta).toContainText('Спорт и фитнес');
  await expect(beta).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} – \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);

  await pick(page, 'Сортировка', 'По названию');
  await expect(page).toHaveURL(/sort=name/);
  await listSettled(page);
  await expect.poll(() => shownPromotionNames(page)).toEqual([`Вега ${tag}`, `Бета ${tag}`, `Альфа ${tag}`]);
  await page.getByRole('button', { name: 'По возрастанию' }).click();
  await expect(page).toHaveURL(/dir=ASC/);
  await listSettled(page);
  await expect.poll(() => shownPromotionNames(page)).toEqual([`Альфа ${tag}`, `Бета ${tag}`, `Вега ${tag}`]);

  // By partner (its legal name): Аист's two promotions, then Ясень's.
  await pick(page, 'Сортировка', 'По партнёру');
  await expect(page).toHaveURL(/sort=partner/);
  await listSettled(page);
  await expect.poll(async () => (await shownPromotionNames(page)).at(-1)).toBe(`Бета ${tag}`);

  // Status: blocked only; then checking 'Активные' as well clears the status filter.
  await filtersButton(page).click();
  const status = page.getByRole('group', { name: 'Статус' });
  await status.getByRole('checkbox', { name: 'Заблокированные' }).check();
  await applyFilters(page);
  await expect(page).toHaveURL(/status=blocked/);
  await expect.poll(() => shownPromotionNames(page)).toEqual([`Бета ${tag}`]);
  await filtersButton(page).click();
  await status.getByRole('checkbox', { name: 'Активные' }).click();
  await expect(status.getByRole('checkbox', { name: 'Заблокированные' })).not.toBeChecked();
  await applyFilters(page);
  await expect(page).not.toHaveURL(/status=/);
  await expect(promotionRows(page)).toHaveCount(3);

  await filtersButton(page).click();
  await page.getByRole('group', { name: 'Категории' }).getByRole('checkbox', { name: 'Спорт и фитнес' }).check();
  await applyFilters(page);
  await expect(page).toHaveURL(/category=/);
  await expect.poll(() => shownPromotionNames(page)).toEqual([`Бета ${tag}`]);

  await filtersButton(page).click();
  await page.getByRole('group', { name: 'Категории' }).getByRole('checkbox', { name: 'Спорт и фитнес' }).uncheck();
  const cities = page.getByRole('group', { name: 'Города' });
  await cities.getByRole('textbox', { name: 'Поиск города' }).fill('Каза');
  await cities.getByRole('checkbox', { name: 'Казань' }).check();
  await applyFilters(page);
  await expect(page).toHaveURL(/city=/);
  await expect(page).not.toHaveURL(/category=/);
  await expect.poll(() => sortedNames(page)).toEqual([`Альфа ${tag}`, `Вега ${tag}`]);

  // The view survives a reload.
  await page.reload();
  await expect.poll(() => sortedNames(page)).toEqual([`Альфа ${tag}`, `Вега ${tag}`]);
  await expect(page.getByRole('searchbox', { name: 'Поиск' })).toHaveValue(tag);
});

test('adds a promotion with promo codes from the partner card, sees them arrive, edits, blocks and unblocks it', async ({ page }) => {
  test.slow(); // the import runs as a background job
  const tag = `НА${uniqueSuffix()}`;
  const name = `Кофе в подарок ${tag}`;
  const uuidPartner = await createPartner(page, { name: `Кофейня ${tag}`, category: 'Еда и напитки', city: 'Казань' });
  const file = codesCsv('E2E', 40);

  await signInAs(page, 'admin', partnerCardPath(uuidPartner));
  await cardTab(page, 'Акции').click();
  await page.getByRole('link', { name: 'Добавить акцию' }).click();
  await expect(page).toHaveURL(`${partnerCardPath(uuidPartner)}/newStock`);
  await expect(page.getByRole('heading', { name: 'Добавление акции' })).toBeVisible();

  // Name and description are required (spec 02 section 5).
  await promotionForm(page).getByRole('button', { name: 'Сохранить' }).click();
  await expect(promotionForm(page).getByText(promotionMessages.required)).toHaveCount(4);

  const form = promotionForm(page);
  await form.getByRole('textbox', { name: 'Название акции' }).fill(name);
  await form.getByRole('textbox', { name: 'Описание' }).fill('Покажите промокод на кассе и получите второй кофе бесплатно.');
  // From yesterday: the form picks 10:00, which today may not have reached yet.
  const period = periodFromNow(1, 30);
  // The date can be picked in the calendar (Russian month names) as well as typed.
  await page.getByRole('button', { name: 'Начало акции: календарь' }).click();
  const calendar = page.getByRole('dialog', { name: 'Начало акции: календарь' });
  await expect(calendar.getByText(/^(январь|февраль|март|апрель|май|июнь|июль|август|сентябрь|октябрь|ноябрь|декабрь) \d{4}$/)).toBeVisible();
  await calendar.getByRole('button', { name: 'Следующий месяц' }).click();
  await calendar.getByRole('button', { name: /^15 [а-я]+ \d{4}$/ }).click();
  await expect(calendar).toBeHidden();
  // The empty field's calendar opens on this month.
  const [year, month] = toMoscowDateTime(Date.now()).split('-').map(Number);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  await expect(page.getByRole('textbox', { name: 'Начало акции: дата' })).toHaveValue(`15.${String(next.month).padStart(2, '0')}.${next.year}`);
  await setDateTime(page, 'Начало акции', period.dateBegin);
  await setDateTime(page, 'Окончание акции', period.dateEnd);

  // Only a CSV file is taken.
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'codes.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK\u0003\u0004') });
  const badFile = page.getByRole('dialog', { name: 'Файл не загружен' });
  await expect(badFile).toContainText(promotionMessages.badFile);
  await expectDialogOpened(badFile);
  await badFile.getByRole('button', { name: 'Понятно' }).click();
  await expect(badFile).toBeHidden();

  await fileInput.setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: file.content });
  await expect(page.getByLabel('Выбранный файл')).toHaveText('codes.csv');
  await form.getByRole('button', { name: 'Сохранить' }).click();

  const soon = page.getByRole('dialog', { name: 'Акция сохранена' });
  await expect(soon).toContainText(promotionMessages.codesSoon);
  await soon.getByRole('button', { name: promotionMessages.codesContinue }).click();
  await expect(page).toHaveURL(partnerCardPath(uuidPartner));

  // The partner's Акции tab shows the new promotion, 'Подробнее' opens its card.
  await cardTab(page, 'Акции').click();
  const stockCard = page.getByRole('listitem', { name });
  await expect(stockCard).toContainText('Активна');
  await expect(stockCard.getByLabel('Срок действия')).toHaveText(/^\d{2}\.\d{2} – \d{2}\.\d{2}\.\d{4}$/);
  await stockCard.getByRole('link', { name: 'Подробнее' }).click();
  await expect(page.getByRole('heading', { name: 'Подробности акции' })).toBeVisible();
  const uuidStock = page.url().split('/').at(-1)!;

  // The card polls while the import runs; the counts arrive when it is done.
  const importStatus = page.getByRole('region', { name: 'Промокоды' }).getByRole('status');
  await expect(importStatus).toContainText('Промокоды загружены', { timeout: 60_000 });
  await expect(importStatus).toContainText(`Добавлено промокодов: ${file.codes}`);
  await expect(importStatus).toContainText('Повторы пропущены: 1');
  await expect(importStatus).toContainText('Строки с ошибкой: 1');
  await expect(importStatus).toContainText(file.malformed);
  await expect(detail(page, 'Доступно')).toContainText(String(file.codes));
  await expect(detail(page, 'Использовано')).toContainText('0');
  await expect(detail(page, 'Промокодов на студента')).toContainText('1');
  await expect(detail(page, 'Категория')).toContainText('Еда и напитки');
  await expect(page.getByRole('region', { name: 'Торговые точки' })).toContainText('У партнёра нет торговых точек');

  // Edit: unlimited wins, no new file, so straight back to the card, which asks for its counts once.
  let countCalls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/statistic/short')) countCalls += 1;
  });
  await page.getByRole('link', { name: 'Редактировать' }).click();
  await expect(page).toHaveURL(`${promotionCardPath(uuidStock)}/refactoring`);
  await expect(promotionForm(page).getByRole('textbox', { name: 'Название акции' })).toHaveValue(name);
  await pick(page, 'Промокодов на одного студента', 'Без ограничений');
  await promotionForm(page).getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(promotionCardPath(uuidStock));
  await expect(detail(page, 'Промокодов на студента')).toContainText('Без ограничений');
  await expect(detail(page, 'Доступно')).toContainText(String(file.codes));
  expect(countCalls).toBeLessThanOrEqual(1);

  // Block with a preset reason, then unblock.
  await page.getByRole('button', { name: 'Заблокировать' }).click();
  const popup = page.getByRole('dialog', { name: 'Блокировка акции' });
  await popup.getByRole('checkbox', { name: 'Некорректные данные' }).check();
  await popup.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByText('Неактивна')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Причина блокировки' })).toContainText('Некорректные данные');
  await page.getByRole('button', { name: 'Разблокировать' }).click();
  await expect(page.getByText('Активна', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Заблокировать' })).toBeVisible();
  await expect(page.getByText('Причина блокировки')).toHaveCount(0);
});

test('reads the usage statistics of a promotion', async ({ page }) => {
  const used = await findUsedPromotion(page);
  await signInAs(page, 'admin', promotionCardPath(used.uuidStock));
  await expect(detail(page, 'Использовано')).toContainText(used.usedCodesCount.toLocaleString('ru-RU'));
  await page.getByRole('link', { name: 'Статистика использования' }).click();
  await expect(page).toHaveURL(`${promotionCardPath(used.uuidStock)}/statistic`);
  await expect(page.getByRole('heading', { name: 'Статистика использования' })).toBeVisible();
  await expect(page.getByText(`Всего: ${used.usedCodesCount}`)).toBeVisible();
  const rows = page.getByRole('table', { name: 'Использование промокодов' }).locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(15, used.usedCodesCount));
  await expect(rows.first().locator('td').nth(2)).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

  // A promotion nobody has used says so.
  const uuidPartner = await createPartner(page, { name: `Без промокодов ${uniqueSuffix()}`, category: 'Еда и напитки' });
  const unused = await createPromotion(page, { uuidPartner, name: `Пустая акция ${uniqueSuffix()}` });
  await page.goto(`${promotionCardPath(unused)}/statistic`);
  await expect(page.getByText(promotionMessages.noUsage)).toBeVisible();
});
