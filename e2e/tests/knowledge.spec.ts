import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/fixtures';
import { knowledgeMessages } from '@sks/contract';
import { signInAs } from '../support/auth';
import { categoriesTable, createKnowledge, questionRows, questionsTable } from '../support/knowledge';
import { createUniversity, uniqueSuffix } from '../support/universities';

// Every step here waits on a round trip; the shared test machine answers some of them slowly.
const expect = baseExpect.configure({ timeout: 20_000 });

const save = (page: Page) => page.getByRole('button', { name: 'Сохранить' }).click();
const search = (page: Page) => page.getByRole('searchbox', { name: 'Поиск по вопросам и ответам' });
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('adds a category and a question, edits it, finds it by search and deletes it with the category', async ({ page }) => {
  test.setTimeout(240_000); // forty steps over a dozen screens, each a round trip
  const tag = uniqueSuffix();
  const category = `Зачётка ${tag}`;
  await signInAs(page, 'admin', '/knowledge');
  await expect(page.getByRole('heading', { name: 'База знаний', exact: true })).toBeVisible();
  // The demo's programme categories.
  await expect(categoriesTable(page).getByRole('link', { name: 'Бонусная программа РЖД' })).toBeVisible();

  await page.getByRole('button', { name: 'Добавить категорию' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Новая категория' });
  await dialog.getByRole('textbox', { name: 'Название категории' }).fill(category);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await categoriesTable(page).getByRole('link', { name: category }).click();

  await expect(page.getByRole('heading', { name: category })).toBeVisible();
  await expect(page.getByText('В категории пока нет вопросов')).toBeVisible();
  await page.getByRole('link', { name: 'Добавить вопрос' }).first().click();
  await expect(page.getByRole('heading', { name: 'Новый вопрос' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Категория' })).toHaveValue(category);
  await save(page);
  await expect(alert(page, knowledgeMessages.fillAll)).toBeVisible();

  const question = `Где продлить зачётку ${tag}?`;
  await page.getByRole('textbox', { name: 'Вопрос', exact: true }).fill(question);
  await page.getByRole('textbox', { name: 'Ответ', exact: true }).fill(`В деканате: продление ${tag} занимает один день`);
  await save(page);
  await expect(page.getByRole('heading', { name: category })).toBeVisible();
  await questionRows(page).getByRole('link', { name: question }).click();

  await expect(page.getByRole('heading', { name: 'Редактирование вопроса' })).toBeVisible();
  const facts = page.getByRole('group', { name: 'Сведения о вопросе' });
  await expect(facts).toContainText('Петров Иван');
  await expect(facts).toContainText('за 0, против 0, всего 0');
  await expect(page.getByRole('textbox', { name: 'Ответ', exact: true })).toContainText(`продление ${tag}`);
  const edited = `Где и когда продлить зачётку ${tag}?`;
  await page.getByRole('textbox', { name: 'Вопрос', exact: true }).fill(edited);
  await save(page);
  await expect(questionRows(page).getByRole('link', { name: edited })).toBeVisible();

  // The category holds a question: it cannot be deleted yet.
  await page.getByRole('link', { name: 'Назад' }).click();
  await page.getByRole('button', { name: `Удалить категорию «${category}»` }).click();
  await page.getByRole('dialog', { name: 'Удаление категории' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(alert(page, knowledgeMessages.categoryNotEmpty)).toBeVisible();

  // Found by a word of its answer, in another form: 'продлением' for 'продление'.
  await search(page).fill(`продлением ${tag}`);
  await expect(page).toHaveURL(/q=/);
  await expect(questionRows(page)).toHaveCount(1);
  await expect(questionsTable(page)).toContainText(edited);
  await page.getByRole('checkbox', { name: `Выбрать: ${edited}` }).check();
  await page.getByRole('button', { name: 'Удалить выбранные (1)' }).click();
  await page.getByRole('dialog', { name: 'Удаление вопросов' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Ничего не найдено')).toBeVisible();

  await search(page).fill('');
  await expect(page).not.toHaveURL(/q=/);
  await page.getByRole('button', { name: `Удалить категорию «${category}»` }).click();
  await page.getByRole('dialog', { name: 'Удаление категории' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(categoriesTable(page).getByRole('link', { name: category })).toHaveCount(0);
});

test("opens a university's questions from its card and its categories through the filter", async ({ page }) => {
  test.setTimeout(180_000); // a university, a category and a question made through the API first, then five screens
  const university = await createUniversity(page);
  const tag = uniqueSuffix();
  const question = `Когда открывается библиотека ${tag}?`;
  await createKnowledge(page, { uuidUniversity: university.uuid, category: `Библиотека ${tag}`, question, answer: 'С 9 до 20 по будням' });

  await signInAs(page, 'admin', `/card/${university.uuid}`);
  await page.getByRole('region', { name: 'База знаний' }).getByRole('link', { name: 'Смотреть все' }).click();
  await expect(page).toHaveURL(new RegExp(`/card/${university.uuid}/questions$`));
  await expect(page.getByRole('heading', { name: 'База знаний университета' })).toBeVisible();
  await expect(page.getByText(university.shortName).first()).toBeVisible();
  await expect(questionRows(page)).toHaveCount(1);
  await expect(questionRows(page)).toContainText(university.shortName);
  await questionRows(page).getByRole('link', { name: question }).click();

  await expect(page).toHaveURL(new RegExp(`/card/${university.uuid}/questions/[0-9a-f-]{36}$`));
  await expect(page.getByRole('textbox', { name: 'Вопрос', exact: true })).toHaveValue(question);
  await expect(page.getByRole('combobox', { name: 'Категория' })).toHaveValue(`Библиотека ${tag}`);
  await page.getByRole('link', { name: 'Назад' }).click();
  await expect(page).toHaveURL(new RegExp(`/card/${university.uuid}/questions$`));

  // The same university's categories on /knowledge, chosen in the filter and kept in the URL.
  await page.goto('/knowledge');
  await page.getByRole('combobox', { name: 'Университет' }).fill(university.shortName);
  await page.getByRole('option', { name: university.shortName }).click();
  await expect(page).toHaveURL(new RegExp(`university=${university.uuid}`));
  await expect(categoriesTable(page)).toHaveAttribute('aria-busy', 'false');
  await expect(categoriesTable(page).getByRole('link', { name: `Библиотека ${tag}` })).toBeVisible();
  await expect(categoriesTable(page).getByRole('link', { name: 'Бонусная программа РЖД' })).toHaveCount(0);
});
