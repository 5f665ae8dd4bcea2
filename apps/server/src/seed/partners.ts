import { partnerBlockPresets, workTimeOf, type SocialNetwork, type TimeWorkDay } from '@sks/contract';
import type { Db } from '../platform/db/client.js';
import type { Storage } from '../platform/storage/storage.js';
import { categories, cities } from '../modules/lookups/schema.js';
import { students } from '../modules/universities/schema.js';
import { complaints, discounts, partnerPhotos, partners, salePoints, vacancies } from '../modules/partners/schema.js';
import { reviews } from '../modules/reviews/schema.js';
import { housePoint, sandboxCities, type SandboxCity } from '../integrations/geocoder/sandbox-data.js';
import { demoPalette, gradientPng } from './demo-images.js';
import { commentTexts, complaintTexts, partnerTexts } from './partners-data.js';
import { prng, type Rng } from './random.js';
import { person, phone, translit } from './universities.js';

const dayMs = 86_400_000;
const localPerCategory = 16;
const batch = 500;

/** Weekly hours of a demo trade point: the usual shop, one closed on Sunday, or round the clock. */
function hoursOf(rng: Rng): TimeWorkDay[] {
  const days = ['Mn', 'Ts', 'Wb', 'Th', 'Fr', 'St', 'Sn'] as const;
  const kind = rng.int(0, 9);
  if (kind === 0) return days.map((name) => ({ name, startWork: 'Круглосуточно', endWork: 'Круглосуточно' }));
  const open = rng.pick(['08:00', '09:00', '10:00']);
  const close = rng.pick(['20:00', '21:00', '22:00']);
  return days.map((name) => {
    if (name === 'Sn' && kind <= 3) return { name, startWork: 'Выходной', endWork: 'Выходной' };
    if (name === 'St' || name === 'Sn') return { name, startWork: '10:00', endWork: '20:00' };
    return { name, startWork: open, endWork: close };
  });
}

function socialsOf(rng: Rng, slug: string): SocialNetwork[] {
  const all: SocialNetwork[] = [
    { type: 'vk', link: `https://vk.com/${slug}` },
    { type: 'instagram', link: `https://instagram.com/${slug}` },
    { type: 'twitter', link: `https://twitter.com/${slug}` },
    { type: 'fb', link: `https://facebook.com/${slug}` },
  ];
  return all.slice(0, rng.int(1, 4));
}

const brandOf = (name: string) => /«(.+)»/.exec(name)?.[1] ?? name;

type PlannedPartner = { category: string; name: string; city: SandboxCity | null };

/**
 * The demo's partners: federal chains and local businesses of every category, with discounts,
 * trade points on real streets (where the sandbox geocoder finds them), working hours, logos,
 * photos, vacancies, and what students wrote about them.
 */
