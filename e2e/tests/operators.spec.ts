import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/auth';
import { createUniversity, uniqueSuffix } from '../support/universities';

const operatorsTable = (page: Page) => page.getByRole('table', { name: 'Операторы' });

async function fillOperator(dialog: Locator, fields: { surname: string; name: string; patronymic: string; email: string; job: string }) {
  await dialog.getByLabel('Фамилия').fill(fields.surname);
  await dialog.getByLabel('Имя').fill(fields.name);
  await dialog.getByLabel('Отчество').fill(fields.patronymic);
  await dialog.getByLabel('E-mail').fill(fields.email);
  await dialog.getByLabel('Должность').fill(fields.job);
  const phone = dialog.getByLabel('Телефон');
  await phone.click();
  await phone.fill('79031112233');
}

test('adds, edits, blocks and unblocks an operator of a university', async ({ page }) => {
  test.slow(); // four saves, each followed by a reload of the list
  const university = await createUniversity(page);
  const suffix = uniqueSuffix();
  const surname = `Орлова${suffix}`;
  const fullName = `${surname} Ирина Павловна`;
  await signInAs(page, 'superadmin', `/card/${university.uuid}`);
  await expect(page.getByText('Операторов пока нет')).toBeVisible();

  await page.getByRole('button', { name: 'Добавить оператора' }).click();
  const adding = page.getByRole('dialog', { name: 'Добавление оператора' });
  await adding.getByRole('button', { name: 'Сохранить' }).click();
  await expect(adding.getByText('Поля не заполнены')).toBeVisible();

  await fillOperator(adding, {
    surname,
    name: 'Ирина',
    patronymic: 'Павловна',
    email: `orlova-${suffix.toLowerCase()}@univer.example`,
    job: 'Специалист по работе со студентами',
  });
  await expect(adding.getByText('Поля не заполнены')).toBeHidden();
  await expect(adding.getByRole('combobox', { name: 'Направление' })).toHaveValue('Студенты');
  await adding.getByRole('combobox', { name: 'Направление' }).click();
  await page.getByRole('option', { name: 'Студенты и партнеры' }).click();
  await adding.getByRole('checkbox', { name: 'Председатель' }).check();
  await adding.getByRole('button', { name: 'Сохранить' }).click();
  await expect(adding).toBeHidden();

  const row = operatorsTable(page).getByRole('row').filter({ hasText: surname });
  await expect(row).toContainText(fullName);
  await expect(row).toContainText('Председатель');
  await expect(row).toContainText('Студенты и партнеры');
  await expect(row).toContainText('+7 903 111 22 33');

  await row.getByRole('button', { name: `Редактировать: ${fullName}` }).click();
  const editing = page.getByRole('dialog', { name: 'Редактирование оператора' });
  await expect(editing.getByLabel('Фамилия')).toHaveValue(surname);
  await editing.getByLabel('Должность').fill('Заместитель декана');
  await editing.getByRole('button', { name: 'Сохранить' }).click();
  await expect(editing).toBeHidden();
  await expect(row).toContainText('Заместитель декана');

  await row.getByRole('button', { name: `Заблокировать: ${fullName}` }).click();
  const blocking = page.getByRole('dialog', { name: 'Блокировка оператора' });
  await blocking.getByLabel('Другая причина').fill('Уволилась из университета');
  await blocking.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(blocking).toBeHidden();
  await expect(row).toContainText('Заблокирован');
  await expect(row).toContainText('Уволилась из университета');

  await row.getByRole('button', { name: `Разблокировать: ${fullName}` }).click();
  await expect(row).toContainText('Активен');
});

test('shows a taken e-mail on the e-mail field and keeps what was typed', async ({ page }) => {
  const university = await createUniversity(page);
  await signInAs(page, 'admin', `/card/${university.uuid}`);
  await page.getByRole('button', { name: 'Добавить оператора' }).click();
  const adding = page.getByRole('dialog', { name: 'Добавление оператора' });
  await fillOperator(adding, {
    surname: 'Козлов',
    name: 'Антон',
    patronymic: 'Игоревич',
    email: 'admin@example.com',
    job: 'Методист',
  });
  await adding.getByRole('button', { name: 'Сохранить' }).click();
  await expect(adding.getByText('Пользователь с таким e-mail уже есть')).toBeVisible();
  await expect(adding.getByLabel('Фамилия')).toHaveValue('Козлов');
  await expect(adding.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
});
