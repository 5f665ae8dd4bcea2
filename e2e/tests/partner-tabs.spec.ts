import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { formatMoscowDateTime, geocodeMessages, isoOfWireDateTime, salePointLabels, salePointMessages, uploadMessages, vacancyMessages } from '@sks/contract';
import { signInAs } from '../support/auth';
import { createPartner, demoPartnerWithFeedback, openPartnerTab, pngFile, tabCount } from '../support/partner-tabs';

/** Picks a file through the button's file chooser, as a person would. */
async function chooseFile(page: Page, button: string, file: ReturnType<typeof pngFile>) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

test('adds, replaces and deletes a photo', async ({ page }) => {
  await signInAs(page, 'admin');
  const partner = await createPartner(page);
  await openPartnerTab(page, partner.uuid, 'photos');
  await expect(page.getByText('Фотографий пока нет')).toBeVisible();

  // A file that is not an image is refused before sending.
  await chooseFile(page, 'Добавить фотографию', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByRole('alert').filter({ hasText: uploadMessages.unsupportedType })).toBeVisible();

  await chooseFile(page, 'Добавить фотографию', pngFile('red.png', [200, 30, 30]));
  const photo = page.getByRole('figure', { name: 'Фотография 1' });
  await expect(photo).toBeVisible();
  await expect(tabCount(page, 'Фотографии заведения')).toHaveText('1');
  const firstKey = await photo.getAttribute('data-key');
  expect(firstKey).toBeTruthy();

  await chooseFile(page, 'Заменить: Фотография 1', pngFile('blue.png', [30, 30, 200]));
  await expect(photo).not.toHaveAttribute('data-key', firstKey!);
  await expect(page.getByRole('figure')).toHaveCount(1);

  await page.getByRole('button', { name: 'Удалить: Фотография 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удаление фотографии' });
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Фотографий пока нет')).toBeVisible();
  await expect(tabCount(page, 'Фотографии заведения')).toHaveText('0');
});

/** Sets the seven days of the open trade point form. */
async function setHours(page: Page, days: Record<string, readonly [string, string?]>) {
  for (const [day, [start, end]] of Object.entries(days)) {
    await page.getByLabel(`${day}: начало`).selectOption(start);
    if (end) await page.getByLabel(`${day}: конец`).selectOption(end);
  }
}

/** From the card's trade points tab: the add button, Москва in the city popup, the new point's form. */
async function openNewPointInMoscow(page: Page) {
  await page.getByRole('button', { name: 'Добавить торговую точку' }).click();
  const choose = page.getByRole('dialog', { name: 'Добавление торговой точки' });
  await choose.getByRole('combobox', { name: 'Город' }).fill('Моск');
  await choose.getByRole('option', { name: 'Москва', exact: true }).click();
  await choose.getByRole('button', { name: 'Далее' }).click();
  const form = page.getByRole('dialog', { name: 'Новая торговая точка — Москва' });
  return { form, address: form.getByRole('textbox', { name: 'Адрес' }), map: form.getByRole('application', { name: /^Карта/ }) };
}

const weekdays = { Пн: ['09:00', '18:00'], Вт: ['09:00', '18:00'], Ср: ['09:00', '18:00'], Чт: ['09:00', '18:00'], Пт: ['10:00', '20:30'] } as const;

