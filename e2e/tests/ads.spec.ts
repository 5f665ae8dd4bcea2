import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adsMessages, adsTexts } from '@sks/contract';
import { signInAs } from '../support/auth';
import { createPartner, pngLogo } from '../support/partners';
import { uniqueSuffix } from '../support/universities';
import { choose, registeredDemo, statusOf } from '../support/ads';

/** The sandbox decides 2 s after a send; the status may also wait for the job and the next poll. */
const decided = { timeout: 20_000 };
const dialog = (page: Page) => page.getByRole('dialog');
const field = (page: Page, label: string) => dialog(page).getByRole('textbox', { name: label, exact: true });
const save = (page: Page) => dialog(page).getByRole('button', { name: 'Сохранить' }).click();

/** This month so far, as DD.MM.YYYY (the demo's statistics cover the months before it). */
function thisMonthSoFar() {
  const now = new Date();
  const ru = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
  return { start: ru(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))), end: ru(now) };
}

test('adds an ad partner, refuses a bad INN, sends the partner and sees it registered without reloading', async ({ page }) => {
  test.slow(); // a dialog of many fields, and the operator's answer awaited
  const tag = uniqueSuffix();
  await createPartner(page, { name: `Кофейня ${tag}`, category: 'Еда и напитки' });
  await signInAs(page, 'admin', '/ads');
  await expect(page.getByRole('heading', { name: adsTexts.platformTitle })).toBeVisible();
  await page.getByRole('button', { name: adsTexts.addPartner }).click();
  await dialog(page).getByRole('combobox', { name: 'Партнер' }).fill(`Кофейня ${tag}`);
  await page.getByRole('option', { name: `Кофейня ${tag}` }).click();
  await expect(dialog(page).getByRole('combobox', { name: 'Тип организации' })).toHaveValue('Юридическое лицо');
  await field(page, 'ИНН').fill('7707083894');
  await field(page, 'Наименование организации').fill(`ООО «Кофейня ${tag}»`);
  await save(page);
  await expect(dialog(page).getByText(adsMessages.innChecksum)).toBeVisible();
  await field(page, 'ИНН').fill('7707083893');
  await save(page);
  await expect(dialog(page)).toBeHidden();

  await page.getByRole('searchbox', { name: 'Поиск' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await page.getByRole('link', { name: `ООО «Кофейня ${tag}»` }).click();
  await expect(page).toHaveURL(/\/ads\/[0-9a-f-]{36}$/);
  await expect(statusOf(page)).toHaveText('Не отправлено');
  await page.getByRole('button', { name: adsTexts.sendForCheck }).click();
  // Accepted at once, decided 2 s later: the card moves on by itself.
  await expect(statusOf(page)).toHaveText(/^(Отправляется оператору|Request accepted by ORD|ERIR success)$/, decided);
  await expect(statusOf(page)).toHaveText('ERIR success', decided);
});

test('shows the platform dialog and adds a contract and an additional agreement to it', async ({ page }) => {
  test.slow(); // a dialog of many fields, and the operator's answer awaited
  const { contracts } = await registeredDemo(page);
  const partnerName = contracts[0].partnerInfo.name;
  const number = `РК-${uniqueSuffix()}`;
  await signInAs(page, 'admin', '/ads');
  await page.getByRole('button', { name: adsTexts.platformTitle }).click();
  await expect(dialog(page).getByText('Зарегистрировано')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Закрыть' }).click();

  await page.getByRole('link', { name: adsTexts.contractsButton }).click();
  await page.getByRole('button', { name: 'Добавить договор' }).click();
  await choose(page, 'Рекламный партнер', partnerName);
  await choose(page, 'Действия представителя', 'Действия в целях распространения рекламы');
  await choose(page, 'Предмет договора', 'Распространение рекламы');
  await field(page, 'Номер').fill(number);
  await field(page, 'Дата договора').fill('01.02.2026');
  await field(page, 'Сумма, ₽').fill('120 000,50');
  await save(page);
  await expect(dialog(page)).toBeHidden();

  await page.getByRole('button', { name: 'Добавить договор' }).click();
  await choose(page, 'Рекламный партнер', partnerName);
  await choose(page, 'Тип договора', 'Дополнительное соглашение');
  await save(page);
  await expect(dialog(page).getByText(adsMessages.parentRequired)).toBeVisible();
  await choose(page, 'Номер договора', number);
  await choose(page, 'Действия представителя', 'Заключение договоров');
  await choose(page, 'Предмет договора', 'Представительство');
  await field(page, 'Номер').fill(`ДС-1 к ${number}`);
  await field(page, 'Дата договора').fill('15.03.2026');
  await field(page, 'Сумма, ₽').fill('5000');
  await save(page);
  await expect(dialog(page)).toBeHidden();

  await page.getByRole('searchbox', { name: 'Поиск' }).fill(number);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(number)}`));
  await expect(page.getByRole('link', { name: number, exact: true })).toBeVisible();
  await page.getByRole('link', { name: `ДС-1 к ${number}` }).click();
  await expect(page.getByRole('heading', { name: `Дополнительное соглашение № ДС-1 к ${number}` })).toBeVisible();
});

test('adds a banner creative with two OKVED codes to a registered contract', async ({ page }) => {
  test.slow(); // a dialog of many fields, and the operator's answer awaited
  const { contracts } = await registeredDemo(page);
  const title = `Баннер ${uniqueSuffix()}`;
  await signInAs(page, 'admin', `/ads-contracts/${contracts[0].id}`);
  await expect(statusOf(page)).toHaveText('ERIR success');
  await page.getByRole('button', { name: 'Добавить креатив' }).click();
  const okved = dialog(page).getByRole('textbox', { name: 'ОКВЭД: код или название' });
  await save(page);
  await expect(dialog(page).getByText(adsMessages.chooseItems)).toBeVisible();
  await expect(dialog(page).getByText(adsMessages.uploadFile)).toBeVisible();
  for (const code of ['56.1', '47.7']) {
    await okved.fill(code);
    await page.getByRole('option', { name: new RegExp(`^${code.replace('.', '\\.')} `) }).click();
  }
  // Each chosen code is a pill titled with its full name.
  await expect(dialog(page).getByTitle(/^56\.1 Деятельность ресторанов/)).toHaveText('56.1');
  await expect(dialog(page).getByTitle(/^47\.7 Торговля розничная прочими товарами/)).toHaveText('47.7');
  await field(page, 'Начало размещения').fill('01.03.2026');
  await field(page, 'Окончание размещения').fill('31.05.2026');
  await dialog(page).locator('input[type="file"]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: pngLogo });
  await expect(dialog(page).getByRole('img', { name: 'Баннер: предпросмотр' })).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Описание креатива' }).fill('Минус 20% на кофе по студенческому');
  await dialog(page).getByRole('textbox', { name: 'Общее описание объекта рекламирования' }).fill('Кофейня у главного корпуса');
  await field(page, 'Название акции').fill(title);
  await field(page, 'Начало акции').fill('01.03.2026');
  await field(page, 'Окончание акции').fill('30.04.2026');
  await save(page);
  await expect(dialog(page)).toBeHidden();
  const item = page.getByTestId('creative-item').filter({ hasText: title });
  await expect(item).toContainText('Баннер');
  await expect(statusOf(item)).toHaveText('Не отправлено');
});

test('turns a registered creative off and on', async ({ page }) => {
  const { creatives } = await registeredDemo(page);
  await signInAs(page, 'admin', `/creative/${creatives[0].id}`);
  const badge = page.getByTestId('creative-active');
  const wasOn = (await badge.textContent()) === 'Включен';
  await page.getByRole('button', { name: wasOn ? 'Выключить' : 'Включить' }).click();
  await expect(badge).toHaveText(wasOn ? 'Выключен' : 'Включен');
  await page.getByRole('button', { name: wasOn ? 'Включить' : 'Выключить' }).click();
  await expect(badge).toHaveText(wasOn ? 'Включен' : 'Выключен');
});

test('adds an act and a month of statistics to a creative and sends them; the registry accepts both', async ({ page }) => {
  test.slow(); // a dialog of many fields, and the operator's answer awaited
  const { creatives } = await registeredDemo(page);
  const number = `А-${uniqueSuffix()}`;
  const month = thisMonthSoFar();
  await signInAs(page, 'admin', `/creative/${creatives[1].id}`);
  await page.getByRole('button', { name: 'Добавить акт' }).click();
  await field(page, 'Номер акта').fill(number);
  await field(page, 'Дата акта').fill(month.start);
  await field(page, 'Начало периода').fill(month.start);
  await field(page, 'Окончание периода').fill(month.end);
  await field(page, 'Сумма, ₽').fill('25000');
  await save(page);
  await expect(dialog(page)).toBeHidden();
  const act = page.getByTestId('act-item').filter({ hasText: number });
  await act.getByRole('button', { name: adsTexts.sendForCheck }).click();
  await expect(statusOf(act)).toHaveText('ERIR success', decided);

  await page.getByRole('button', { name: 'Добавить статистику' }).click();
  await choose(page, 'Акт', new RegExp(`^№ ${number} `));
  await field(page, 'Начало по плану').fill(month.start);
  await field(page, 'Окончание по плану').fill(month.end);
  await field(page, 'Начало по факту').fill(month.start);
  await field(page, 'Окончание по факту').fill(month.end);
  await field(page, 'Показы по плану').fill('10000');
  await field(page, 'Показы по факту').fill('9500');
  await field(page, 'Сумма, ₽').fill('25000');
  await field(page, 'Цена за единицу, ₽').fill('2,63');
  await save(page);
  await expect(dialog(page)).toBeHidden();
  const monthName = new Intl.DateTimeFormat('ru-RU', { month: 'long', timeZone: 'UTC' }).format(new Date());
  const card = page.getByTestId('statistic-card').filter({ hasText: new RegExp(`^${monthName}`, 'i') });
  await expect(card.getByRole('heading')).toHaveText(new RegExp(`^${monthName} \\d{4}$`, 'i'));
  await expect(statusOf(card)).toHaveText('ERIR success', decided);
});

test('shows the operator’s message for an act whose period lies outside its contract', async ({ page }) => {
  test.slow(); // a dialog of many fields, and the operator's answer awaited
  const { creatives } = await registeredDemo(page);
  const number = `А-${uniqueSuffix()}`;
  await signInAs(page, 'admin', `/creative/${creatives[2].id}`);
  await page.getByRole('button', { name: 'Добавить акт' }).click();
  await field(page, 'Номер акта').fill(number);
  await field(page, 'Дата акта').fill('05.02.2020');
  await field(page, 'Начало периода').fill('01.01.2020');
  await field(page, 'Окончание периода').fill('31.01.2020');
  await field(page, 'Сумма, ₽').fill('1000');
  await save(page);
  const act = page.getByTestId('act-item').filter({ hasText: number });
  await act.getByRole('button', { name: adsTexts.sendForCheck }).click();
  await expect(statusOf(act)).toHaveText('ERIR async error', decided);
  await expect(act.getByText(/^Период акта 01\.01\.2020–31\.01\.2020 выходит за пределы договора от \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
});

test('an old link past the last page of contracts goes to the last page', async ({ page }) => {
  await registeredDemo(page);
  await signInAs(page, 'admin', '/ads-contracts?page=500');
  await expect(page).toHaveURL(/\/ads-contracts(\?page=\d+)?$/);
  await expect(page).not.toHaveURL(/page=500/);
  await expect(page.getByRole('table', { name: adsTexts.contractsButton }).getByRole('link').first()).toBeVisible();
});
