import { describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { emptyTimeWork, messages, partnerLimits, partnerMessages as m } from '@sks/contract';
import { useTestApp } from '../../test/harness.js';
import { auditLog } from '../../platform/audit/schema.js';
import { stocks } from '../promotions/schema.js';
import { reviews } from '../reviews/schema.js';
import { complaints, discounts, partnerPhotos, partners, salePoints, vacancies } from './schema.js';
import { failingFields, makeCategory, makeCity, makePartner, makeStudent } from './fixtures.js';
import { createBody, operatorToken, partnerApi, unknownUuid, updateBody } from './partners-api.js';

const t = useTestApp();

const auditOf = (entityId: string, action: string) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
const rowsIn = async (table: typeof partners | typeof discounts) => Number((await t.database.db.select({ n: count() }).from(table))[0].n);

const hostile =
  '<p onclick="steal()">Скидки<script>alert(1)</script><img src="x" onerror="alert(1)"> на сайте https://zerno.ru и <a href="javascript:alert(1)">тут</a></p>' +
  '<iframe src="https://evil.example"></iframe><p><a href="data:text/html,x" onmouseover="x()">данные</a> <a href="https://zerno.ru/menu">меню</a></p>';
const hostileClean =
  '<p>Скидки на сайте <a href="https://zerno.ru" rel="noopener noreferrer" target="_blank">https://zerno.ru</a> и <span>тут</span></p>' +
  '<p><span>данные</span> <a href="https://zerno.ru/menu" rel="noopener noreferrer" target="_blank">меню</a></p>';

describe('POST /v3/add-partner (create)', () => {
  it('creates a federal partner with its discounts; the card shows everything', async () => {
    const food = await makeCategory(t, 'Еда');
    const api = await partnerApi(t);
    const res = await api.create(createBody(food));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uuidPartner: expect.any(String) });
    const card = await api.card(res.body.uuidPartner);
    expect(card.status).toBe(200);
    expect(card.body).toEqual({
      uuidPartner: res.body.uuidPartner,
      status: 'active',
      name: 'Кофейня «Зерно»',
      legalName: 'ООО «Зерно»',
      inn: '7707083893',
      category: { uuidCategory: food, name: 'Еда' },
      createdData: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      nameMainCity: null,
      uuidMainCity: null,
      keyImg: 'images/logo.png',
      logo: '/files/images/logo.png',
      rating: 0,
      email: 'info@zerno.example',
      phone: '79991234567',
      linkToSite: 'https://zerno.example',
      socialNetworks: [{ type: 'vk', link: 'https://vk.com/zerno' }],
      description: '<p>Скидка студентам на весь кофе</p>',
      reasonBlocked: null,
      isFederalPartner: true,
      discounts: [
        { uuidDiscount: expect.any(String), name: '', type: 'fix', description: 'На напитки', size: 15 },
        { uuidDiscount: expect.any(String), name: 'Круассан', type: 'free', description: 'К любому кофе', size: 0 },
      ],
      stocks: [],
      countDiscounts: 2,
      countStocks: 0,
      countSalePoints: 0,
      countPhoto: 0,
      countComments: 0,
      countComplaints: 0,
      countVacancies: 0,
    });
  });

  it('takes a partner without logo, INN, site, socials or discounts', async () => {
    const api = await partnerApi(t);
    const body = createBody(await makeCategory(t), { keyImg: null, inn: '', linkToSite: '', socialNetworks: [], discounts: [] });
    const res = await api.create(body);
    expect(res.status).toBe(200);
    const card = await api.card(res.body.uuidPartner);
    expect(card.body).toMatchObject({ keyImg: null, logo: null, inn: null, linkToSite: null, socialNetworks: [], discounts: [], countDiscounts: 0 });
  });

  it('records the creation with its discounts in the audit log', async () => {
    const api = await partnerApi(t);
    const { body } = await api.create(createBody(await makeCategory(t)));
    const [entry] = await auditOf(body.uuidPartner, 'partner.create');
    expect(entry).toMatchObject({ entity: 'partner', actorUuid: api.user.uuid, actorLogin: api.user.email, before: null });
    expect(entry.after).toMatchObject({ name: 'Кофейня «Зерно»', isFederalPartner: true, uuidMainCity: null, phone: '79991234567' });
    expect((entry.after as { discounts: { description: string }[] }).discounts.map((d) => d.description)).toEqual(['На напитки', 'К любому кофе']);
  });

  it('stores a hostile description sanitised: no script, handlers or javascript:/data: links; plain links wrapped', async () => {
    const api = await partnerApi(t);
    const res = await api.create(createBody(await makeCategory(t), { description: hostile }));
    expect(res.status).toBe(200);
    const card = await api.card(res.body.uuidPartner);
    expect(card.body.description).toBe(hostileClean);
    const [stored] = await t.database.db.select({ description: partners.description }).from(partners);
    expect(stored.description).toBe(hostileClean);
  });

  it('answers 400 when nothing would be left of a required description after sanitising', async () => {
    const api = await partnerApi(t);
    const res = await api.create(createBody(await makeCategory(t), { description: '<script>alert(1)</script>' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: 'body.description', message: m.empty }]);
    expect(await rowsIn(partners)).toBe(0);
  });

  it("answers 400 'Поля не заполнены' naming every empty required field", async () => {
    const api = await partnerApi(t);
    const res = await api.create({ name: ' ', legalName: '', uuidCategory: '', description: '<p> </p>', phone: '', email: '' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
    expect(failingFields(res.body)).toEqual(['description', 'email', 'legalName', 'name', 'phone', 'uuidCategory']);
    for (const f of res.body.fields ?? []) expect(f.message).toBe(m.empty);
  });

  it('answers 400 naming the field for each rule of the form', async () => {
    const api = await partnerApi(t);
    const food = await makeCategory(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'я'.repeat(201) }, 'name'],
      [{ legalName: 'я'.repeat(501) }, 'legalName'],
      [{ email: 'info@zerno' }, 'email'],
      [{ phone: '+7 999 123-45-6' }, 'phone'],
      [{ phone: 'телефон' }, 'phone'],
      [{ inn: '123456789' }, 'inn'],
      [{ uuidCategory: 'еда' }, 'uuidCategory'],
      [{ cities: [unknownUuid] }, 'cities'],
      [{ description: `<p>${'я'.repeat(2001)}</p>` }, 'description'],
      [{ linkToSite: 'javascript:alert(1)' }, 'linkToSite'],
      [{ socialNetworks: [{ type: 'vk', link: 'vk.com/zerno' }] }, 'socialNetworks.0.link'],
      [{ socialNetworks: [{ type: 'ok', link: 'https://ok.ru/zerno' }] }, 'socialNetworks.0.type'],
      [{ discounts: [{ type: 'fix', size: 0, description: 'Ноль' }] }, 'discounts.0.size'],
      [{ discounts: [{ type: 'free', name: '', description: 'Без названия' }] }, 'discounts.0.name'],
      [{ discounts: [{ type: 'fix', size: 10, description: '' }] }, 'discounts.0.description'],
      [{ discounts: [1, 2, 3, 4].map((size) => ({ type: 'fix', size, description: 'Много' })) }, 'discounts'],
    ];
    for (const [over, field] of cases) {
      const res = await api.create(createBody(food, over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(failingFields(res.body), JSON.stringify(over)).toEqual([field]);
    }
    expect(await rowsIn(partners)).toBe(0);
  });

  it('answers 400 for a logo key that storage could never have written', async () => {
    const api = await partnerApi(t);
    const res = await api.create(createBody(await makeCategory(t), { keyImg: '../../etc/passwd' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: 'body.keyImg', message: m.format }]);
  });

  it('answers 400 naming uuidCategory for a category that does not exist, and saves nothing', async () => {
    const api = await partnerApi(t);
    const res = await api.create(createBody(unknownUuid));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'unknown_category', message: m.categoryUnknown, fields: [{ field: 'body.uuidCategory', message: m.categoryUnknown }] });
    expect(await rowsIn(partners)).toBe(0);
  });

  it('saves the partner and its discounts in one transaction: a discount the database refuses leaves nothing', async () => {
    const api = await partnerApi(t);
    const food = await makeCategory(t);
    const { db } = t.database;
    await db.execute(
      sql.raw(`CREATE FUNCTION refuse_discount() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.description = 'сбой' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`),
    );
    await db.execute(sql.raw('CREATE TRIGGER refuse_discount BEFORE INSERT ON discounts FOR EACH ROW EXECUTE FUNCTION refuse_discount()'));
    try {
      const body = createBody(food, { discounts: [{ type: 'fix', size: 10, description: 'Хорошая' }, { type: 'fix', size: 20, description: 'сбой' }] });
      const res = await api.create(body);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 'internal', message: messages.api.internal });
      expect(await rowsIn(partners)).toBe(0);
      expect(await rowsIn(discounts)).toBe(0);
      expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'partner.create'))).toEqual([]);
      expect((await api.create(createBody(food))).status).toBe(200);
      expect(await rowsIn(partners)).toBe(1);
    } finally {
      await db.execute(sql.raw('DROP TRIGGER refuse_discount ON discounts'));
      await db.execute(sql.raw('DROP FUNCTION refuse_discount()'));
    }
  });

  it('answers 401 without a token and 403 to an operator', async () => {
    const api = await partnerApi(t);
    const body = createBody(await makeCategory(t));
    expect((await api.create(body, { token: undefined })).status).toBe(401);
    expect((await api.create(body, { token: await operatorToken(t) })).status).toBe(403);
    expect(await rowsIn(partners)).toBe(0);
  });
});

