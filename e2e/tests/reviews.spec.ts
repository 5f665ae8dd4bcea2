import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { appReviewExamples, formatPhone, phoneDigits, reviewLimits, reviewMessages } from '@sks/contract';
import { apiHeaders, signInAs } from '../support/auth';
import { menuLink, moderationCounts } from '../support/shell';
import { postReviewThroughApp, reviewApiPath, reviewCardPath, reviewRows, reviewsTable } from '../support/reviews';
import { uniqueSuffix } from '../support/universities';

/** A list search runs over thousands of demo reviews: on a busy machine it takes a while. */
const slowList = { timeout: 20_000 };
/** The list has answered for the view in the URL (no placeholder rows). */
const listSettled = (page: Page) => expect(reviewsTable(page)).toHaveAttribute('aria-busy', 'false', slowList);
const badge = (page: Page) => menuLink(page, 'Отзывы').getByLabel(/^на модерации: \d+$/);

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
  await listSettled(page);
}

test('a review posted through the app API shows in the list and the moderation badge', async ({ page }) => {
  test.slow(); // a partner, a university and a student are made through the API first
  await signInAs(page, 'admin', '/feedbacks');
  await expect(page.getByRole('heading', { name: 'Отзывы', exact: true })).toBeVisible(slowList);
  await expect(badge(page)).toBeVisible(slowList);
  const before = (await moderationCounts(page)).reviews;

  const posted = await postReviewThroughApp(page);
  expect((await moderationCounts(page)).reviews).toBe(before + 1);
  await page.reload();
  await expect(menuLink(page, 'Отзывы').getByLabel(`на модерации: ${before + 1}`, { exact: true })).toBeVisible(slowList);

  await search(page, posted.comment);
  await expect(reviewRows(page)).toHaveCount(1, slowList);
  const row = reviewRows(page).first();
  await expect(row).toContainText(posted.surname);
  await expect(row).toContainText(posted.partnerName);
  await expect(row.getByLabel('Местный партнёр')).toHaveText('M');
  await expect(row.getByRole('img', { name: 'Оценка: 4 из 5' })).toBeVisible();
  await expect(row).toContainText('На модерации');

  // The status filter keeps its choice in the URL.
  await page.getByRole('button', { name: /^Фильтры/ }).click();
  await page.getByRole('checkbox', { name: 'Опубликован' }).check();
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL(/status=public/);
  // An empty answer shows the empty state in place of the table.
  await expect(page.getByText('Ничего не найдено')).toBeVisible(slowList);
});

test('publishes and rejects several reviews at once from the list', async ({ page }) => {
  test.slow(); // two partners, universities and students are made through the API first
  const tag = uniqueSuffix();
  await postReviewThroughApp(page, `${tag}А`);
  await postReviewThroughApp(page, `${tag}Б`);
  await signInAs(page, 'admin', '/feedbacks');
  await search(page, tag);
  await expect(reviewRows(page)).toHaveCount(2, slowList);

  const publish = page.getByRole('button', { name: 'Опубликовать выбранные' });
  const reject = page.getByRole('button', { name: 'Отклонить выбранные' });
  await expect(publish).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Выбрать все' }).check();
  await expect(page.getByText('Выбрано: 2')).toBeVisible();
  await publish.click();
  await expect(page.getByText(reviewMessages.publishedMany)).toBeVisible();
  await expect(reviewRows(page).filter({ hasText: 'Опубликован' })).toHaveCount(2);

  // One selected: the bar offers to clear a partial selection; published reviews cannot be published again.
  await reviewRows(page).first().getByRole('checkbox').check();
  await expect(page.getByRole('checkbox', { name: 'Снять выбор' })).toBeVisible();
  await expect(publish).toBeDisabled();
  await reject.click();
  await expect(reviewRows(page).filter({ hasText: 'Отклонён' })).toHaveCount(1);
  await expect(reviewRows(page).filter({ hasText: 'Опубликован' })).toHaveCount(1);
});

test('moderates and answers a review on its card, then deletes it', async ({ page }) => {
  test.slow();
  const posted = await postReviewThroughApp(page, uniqueSuffix(), 3);
  await signInAs(page, 'admin', '/feedbacks');
  await search(page, posted.comment);
  await expect(reviewRows(page)).toHaveCount(1, slowList);
  await reviewRows(page).first().getByRole('link', { name: new RegExp(posted.surname) }).click();
  await expect(page).toHaveURL(reviewCardPath(posted.uuidComment));

  const student = page.getByRole('region', { name: 'Студент' });
  await expect(student).toContainText(posted.surname);
  await expect(student).toContainText(formatPhone(phoneDigits(appReviewExamples.student.phone!)));
  await expect(student.getByRole('link', { name: 'ВКонтакте' })).toHaveAttribute('href', 'https://vk.com/olga.smirnova');
  await expect(student.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/olga_smirnova');
  await expect(student).toContainText('Москва');
  await expect(student).toContainText('Тестовый университет');
  await expect(student).toContainText('2023 – 2027');
  const text = page.getByRole('region', { name: 'Текст отзыва' });
  await expect(text).toContainText(posted.comment);
  await expect(text.getByRole('img', { name: 'Оценка: 3 из 5' })).toBeVisible();

  const actions = page.getByRole('group', { name: 'Действия' });
  const button = (name: string) => actions.getByRole('button', { name, exact: true });
  await expect(button('Опубликовать')).toBeVisible();
  await expect(button('Снять с публикации')).toBeHidden();
  await button('Отклонить').click();
  await expect(page.getByText(reviewMessages.rejected)).toBeVisible();
  await expect(button('Отклонить')).toBeHidden();
  await button('Опубликовать').click();
  await expect(button('Снять с публикации')).toBeVisible();
  await expect(button('Опубликовать')).toBeHidden();
  await button('Снять с публикации').click();
  await expect(page.getByText(reviewMessages.takenOff)).toBeVisible();
  await expect(button('Опубликовать')).toBeVisible();

  const answer = page.getByRole('region', { name: 'Ответ на отзыв' });
  await answer.getByRole('button', { name: 'Ответить' }).click();
  const box = answer.getByRole('textbox', { name: 'Ответ' });
  await expect(answer.getByText(reviewMessages.remaining(reviewLimits.answerMax))).toBeVisible();
  await box.fill('Спасибо за отзыв!');
  await expect(answer.getByText(reviewMessages.remaining(reviewLimits.answerMax - 'Спасибо за отзыв!'.length))).toBeVisible();
  await answer.getByRole('button', { name: 'Отправить' }).click();
  await expect(answer).toContainText('Спасибо за отзыв!');
  await expect(answer.getByRole('button', { name: 'Ответить' })).toBeHidden();

  await answer.getByRole('button', { name: 'Редактировать ответ' }).click();
  await box.fill('Спасибо! Ждём вас снова.');
  await answer.getByRole('button', { name: 'Сохранить' }).click();
  await expect(answer).toContainText('Спасибо! Ждём вас снова.');

  await answer.getByRole('button', { name: 'Удалить ответ' }).click();
  await page.getByRole('dialog', { name: 'Удаление ответа' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(answer).toContainText('Ответа пока нет');

  await button('Удалить').click();
  await page.getByRole('dialog', { name: 'Удаление отзыва' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(page).toHaveURL(/\/feedbacks$/);
  const gone = await page.request.get(reviewApiPath(posted.uuidComment), { headers: await apiHeaders(page) });
  expect(gone.status()).toBe(404);
});
