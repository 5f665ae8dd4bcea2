import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  apiBase,
  apiPath,
  apiPaths,
  messages,
  partnerStatisticsPaths,
  statisticsPaths,
  universityStatisticsItems,
  universityStatisticsSchema,
  type UniversityStatistics,
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

/** The general widget; the page has a university's statistics and the partner rating too. */
const general = (page: Page): Locator => page.getByRole('region', { name: 'Общая статистика' });
const counter = (page: Page, label: string): Locator => general(page).getByRole('group', { name: label, exact: true });
const period = (page: Page, p: StatisticsPeriod): Locator => general(page).getByRole('radio', { name: statisticsPeriodLabels[p] });
/** The segmented control hides its radios under their labels: a person clicks the label. */
const choose = (page: Page, p: StatisticsPeriod) =>
  general(page).getByRole('radiogroup', { name: 'Период' }).getByText(statisticsPeriodLabels[p], { exact: true }).click();

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
    await expect(general(page).getByRole('radiogroup', { name: 'Период' })).toBeVisible();
    for (const label of labels) await expect(counter(page, label)).toBeVisible();
    await expect(general(page).getByRole('group')).toHaveCount(labels.length);

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
    const alert = general(page).getByRole('alert');
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

const university = (page: Page): Locator => page.getByRole('region', { name: 'Статистика университета' });
const ratingCard = (page: Page): Locator => page.getByRole('region', { name: 'Рейтинг партнёров' });
const ratingRows = (page: Page): Locator => ratingCard(page).getByRole('list', { name: 'Рейтинг партнёров' }).getByRole('listitem');
const chooseIn = (scope: Locator, group: string, label: string) => scope.getByRole('radiogroup', { name: group, exact: true }).getByText(label, { exact: true }).click();

async function fetchUniversity(page: Page, uuid: string, p: StatisticsPeriod): Promise<UniversityStatistics> {
  const token = await requireAccessToken(page);
  const response = await page.request.get(apiBase + apiPath(statisticsPaths.university, { uuid }), {
    headers: { [pagingHeaders.accessToken]: token, [statisticsPeriodHeader]: p },
  });
  expect(response.status()).toBe(200);
  return universityStatisticsSchema.parse(await response.json());
}

