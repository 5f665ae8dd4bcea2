import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adminMessages, apiBase, apiPaths, userStatusMessages } from '@sks/contract';
import { demoLogins, signInAs } from '../support/auth';
import { apiCall, requireAccessToken } from '../support/shell';

/** Other specs run against the same server: every administrator made here has its own e-mail. */
let sequence = 0;
function newAdmin() {
  const stamp = `${Date.now()}${test.info().workerIndex}${++sequence}`;
  return {
    surname: 'Тестова',
    name: 'Алина',
    patronymic: `Проверочная ${stamp}`,
    job: 'Контент-менеджер',
    phone: '79031112233',
    email: `e2e.admin.${stamp}@example.com`,
  };
}
type NewAdmin = ReturnType<typeof newAdmin>;
const fullName = (a: NewAdmin) => `${a.surname} ${a.name} ${a.patronymic}`;

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { name: 'Администраторы', exact: true });
const card = (page: Page, email: string): Locator =>
  page.getByRole('article').filter({ has: page.getByText(email, { exact: true }) });
const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name });
/** A popup field by its label; required ones carry an asterisk after it. */
const field = (popup: Locator, label: string): Locator => popup.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));

async function openAdmins(page: Page, who: 'superadmin' | 'admin') {
  await signInAs(page, who, '/admins');
  await expect(heading(page)).toBeVisible();
  await expect(card(page, demoLogins.superadmin)).toBeVisible();
}

async function fillAddPopup(page: Page, admin: NewAdmin): Promise<Locator> {
  await page.getByRole('button', { name: 'Добавить администратора' }).click();
  const popup = dialog(page, adminMessages.titleAdd);
  await expect(popup).toBeVisible();
  await field(popup, 'Фамилия').fill(admin.surname);
  await field(popup, 'Имя').fill(admin.name);
  await field(popup, 'Отчество').fill(admin.patronymic);
  await field(popup, 'Должность').fill(admin.job);
  await field(popup, 'Телефон').fill(admin.phone);
  await field(popup, 'E-mail').fill(admin.email);
  return popup;
}

/** Adds an administrator with the page's token (fresh: the list has just loaded) and reloads the list. */
async function createThroughApi(page: Page, admin: NewAdmin) {
  const created = await apiCall(page, 'POST', apiPaths.admin, await requireAccessToken(page), admin);
  expect(created.status()).toBe(200);
  await page.reload();
  await expect(card(page, admin.email)).toBeVisible();
}

