import { expect, type Page } from '@playwright/test';
import {
  apiBase,
  apiPath,
  apiPaths,
  type Category,
  type City,
  type DiscountInput,
  type PartnerCreateInput,
} from '@sks/contract';
import { apiHeaders } from './auth';

/** A 1x1 PNG, for the logo. */
export const pngLogo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export async function getJson<T>(page: Page, path: string, headers: Record<string, string>): Promise<T> {
  const answer = await page.request.get(apiBase + path, { headers });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

export type PartnerSetup = {
  name: string;
  /** A demo category (apps/server/src/seed/reference.ts). */
  category: string;
  /** A demo city: the partner becomes a local one there; without it the partner stays federal. */
  city?: string;
  blocked?: boolean;
  discounts?: DiscountInput[];
};

/**
 * A partner of the test's own, made through the API as the console would make it (a federal
 * partner, then edited into a local one and blocked when asked), so that no test depends on
 * the demo partners.
 */
export async function createPartner(page: Page, setup: PartnerSetup): Promise<string> {
  const headers = await apiHeaders(page);
  const [categories, cities] = await Promise.all([
    getJson<Category[]>(page, apiPaths.categories, headers),
    getJson<City[]>(page, apiPaths.cities, headers),
  ]);
  const uuidCategory = categories.find((c) => c.name === setup.category)?.uuidCategory;
  if (!uuidCategory) throw new Error(`The demo data has no category ${setup.category}`);
  const body: PartnerCreateInput = {
    keyImg: null,
    name: setup.name,
    legalName: `ООО «${setup.name}»`,
    inn: null,
    uuidCategory,
    cities: [],
    description: `<p>Партнёр ${setup.name}</p>`,
    phone: '79161234567',
    email: 'partner@partner.example',
    socialNetworks: [],
    discounts: setup.discounts ?? [],
    linkToSite: null,
  };
  const created = await page.request.post(apiBase + apiPaths.partnerCreate, { headers, data: body });
  expect(created.ok(), await created.text()).toBe(true);
  const { uuidPartner } = (await created.json()) as { uuidPartner: string };
  const path = (template: string) => apiBase + apiPath(template, { id: uuidPartner });

  if (setup.city) {
    const uuidMainCity = cities.find((c) => c.name === setup.city)?.uuid;
    if (!uuidMainCity) throw new Error(`The demo data has no city ${setup.city}`);
    const { cities: _none, discounts: _discounts, ...rest } = body;
    const edited = await page.request.put(path(apiPaths.partner), {
      headers,
      data: { ...rest, uuidMainCity, isFederalPartner: false },
    });
    expect(edited.ok(), await edited.text()).toBe(true);
  }
  if (setup.blocked) {
    const blocked = await page.request.put(path(apiPaths.partnerStatus), {
      headers,
      data: { status: 'blocked', reasonBlocked: 'Нарушение условий договора' },
    });
    expect(blocked.ok(), await blocked.text()).toBe(true);
  }
  return uuidPartner;
}

export const partnerCardPath = (uuidPartner: string) => `/partners/card/${uuidPartner}`;

/** The list's table, its rows and the names shown, in order. */
export const partnersTable = (page: Page) => page.getByRole('table', { name: 'Партнёры' });
export const partnerRows = (page: Page) => partnersTable(page).locator('tbody tr');
export const shownPartnerNames = (page: Page) => partnerRows(page).locator('td:first-child a').allInnerTexts();

/** A tab of the card by its label (its name also carries the count). */
export const cardTab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label}`) });
