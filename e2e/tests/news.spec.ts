import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiPaths, newsMessages } from '@sks/contract';
import { signInAs } from '../support/auth';
import {
  createNews,
  newsCardPath,
  newsCards,
  newsForm,
  newsGrid,
  newsIdByTitle,
  pickOption,
  saveNewsForm,
  shownNewsTitles,
} from '../support/news';
import { pngLogo } from '../support/partners';
import { moscowDatePlus, uniqueSuffix } from '../support/universities';

const filtersButton = (page: Page) => page.getByRole('button', { name: /^Фильтры/ });
const applyFilters = (page: Page) => page.getByRole('button', { name: 'Применить' }).click();
const statusBadge = (page: Page) => page.getByLabel('Статус', { exact: true });

/** Searches the list for a unique tag and waits until the grid shows it. */
async function searchList(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}

/** Level, kind, title and text: what every item needs. */
async function fillBasics(page: Page, title: string, kind: 'Новость' | 'Опрос' | 'Мероприятие') {
  const form = newsForm(page);
  await pickOption(form, page, 'Уровень', 'Федеральная');
  await form.getByRole('radiogroup', { name: 'Тип' }).getByText(kind, { exact: true }).click();
  await expect(form.getByRole('radio', { name: kind })).toBeChecked();
  await form.getByLabel('Заголовок').fill(title);
  await form.getByRole('textbox', { name: 'Текст' }).fill(`Подробности: ${title} https://sks.example/news`);
}

/** Back on /news after a save: the item is found by its title with its kind. */
async function expectListed(page: Page, title: string, kind: string) {
  await expect(page).toHaveURL(/\/news(\?|$)/);
  await searchList(page, title);
  await expect(newsCards(page)).toHaveCount(1);
  await expect(newsCards(page).first()).toContainText(kind);
  await expect(newsCards(page).first()).toContainText('на модерации');
}

