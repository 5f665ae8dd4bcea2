import { blockPresets, moscowToday, type OperatorDirection } from '@sks/contract';
import type { Db } from '../platform/db/client.js';
import { cities } from '../modules/lookups/schema.js';
import { users } from '../modules/auth/schema.js';
import { students, universities } from '../modules/universities/schema.js';
import { sandboxUniversities } from '../integrations/inn/sandbox.js';
import { prng, type Rng } from './random.js';
import { chairmanJob, demoUniversitiesWithoutInn, operatorJobs, people, type DemoUniversity } from './universities-data.js';

const dayMs = 86_400_000;
const studentBatch = 1_000;
export const demoStudentCount = 5_400;

const latin: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o',
  п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};
export const translit = (text: string) => [...text.toLowerCase()].map((c) => latin[c] ?? (/[a-z0-9]/.test(c) ? c : '')).join('');

export function person(rng: Rng) {
  const female = rng.next() < 0.5;
  const [m, f] = rng.pick(people.surnames);
  return {
    surname: female ? f : m,
    name: rng.pick(female ? people.female : people.male),
    patronymic: `${rng.pick(people.fathers)}${female ? 'на' : 'ич'}`,
  };
}
export const phone = (rng: Rng) => `79${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;
const isoDay = (today: string, days: number) => new Date(Date.parse(today) + days * dayMs).toISOString().slice(0, 10);

type Contract = 'expired' | 'soon' | 'later';
/** Contract end relative to today: some expired, some ending within 30 days, the rest later. */
function endContractOf(kind: Contract, today: string, rng: Rng): string {
  if (kind === 'expired') return isoDay(today, -rng.int(1, 400));
  if (kind === 'soon') return isoDay(today, rng.int(1, 30));
  return isoDay(today, rng.int(45, 900));
}

/** The demo's universities with operators and students, and three more administrators. */
export async function seedUniversities(db: Db, now = new Date()): Promise<void> {
  const rng = prng(20_260_601);
  const today = moscowToday(now);
  const cityUuid = new Map((await db.select({ uuid: cities.uuid, name: cities.name }).from(cities)).map((c) => [c.name, c.uuid]));
  const all: DemoUniversity[] = [...sandboxUniversities, ...demoUniversitiesWithoutInn];
  const n = all.length;
  const contracts = rng.shuffle<Contract>(all.map((_, i) => (i < 9 ? 'expired' : i < 16 ? 'soon' : 'later')));
  const blocked = new Set(rng.shuffle(all.map((_, i) => i)).slice(0, 7));
  const usedEmails = new Set<string>();
  const uniqueEmail = (local: string, domain: string) => {
    let email = `${local}@${domain}`;
    for (let k = 2; usedEmails.has(email); k += 1) email = `${local}${k}@${domain}`;
    usedEmails.add(email);
    return email;
  };

  const rows = all.map((u, i) => {
    const uuidCity = cityUuid.get(u.city);
    if (!uuidCity) throw new Error(`demo city ${u.city} is not seeded`);
    const delegate = person(rng);
    const kind = contracts[i];
    const isBlocked = blocked.has(i);
    const reason = kind === 'expired' ? blockPresets[2] : rng.pick([blockPresets[0], blockPresets[1], 'Смена ответственного лица, ждём новый договор']);
    return {
      shortName: u.shortName,
      nameUniver: u.nameUniver,
      endContract: endContractOf(kind, today, rng),
      uuidCity,
      address: u.address,
      email: uniqueEmail('sks', `univer${i + 1}.example`),
      delegateSurname: `${delegate.surname} ${delegate.name} ${delegate.patronymic}`,
      phone: phone(rng),
      inn: u.inn ?? null,
      status: isBlocked ? ('blocked' as const) : ('active' as const),
      reasonBlocked: isBlocked ? reason : null,
      createdAt: new Date(now.getTime() - (n - i) * 17 * dayMs - rng.int(0, 16) * 3_600_000),
    };
  });
  const saved = await db.insert(universities).values(rows).returning({ uuid: universities.uuid });

  const directions: OperatorDirection[] = ['operator_student', 'operator_univer', 'operator_all'];
  const operators = saved.flatMap(({ uuid }, i) =>
    Array.from({ length: rng.int(1, 3) }, (_, k) => {
      const p = person(rng);
      const blockedOperator = k > 0 && rng.next() < 0.1;
      return {
        role: 'operator' as const,
        ...p,
        email: uniqueEmail(`${translit(p.surname)}.${translit(p.name[0])}`, `univer${i + 1}.example`),
        phone: phone(rng),
        job: k === 0 ? chairmanJob : rng.pick(operatorJobs),
        status: blockedOperator ? ('blocked' as const) : ('active' as const),
        reasonBlocked: blockedOperator ? blockPresets[1] : null,
        uuidUniversity: uuid,
        isChairman: k === 0,
        direction: rng.pick(directions),
        createdAt: rows[i].createdAt,
      };
    }),
  );
  await db.insert(users).values(operators);

  // Bigger universities get more students; shares are fixed by the seed.
  const weights = saved.map(() => 1 + rng.next() * 4);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const studentRows: (typeof students.$inferInsert)[] = [];
  for (let i = 0; i < demoStudentCount; i += 1) {
    let r = rng.next() * weightSum;
    let u = 0;
    while (r > weights[u] && u < weights.length - 1) r -= weights[u++];
    const p = person(rng);
    studentRows.push({
      uuidUniver: saved[u].uuid,
      ...p,
      course: rng.pick([1, 1, 2, 2, 3, 3, 4, 4, 5, 6]),
      createdAt: new Date(now.getTime() - Math.floor(rng.next() * 730 * dayMs)),
    });
  }
  for (let from = 0; from < studentRows.length; from += studentBatch) {
    await db.insert(students).values(studentRows.slice(from, from + studentBatch));
  }

  await db.insert(users).values([
    { role: 'admin', email: 'e.sokolova@example.com', name: 'Екатерина', surname: 'Соколова', patronymic: 'Андреевна', phone: '79161234501', job: 'Менеджер по работе с вузами' },
    { role: 'admin', email: 'd.morozov@example.com', name: 'Дмитрий', surname: 'Морозов', patronymic: 'Сергеевич', phone: '79161234502', job: 'Менеджер по работе с партнёрами' },
    { role: 'admin', email: 'n.volkova@example.com', name: 'Наталья', surname: 'Волкова', patronymic: 'Игоревна', phone: '79161234503', job: 'Модератор контента', status: 'blocked', reasonBlocked: 'Увольнение' },
  ]);
}