test('adds a trade point by typing the address and another by clicking the map', async ({ page }) => {
  await signInAs(page, 'admin');
  const partner = await createPartner(page);
  await openPartnerTab(page, partner.uuid, 'salePoints');
  await expect(page.getByText('Торговых точек пока нет')).toBeVisible();

  const { form, address, map } = await openNewPointInMoscow(page);
  const confirm = form.getByRole('button', { name: 'Добавить' });
  await expect(confirm).toBeDisabled();

  // An unknown address says so and keeps the text.
  await address.fill('Москва, ул. Несуществующая, 999');
  await expect(form.getByText('Адрес не найден')).toBeVisible();
  await expect(address).toHaveValue('Москва, ул. Несуществующая, 999');

  await address.fill('Москва, ул. Тверская, 7');
  await expect(map).toHaveAttribute('data-point', /^55\.7\d+,37\.6\d+$/);
  await expect(form.getByText('Адрес не найден')).toHaveCount(0);

  // A half-typed day keeps the popup open with the contract's message.
  await page.getByLabel('Пн: начало').selectOption('09:00');
  await confirm.click();
  await expect(form.getByRole('alert').filter({ hasText: salePointMessages.hours })).toBeVisible();

  await setHours(page, { ...weekdays, Сб: ['Выходной'], Вс: ['Круглосуточно'] });
  const firstWorkTime = 'Пн: 09:00-18:00, Вт: 09:00-18:00, Ср: 09:00-18:00, Чт: 09:00-18:00, Пт: 10:00-20:30, Сб: Выходной, Вс: Круглосуточно';
  await expect(form.getByLabel('Режим работы')).toHaveText(firstWorkTime);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await confirm.click();
  await expect(page.getByText(salePointMessages.added)).toBeVisible();
  await expect(form).toHaveCount(0);

  const moscow = page.getByRole('region', { name: 'Город Москва' });
  await expect(moscow.getByText('Москва, ул. Тверская, 7')).toBeVisible();
  await expect(moscow.getByText(firstWorkTime)).toBeVisible();
  await expect(moscow.getByText('1 точка')).toBeVisible();
  await expect(tabCount(page, 'Торговые точки')).toHaveText('1');

  // The second point: from the city's popup, placed by a click on the map.
  await moscow.getByRole('button', { name: 'Все точки: Москва' }).click();
  const cityPopup = page.getByRole('dialog', { name: 'Торговые точки — Москва' });
  await cityPopup.getByRole('button', { name: 'Добавить точку' }).click();
  await expect(form).toBeVisible();
  await expect(map).toHaveAttribute('data-point', '');
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 - 40 } });
  await expect(map).toHaveAttribute('data-point', /^\d+\.\d+,\d+\.\d+$/);
  await expect(address).toHaveValue(/^Москва, .+, \d+$/);
  const clickedAddress = await address.inputValue();
  await setHours(page, {
    Пн: ['Круглосуточно'],
    Вт: ['Круглосуточно'],
    Ср: ['Круглосуточно'],
    Чт: ['Круглосуточно'],
    Пт: ['Круглосуточно'],
    Сб: ['11:00', '16:00'],
    Вс: ['Выходной'],
  });
  const secondWorkTime = 'Пн: Круглосуточно, Вт: Круглосуточно, Ср: Круглосуточно, Чт: Круглосуточно, Пт: Круглосуточно, Сб: 11:00-16:00, Вс: Выходной';
  await confirm.click();
  await expect(page.getByText(salePointMessages.added).first()).toBeVisible();

  // Back in the city's popup: both points, grouped by letter, with their hours.
  await expect(cityPopup).toBeVisible();
  await expect(cityPopup.getByText(clickedAddress, { exact: true })).toBeVisible();
  await expect(cityPopup.getByText(secondWorkTime)).toBeVisible();
  await expect(cityPopup.getByText('Москва, ул. Тверская, 7', { exact: true })).toBeVisible();
  await expect(cityPopup.getByRole('region', { name: 'Буква М' })).toBeVisible();

  // Address search narrows the list.
  await cityPopup.getByRole('searchbox', { name: 'Поиск по адресу' }).fill('Тверская');
  await expect(cityPopup.getByText(clickedAddress, { exact: true })).toHaveCount(clickedAddress.includes('Тверская') ? 1 : 0);
  await expect(cityPopup.getByText('Москва, ул. Тверская, 7', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cityPopup).toHaveCount(0);
  await expect(tabCount(page, 'Торговые точки')).toHaveText('2');
  await expect(moscow.getByText('2 точки')).toBeVisible();
});

test('a new user’s trade point: the map says it has no tiles, the geocoder’s address is saved, Monday copied, the weekend left "-"', async ({ page }) => {
  await signInAs(page, 'admin');
  const partner = await createPartner(page);
  await openPartnerTab(page, partner.uuid, 'salePoints');
  const { form, address, map } = await openNewPointInMoscow(page);

  // The e2e tile server refuses: the map says so, and the point can be typed in as coordinates.
  await expect(form.getByText(geocodeMessages.tilesUnavailable)).toBeVisible();
  const coordinates = form.getByRole('textbox', { name: geocodeMessages.coordinatesLabel });
  await coordinates.fill('55.7520, 37.6175');
  await coordinates.press('Enter');
  await expect(map).toHaveAttribute('data-point', '55.752,37.6175');
  // Next to the Kremlin the sandbox names a street of the centre, not one kilometres away.
  await expect(address).toHaveValue(/^Москва, ул\. (Маросейка|Большая Никитская|Большая Дмитровка), \d+$/);

  // Typed the way people type: the geocoder's form is offered, and put in the field on leaving it.
  await address.fill('тверская 7');
  await expect(form.getByText(geocodeMessages.found('Москва, ул. Тверская, 7'))).toBeVisible();
  await expect(address).toHaveValue('тверская 7');
  await expect(map).toHaveAttribute('data-point', /^55\.7\d+,37\.6\d+$/);
  await address.press('Tab');
  await expect(address).toHaveValue('Москва, ул. Тверская, 7');
  await expect(coordinates).toHaveValue(/^55\.7\d+, 37\.6\d+$/);

  const copyMonday = form.getByRole('button', { name: salePointLabels.copyMonday });
  await expect(copyMonday).toBeDisabled();
  await setHours(page, { Пн: ['10:00', '21:00'] });
  await copyMonday.click();
  const allWeek = Array.from(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'], (day) => `${day}: 10:00-21:00`).join(', ');
  await expect(form.getByLabel('Режим работы')).toHaveText(allWeek);
  // The weekend left without hours: '-' at both ends is a day the spec allows.
  await setHours(page, { Сб: ['-', '-'], Вс: ['-', '-'] });
  const workTime = 'Пн: 10:00-21:00, Вт: 10:00-21:00, Ср: 10:00-21:00, Чт: 10:00-21:00, Пт: 10:00-21:00, Сб: -, Вс: -';
  await expect(form.getByLabel('Режим работы')).toHaveText(workTime);
  await form.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByText(salePointMessages.added)).toBeVisible();
  await expect(form).toHaveCount(0);

  const moscow = page.getByRole('region', { name: 'Город Москва' });
  await expect(moscow.getByText('Москва, ул. Тверская, 7', { exact: true })).toBeVisible();
  await expect(moscow.getByText(workTime)).toBeVisible();
  await expect(moscow.getByText('тверская 7', { exact: true })).toHaveCount(0);
});

