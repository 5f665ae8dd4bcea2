import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiBase,
  apiPaths,
  messages,
  pagingHeaders,
  statisticsItems,
  statisticsPeriodHeader,
  statisticsPeriodLabels,
  statisticsSchema,
  type Statistics,
  type StatisticsPeriod,
} from '@sks/contract';
import { signInAs } from '../support/auth';
import { requireAccessToken } from '../support/shell';

/** The six counters as the widget names them (the sidebar's names of the sections). */
const labels = ['Университеты', 'Студенты', 'Партнёры', 'Торговые точки', 'Акции', 'РЖД-бонус'] as const;
const labelOf = Object.fromEntries(statisticsItems.map((item, i) => [item, labels[i]])) as Record<(typeof statisticsItems)[number], string>;

const counter = (page: Page, label: string): Locator => page.getByRole('group', { name: label, exact: true });
const period = (page: Page, p: StatisticsPeriod): Locator => page.getByRole('radio', { name: statisticsPeriodLabels[p] });
/** The segmented control hides its radios under their labels: a person clicks the label. */
const choose = (page: Page, p: StatisticsPeriod) =>
  page.getByRole('radiogroup', { name: 'Период' }).getByText(statisticsPeriodLabels[p], { exact: true }).click();

/** Thousands split by a thin non-breaking space, as Russian typography writes numbers. */
const grouped = (n: number) => String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
const upText = (p: StatisticsPeriod, up: number) =>
  p === 'all'
    ? `+${grouped(up)} за месяц`
    : `${up > 0 ? '+' : up < 0 ? '\u2212' : ''}${grouped(up)} к прошлому месяцу`;

async function fetchStatistics(page: Page, p: StatisticsPeriod): Promise<Statistics> {
  const token = await requireAccessToken(page);
  const response = await page.request.get(apiBase + apiPaths.statistics, {
    headers: { [pagingHeaders.accessToken]: token, [statisticsPeriodHeader]: p },
  });
  expect(response.status()).toBe(200);
  return statisticsSchema.parse(await response.json());
}

/**
 * The widget shows what the API answers for the period. Other specs add rows meanwhile, so a
 * mismatch is retried after the page loads the counters again.
 */
async function expectCountersOf(page: Page, p: StatisticsPeriod): Promise<Statistics> {
  let answer: Statistics | undefined;
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) {
      await page.reload();
      await choose(page, p);
    }
    await expect(period(page, p)).toBeChecked();
    // Waiting for the numbers first: the page's stored token is then a current one.
    await expect(counter(page, labels[5]).locator('data')).toBeVisible();
    answer = await fetchStatistics(page, p);
    for (const item of statisticsItems) {
      const group = counter(page, labelOf[item]);
      const { value, up } = answer[item];
      await expect(group.locator('data')).toHaveAttribute('value', String(value), { timeout: 1_000 });
      expect(await group.locator('data').textContent()).toBe(grouped(value));
      await expect(group).toContainText(upText(p, up), { timeout: 1_000 });
    }
  }).toPass({ timeout: 25_000 });
  return answer!;
}

/** Spec 01 sections 2, 3 and 7: the general statistics widget on /statistics. */
test.describe('general statistics', () => {
  test('both periods show the six counters of the API, and switching changes them', async ({ page }) => {
    await signInAs(page, 'admin', '/statistics');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Статистика', exact: true })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Период' })).toBeVisible();
    for (const label of labels) await expect(counter(page, label)).toBeVisible();
    await expect(page.getByRole('group')).toHaveCount(labels.length);

    const all = await expectCountersOf(page, 'all');
    // The demo data has thousands of students: the number is split by a thin space.
    expect(all.students.value).toBeGreaterThanOrEqual(1000);

    await choose(page, 'month');
    const month = await expectCountersOf(page, 'month');
    expect(statisticsItems.some((item) => month[item].value !== all[item].value || month[item].up !== all[item].up)).toBe(true);
    await expect(counter(page, 'Студенты').locator('data')).toHaveAttribute('value', String(month.students.value));

    await choose(page, 'all');
    await expectCountersOf(page, 'all');
  });

  test('counters load behind skeletons; a failed load offers a retry', async ({ page }) => {
    await signInAs(page, 'superadmin', '/statistics');
    await expect(counter(page, 'Студенты').locator('data')).toBeVisible();

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let failures = 0;
    await page.route(`**${apiBase}${apiPaths.statistics}`, async (route) => {
      if (route.request().headers()[statisticsPeriodHeader] === 'month' && failures < 2) {
        failures += 1;
        return route.fulfill({ status: 500, json: { code: 'internal', message: 'x' } });
      }
      await held;
      return route.continue();
    });

    // The month fails (once more on the automatic retry): the error and 'Повторить'.
    await choose(page, 'month');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(messages.common.other);
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect(counter(page, 'Студенты')).toHaveAttribute('aria-busy', 'true');
    await expect(counter(page, 'Студенты').locator('data')).toHaveCount(0);
    release();
    await expect(counter(page, 'Студенты').locator('data')).toBeVisible();
    await expect(counter(page, 'Студенты')).toHaveAttribute('aria-busy', 'false');
    await expect(alert).toHaveCount(0);
  });
});