describe('GET /v2/partner/{id} (card)', () => {
  it("counts every tab's rows of this partner only, and lists its promotions newest first", async () => {
    const city = await makeCity(t, 'Казань');
    const sport = await makeCategory(t, 'Спорт');
    const partner = await makePartner(t, city, { name: 'Фитнес', uuidCategory: sport, rating: 4.5, keyImg: 'images/fit.webp' });
    const other = await makePartner(t, city);
    const student = await makeStudent(t, city);
    const { db } = t.database;
    for (const p of [partner, other]) {
      await db.insert(discounts).values({ uuidPartner: p.uuid, type: 'fix', size: 10, description: 'Абонемент' });
      await db.insert(salePoints).values(
        [1, 2, 3].map((n) => ({ uuidPartner: p.uuid, uuidCity: city, address: `ул. Баумана, ${n}`, latitude: 55.79, longitude: 49.12, timeWork: emptyTimeWork() })),
      );
      await db.insert(partnerPhotos).values({ uuidPartner: p.uuid, keyImg: 'images/hall.jpg' });
      await db.insert(reviews).values([
        { uuidPartner: p.uuid, uuidStudent: student.uuid, comment: 'Хорошо', rating: 5, status: 'public' },
        { uuidPartner: p.uuid, uuidStudent: student.uuid, comment: 'Ждёт', rating: 4 },
      ]);
      await db.insert(complaints).values({ uuidPartner: p.uuid, uuidStudent: student.uuid, msg: 'Не дали скидку' });
      await db.insert(vacancies).values([
        { uuidPartner: p.uuid, title: 'Тренер', link: 'https://hh.example/1' },
        { uuidPartner: p.uuid, title: 'Администратор', link: 'https://hh.example/2' },
      ]);
    }
    const [older] = await db
      .insert(stocks)
      .values({
        uuidPartner: partner.uuid,
        name: 'Летний абонемент',
        description: 'Скидка 20%',
        status: 'blocked',
        dateBegin: new Date('2025-06-01T00:00:00Z'),
        dateEnd: new Date('2025-08-31T20:59:59Z'),
        createdAt: new Date('2025-05-01T09:00:00Z'),
      })
      .returning();
    const [newer] = await db
      .insert(stocks)
      .values({ uuidPartner: partner.uuid, name: 'Пробное занятие', createdAt: new Date('2025-09-01T09:00:00Z') })
      .returning();
    await db.insert(stocks).values({ uuidPartner: other.uuid, name: 'Чужая' });

    const api = await partnerApi(t);
    const res = await api.card(partner.uuid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Фитнес',
      category: { uuidCategory: sport, name: 'Спорт' },
      nameMainCity: 'Казань',
      uuidMainCity: city,
      isFederalPartner: false,
      rating: 4.5,
      keyImg: 'images/fit.webp',
      logo: '/files/images/fit.webp',
      countDiscounts: 1,
      countStocks: 2,
      countSalePoints: 3,
      countPhoto: 1,
      countComments: 2,
      countComplaints: 1,
      countVacancies: 2,
    });
    expect(res.body.stocks).toEqual([
      { uuidStock: newer.uuid, name: 'Пробное занятие', description: '', status: 'active', dateBegin: null, dateEnd: null },
      {
        uuidStock: older.uuid,
        name: 'Летний абонемент',
        description: 'Скидка 20%',
        status: 'blocked',
        dateBegin: '2025-06-01 03:00:00',
        dateEnd: '2025-08-31 23:59:59',
      },
    ]);
    expect(res.body.discounts).toEqual([{ uuidDiscount: expect.any(String), name: '', type: 'fix', description: 'Абонемент', size: 10 }]);
  });

  it('carries only the newest promotions, counting them all', async () => {
    const partner = await makePartner(t, null);
    const total = partnerLimits.cardStocks + 2;
    await t.database.db
      .insert(stocks)
      .values(Array.from({ length: total }, (_, i) => ({ uuidPartner: partner.uuid, name: `Акция ${i}`, createdAt: new Date(Date.UTC(2025, 0, i + 1)) })));
    const res = await (await partnerApi(t)).card(partner.uuid);
    expect(res.status).toBe(200);
    expect(res.body.countStocks).toBe(total);
    expect(res.body.stocks.map((s) => s.name)).toEqual(Array.from({ length: partnerLimits.cardStocks }, (_, i) => `Акция ${total - 1 - i}`));
  });

  it('shows no category when the partner has none', async () => {
    const partner = await makePartner(t, null);
    const api = await partnerApi(t);
    expect((await api.card(partner.uuid)).body.category).toBeNull();
  });

  it('answers 404 for an unknown partner, 400 for a malformed id, 401 and 403', async () => {
    const partner = await makePartner(t, null);
    const api = await partnerApi(t);
    const missing = await api.card(unknownUuid);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: m.notFound });
    const malformed = await api.card('42');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields?.map((f) => f.field)).toEqual(['params.id']);
    expect((await api.card(partner.uuid, { token: undefined })).status).toBe(401);
    expect((await api.card(partner.uuid, { token: await operatorToken(t) })).status).toBe(403);
  });
});