test('adds, edits and deletes a vacancy', async ({ page }) => {
  await signInAs(page, 'admin');
  const partner = await createPartner(page);
  await openPartnerTab(page, partner.uuid, 'vacancies');
  await expect(page.getByText('Вакансий пока нет')).toBeVisible();

  await page.getByRole('button', { name: 'Добавить вакансию' }).click();
  const popup = page.getByRole('dialog', { name: 'Новая вакансия' });
  await popup.getByRole('button', { name: 'Сохранить' }).click();
  await expect(popup.getByText(vacancyMessages.required)).toHaveCount(2);
  await popup.getByRole('textbox', { name: 'Название' }).fill('Бариста');
  await popup.getByRole('textbox', { name: 'Ссылка' }).fill('hh.ru/vacancy/1');
  await popup.getByRole('button', { name: 'Сохранить' }).click();
  await expect(popup.getByText(vacancyMessages.link)).toBeVisible();
  await popup.getByRole('textbox', { name: 'Ссылка' }).fill('https://hh.ru/vacancy/1');
  await popup.getByRole('textbox', { name: 'Описание' }).fill('Смены 2/2');
  await popup.getByRole('button', { name: 'Сохранить' }).click();
  await expect(popup).toHaveCount(0);

  const item = page.getByRole('listitem', { name: 'Бариста' });
  await expect(item.getByRole('link', { name: 'https://hh.ru/vacancy/1' })).toHaveAttribute('href', 'https://hh.ru/vacancy/1');
  await expect(item.getByText('Смены 2/2')).toBeVisible();
  await expect(tabCount(page, 'Вакансии')).toHaveText('1');

  await item.getByRole('button', { name: 'Изменить: Бариста' }).click();
  const edit = page.getByRole('dialog', { name: 'Редактирование вакансии' });
  await expect(edit.getByRole('textbox', { name: 'Название' })).toHaveValue('Бариста');
  await edit.getByRole('textbox', { name: 'Название' }).fill('Старший бариста');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(edit).toHaveCount(0);
  const edited = page.getByRole('listitem', { name: 'Старший бариста' });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'Удалить: Старший бариста' }).click();
  await page.getByRole('dialog', { name: 'Удаление вакансии' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Вакансий пока нет')).toBeVisible();
  await expect(tabCount(page, 'Вакансии')).toHaveText('0');
});

test('reads a partner’s complaints and comments', async ({ page }) => {
  await signInAs(page, 'admin');
  const { partner, complaints, comments, totalComments } = await demoPartnerWithFeedback(page);
  expect(complaints.length).toBeGreaterThanOrEqual(3);

  await openPartnerTab(page, partner.uuidPartner, 'complaints');
  const complaintList = page.getByRole('list', { name: 'Жалобы' });
  await expect(complaintList.getByRole('listitem')).toHaveCount(complaints.length);
  const complaint = complaints[0]!;
  const first = complaintList.getByRole('listitem').first();
  await expect(first).toContainText(`${complaint.userInfo.name} ${complaint.userInfo.surname}`);
  await expect(first).toContainText(complaint.msg);
  await expect(first).toContainText(formatMoscowDateTime(isoOfWireDateTime(complaint.createdAt)));

  await page.getByRole('tab', { name: 'Отзывы' }).click();
  const commentList = page.getByRole('list', { name: 'Отзывы' });
  await expect(commentList.getByRole('listitem')).toHaveCount(comments.length);
  const comment = comments[0]!;
  const firstComment = commentList.getByRole('listitem').first();
  await expect(firstComment).toContainText(`${comment.userCommentInfo.name} ${comment.userCommentInfo.surname}`);
  await expect(firstComment).toContainText(comment.commentInfo.comment);
  await expect(firstComment).toContainText(formatMoscowDateTime(isoOfWireDateTime(comment.commentInfo.createdAt)));
  await expect(firstComment.getByLabel(`Отметок «нравится»: ${comment.commentInfo.likes}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Страницы' })).toHaveCount(totalComments > 15 ? 1 : 0);
});