/** Spec 01 sections 2, 4, 5 and 7: the administrators page. */
test.describe('administrators', () => {
  test('superadmin adds an administrator and sees them in the list', async ({ page }) => {
    const admin = newAdmin();
    await openAdmins(page, 'superadmin');

    const popup = await fillAddPopup(page, admin);
    await expect(field(popup, 'Телефон')).toHaveValue('+7 (903) 111-22-33');
    await popup.getByRole('button', { name: 'Добавить', exact: true }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: `На ${admin.email} отправлено письмо со ссылкой для установки пароля.` })).toBeVisible();

    const added = card(page, admin.email);
    await expect(added.getByRole('heading', { name: fullName(admin) })).toBeVisible();
    await expect(added).toContainText(admin.job);
    await expect(added).toContainText('+7 903 111 22 33');
    await expect(added).toContainText('Администратор');
    await expect(added.getByText('Активен', { exact: true })).toBeVisible();
    await expect(added.getByText('Поддержка', { exact: true })).toHaveCount(0);
  });

  test('superadmin edits the job, phone and support flag; the e-mail cannot change', async ({ page }) => {
    const admin = newAdmin();
    await openAdmins(page, 'superadmin');
    await createThroughApi(page, admin);
    const target = card(page, admin.email);

    await target.getByRole('button', { name: 'Редактировать' }).click();
    const edit = dialog(page, adminMessages.titleEdit);
    await expect(field(edit, 'Должность')).toHaveValue(admin.job);
    await expect(field(edit, 'Телефон')).toHaveValue('+7 (903) 111-22-33');
    await expect(field(edit, 'E-mail')).toHaveValue(admin.email);
    await expect(field(edit, 'E-mail')).toHaveAttribute('readonly', '');
    await field(edit, 'Должность').fill('Руководитель поддержки');
    // Replaced as a person does it: select the old number, type the new one.
    await field(edit, 'Телефон').press('ControlOrMeta+a');
    await field(edit, 'Телефон').pressSequentially('79265554433');
    await expect(field(edit, 'Телефон')).toHaveValue('+7 (926) 555-44-33');
    await edit.getByRole('checkbox', { name: 'Поддержка' }).check();
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await expect(edit).toBeHidden();
    await expect(target).toContainText('Руководитель поддержки');
    await expect(target).toContainText('+7 926 555 44 33');
    await expect(target.getByText('Поддержка', { exact: true })).toBeVisible();

    // Reopened, the popup shows what was saved.
    await target.getByRole('button', { name: 'Редактировать' }).click();
    await expect(field(edit, 'Должность')).toHaveValue('Руководитель поддержки');
    await expect(edit.getByRole('checkbox', { name: 'Поддержка' })).toBeChecked();
    await edit.getByRole('button', { name: 'Отмена' }).click();
    await expect(edit).toBeHidden();
  });

  test('superadmin blocks an administrator after confirming, and unblocks them directly', async ({ page }) => {
    const admin = newAdmin();
    await openAdmins(page, 'superadmin');
    await createThroughApi(page, admin);
    const target = card(page, admin.email);

    await target.getByRole('button', { name: 'Заблокировать' }).click();
    const confirm = dialog(page, 'Блокировка администратора');
    await expect(confirm).toContainText(fullName(admin));
    await confirm.getByRole('button', { name: 'Заблокировать' }).click();
    await expect(confirm).toBeHidden();
    await expect(target.getByText('Заблокирован', { exact: true })).toBeVisible();
    await expect(target.getByRole('button', { name: 'Заблокировать' })).toHaveCount(0);

    await target.getByRole('button', { name: 'Разблокировать' }).click();
    await expect(target.getByText('Активен', { exact: true })).toBeVisible();
    await expect(target.getByRole('button', { name: 'Заблокировать' })).toBeVisible();
  });

  test('the popup shows the rules of the form and saves nothing until they hold', async ({ page }) => {
    const admin = newAdmin();
    await openAdmins(page, 'superadmin');
    let saves = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === apiBase + apiPaths.admin) saves += 1;
    });

    await page.getByRole('button', { name: 'Добавить администратора' }).click();
    const popup = dialog(page, adminMessages.titleAdd);
    const add = popup.getByRole('button', { name: 'Добавить', exact: true });
    await add.click();
    for (const label of ['Фамилия', 'Имя', 'Отчество', 'Телефон', 'E-mail']) {
      await expect(field(popup, label)).toHaveAccessibleDescription(adminMessages.required);
      await expect(field(popup, label)).toHaveAttribute('aria-invalid', 'true');
    }
    // An empty job asks to be filled like the rest; the length rule is for a job too long.
    await expect(field(popup, 'Должность')).toHaveAccessibleDescription(new RegExp(escape(adminMessages.required)));

    // Whitespace is no name; the job field takes no more than 50 characters; a short phone and a bad e-mail are refused.
    await field(popup, 'Фамилия').fill('   ');
    await field(popup, 'Имя').fill(admin.name);
    await field(popup, 'Отчество').fill(admin.patronymic);
    await field(popup, 'Должность').fill('д'.repeat(51));
    await expect(field(popup, 'Должность')).toHaveValue('д'.repeat(50));
    await field(popup, 'Телефон').fill('7903');
    await field(popup, 'E-mail').fill('alina@');
    await add.click();
    await expect(field(popup, 'Фамилия')).toHaveAccessibleDescription(adminMessages.required);
    await expect(field(popup, 'Имя')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(popup, 'Должность')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(popup, 'Телефон')).toHaveAccessibleDescription(adminMessages.phone);
    await expect(field(popup, 'E-mail')).toHaveAccessibleDescription(adminMessages.emailFormat);

    // 50 characters are allowed; typing clears a field's message.
    await field(popup, 'Должность').fill('д'.repeat(50));
    await expect(field(popup, 'Должность')).not.toHaveAttribute('aria-invalid', 'true');
    await field(popup, 'E-mail').fill(admin.email);
    await expect(field(popup, 'E-mail')).not.toHaveAccessibleDescription(adminMessages.emailFormat);

    await popup.getByRole('button', { name: 'Отмена' }).click();
    await expect(popup).toBeHidden();
    expect(saves).toBe(0);
    await expect(card(page, admin.email)).toHaveCount(0);
  });

  test('the phone starts from +7 and takes a number typed or pasted in any common form', async ({ page }) => {
    await openAdmins(page, 'superadmin');
    await page.getByRole('button', { name: 'Добавить администратора' }).click();
    const phone = field(dialog(page, adminMessages.titleAdd), 'Телефон');
    await phone.pressSequentially('9161234567');
    await expect(phone).toHaveValue('+7 (916) 123-45-67');
    for (const pasted of ['8 916 123-45-67', '+7(916)1234567', '89161234567']) {
      await phone.fill('');
      await phone.fill(pasted);
      await expect(phone).toHaveValue('+7 (916) 123-45-67');
    }
  });

  test('a refused block shows the server reason', async ({ page }) => {
    const admin = newAdmin();
    await openAdmins(page, 'superadmin');
    await createThroughApi(page, admin);

    // The one refusal a person cannot cause from here (the last superadmin), answered as the server would.
    await page.route(`**${apiBase}${apiPaths.userStatus}`, (route) =>
      route.fulfill({ status: 409, json: { code: 'last_superadmin', message: userStatusMessages.lastSuperadmin } }),
    );
    const target = card(page, admin.email);
    await target.getByRole('button', { name: 'Заблокировать' }).click();
    await dialog(page, 'Блокировка администратора').getByRole('button', { name: 'Заблокировать' }).click();
    await expect(page.getByRole('alert').filter({ hasText: userStatusMessages.lastSuperadmin })).toBeVisible();
    await expect(target.getByText('Активен', { exact: true })).toBeVisible();
  });

  test('superadmin cannot block their own account from the list', async ({ page }) => {
    await openAdmins(page, 'superadmin');
    const own = card(page, demoLogins.superadmin);
    await expect(own.getByText('Вы', { exact: true })).toBeVisible();
    await expect(own.getByRole('button', { name: 'Редактировать' })).toBeVisible();
    await expect(own.getByRole('button', { name: 'Заблокировать' })).toHaveCount(0);
  });

  test('admin reads the list without add, edit or block controls', async ({ page }) => {
    await openAdmins(page, 'admin');
    await expect(page.getByText('Добавлять, изменять и блокировать администраторов может только суперадминистратор.')).toBeVisible();
    await expect(card(page, demoLogins.admin)).toContainText('Администратор');
    await expect(card(page, demoLogins.superadmin)).toContainText('Суперадминистратор');
    expect(await page.getByRole('article').count()).toBeGreaterThan(2);
    const main = page.getByRole('main');
    for (const name of ['Добавить администратора', 'Редактировать', 'Заблокировать', 'Разблокировать']) {
      await expect(main.getByRole('button', { name })).toHaveCount(0);
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
