import type { Browser } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiPaths } from '@sks/contract';
import { signInAs } from '../support/auth.js';
import { apiCall, isRefreshCall, mainMenu, menuLink, storedRefreshToken, untilAccessTokenExpires } from '../support/shell.js';

/**
 * Two console tabs of one browser share their tokens (local storage) and must never sign each
 * other out: both notice the 10 s access token has expired at the same moment and refresh. With
 * Web Locks one tab refreshes and the other takes its pair; without them (a page that is not a
 * secure context) both present the same refresh token, and the server's grace for the token used
 * last keeps the session.
 */
const cycles = 3;

async function twoTabs(browser: Browser, withoutWebLocks: boolean) {
  const context = await browser.newContext();
  if (withoutWebLocks) await context.addInitScript(() => Object.defineProperty(navigator, 'locks', { value: undefined }));
  const first = await context.newPage();
  await signInAs(first, 'admin', '/partners');
  const second = await context.newPage();
  await second.goto('/news');
  // the second tab signs in from the shared storage, through the start check's preloader
  await expect(mainMenu(second)).toBeVisible({ timeout: 15_000 });
  const refreshes: number[] = [];
  for (const page of [first, second]) {
    page.on('response', (response) => {
      if (isRefreshCall(response.request().method(), response.url())) refreshes.push(response.status());
    });
  }
  return { context, tabs: [first, second] as const, refreshes };
}

for (const withoutWebLocks of [false, true]) {
  test(`two tabs stay signed in past ${cycles} refreshes ${withoutWebLocks ? 'without Web Locks (server grace)' : 'with Web Locks'}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, tabs, refreshes } = await twoTabs(browser, withoutWebLocks);
    try {
      const [first, second] = tabs;
      for (let cycle = 0; cycle < cycles; cycle++) {
        await untilAccessTokenExpires(first);
        const before = refreshes.length;
        // both tabs call the API at once with the expired token; whichever wins the lock refreshes,
        // the other may take its pair without a call
        await Promise.all([first.reload(), second.reload()]);
        for (const tab of tabs) {
          await expect(mainMenu(tab)).toBeVisible({ timeout: 15_000 });
          await expect(tab).not.toHaveURL(/\/auth/);
        }
        expect(refreshes.length, `cycle ${cycle + 1} refreshed`).toBeGreaterThan(before);
      }
      // still one live session, usable from either tab (its access token may have expired again by now: the refresh token tells)
      await menuLink(second, 'Отзывы').click();
      await expect(second).toHaveURL(/\/feedbacks$/);
      await expect(mainMenu(second)).toBeVisible();
      const refreshToken = await storedRefreshToken(first);
      expect((await apiCall(first, 'PUT', apiPaths.refresh, null, { refreshToken })).status(), 'the session was never revoked').toBe(200);
      expect(refreshes.length).toBeGreaterThanOrEqual(cycles);
      expect(refreshes.filter((status) => status !== 200), 'every refresh of either tab was accepted').toEqual([]);
    } finally {
      await context.close();
    }
  });
}
