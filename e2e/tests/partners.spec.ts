import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { discountLimits, discountMessages, richText } from '@sks/contract';
import { signInAs } from '../support/auth';
import { pickCityFromTwoChars } from '../support/shell';
import { cardTab, createPartner, partnerCardPath, partnerRows, partnersTable, pngLogo, shownPartnerNames } from '../support/partners';
import { uniqueSuffix } from '../support/universities';

const filtersButton = (page: Page) => page.getByRole('button', { name: /^Фильтры/ });
const applyFilters = (page: Page) => page.getByRole('button', { name: 'Применить' }).click();
/** The list has answered for the view in the URL (no placeholder rows). */
const listSettled = (page: Page) => expect(partnersTable(page)).toHaveAttribute('aria-busy', 'false');
/** The partner form's own button (a closing popup may still show its 'Сохранить'). */
const saveForm = (page: Page) => page.getByRole('form', { name: 'Данные партнёра' }).getByRole('button', { name: 'Сохранить' }).click();

async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('searches, filters and sorts partners, keeping the view in the URL', async ({ page }) => {
  test.slow(); // three partners made through the API, then a dozen list round trips
  const tag = `ПТ${uniqueSuffix()}`;
  await createPartner(page, { name: `Альфа ${tag}`, category: 'Еда и напитки', city: 'Казань' });
  await createPartner(page, { name: `Бета ${tag}`, category: 'Спорт и фитнес', city: 'Томск', blocked: true });
  await createPartner(page, { name: `Вега ${tag}`, category: 'Еда и напитки' });

  await signInAs(page, 'admin', '/partners');
  await expect(page.getByRole('heading', { name: 'Партнёры', exact: true })).toBeVisible();
  await expect(partnerRows(page).first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Поиск' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(tag)}`));
  await expect(partnerRows(page)).toHaveCount(3);
  await expect(partnerRows(page).filter({ hasText: `Бета ${tag}` })).toContainText('Заблокирован');
  await expect(partnerRows(page).filter({ hasText: `Альфа ${tag}` })).toContainText('+7 916 123 45 67');
  await expect(partnerRows(page).filter({ hasText: `Вега ${tag}` }).getByLabel('Федеральный партнёр')).toHaveText('F');
  await expect(partnerRows(page).filter({ hasText: `Альфа ${tag}` }).getByLabel('Местный партнёр')).toHaveText('M');

  await pick(page, 'Сортировка', 'По названию');
  await expect(page).toHaveURL(/sort=name/);
  await listSettled(page);
  await expect.poll(() => shownPartnerNames(page)).toEqual([`Вега ${tag}`, `Бета ${tag}`, `Альфа ${tag}`]);
  await page.getByRole('button', { name: 'По возрастанию' }).click();
  await expect(page).toHaveURL(/dir=ASC/);
  await listSettled(page);
  await expect.poll(() => shownPartnerNames(page)).toEqual([`Альфа ${tag}`, `Бета ${tag}`, `Вега ${tag}`]);

  // Status: blocked only; then checking 'Активные' as well clears the status filter.
  await filtersButton(page).click();
  const status = page.getByRole('group', { name: 'Статус' });
  await status.getByRole('checkbox', { name: 'Заблокированные' }).check();
  await applyFilters(page);
  await expect(page).toHaveURL(/status=blocked/);
  await expect.poll(() => shownPartnerNames(page)).toEqual([`Бета ${tag}`]);
  await filtersButton(page).click();
  await status.getByRole('checkbox', { name: 'Активные' }).click();
  await expect(status.getByRole('checkbox', { name: 'Заблокированные' })).not.toBeChecked();
  await applyFilters(page);
  await expect(page).not.toHaveURL(/status=/);
  await expect(partnerRows(page)).toHaveCount(3);

  await filtersButton(page).click();
  await page.getByRole('group', { name: 'Категории' }).getByRole('checkbox', { name: 'Спорт и фитнес' }).check();
  await applyFilters(page);
  await expect(page).toHaveURL(/category=/);
  await expect.poll(() => shownPartnerNames(page)).toEqual([`Бета ${tag}`]);

  await filtersButton(page).click();
  await page.getByRole('group', { name: 'Категории' }).getByRole('checkbox', { name: 'Спорт и фитнес' }).uncheck();
  await pickCityFromTwoChars(page, 'Каза', 'Казань');
  await applyFilters(page);
  await expect(page).toHaveURL(/city=/);
  await expect(page).not.toHaveURL(/category=/);
  // A federal partner works in every city, so it is found in Казань too.
  await expect.poll(() => shownPartnerNames(page)).toEqual([`Альфа ${tag}`, `Вега ${tag}`]);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Поиск' })).toHaveValue(tag);
  await expect.poll(() => shownPartnerNames(page)).toEqual([`Альфа ${tag}`, `Вега ${tag}`]);
  await expect(filtersButton(page)).toContainText('1');
});

test('creates a federal partner with a logo, socials and two discounts, then edits it', async ({ page }) => {
  test.slow(); // the longest flow of the area: the form, two popups, the card and the edit page
  const suffix = uniqueSuffix();
  const name = `Кофейня ${suffix}`;
  await signInAs(page, 'admin', '/partners');
  await page.getByRole('link', { name: 'Добавить партнёра' }).first().click();
  await expect(page).toHaveURL(/\/partners\/new$/);
  await expect(page.getByRole('heading', { name: 'Добавление партнёра (Федеральный партнёр)' })).toBeVisible();
  const federal = page.getByRole('checkbox', { name: 'Федеральный партнёр' });
  await expect(federal).toBeChecked();
  await expect(federal).toBeDisabled();

  // Nothing filled: the required fields say so and nothing is sent.
  await saveForm(page);
  await expect(page.getByText('Поля не заполнены')).toHaveCount(6);
  await expect(page).toHaveURL(/\/partners\/new$/);

  await page.getByRole('group', { name: 'Логотип' }).locator('input[type=file]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: pngLogo,
  });
  await expect(page.getByRole('img', { name: 'Логотип: предпросмотр' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Название', exact: true }).fill(name);
  await page.getByLabel('Юридическое название').fill(`ООО «${name}»`);
  await page.getByLabel('ИНН').fill('77-07a083893');
  await expect(page.getByLabel('ИНН')).toHaveValue('7707083893');
  await pick(page, 'Категория', 'Еда и напитки');

  // The description stops at 2 000 visible characters with the toast.
  const description = page.getByRole('textbox', { name: 'Описание компании' });
  await description.click();
  await page.keyboard.insertText('а'.repeat(2_000));
  await expect(page.getByLabel('Количество символов')).toHaveText('2000 / 2000');
  await page.keyboard.type('б');
  await expect(page.getByText(richText.tooLong(2_000))).toBeVisible();
  await expect(page.getByLabel('Количество символов')).toHaveText('2000 / 2000');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Кофе и выпечка для студентов');
  await expect(page.getByLabel('Количество символов')).toHaveText('28 / 2000');

  const phone = page.getByLabel('Телефон');
  await phone.click();
  await phone.fill('79161234567');
  await page.getByLabel('E-mail').fill('bad-mail');
  await page.getByLabel('Сайт').fill('https://coffee.example');
  await page.getByLabel('ВКонтакте').fill('https://vk.com/coffee');
  await page.getByLabel('Instagram').fill('instagram');
  await saveForm(page);
  await expect(page.getByText('Неверный формат')).toHaveCount(2);
  await page.getByLabel('E-mail').fill(`coffee-${suffix.toLowerCase()}@partner.example`);
  await page.getByLabel('Instagram').fill('https://instagram.com/coffee');

  const discounts = page.getByRole('group', { name: 'Скидки партнёра' });
  await discounts.getByRole('button', { name: 'Добавить скидку' }).click();
  let popup = page.getByRole('dialog', { name: 'Добавление скидки' });
  await popup.getByLabel('Размер скидки, %').fill('15%');
  await expect(popup.getByLabel('Размер скидки, %')).toHaveValue('15');
  await popup.getByLabel('Описание скидки').fill('На всё меню');
  await popup.getByRole('button', { name: 'Сохранить' }).click();
  await expect(popup).toBeHidden();
  await discounts.getByRole('button', { name: 'Добавить скидку' }).click();
  popup = page.getByRole('dialog', { name: 'Добавление скидки' });
  await popup.getByText('Особое предложение').click();
  // Too long a name is kept as typed, counted against the limit and refused, never cut.
  const offer = popup.getByLabel('Название предложения');
  await offer.fill('Кофе в подарок к завтраку');
  await expect(offer).toHaveValue('Кофе в подарок к завтраку');
  await expect(offer).toHaveAccessibleDescription(/25 \/ 11/);
  await popup.getByLabel('Описание скидки').fill('К любому завтраку');
  await popup.getByRole('button', { name: 'Сохранить' }).click();
  await expect(popup.getByText(discountMessages.tooLong(discountLimits.valueMax))).toBeVisible();
  await offer.fill('Кофе даром');
  await popup.getByRole('button', { name: 'Сохранить' }).click();
  await expect(discounts.getByRole('listitem')).toHaveCount(2);
  await expect(discounts.getByRole('listitem', { name: '15%' })).toContainText('На всё меню');

  await saveForm(page);
  await expect(page).toHaveURL(/\/partners\/card\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Карточка партнера (федеральный партнер)' })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('img', { name: `Логотип ${name}` })).toBeVisible();
  await expect(page.getByText('Кофе и выпечка для студентов')).toBeVisible();
  const details = page.getByRole('region', { name: 'Сведения о партнёре' });
  await expect(details).toContainText('7707083893');
  await expect(details).toContainText('+7 916 123-45-67');
  await expect(details.getByRole('link', { name: 'ВКонтакте' })).toHaveAttribute('href', 'https://vk.com/coffee');
  await expect(details.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/coffee');
  await expect(cardTab(page, 'Скидки')).toHaveText('Скидки2');
  await expect(page.getByRole('list', { name: 'Скидки' }).getByRole('listitem')).toHaveCount(2);

  // The Акции tab stays open across a reload and leads to adding a promotion.
  await cardTab(page, 'Акции').click();
  await expect(page).toHaveURL(/tab=stocks/);
  await page.reload();
  await expect(cardTab(page, 'Акции')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'Добавить акцию' }).click();
  await expect(page).toHaveURL(/\/newStock$/);
  await expect(page.getByRole('heading', { name: 'Добавление акции' })).toBeVisible();
  await page.goBack();

  await page.getByRole('link', { name: 'Редактировать' }).click();
  await expect(page.getByRole('heading', { name: 'Редактирование партнёра' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Название', exact: true })).toHaveValue(name);
  await page.getByRole('textbox', { name: 'Название', exact: true }).fill(`${name} на Баумана`);
  await page.getByRole('checkbox', { name: 'Федеральный партнёр' }).uncheck();
  await saveForm(page);
  await expect(page.getByText('Поля не заполнены')).toHaveCount(1);
  await pick(page, 'Основной город', 'Казань');
  await saveForm(page);
  await expect(page).toHaveURL(/\/partners\/card\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Карточка партнера', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${name} на Баумана` })).toBeVisible();
  await expect(details).toContainText('Казань');
});

test('blocks a partner with a reason and unblocks it', async ({ page }) => {
  const uuid = await createPartner(page, { name: `Блок ${uniqueSuffix()}`, category: 'Развлечения', city: 'Омск' });
  await signInAs(page, 'admin', partnerCardPath(uuid));
  const header = page.getByRole('region', { name: 'Партнёр', exact: true });
  await expect(header).toContainText('Активен');

  await page.getByRole('button', { name: 'Заблокировать' }).click();
  const popup = page.getByRole('dialog', { name: 'Блокировка партнёра' });
  await expect(popup.getByRole('checkbox', { name: 'Расторжение или истечение срока договора' })).toBeChecked();
  await popup.getByRole('checkbox', { name: 'Несоответствие политике приложения' }).check();
  await popup.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(popup).toBeHidden();
  await expect(header).toContainText('Заблокирован');
  await expect(page.getByRole('alert').filter({ hasText: 'Причина блокировки' })).toContainText('Несоответствие политике приложения');

  await page.getByRole('button', { name: 'Разблокировать' }).click();
  await expect(header).toContainText('Активен');
  await expect(page.getByText('Причина блокировки')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Заблокировать' })).toBeVisible();
});

test('adds a third discount and the add button goes; deleting one brings it back', async ({ page }) => {
  const uuid = await createPartner(page, {
    name: `Скидки ${uniqueSuffix()}`,
    category: 'Книги и канцелярия',
    discounts: [
      { type: 'fix', name: '', size: 10, description: 'На учебники' },
      { type: 'free', name: 'Закладка', size: 0, description: 'К каждой книге' },
    ],
  });
  await signInAs(page, 'admin', `${partnerCardPath(uuid)}?tab=discounts`);
  const list = page.getByRole('list', { name: 'Скидки' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(cardTab(page, 'Скидки')).toHaveText('Скидки2');

  await page.getByRole('button', { name: 'Добавить скидку' }).click();
  const popup = page.getByRole('dialog', { name: 'Добавление скидки' });
  await popup.getByRole('button', { name: 'Сохранить' }).click();
  await expect(popup.getByText('Поля не заполнены')).toHaveCount(1);
  await expect(popup.getByText('Размер скидки: целое число от 1 до 100')).toBeVisible();
  await popup.getByLabel('Размер скидки, %').fill('20');
  // A text over the limit is kept as typed and refused, never cut.
  await popup.getByLabel('Описание скидки').fill('д'.repeat(150));
  await expect(popup.getByLabel('Описание скидки')).toHaveValue('д'.repeat(150));
  await popup.getByRole('button', { name: 'Сохранить' }).click();
  await expect(popup.getByText(discountMessages.tooLong(discountLimits.descriptionMax))).toBeVisible();
  await popup.getByLabel('Описание скидки').fill('д'.repeat(discountLimits.descriptionMax));
  await popup.getByRole('button', { name: 'Сохранить' }).click();
  await expect(popup).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem', { name: '20%' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добавить скидку' })).toHaveCount(0);
  await expect(cardTab(page, 'Скидки')).toHaveText('Скидки3');

  await list.getByRole('button', { name: 'Изменить скидку 10%' }).click();
  const edit = page.getByRole('dialog', { name: 'Редактирование скидки' });
  await expect(edit.getByLabel('Размер скидки, %')).toHaveValue('10');
  await edit.getByLabel('Размер скидки, %').fill('12');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(list.getByRole('listitem', { name: '12%' })).toContainText('На учебники');

  await list.getByRole('button', { name: 'Удалить скидку Закладка' }).click();
  await page.getByRole('dialog', { name: 'Удаление скидки' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Добавить скидку' })).toBeVisible();
  await expect(cardTab(page, 'Скидки')).toHaveText('Скидки2');
});
