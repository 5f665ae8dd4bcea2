import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { messages } from '@sks/contract';
import { demoLogins, demoPassword } from '../support/auth.js';
import { expectSignInPage, mainMenu, signInForm, storedAccessToken, submitSignIn } from '../support/shell.js';

/**
 * A field shown in its error state. Mantine's TextInput sets aria-invalid; its PasswordInput
 * only sets data-invalid on the inner input (the red frame), so either counts.
 */
const invalid = (field: Locator) => field.and(field.page().locator('[aria-invalid="true"], [data-invalid="true"]'));
const expectFlagged = (field: Locator) => expect(invalid(field)).toHaveCount(1);
const expectNotFlagged = (field: Locator) => expect(invalid(field)).toHaveCount(0);

/** Spec 01 sections 5 and 8: what the sign-in form says, before and after asking the server. */
test.describe('sign-in form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/auth');
    await expect(signInForm(page).submit).toBeVisible();
  });

  test('both fields empty: "Заполните поля", both fields flagged', async ({ page }) => {
    const form = signInForm(page);
    await form.submit.click();
    await expect(page.getByText(messages.signIn.bothEmpty, { exact: true })).toBeVisible();
    await expectFlagged(form.email);
    await expectFlagged(form.password);
    await expectSignInPage(page);
  });

  test('empty password: "Заполните пароль"', async ({ page }) => {
    const form = signInForm(page);
    await submitSignIn(page, demoLogins.admin, '');
    await expect(page.getByText(messages.signIn.passwordEmpty, { exact: true })).toBeVisible();
    await expect(form.password).toHaveAccessibleDescription(messages.signIn.passwordEmpty);
    await expectFlagged(form.password);
    await expectNotFlagged(form.email);
  });

  test('empty e-mail: "Заполните E-mail"', async ({ page }) => {
    const form = signInForm(page);
    await submitSignIn(page, '', demoPassword);
    await expect(page.getByText(messages.signIn.emailEmpty, { exact: true })).toBeVisible();
    await expect(form.email).toHaveAccessibleDescription(messages.signIn.emailEmpty);
    await expectFlagged(form.email);
    await expectNotFlagged(form.password);
  });

  test('bad e-mail format: "E-mail неверного формата", and typing clears it', async ({ page }) => {
    const form = signInForm(page);
    let asked = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/auth/email')) asked = true;
    });
    await submitSignIn(page, 'admin@example', demoPassword);
    await expect(page.getByText(messages.signIn.emailFormat, { exact: true })).toBeVisible();
    await expectFlagged(form.email);
    expect(asked, 'a client-side error does not call the server').toBe(false);

    await form.email.pressSequentially('.com');
    await expect(page.getByText(messages.signIn.emailFormat, { exact: true })).toHaveCount(0);
  });

  test('unknown user: "Нет такого пользователя" and the notification "Пользователь не найден"', async ({ page }) => {
    const form = signInForm(page);
    await submitSignIn(page, 'nobody.here@example.com', demoPassword);
    await expect(page.getByText(messages.signIn.noSuchUser, { exact: true })).toBeVisible();
    await expect(form.email).toHaveAccessibleDescription(messages.signIn.noSuchUser);
    await expectFlagged(form.email);
    const notification = page.getByRole('alert').filter({ hasText: messages.signIn.userNotFound });
    await expect(notification).toBeVisible();
    await expect(notification).toContainText(messages.common.title);
    await expectSignInPage(page);
  });

  test('wrong password: "Неверный пароль" on the password field', async ({ page }) => {
    const form = signInForm(page);
    await submitSignIn(page, demoLogins.admin, 'not-the-password');
    await expect(page.getByText(messages.signIn.wrongPassword, { exact: true })).toBeVisible();
    await expect(form.password).toHaveAccessibleDescription(messages.signIn.wrongPassword);
    await expectFlagged(form.password);
    await expectNotFlagged(form.email);
    await expectSignInPage(page);
  });

  test('blocked account: the blocked message, no session', async ({ page }) => {
    await submitSignIn(page, 'blocked.admin@example.com', demoPassword);
    await expect(page.getByText(messages.signIn.blocked, { exact: true })).toBeVisible();
    await expectSignInPage(page);
    expect(await storedAccessToken(page)).toBeNull();
  });

  test('superadmin signs in and sees the shell with name and login', async ({ page }) => {
    await submitSignIn(page, demoLogins.superadmin, demoPassword);
    const menu = mainMenu(page);
    await expect(menu).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu.getByText('Анна Смирнова', { exact: true })).toBeVisible();
    await expect(menu.getByText(demoLogins.superadmin, { exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: messages.shell.logout })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Университеты', exact: true })).toBeVisible();
  });

  test('admin signs in and sees own name and login', async ({ page }) => {
    await submitSignIn(page, demoLogins.admin, demoPassword);
    const menu = mainMenu(page);
    await expect(menu.getByText('Иван Петров', { exact: true })).toBeVisible();
    await expect(menu.getByText(demoLogins.admin, { exact: true })).toBeVisible();
  });
});
