import { expect, type Page } from '@playwright/test';
import { adsPaths, apiPath, type AdsContract, type AdsCreative, type AdsPaged } from '@sks/contract';
import { apiHeaders } from './auth';
import { getJson } from './partners';

/** The demo's contracts the registry has accepted, and their registered creatives, read through the API. */
export async function registeredDemo(page: Page) {
  const headers = await apiHeaders(page);
  const contracts = (await getJson<AdsPaged<AdsContract>>(page, `${adsPaths.contracts}?limit=200`, headers)).result.filter((c) => c.ordState === 'success');
  const creatives: AdsCreative[] = [];
  for (const c of contracts) {
    const own = await getJson<AdsCreative[]>(page, apiPath(adsPaths.contractCreatives, { id: c.id }), headers);
    creatives.push(...own.filter((x) => x.ordState === 'success'));
  }
  expect(creatives.length).toBeGreaterThanOrEqual(3);
  return { contracts, creatives };
}

/** Picks an option of a select of the open dialog by its label. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** The status line of a card or list item says `text` (the operator's word), waiting as long as the sandbox needs. */
export const statusOf = (scope: ReturnType<Page['locator']> | Page) => scope.getByTestId('resp-status').first();