export async function seedPartners(db: Db, storage: Storage, now = new Date()): Promise<void> {
  const rng = prng(20_261_122);
  const cityUuid = new Map((await db.select({ uuid: cities.uuid, name: cities.name }).from(cities)).map((c) => [c.name, c.uuid]));
  const categoryUuid = new Map((await db.select({ uuid: categories.uuid, name: categories.name }).from(categories)).map((c) => [c.name, c.uuid]));
  const studentUuids = (await db.select({ uuid: students.uuid }).from(students).limit(2_000)).map((s) => s.uuid);
  const uuidOfCity = (city: SandboxCity) => {
    const uuid = cityUuid.get(city.name);
    if (!uuid) throw new Error(`demo city ${city.name} is not seeded`);
    return uuid;
  };

  // Bigger cities get more local partners.
  const cityWeights = sandboxCities.map((c, i) => (i < 2 ? 6 : i < 8 ? 2 : 1));
  const weightedCity = () => {
    let r = rng.next() * cityWeights.reduce((a, b) => a + b, 0);
    let i = 0;
    while (r > cityWeights[i] && i < cityWeights.length - 1) r -= cityWeights[i++];
    return sandboxCities[i];
  };
  const planned: PlannedPartner[] = [];
  for (const [category, texts] of Object.entries(partnerTexts)) {
    for (const name of texts.federal) planned.push({ category, name, city: null });
    for (let k = 0; k < localPerCategory; k += 1) planned.push({ category, name: texts.local[k % texts.local.length], city: weightedCity() });
  }
  rng.shuffle(planned);

  const rows = planned.map((p, i) => {
    const uuidCategory = categoryUuid.get(p.category);
    if (!uuidCategory) throw new Error(`demo category ${p.category} is not seeded`);
    const slug = `${translit(brandOf(p.name)).slice(0, 20)}${i + 1}`;
    const blocked = rng.next() < 0.08;
    const owner = person(rng);
    return {
      name: p.name,
      legalName: rng.next() < 0.8 ? `ООО «${brandOf(p.name)}»` : `ИП ${owner.surname} ${owner.name[0]}. ${owner.patronymic[0]}.`,
      inn: rng.next() < 0.75 ? String(rng.int(1_000_000_000, 9_999_999_999)) : null,
      uuidCategory,
      uuidMainCity: p.city ? uuidOfCity(p.city) : null,
      isFederalPartner: p.city === null,
      description: `<p>${partnerTexts[p.category].about}</p><p>Студентам с картой СКС — скидка на кассе. Подробнее на сайте: <a href="https://${slug}.example" rel="noopener noreferrer" target="_blank">${slug}.example</a></p>`,
      phone: phone(rng),
      email: `info@${slug}.example`,
      linkToSite: rng.next() < 0.85 ? `https://${slug}.example` : null,
      socialNetworks: socialsOf(rng, slug),
      rating: rng.int(30, 50) / 10,
      status: blocked ? ('blocked' as const) : ('active' as const),
      reasonBlocked: blocked ? rng.pick(partnerBlockPresets) : null,
      keyImg: rng.next() < 0.85 ? `demo/partners/${i + 1}/logo.png` : null,
      createdAt: new Date(now.getTime() - (planned.length - i) * 3 * dayMs - rng.int(0, 70) * 3_600_000),
    };
  });
  const saved = await db.insert(partners).values(rows).returning({ uuid: partners.uuid });

  const images: Promise<void>[] = [];
  const putImage = (key: string, width: number, height: number) => {
    const [from, to] = rng.pick(demoPalette);
    images.push(storage.put(key, gradientPng(width, height, from, to), 'image/png'));
  };
  rows.forEach((r) => r.keyImg && putImage(r.keyImg, 200, 200));

  const discountRows: (typeof discounts.$inferInsert)[] = [];
  const pointRows: (typeof salePoints.$inferInsert)[] = [];
  const photoRows: (typeof partnerPhotos.$inferInsert)[] = [];
  const vacancyRows: (typeof vacancies.$inferInsert)[] = [];
  const complaintRows: (typeof complaints.$inferInsert)[] = [];
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  const recent = () => new Date(now.getTime() - rng.int(1, 200 * 24) * 3_600_000);

  saved.forEach(({ uuid: uuidPartner }, i) => {
    const plan = planned[i];
    const texts = partnerTexts[plan.category];
    // The newest partner, first in the console's default order, has something on every tab.
    const showcase = i === saved.length - 1;

    for (let k = rng.int(1, 3); k > 0; k -= 1) {
      discountRows.push(
        rng.next() < 0.6
          ? { uuidPartner, type: 'fix', size: rng.pick([5, 10, 15, 20, 25, 30]), description: 'По студенческой карте СКС на весь чек' }
          : { uuidPartner, type: 'free', name: rng.pick(texts.offers), description: 'При покупке от 300 ₽ по карте СКС' },
      );
    }

    const pointCities = plan.city ? [plan.city] : rng.shuffle([...sandboxCities]).slice(0, rng.int(4, 12));
    for (const city of pointCities) {
      const used = new Set<string>();
      for (let k = plan.city ? rng.int(4, 9) : rng.int(1, 3); k > 0; k -= 1) {
        const street = rng.pick(city.streets);
        const house = rng.int(1, 120);
        const address = `${street.name}, ${house}`;
        if (used.has(address)) continue;
        used.add(address);
        const timeWork = hoursOf(rng);
        pointRows.push({ uuidPartner, uuidCity: uuidOfCity(city), address, ...housePoint(street, house), timeWork, workTime: workTimeOf(timeWork) });
      }
    }

    for (let k = showcase ? 3 : rng.int(0, 4); k > 0; k -= 1) {
      const keyImg = `demo/partners/${i + 1}/photo-${k}.png`;
      putImage(keyImg, 320, 200);
      photoRows.push({ uuidPartner, keyImg });
    }
    for (let k = showcase ? 2 : rng.int(0, 3); k > 0; k -= 1) {
      const title = texts.vacancies[k % texts.vacancies.length];
      vacancyRows.push({
        uuidPartner,
        title,
        link: `https://${translit(brandOf(plan.name)).slice(0, 20) || 'partner'}${i + 1}.example/jobs/${k}`,
        description: 'Гибкий график, можно совмещать с учёбой. Обучение за счёт компании.',
      });
    }
    const complaintCount = showcase ? 3 : rng.next() < 0.3 ? rng.int(1, 5) : 0;
    for (let k = 0; k < complaintCount; k += 1) {
      complaintRows.push({ uuidPartner, uuidStudent: rng.pick(studentUuids), msg: rng.pick(complaintTexts), createdAt: recent() });
    }
    for (let k = showcase ? 5 : rng.int(0, 8); k > 0; k -= 1) {
      const r = rng.next();
      reviewRows.push({
        uuidPartner,
        uuidStudent: rng.pick(studentUuids),
        comment: rng.pick(commentTexts),
        status: showcase || r < 0.75 ? 'public' : r < 0.9 ? 'moderation' : 'rejected',
        rating: rng.pick([3, 4, 4, 5, 5, 5]),
        likes: rng.int(0, 40),
        createdAt: recent(),
      });
    }
  });

  const insertAll = async <T>(rowsOf: T[], insert: (part: T[]) => Promise<unknown>) => {
    for (let from = 0; from < rowsOf.length; from += batch) await insert(rowsOf.slice(from, from + batch));
  };
  await insertAll(discountRows, (part) => db.insert(discounts).values(part));
  await insertAll(pointRows, (part) => db.insert(salePoints).values(part));
  await insertAll(photoRows, (part) => db.insert(partnerPhotos).values(part));
  await insertAll(vacancyRows, (part) => db.insert(vacancies).values(part));
  await insertAll(complaintRows, (part) => db.insert(complaints).values(part));
  await insertAll(reviewRows, (part) => db.insert(reviews).values(part));
  await Promise.all(images);
}
