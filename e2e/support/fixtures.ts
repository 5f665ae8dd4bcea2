import { test as base } from '@playwright/test';
import { ScreenScanner } from './axe';

export { expect } from '@playwright/test';

/** The test page's scanner, for the explicit scans of screens that go by between two actions. */
const scanners = new WeakMap<object, ScreenScanner>();

/**
 * Playwright's `test` whose page is checked with axe-core: every screen and open dialog the test
 * shows is scanned once per run (WCAG 2.1 A/AA), right before the first action or assertion that
 * finds it settled, and the page the test ends on once it settles. A serious or critical
 * violation fails the test with the rules and elements at fault. Every spec imports `test` and
 * `expect` from here.
 */
export const test = base.extend<{ axe: ScreenScanner }>({
  page: async ({ page }, use, testInfo) => {
    const scanner = new ScreenScanner(page, testInfo);
    scanners.set(page, scanner);
    // A handler on the body runs before each action and auto-waiting assertion: the moments the
    // test itself waits on the page, so a scan never overlaps a step.
    await page.addLocatorHandler(page.locator('body'), () => scanner.scan(), { noWaitAfter: true });
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
