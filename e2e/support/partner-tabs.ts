import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  apiBase,
  apiPath,
  apiPaths,
  pagingHeaders,
  type Category,
  type Complaint,
  type Partner,
  type PartnerComment,
  type PartnerCreateValues,
  type PartnerRow,
} from '@sks/contract';
import { apiHeaders } from './auth';
import { uniqueSuffix } from './universities';

async function getJson<T>(page: Page, path: string, headers: Record<string, string>, method: 'GET' | 'PUT' = 'GET', data?: unknown) {
  const answer = await page.request.fetch(apiBase + path, { method, headers, data });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** A federal partner of the test's own, with nothing in its tabs yet. */
export async function createPartner(page: Page): Promise<{ uuid: string; name: string }> {
  const headers = await apiHeaders(page, 'admin');
  const [category] = await getJson<Category[]>(page, apiPaths.categories, headers);
  if (!category) throw new Error('The demo data has no category');
  const suffix = uniqueSuffix();
  const body: PartnerCreateValues = {
    name: `Тест вкладок ${suffix}`,
    legalName: `ООО «Тест вкладок ${suffix}»`,
    inn: null,
    uuidCategory: category.uuidCategory,
    description: '<p>Партнёр для проверки вкладок карточки</p>',
    phone: '79161234567',
    email: `tabs-${suffix.toLowerCase()}@partner.example`,
  };
  const answer = await page.request.post(apiBase + apiPaths.partnerCreate, { headers, data: body });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { uuidPartner } = (await answer.json()) as { uuidPartner: string };
  return { uuid: uuidPartner, name: body.name };
}

export type PartnerFeedback = { partner: Partner; complaints: Complaint[]; comments: PartnerComment[]; totalComments: number };

/** A demo partner with complaints and comments (they cannot be made through the API), newest first. */
export async function demoPartnerWithFeedback(page: Page): Promise<PartnerFeedback> {
  const headers = await apiHeaders(page, 'admin');
  const rows = await getJson<PartnerRow[]>(page, apiPaths.partners, { ...headers, [pagingHeaders.limit]: '15' }, 'PUT', {});
  for (const row of rows) {
    const partner = await getJson<Partner>(page, apiPath(apiPaths.partner, { id: row.uuidPartner }), headers);
    if (partner.countComplaints === 0 || partner.countComments === 0) continue;
    const complaints = await getJson<Complaint[]>(page, apiPath(apiPaths.partnerComplaints, { uuidPartner: row.uuidPartner }), headers);
    const answer = await page.request.put(apiBase + apiPaths.partnerComments, {
      headers: { ...headers, [pagingHeaders.offset]: '0', [pagingHeaders.limit]: '15' },
      data: { uuidPartner: row.uuidPartner },
    });
    expect(answer.ok()).toBe(true);
    const comments = (await answer.json()) as PartnerComment[];
    return { partner, complaints, comments, totalComments: Number(answer.headers()[pagingHeaders.recordCount]) };
  }
  throw new Error('No demo partner on the first page has both complaints and comments');
}

/** Opens a tab of the partner's card by its `?tab=` name. */
export async function openPartnerTab(page: Page, uuidPartner: string, tab: string): Promise<void> {
  await page.goto(`/partners/card/${uuidPartner}?tab=${tab}`);
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
}

/** The count badge of a card tab. */
export const tabCount = (page: Page, label: string): Locator => page.getByRole('tab', { name: label }).locator('.mantine-Badge-root');

/** A small valid PNG of one colour (the server checks the type by content). */
export function pngFile(name: string, rgb: [number, number, number]): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: 'image/png', buffer: solidPng(rgb) };
}

function solidPng([r, g, b]: [number, number, number]): Buffer {
  const width = 4;
  const height = 4;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
