import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiPaths, messages } from '@sks/contract';
import { signInAs } from '../support/auth.js';
import {
  apiCall,
  expectModerationBadges,
  expectSignInPage,
  isRefreshCall,
  mainMenu,
  menuLink,
  requireAccessToken,
  storedRefreshToken,
  untilAccessTokenExpires,
} from '../support/shell.js';

/** Spec 01 section 9: tokens refresh every 240000 ms, the news count reloads every 180000 ms. */
const refreshEveryMs = 240_000;
const newsCountEveryMs = 180_000;

/** Spec 01 section 4: sign-out, and the session kept alive by refresh. */
test.describe('sign-out', () => {
  test('"Выйти" returns to /auth, clears local storage and ends the session on the server', async ({ page }) => {
    await signInAs(page, 'superadmin');
    await menuLink(page, 'Статистика').click();
    await expect(page).toHaveURL(/\/statistics$/);
    const accessToken = await requireAccessToken(page);
    const refreshToken = await storedRefreshToken(page);
    expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);

    const loggedOut = page.waitForResponse((response) => response.url().endsWith(apiPaths.logout));
    await mainMenu(page).getByRole('button', { name: messages.shell.logout }).click();
    await expectSignInPage(page);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect((await loggedOut).status()).toBe(200);

    expect((await apiCall(page, 'GET', apiPaths.me, accessToken)).status()).toBe(401);
    expect((await apiCall(page, 'PUT', apiPaths.refresh, null, { refreshToken })).status()).toBe(401);

    // Signed out for good: a reload, or opening a page of the console, asks to sign in.
    await page.reload();
    await expectSignInPage(page);
    await page.goto('/statistics');
    await expectSignInPage(page);
  });
});

/**
 * One deliberate wait past the access token's life serves two checks: the console refreshes
 * (first test), and a console idle as long still ends its session on sign-out (second test,
 * run after the first in the same worker).
 */
test.describe('past the access token life', () => {
  test.describe.configure({ mode: 'serial' });
  let idle: { context: BrowserContext; page: Page; refreshToken: string | null } | undefined;

  test.afterAll(async () => {
    await idle?.context.close();
  });

  test('the session outlives the 10 s access token: a reload past its life is still signed in', async ({ page, browser }) => {
    test.setTimeout(50_000);
    await signInAs(page, 'admin');
    await menuLink(page, 'Новости').click();
    await expect(page).toHaveURL(/\/news$/);
    const firstToken = await requireAccessToken(page);

    // A second browser stays idle as long, for the next test.
    const context = await browser.newContext();
    idle = { context, page: await context.newPage(), refreshToken: null };
    await signInAs(idle.page, 'superadmin');
    await expectModerationBadges(idle.page);
    idle.refreshToken = await storedRefreshToken(idle.page);

    // Past the access token's life (ACCESS_TOKEN_TTL_SECONDS=10 in e2e), on the server's word.
    await untilAccessTokenExpires(page);
    expect((await apiCall(page, 'GET', apiPaths.me, firstToken)).status(), 'the first token has expired').toBe(401);

    const refreshed = page.waitForResponse((response) => isRefreshCall(response.request().method(), response.url()));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(mainMenu(page)).toBeVisible();
    await expect(page).toHaveURL(/\/news$/);
    await expect(mainMenu(page).getByText('Иван Петров', { exact: true })).toBeVisible();
    expect(await requireAccessToken(page)).not.toBe(firstToken);
    await expectModerationBadges(page);

    // Moving on within the app keeps working with the refreshed pair.
    await menuLink(page, 'Отзывы').click();
    await expect(page).toHaveURL(/\/feedbacks$/);
    await expect(mainMenu(page)).toBeVisible();
  });

  test('sign-out with an expired access token still ends the session on the server', async () => {
    if (!idle?.refreshToken) throw new Error('needs the idle browser of the previous test');
    const { page, refreshToken } = idle;
    // It signed in a little after the first browser, so its token may outlive the previous test by a moment.
    await untilAccessTokenExpires(page);

    const loggedOut = page.waitForResponse((response) => response.url().endsWith(apiPaths.logout));
    await mainMenu(page).getByRole('button', { name: messages.shell.logout }).click();
    await expectSignInPage(page);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect((await loggedOut).status(), 'the refresh token names the session').toBe(200);
    // One call only: a used refresh token presented twice is refused anyway, by reuse detection.
    const reuse = await apiCall(page, 'PUT', apiPaths.refresh, null, { refreshToken });
    expect(reuse.status(), 'the refresh token of a signed-out session is refused').toBe(401);
  });
});

test.describe('token refresh', () => {
  test('tokens are refreshed every 4 minutes, not before', async ({ page }) => {
    await page.clock.install();
    await signInAs(page, 'superadmin');
    await expectModerationBadges(page);
    const before = { refresh: await storedRefreshToken(page) };
    let refreshes = 0;
    page.on('request', (request) => {
      if (isRefreshCall(request.method(), request.url())) refreshes += 1;
    });

    // At 3:00 the news count reloads, answered with the still valid token: no refresh yet.
    const newsReloaded = page.waitForResponse((response) => response.url().endsWith(apiPaths.newsCount));
    await page.clock.fastForward(newsCountEveryMs);
    expect((await newsReloaded).status()).toBe(200);
    // The 4 minutes count from the sign-in, a moment (real time, which the clock follows) before
    // this test starts counting: stop 10 s short, then cross the mark.
    await page.clock.fastForward(refreshEveryMs - newsCountEveryMs - 10_000);
    expect(refreshes, 'no refresh before 4 minutes').toBe(0);

    const refreshed = page.waitForRequest((request) => isRefreshCall(request.method(), request.url()));
    await page.clock.fastForward(10_000);
    const request = await refreshed;
    expect(request.postDataJSON()).toEqual({ refreshToken: before.refresh });
    expect((await request.response())?.status()).toBe(200);
    await expect.poll(() => storedRefreshToken(page)).not.toBe(before.refresh);
    // (Signed within the same second the new access token may equal the old one; the pair is stored anew.)
    const after = await requireAccessToken(page);
    expect(refreshes).toBe(1);
    await expect(mainMenu(page)).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    expect((await apiCall(page, 'GET', apiPaths.me, after)).status()).toBe(200);
  });

  test('when the 4-minute refresh fails the admin is signed out', async ({ page }) => {
    await page.clock.install();
    await signInAs(page, 'admin', '/partners');
    await expectModerationBadges(page);
    // Past the news count's reload at 3:00, so that only the refresh timer calls the server next.
    const newsReloaded = page.waitForResponse((response) => response.url().endsWith(apiPaths.newsCount));
    await page.clock.fastForward(newsCountEveryMs);
    expect((await newsReloaded).status()).toBe(200);
    await expect(mainMenu(page)).toBeVisible();

    // The session is revoked behind the console's back (e.g. signed out from elsewhere), named by
    // its refresh token: the 10 s access token may have expired on a busy machine by now.
    const refreshToken = await storedRefreshToken(page);
    expect(refreshToken, 'a refresh token is stored after sign-in').toMatch(/^[\w-]{43}$/);
    expect((await apiCall(page, 'POST', apiPaths.logout, null, { refreshToken })).status()).toBe(200);

    const refreshed = page.waitForResponse((response) => isRefreshCall(response.request().method(), response.url()));
    await page.clock.fastForward(refreshEveryMs - newsCountEveryMs);
    expect((await refreshed).status()).toBe(401);
    await expectSignInPage(page);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });
});