test('creates a news item with a cover, a pin and a schedule, then edits it', async ({ page }) => {
  test.slow(); // the longest flow of the area: three failed saves, an upload, the schedule popup, the card and the edit
  const title = `Новость ${uniqueSuffix()}`;
  await signInAs(page, 'admin', '/news/add');
  await expect(page.getByRole('heading', { name: 'Добавление новости' })).toBeVisible();

  // Nothing filled: the form names each missing field.
  await saveNewsForm(page);
  const form = newsForm(page);
  await expect(form.getByText(newsMessages.required)).toHaveCount(2);

  await fillBasics(page, title, 'Новость');
  await pickOption(form, page, 'Уровень', 'Региональная');
  await saveNewsForm(page);
  await expect(form.getByText(newsMessages.cityRequired)).toBeVisible();
  await pickOption(form, page, 'Регион', 'Казань');

  await form.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngLogo });
  await expect(form.getByRole('img', { name: 'Обложка 1' })).toBeVisible();

  await form.getByRole('checkbox', { name: 'Закрепить' }).check();
  await saveNewsForm(page);
  await expect(form.getByText(newsMessages.pinRequired)).toBeVisible();
  await form.getByLabel('Закрепить до (дата)').fill(moscowDatePlus(7));
  await form.getByLabel('Закрепить до (время)').fill('18:30');

  // The schedule: an end not later than the start keeps Save inactive.
  await form.getByRole('button', { name: 'Изменить расписание' }).click();
  const schedule = page.getByRole('dialog', { name: 'Расписание публикации' });
  await schedule.getByLabel('Дата начала').fill(moscowDatePlus(1));
  await schedule.getByLabel('Время начала').fill('10:00');
  await schedule.getByRole('checkbox', { name: 'Дата окончания' }).check();
  await schedule.getByLabel('Дата окончания публикации').fill(moscowDatePlus(1));
  await schedule.getByLabel('Время окончания публикации').fill('10:00');
  await expect(schedule.getByText(newsMessages.endAfterStart)).toBeVisible();
  await expect(schedule.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await schedule.getByLabel('Время окончания публикации').fill('10:01');
  await schedule.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByLabel('Расписание')).toHaveText(`с ${moscowDatePlus(1)} 10:00 МСК по ${moscowDatePlus(1)} 10:01 МСК`);

  await saveNewsForm(page);
  await expectListed(page, title, 'Новость');
  await expect(newsCards(page).first().getByRole('img', { name: 'Закреплена' })).toBeVisible();

  await newsCards(page).first().getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Региональная · Казань')).toBeVisible();
  await expect(page.getByText(`Закреплена до ${moscowDatePlus(7)} 18:30 МСК`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://sks.example/news' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Обложка 1' })).toBeVisible();

  await page.getByRole('link', { name: 'Редактировать' }).click();
  await expect(newsForm(page).getByRole('radio', { name: 'Опрос' })).toBeDisabled();
  await newsForm(page).getByLabel('Заголовок').fill(`${title} (изм.)`);
  await newsForm(page).getByRole('button', { name: 'Удалить обложку 1' }).click();
  await newsForm(page).getByRole('checkbox', { name: 'Закрепить' }).uncheck();
  await saveNewsForm(page);
  await expectListed(page, `${title} (изм.)`, 'Новость');
  await expect(newsCards(page).first().getByRole('img', { name: 'Закреплена' })).toHaveCount(0);
  await page.goto(newsCardPath(await newsIdByTitle(page, `${title} (изм.)`)));
  await expect(page.getByRole('heading', { name: `${title} (изм.)` })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Обложка 1' })).toHaveCount(0);
});

test('creates a survey with up to four answers, then edits it with the poll fixed', async ({ page }) => {
  test.slow(); // two whole forms saved, each followed by a reload of the list
  const title = `Опрос ${uniqueSuffix()}`;
  await signInAs(page, 'admin', '/news/add');
  await fillBasics(page, title, 'Опрос');
  const form = newsForm(page);
  await saveNewsForm(page);
  await expect(form.getByText(newsMessages.answersRange)).toBeVisible();

  await form.getByLabel('Вопрос').fill('Где провести выпускной?');
  await form.getByLabel('Дата окончания опроса').fill(moscowDatePlus(14));
  await form.getByLabel('Время окончания опроса').fill('20:00');
  const addAnswer = form.getByRole('button', { name: 'Добавить вариант' });
  for (let i = 0; i < 4; i++) if (await addAnswer.isEnabled()) await addAnswer.click();
  await expect(form.getByRole('textbox', { name: /^Вариант ответа/ })).toHaveCount(4);
  await expect(addAnswer).toBeDisabled();
  await form.getByLabel('Вариант ответа 1').fill('В парке');
  await form.getByLabel('Вариант ответа 3').fill('На теплоходе');
  await saveNewsForm(page);
  await expectListed(page, title, 'Опрос');

  const uuidNews = await newsIdByTitle(page, title);
  await page.goto(newsCardPath(uuidNews));
  const poll = page.getByRole('region', { name: 'Опрос' });
  await expect(poll.getByRole('heading', { name: 'Где провести выпускной?' })).toBeVisible();
  await expect(poll.getByRole('listitem')).toHaveCount(2);
  await expect(poll.getByRole('listitem', { name: 'В парке' })).toContainText('0 гол.');
  await expect(poll).toContainText(`Голосование до ${moscowDatePlus(14)} 20:00 МСК`);

  await page.getByRole('link', { name: 'Редактировать' }).click();
  await expect(newsForm(page).getByLabel('Вопрос')).toBeDisabled();
  await expect(newsForm(page).getByLabel('Вариант ответа 2')).toBeDisabled();
  await newsForm(page).getByLabel('Заголовок').fill(`${title} (изм.)`);
  await saveNewsForm(page);
  await expectListed(page, `${title} (изм.)`, 'Опрос');
});

test('creates an event, then edits its details', async ({ page }) => {
  test.slow(); // two whole forms saved, each followed by a reload of the list
  const title = `Мероприятие ${uniqueSuffix()}`;
  await signInAs(page, 'admin', '/news/add');
  await fillBasics(page, title, 'Мероприятие');
  const form = newsForm(page);
  await saveNewsForm(page);
  await expect(form.getByText(newsMessages.placesCount)).toBeVisible();

  await form.getByLabel('Дата начала мероприятия').fill(moscowDatePlus(20));
  await form.getByLabel('Время начала мероприятия').fill('15:00');
  await form.getByLabel('Адрес').fill('Казань, ул. Кремлёвская, 18');
  await form.getByLabel('Дата окончания регистрации').fill(moscowDatePlus(21));
  await form.getByLabel('Время окончания регистрации').fill('12:00');
  await form.getByLabel('Количество мест').fill('120');
  await saveNewsForm(page);
  await expect(form.getByText(newsMessages.registrationBeforeStart)).toBeVisible();
  await form.getByLabel('Дата окончания регистрации').fill(moscowDatePlus(19));
  await saveNewsForm(page);
  await expectListed(page, title, 'Мероприятие');

  const uuidNews = await newsIdByTitle(page, title);
  await page.goto(newsCardPath(uuidNews));
  const event = page.getByRole('region', { name: 'Мероприятие' });
  await expect(event).toContainText(`${moscowDatePlus(20)} 15:00 МСК`);
  await expect(event).toContainText('Казань, ул. Кремлёвская, 18');
  await expect(event).toContainText('0 из 120');

  await page.getByRole('link', { name: 'Редактировать' }).click();
  await expect(newsForm(page).getByLabel('Количество мест')).toHaveValue('120');
  await newsForm(page).getByLabel('Адрес').fill('Казань, ул. Баумана, 1');
  await newsForm(page).getByLabel('Количество мест').fill('80');
  await saveNewsForm(page);
  await expectListed(page, title, 'Мероприятие');
  await page.goto(newsCardPath(uuidNews));
  await expect(page.getByRole('region', { name: 'Мероприятие' })).toContainText('Казань, ул. Баумана, 1');
  await expect(page.getByRole('region', { name: 'Мероприятие' })).toContainText('0 из 80');
});

test('approves, blocks and unblocks an item from its card', async ({ page }) => {
  const title = `Модерация ${uniqueSuffix()}`;
  const uuidNews = await createNews(page, { title });
  await signInAs(page, 'admin', newsCardPath(uuidNews));
  await expect(statusBadge(page)).toHaveText('на модерации');

  // The sidebar's moderation count is asked again after the action.
  const countRefreshed = page.waitForResponse((answer) => answer.url().endsWith(apiPaths.newsCount));
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(statusBadge(page)).toHaveText('опубликована');
  await countRefreshed;
  await expect(page.getByRole('button', { name: 'Опубликовать' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Заблокировать' }).click();
  const reason = page.getByRole('dialog', { name: 'Блокировка новости' });
  await reason.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(reason.getByText(newsMessages.reasonRequired)).toBeVisible();
  await reason.getByLabel('Причина').fill('Реклама без маркировки');
  await reason.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(statusBadge(page)).toHaveText('заблокирована');
  await expect(page.getByRole('region', { name: 'Новость' }).getByText('Реклама без маркировки')).toBeVisible();
  const actions = page.getByRole('group', { name: 'Действия' });
  await expect(actions.getByRole('link', { name: 'Редактировать' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Заблокировать' })).toHaveCount(0);

  await actions.getByRole('button', { name: 'Разблокировать' }).click();
  await expect(statusBadge(page)).toHaveText('на модерации');
  await expect(actions.getByRole('link', { name: 'Редактировать' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Опубликовать' })).toBeVisible();
});

test('declines an item with a reason, sends it back to moderation, and deletes it', async ({ page }) => {
  const title = `Отклонение ${uniqueSuffix()}`;
  const uuidNews = await createNews(page, { title });
  await signInAs(page, 'admin', newsCardPath(uuidNews));

  await page.getByRole('button', { name: 'Отклонить' }).click();
  const reason = page.getByRole('dialog', { name: 'Отклонение новости' });
  await reason.getByLabel('Причина').fill('Нет даты события');
  await reason.getByRole('button', { name: 'Отклонить' }).click();
  await expect(statusBadge(page)).toHaveText('отклонена');
  await expect(page.getByRole('region', { name: 'Новость' }).getByText('Нет даты события')).toBeVisible();

  await page.getByRole('button', { name: 'Отправить на модерацию' }).click();
  await expect(statusBadge(page)).toHaveText('на модерации');

  await page.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog', { name: 'Удаление новости' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await searchList(page, title);
  await expect(page.getByText(newsMessages.empty)).toBeVisible();
});

test('filters news by type and status, keeping the view in the URL', async ({ page }) => {
  const tag = `НФ${uniqueSuffix()}`;
  await createNews(page, { title: `Федеральная ждёт ${tag}` });
  await createNews(page, { title: `Региональная опубликована ${tag}`, typeNews: 'region', city: 'Казань', approve: 'approved' });
  await createNews(page, { title: `Федеральная отклонена ${tag}`, approve: 'declined' });

  await signInAs(page, 'admin', '/news');
  await expect(page.getByRole('heading', { name: 'Новости', exact: true })).toBeVisible();
  await searchList(page, tag);
  await expect(newsCards(page)).toHaveCount(3);

  await filtersButton(page).click();
  await page.getByRole('group', { name: 'Тип' }).getByRole('checkbox', { name: 'Региональные' }).check();
  await applyFilters(page);
  await expect(page).toHaveURL(/level=region/);
  await expect.poll(() => shownNewsTitles(page)).toEqual([`Региональная опубликована ${tag}`]);

  await filtersButton(page).click();
  await page.getByRole('group', { name: 'Тип' }).getByRole('checkbox', { name: 'Федеральные' }).check();
  await page.getByRole('group', { name: 'Статус' }).getByRole('checkbox', { name: 'отклонена' }).check();
  await applyFilters(page);
  await expect(page).toHaveURL(/approve=declined/);
  await expect(page).toHaveURL(/level=federal/);
  await expect.poll(() => shownNewsTitles(page)).toEqual([`Федеральная отклонена ${tag}`]);

  // The view survives a reload.
  await page.reload();
  await expect.poll(() => shownNewsTitles(page)).toEqual([`Федеральная отклонена ${tag}`]);

  await filtersButton(page).click();
  await page.getByRole('group', { name: 'Статус' }).getByRole('checkbox', { name: 'опубликована' }).check();
  await applyFilters(page);
  await expect(newsGrid(page)).toHaveCount(0);
  await expect(page.getByText(newsMessages.empty)).toBeVisible();

  await filtersButton(page).click();
  await page.getByRole('dialog', { name: 'Фильтры' }).getByRole('button', { name: 'Сбросить' }).click();
  await expect(page).not.toHaveURL(/approve=|level=/);
  await expect(newsCards(page)).toHaveCount(3);
});
