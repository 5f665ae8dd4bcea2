import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adsTexts, apiBase, apiPaths, messages } from '@sks/contract';
import { demoLogins, demoPassword, signInAs } from '../support/auth.js';
import { expectModerationBadges, expectSignInPage, mainMenu, menuLink, submitSignIn } from '../support/shell.js';

const preloader = (page: Page) => page.getByRole('status', { name: 'Загрузка' });
const heading = (page: Page, name: string) => page.getByRole('main').getByRole('heading', { name, exact: true });

/** Spec 01 section 2: the route gate. */
test.describe('route gate', () => {
  test('signed out, the preloader is shown while the check runs, then /partners goes to /auth', async ({ page }) => {
    // Frozen timers keep the check (and its deliberate delay) pending until the clock moves on.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto('/partners');
    await expect(preloader(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Войти' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/partners$/);

    await page.clock.resume();
    await expectSignInPage(page);
    await expect(preloader(page)).toHaveCount(0);
  });

  test('signed out, an unknown path and the shell paths go to /auth', async ({ page }) => {
    for (const path of ['/no/such/page', '/admins', '/']) {
      await page.goto(path);
      await expectSignInPage(page);
    }
  });

  test('signed in, the preloader is shown while the stored session is checked', async ({ page }) => {
    await signInAs(page, 'admin');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${apiBase}${apiPaths.me}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(preloader(page)).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Войти' })).toHaveCount(0);
    release();
    await expect(mainMenu(page)).toBeVisible();
    await expect(preloader(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('signed in, /auth and an unknown path go to /', async ({ page }) => {
    await signInAs(page, 'superadmin');
    await page.goto('/auth');
    await expect(mainMenu(page)).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(heading(page, 'Университеты')).toBeVisible();

    await page.goto('/no/such/page');
    await expect(mainMenu(page)).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(heading(page, 'Университеты')).toBeVisible();
  });

  test('a deep link opened while signed out is where sign-in lands', async ({ page }) => {
    await page.goto('/statistics');
    await expectSignInPage(page);
    await submitSignIn(page, demoLogins.admin, demoPassword);
    await expect(mainMenu(page)).toBeVisible();
    await expect(page).toHaveURL(/\/statistics$/);
    await expect(heading(page, 'Статистика')).toBeVisible();
    await expect(menuLink(page, 'Статистика')).toHaveAttribute('aria-current', 'page');
  });

  test('the last visited URL is restored on a fresh page load', async ({ page, context }) => {
    await signInAs(page, 'admin');
    await menuLink(page, 'База знаний').click();
    await expect(page).toHaveURL(/\/knowledge$/);
    await expect(heading(page, 'База знаний')).toBeVisible();

    // A fresh load of the console's entry (/auth, where a signed-in admin never stays) returns there.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/knowledge$/);
    await expect(heading(page, 'База знаний')).toBeVisible();

    // So does a second tab of the same browser.
    const second = await context.newPage();
    await second.goto('/auth');
    await expect(mainMenu(second)).toBeVisible();
    await expect(second).toHaveURL(/\/knowledge$/);

    // A reload keeps the page itself.
    await menuLink(page, 'РЖД-бонус').click();
    await expect(heading(page, 'РЖД-бонус')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/rzd-bonus$/);
    await expect(heading(page, 'РЖД-бонус')).toBeVisible();
  });
});

const everyone = ['Университеты', 'Партнёры', 'Акции', 'Отзывы', 'Новости', 'Статистика', 'База знаний', 'РЖД-бонус'];

/** Spec 01 sections 2 and 6: the menu per role, and the role-only routes. */
test.describe('menu and routes per role', () => {
  test('superadmin sees every item, paid advertising, administrators and reference data included', async ({ page }) => {
    await signInAs(page, 'superadmin');
    const links = mainMenu(page).getByRole('link');
    for (const label of [...everyone, 'Платная реклама', 'Промокоды', 'Администраторы', 'Справочники']) {
      await expect(menuLink(page, label)).toBeVisible();
    }
    await expect(links).toHaveCount(12);
  });

  test('admin sees promo codes but neither paid advertising nor administrators', async ({ page }) => {
    await signInAs(page, 'admin');
    for (const label of [...everyone, 'Промокоды']) {
      await expect(menuLink(page, label)).toBeVisible();
    }
    await expect(menuLink(page, 'Платная реклама')).toHaveCount(0);
    await expect(menuLink(page, 'Администраторы')).toHaveCount(0);
    await expect(menuLink(page, 'Справочники')).toHaveCount(0);
    await expect(mainMenu(page).getByRole('link')).toHaveCount(9);
  });

  test('admin opening /admins and /ads by URL is let in (the route table allows admin)', async ({ page }) => {
    await signInAs(page, 'admin', '/admins');
    await expect(page).toHaveURL(/\/admins$/);
    await expect(heading(page, 'Администраторы')).toBeVisible();

    await page.goto('/ads');
    await expect(mainMenu(page)).toBeVisible();
    await expect(page).toHaveURL(/\/ads$/);
    await expect(heading(page, adsTexts.platformTitle)).toBeVisible();
  });

  test('every menu link opens its page and lights up', async ({ page }) => {
    const items: [label: string, path: string][] = [
      ['Партнёры', '/partners'],
      ['Акции', '/promotions'],
      ['Платная реклама', '/ads'],
      ['Отзывы', '/feedbacks'],
      ['Новости', '/news'],
      ['Промокоды', '/promocodes'],
      ['Администраторы', '/admins'],
      ['Статистика', '/statistics'],
      ['База знаний', '/knowledge'],
      ['РЖД-бонус', '/rzd-bonus'],
      ['Справочники', '/settings/cities'],
      ['Университеты', '/'],
    ];
    await signInAs(page, 'superadmin');
    const main = page.getByRole('main');
    for (const [label, path] of items) {
      await menuLink(page, label).click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${path.replace(/\//g, '\\/')}$`));
      await expect(menuLink(page, label)).toHaveAttribute('aria-current', 'page');
      await expect(mainMenu(page).locator('[aria-current="page"]')).toHaveCount(1);
      // Every page carries its area's name as its heading (the ads page the spec's platform header);
      // an area not built yet says so.
      await expect(heading(page, label === 'Платная реклама' ? adsTexts.platformTitle : label)).toBeVisible();
      await expect(main.getByRole('alert')).toHaveCount(0);
      if (await main.getByText(messages.shell.notBuilt, { exact: true }).isVisible()) {
        await expect(main.getByText(messages.shell.notBuiltText, { exact: true })).toBeVisible();
      }
    }
  });
});

test.describe('moderation badges', () => {
  test('reviews and news show the counts awaiting moderation', async ({ page }) => {
    await signInAs(page, 'superadmin');
    await expectModerationBadges(page);
    // Items without a badge have none.
    await expect(menuLink(page, 'Университеты').getByLabel(/на модерации/)).toHaveCount(0);
    await expect(menuLink(page, 'Партнёры').getByLabel(/на модерации/)).toHaveCount(0);
  });

  test('admin sees the same badges', async ({ page }) => {
    await signInAs(page, 'admin');
    await expectModerationBadges(page);
  });
});
