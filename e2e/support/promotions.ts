import { expect, type Page } from '@playwright/test';
import {
  apiBase,
  apiPath,
  apiPaths,
  pagingHeaders,
  toMoscowDateTime,
  type CodeCounts,
  type PromotionCreateValues,
  type PromotionRow,
} from '@sks/contract';
import { apiHeaders } from './auth';

const day = 86_400_000;

/** A period around now on the wire, Moscow time, whole minutes. */
export function periodFromNow(daysBefore: number, daysAfter: number): { dateBegin: string; dateEnd: string } {
  const minute = (ms: number) => Math.floor(ms / 60_000) * 60_000;
  return {
    dateBegin: toMoscowDateTime(minute(Date.now() - daysBefore * day)),
    dateEnd: toMoscowDateTime(minute(Date.now() + daysAfter * day)),
  };
}

export type PromotionSetup = {
  uuidPartner: string;
  name: string;
  blocked?: boolean;
  /** Defaults to from a day ago for 30 days. */
  period?: { dateBegin: string; dateEnd: string };
};

/** A promotion of the test's own, made through the API (POST /v2/stock), blocked when asked. */
export async function createPromotion(page: Page, setup: PromotionSetup): Promise<string> {
  const headers = await apiHeaders(page);
  const body: PromotionCreateValues = {
    uuidPartner: setup.uuidPartner,
    name: setup.name,
    description: `Описание акции ${setup.name}`,
    ...(setup.period ?? periodFromNow(1, 30)),
    fileUrl: null,
    winLimit: 1,
  };
  const created = await page.request.post(apiBase + apiPaths.stockCreate, { headers, data: body });
  expect(created.ok(), await created.text()).toBe(true);
  const { uuidStock } = (await created.json()) as { uuidStock: string };
  if (setup.blocked) {
    const blocked = await page.request.put(apiBase + apiPath(apiPaths.stockStatus, { id: uuidStock }), {
      headers,
      data: { status: 'blocked', reasonBlocked: 'Некорректные данные' },
    });
    expect(blocked.ok(), await blocked.text()).toBe(true);
  }
  return uuidStock;
}

/**
 * A demo promotion some of whose codes students have used (the demo data has several): the
 * list (PUT /v1/stock), then the counts of each (POST /v2/stock/{id}/statistic/short).
 */
export async function findUsedPromotion(page: Page): Promise<PromotionRow & CodeCounts> {
  const headers = await apiHeaders(page);
  for (let offset = 0; offset < 500; offset += 100) {
    const list = await page.request.put(apiBase + apiPaths.stocks, {
      headers: { ...headers, [pagingHeaders.offset]: String(offset), [pagingHeaders.limit]: '100' },
      data: {},
    });
    expect(list.ok(), await list.text()).toBe(true);
    const rows = (await list.json()) as PromotionRow[];
    for (const row of rows) {
      const short = await page.request.post(apiBase + apiPath(apiPaths.stockStatisticShort, { id: row.uuidStock }), { headers });
      expect(short.ok(), await short.text()).toBe(true);
      const counts = (await short.json()) as CodeCounts;
      if (counts.usedCodesCount > 0) return { ...row, ...counts };
    }
    if (rows.length < 100) break;
  }
  throw new Error('The demo data has no promotion with used promo codes');
}

/**
 * A promo-code file: `count` distinct codes, then one of them again, a blank line and a line
 * that is no code (too long), so that the import has something to skip and report.
 */
export function codesCsv(prefix: string, count: number): { content: Buffer; codes: number; malformed: string } {
  const codes = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(5, '0')}`);
  const malformed = 'ЭТО-НЕ-ПРОМОКОД-СОВСЕМ';
  const lines = [...codes, codes[0], '', malformed];
  return { content: Buffer.from(`${lines.join('\n')}\n`, 'utf8'), codes: count, malformed };
}

export const promotionCardPath = (uuidStock: string) => `/promotions/card/${uuidStock}`;

/** The list's table, its rows and the promotion names shown, in order. */
export const promotionsTable = (page: Page) => page.getByRole('table', { name: 'Акции' });
export const promotionRows = (page: Page) => promotionsTable(page).locator('tbody tr');
export const shownPromotionNames = (page: Page) => promotionRows(page).locator('td:nth-child(2) a').allInnerTexts();