/** Spec 03 sections 2.1 and 7: the university statistics and the partner rating on /statistics. */
test.describe('university statistics and partner rating', () => {
  test('finds a university by 3+ characters, shows its five counters, switches the period; fewer characters clear it', async ({ page }) => {
    await signInAs(page, 'admin', '/statistics');
    const card = university(page);
    const search = card.getByRole('searchbox', { name: 'Университет' });
    const searches: string[] = [];
    page.on('request', (r) => r.url().endsWith(statisticsPaths.universitySearch) && searches.push(r.postData() ?? ''));
    await search.fill('мо');
    await expect(card.getByRole('list', { name: 'Найденные университеты' })).toHaveCount(0);
    await search.clear();
    await search.pressSequentially('Моск', { delay: 60 });
    const found = card.getByRole('list', { name: 'Найденные университеты' });
    await expect(found.getByRole('button').first()).toBeVisible();
    // Only the settled text is searched (again after a token refresh): the typing in between was debounced.
    expect(new Set(searches.map((b) => JSON.parse(b).searchString))).toEqual(new Set(['Моск']));

    const name = (await found.getByRole('button').first().textContent())!;
    const answer = page.waitForResponse((r) => r.url().includes('/v2/statistics/univer/') && r.request().method() === 'GET');
    await found.getByRole('button', { name, exact: true }).click();
    const uuid = new URL((await answer).url()).pathname.split('/').pop()!;
    await expect(card.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(search).toHaveValue(name);

    for (const p of ['all', 'month'] as const) {
      if (p === 'month') await chooseIn(card, 'Период статистики университета', statisticsPeriodLabels.month);
      await expect(async () => {
        const expected = await fetchUniversity(page, uuid, p);
        for (const item of universityStatisticsItems) {
          const group = card.getByRole('group', { name: labelOf[item], exact: true });
          await expect(group.locator('data')).toHaveAttribute('value', String(expected[item].value), { timeout: 1_000 });
          await expect(group).toContainText(upText(p, expected[item].up), { timeout: 1_000 });
        }
      }).toPass({ timeout: 20_000 });
    }
    await expect(card.getByRole('group')).toHaveCount(universityStatisticsItems.length);

    await search.fill('Мо');
    await expect(card.getByRole('group')).toHaveCount(0);
    await expect(card.getByRole('heading', { name, exact: true })).toHaveCount(0);
  });

  test('the rating loads 50 partners, then the next 50 on scrolling; sorts by card views; keeps its state in the URL', async ({ page }) => {
    const asked: { offset: string | undefined; limit: string | undefined; field: string | undefined }[] = [];
    page.on('request', (r) => {
      if (!r.url().endsWith(partnerStatisticsPaths.rating)) return;
      const h = r.headers();
      asked.push({ offset: h['x-offset'], limit: h['x-limit'], field: h['x-sort-field'] });
    });
    await signInAs(page, 'admin', '/statistics');
    await expect(ratingRows(page)).toHaveCount(50);
    expect(asked[0]).toEqual({ offset: '0', limit: '50', field: 'cViewBarcode' });
    const values = async () => ratingRows(page).locator('data').evaluateAll((els) => els.map((e) => Number(e.getAttribute('value'))));
    const first = await values();
    expect(first).toEqual([...first].sort((a, b) => b - a));
    // The demo has a few partners far ahead of the rest.
    expect(first[0]).toBeGreaterThan(first[10] * 3);

    await page.getByTestId('rating-scroller').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(ratingRows(page)).toHaveCount(100);
    expect(asked.at(-1)).toEqual({ offset: '50', limit: '50', field: 'cViewBarcode' });
    const both = await values();
    expect(both).toEqual([...both].sort((a, b) => b - a));

    await chooseIn(ratingCard(page), 'Сортировка', 'Просмотры карточки');
    await expect(page).toHaveURL(/ratingSort=cViewCard/);
    await expect(ratingRows(page)).toHaveCount(50);
    expect(asked.at(-1)).toEqual({ offset: '0', limit: '50', field: 'cViewCard' });
    await chooseIn(ratingCard(page), 'Период рейтинга', statisticsPeriodLabels.month);
    await expect(page).toHaveURL(/ratingPeriod=month/);
    await page.reload();
    await expect(ratingCard(page).getByRole('radio', { name: 'Просмотры карточки' })).toBeChecked();
    await expect(ratingCard(page).getByRole('radio', { name: statisticsPeriodLabels.month })).toBeChecked();
    await expect(ratingRows(page).first()).toBeVisible();
  });

  test("a counter opens its 12-month trend, and a partner of the rating its views by day", async ({ page }) => {
    await signInAs(page, 'admin', '/statistics');
    await general(page).getByRole('button', { name: 'Динамика: Студенты' }).click();
    const trend = page.getByRole('dialog', { name: 'Студенты: динамика за 12 месяцев' });
    await expect(trend.locator('.recharts-surface')).toBeVisible();
    const now = new Date();
    const month = new Intl.DateTimeFormat('ru-RU', { month: 'long', timeZone: 'Europe/Moscow' }).format(now);
    await expect(trend).toContainText(`${month.slice(0, 1).toUpperCase()}${month.slice(1)} ${now.getFullYear()}: `);
    await page.keyboard.press('Escape');
    await expect(trend).toHaveCount(0);

    const top = ratingRows(page).first();
    const name = (await top.locator('p').nth(1).textContent())!;
    await top.getByRole('button').click();
    const views = page.getByRole('dialog', { name: `${name}: просмотры по дням, за все время` });
    await expect(views.locator('.recharts-surface')).toBeVisible();
    await expect(views).toContainText('Всего: просмотры штрихкода');
  });
});