describe('PUT /v2/partner/{id} (edit)', () => {
  it('saves the form and answers the card', async () => {
    const moscow = await makeCity(t, 'Москва');
    const kazan = await makeCity(t, 'Казань');
    const food = await makeCategory(t, 'Еда');
    const bakery = await makeCategory(t, 'Выпечка');
    const partner = await makePartner(t, moscow, { uuidCategory: food });
    const api = await partnerApi(t);
    const body = updateBody(bakery, kazan, {
      inn: '165000000000',
      linkToSite: 'https://kolos.example',
      email: 'kolos@kolos.example',
      keyImg: 'images/kolos.png',
      socialNetworks: [{ type: 'instagram', link: 'https://instagram.com/kolos' }],
    });
    const res = await api.update(partner.uuid, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uuidPartner: partner.uuid,
      name: 'Пекарня «Колос»',
      legalName: 'ООО «Колос»',
      inn: '165000000000',
      uuidMainCity: kazan,
      nameMainCity: 'Казань',
      category: { uuidCategory: bakery, name: 'Выпечка' },
      description: '<p>Свежий хлеб</p>',
      isFederalPartner: false,
      phone: '78435550102',
      linkToSite: 'https://kolos.example',
      email: 'kolos@kolos.example',
      keyImg: 'images/kolos.png',
      logo: '/files/images/kolos.png',
      socialNetworks: [{ type: 'instagram', link: 'https://instagram.com/kolos' }],
      status: 'active',
    });
    expect((await api.card(partner.uuid)).body).toEqual(res.body);
  });

  it('records the change with the row before and after', async () => {
    const city = await makeCity(t, 'Москва');
    const food = await makeCategory(t);
    const partner = await makePartner(t, city, { name: 'Было', uuidCategory: food });
    const api = await partnerApi(t);
    await api.update(partner.uuid, updateBody(food, city, { name: 'Стало' }));
    const [entry] = await auditOf(partner.uuid, 'partner.update');
    expect(entry).toMatchObject({ entity: 'partner', actorUuid: api.user.uuid, before: { name: 'Было' }, after: { name: 'Стало' } });
  });

  it('makes a partner federal: its main city is dropped even when one is sent', async () => {
    const city = await makeCity(t, 'Москва');
    const food = await makeCategory(t);
    const partner = await makePartner(t, city);
    const api = await partnerApi(t);
    const res = await api.update(partner.uuid, updateBody(food, city, { isFederalPartner: true }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isFederalPartner: true, uuidMainCity: null, nameMainCity: null });
    const back = await api.update(partner.uuid, updateBody(food, city, { isFederalPartner: false }));
    expect(back.body).toMatchObject({ isFederalPartner: false, uuidMainCity: city, nameMainCity: 'Москва' });
  });

  it('sanitises the description', async () => {
    const partner = await makePartner(t, null);
    const api = await partnerApi(t);
    const res = await api.update(partner.uuid, updateBody(await makeCategory(t), null, { isFederalPartner: true, description: hostile }));
    expect(res.status).toBe(200);
    expect(res.body.description).toBe(hostileClean);
  });

  it('answers 400 naming the field for a city or category that does not exist, and changes nothing', async () => {
    const city = await makeCity(t, 'Москва');
    const food = await makeCategory(t);
    const partner = await makePartner(t, city, { name: 'Как было', uuidCategory: food });
    const api = await partnerApi(t);
    const noCity = await api.update(partner.uuid, updateBody(food, unknownUuid));
    expect(noCity.status).toBe(400);
    expect(noCity.body.fields).toEqual([{ field: 'body.uuidMainCity', message: m.cityUnknown }]);
    const noCategory = await api.update(partner.uuid, updateBody(unknownUuid, city));
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.fields).toEqual([{ field: 'body.uuidCategory', message: m.categoryUnknown }]);
    expect((await api.card(partner.uuid)).body).toMatchObject({ name: 'Как было', uuidMainCity: city, category: { uuidCategory: food } });
  });

  it('answers 400 naming the field for each rule of the edit form', async () => {
    const city = await makeCity(t, 'Москва');
    const food = await makeCategory(t);
    const partner = await makePartner(t, city);
    const api = await partnerApi(t);
    const cases: [Record<string, unknown>, string[]][] = [
      [{ name: '' }, ['name']],
      [{ uuidMainCity: null }, ['uuidMainCity']],
      [{ uuidMainCity: 'Москва' }, ['uuidMainCity']],
      [{ uuidCategory: '' }, ['uuidCategory']],
      [{ phone: '8 843 555' }, ['phone']],
      [{ email: 'kolos@' }, ['email']],
      [{ linkToSite: 'kolos.example' }, ['linkToSite']],
      [{ description: `<p>${'я'.repeat(2001)}</p>` }, ['description']],
      [{ isFederalPartner: 'да' }, ['isFederalPartner']],
    ];
    for (const [over, fields] of cases) {
      const res = await api.update(partner.uuid, updateBody(food, city, over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(failingFields(res.body), JSON.stringify(over)).toEqual(fields);
    }
  });

  it('answers 404 for an unknown partner, 401 and 403', async () => {
    const city = await makeCity(t, 'Москва');
    const food = await makeCategory(t);
    const partner = await makePartner(t, city, { name: 'Не тронут' });
    const api = await partnerApi(t);
    const missing = await api.update(unknownUuid, updateBody(food, city));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: m.notFound });
    expect((await api.update(partner.uuid, updateBody(food, city), { token: undefined })).status).toBe(401);
    expect((await api.update(partner.uuid, updateBody(food, city), { token: await operatorToken(t) })).status).toBe(403);
    expect((await api.card(partner.uuid)).body.name).toBe('Не тронут');
  });
});
