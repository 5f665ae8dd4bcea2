import { test as base } from '@playwright/test';
import { ScreenScanner } from './axe';

export { expect } from '@playwright/test';

/** The test page's scanner, for the explicit scans of screens and dialogs a test passes through. */
const scanners = new WeakMap<object, ScreenScanner>();

/**
 * Playwright's `test` whose page is checked with axe-core (WCAG 2.1 A/AA): the screen each test
 * ends on, once it settles, and the screens and dialogs a spec scans on its way with `axe.scan`;
 * each screen once per run. A serious or critical violation fails the test with the rules and
 * elements at fault. Scans run outside the test's steps, so a slow scan on a busy machine never
 * eats into a step's timeout. Every spec imports `test` and `expect` from here.
 */
export const test = base.extend<{ axe: ScreenScanner }>({
  page: async ({ page }, use, testInfo) => {
    const scanner = new ScreenScanner(page, testInfo);
    scanners.set(page, scanner);
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) {
      // The last screen's scan is not the test's own time.
      testInfo.setTimeout(testInfo.timeout + 20_000);
      await scanner.scan(5_000);
    }
    const report = scanner.report();
    if (report) throw new Error(report);
  },
  axe: async ({ page }, use) => {
    const scanner = scanners.get(page);
    if (!scanner) throw new Error('the page fixture registers its scanner');
    await use(scanner);
  },
});
