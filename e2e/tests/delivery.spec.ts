import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiBase, apiPaths } from '@sks/contract';
import { signInAs } from '../support/auth.js';
import { promotionCardPath, findUsedPromotion } from '../support/promotions.js';
import { mainMenu } from '../support/shell.js';
import { universityRows } from '../support/universities.js';

/** Calls of the page (not of the test's own API requests) whose method and path match. */
function countCalls(page: Page, method: string, path: RegExp): { count: number } {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) calls.count += 1;
  });
  return calls;
}

test.describe('the console loads what a screen needs, once', () => {
  test('with a stored token the university list is asked for during the preloader, and only then', async ({ page }) => {
    await signInAs(page, 'superadmin');
    // The moment the signed-in frame replaces the preloader, in the page's own clock.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector('nav[aria-label="Главное меню"]')) return;
        (window as unknown as { frameShownAt: number }).frameShownAt = performance.now();
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    const listCalls = countCalls(page, 'PUT', new RegExp(`^${apiBase}${apiPaths.universities}$`));

    await page.reload();
    await expect(mainMenu(page)).toBeVisible();
    await expect(universityRows(page).first()).toBeVisible();

    const timing = await page.evaluate((listPath) => ({
      frameShownAt: (window as unknown as { frameShownAt: number }).frameShownAt,
      listAskedAt: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === listPath)
        .map((entry) => entry.startTime),
    }), apiBase + apiPaths.universities);
    expect(timing.listAskedAt).toHaveLength(1);
    expect(timing.listAskedAt[0]).toBeLessThan(timing.frameShownAt);
    // The screen mounting after the prefetched answer does not ask again.
    await page.waitForLoadState('networkidle');
    expect(listCalls.count).toBe(1);
  });

  test('the promotion card asks for its promo-code counts once', async ({ page }) => {
    test.slow(); // finding a promotion with used codes reads the counts of each through the API
    const promotion = await findUsedPromotion(page);
    await signInAs(page, 'superadmin');
    const countsCalls = countCalls(page, 'POST', /\/statistic\/short$/);

    await page.goto(promotionCardPath(promotion.uuidStock));
    const codes = page.getByRole('region', { name: 'Промокоды' });
    await expect(codes.getByRole('group', { name: 'Использовано' })).toContainText(promotion.usedCodesCount.toLocaleString('ru-RU'));
    await page.waitForLoadState('networkidle');
    expect(countsCalls.count).toBe(1);
  });
});

test.describe('the built console is sent compressed and cached', () => {
  // The server's own test covers the rules on a fake build; this checks the real one follows them.
  test('the sign-in page’s scripts and styles come brotli-compressed and immutable, index.html revalidated', async ({ page }) => {
    const html = await page.request.get('/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(html.headers()['cache-control']).toBe('no-cache');
    const assets = [...(await html.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);

    for (const asset of assets) {
      const br = await page.request.get(asset, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.status(), asset).toBe(200);
      expect(br.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      // Files under the precompression threshold (1 KB) go as they are.
      if ((await br.body()).length >= 1024) {
        expect(br.headers()['content-encoding'], asset).toBe('br');
        const gz = await page.request.get(asset, { headers: { 'accept-encoding': 'gzip' } });
        expect(gz.headers()['content-encoding'], asset).toBe('gzip');
      }
    }
  });
});
