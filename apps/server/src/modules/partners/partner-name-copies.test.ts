import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adsPaths, type AdsPartner } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { adsPartners } from '../ads/schema.js';
import { adsApi, validInn } from '../ads/fixtures.js';
import { makeStock, promotionApi } from '../promotions/fixtures.js';
import { makeReview, reviewApi } from '../reviews/fixtures.js';
import { reviews } from '../reviews/schema.js';
import { stocks } from '../promotions/schema.js';
import { makeCategory, makeCity, makePartner } from './fixtures.js';
import { partnerApi, updateBody } from './partners-api.js';

const t = useTestApp();

/** A partner with a promotion, a review and an ad partner, which the three lists find by the partner's name. */
async function partnerWithCopies() {
  const city = await makeCity(t, 'Москва');
  const food = await makeCategory(t, 'Еда');
  const partner = await makePartner(t, city, { name: 'Кофейня «Зерно»', uuidCategory: food });
  const stock = await makeStock(t, partner.uuid, { name: 'Капучино в подарок' });
  const review = await makeReview(t, { uuidPartner: partner.uuid, comment: 'Вкусно' });
  const ads = await adsApi(t);
  const adsPartner = await ads.call<AdsPartner>('POST', adsPaths.partners, { uuidPartner: partner.uuid, type: 'ul', inn: validInn.ul, name: 'ООО «Ромашка»' });
  expect(adsPartner.status).toBe(200);
  return { city, food, partner, stock, review, ads, adsPartnerId: adsPartner.body.id };
}

/** What each list finds for a search: the promotions', reviews' and ad partners' ids. */
async function foundBy(search: string, ads: Awaited<ReturnType<typeof adsApi>>) {
  const promotions = await (await promotionApi(t)).list({ searchString: search });
  const reviewList = await (await reviewApi(t)).list({ searchString: search });
  const adsList = await ads.call<{ result: { id: string }[]; total: number }>('GET', `${adsPaths.partners}?limit=10&current=1&search=${encodeURIComponent(search)}`);
  return {
    promotions: promotions.body.map((r) => r.uuidStock),
    reviews: reviewList.body.map((r) => r.uuidComment),
    ads: adsList.body.result.map((r) => r.id),
  };
}

const copiesOf = async (ids: { stock: string; review: string; adsPartner: string }) => ({
  stock: (await t.database.db.select({ name: stocks.partnerName }).from(stocks).where(eq(stocks.uuid, ids.stock)))[0]?.name,
  review: (await t.database.db.select({ name: reviews.partnerName }).from(reviews).where(eq(reviews.uuid, ids.review)))[0]?.name,
  adsPartner: (await t.database.db.select({ name: adsPartners.partnerName }).from(adsPartners).where(eq(adsPartners.id, ids.adsPartner)))[0]?.name,
});

describe("the partner's name on its promotions, reviews and ad partners", () => {
  it('is copied when they are written, so the three lists find them by it', async () => {
    const { stock, review, ads, adsPartnerId } = await partnerWithCopies();
    expect(await copiesOf({ stock: stock.uuid, review: review.uuid, adsPartner: adsPartnerId })).toEqual({
      stock: 'Кофейня «Зерно»',
      review: 'Кофейня «Зерно»',
      adsPartner: 'Кофейня «Зерно»',
    });
    expect(await foundBy('зерно', ads)).toEqual({ promotions: [stock.uuid], reviews: [review.uuid], ads: [adsPartnerId] });
  });

  it('follows a rename through the API: the new name finds them, the old one no longer does', async () => {
    const { city, food, partner, stock, review, ads, adsPartnerId } = await partnerWithCopies();
    const renamed = await (await partnerApi(t)).update(partner.uuid, updateBody(food, city, { name: 'Пекарня «Колос»' }));
    expect(renamed.status).toBe(200);
    expect(await foundBy('колос', ads)).toEqual({ promotions: [stock.uuid], reviews: [review.uuid], ads: [adsPartnerId] });
    expect(await foundBy('зерно', ads)).toEqual({ promotions: [], reviews: [], ads: [] });
  });

  it('follows a row moved to another partner and cannot be written apart from the partner', async () => {
    const made = await partnerWithCopies();
    const [stock, review, adsPartner] = [made.stock.uuid, made.review.uuid, made.adsPartnerId];
    const other = await makePartner(t, null, { name: 'Аптека «Здоровье»' });
    await t.database.db.update(stocks).set({ uuidPartner: other.uuid }).where(eq(stocks.uuid, stock));
    await t.database.db.update(reviews).set({ partnerName: 'Чужое имя' }).where(eq(reviews.uuid, review));
    await t.database.db.update(adsPartners).set({ partnerName: '' }).where(eq(adsPartners.id, adsPartner));
    expect(await copiesOf({ stock, review, adsPartner })).toEqual({ stock: 'Аптека «Здоровье»', review: 'Кофейня «Зерно»', adsPartner: 'Кофейня «Зерно»' });
  });

  it('is empty on a review without a partner', async () => {
    const review = await makeReview(t, { comment: 'Без партнёра' });
    expect(review.partnerName).toBe('');
  });
});
