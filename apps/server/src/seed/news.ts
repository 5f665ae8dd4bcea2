import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import type { Storage } from '../platform/storage/storage.js';
import { users } from '../modules/auth/schema.js';
import { cities } from '../modules/lookups/schema.js';
import { news, newsEvents, newsPhotos, newsPollAnswers, newsPolls } from '../modules/news/schema.js';
import { demoAccounts } from './demo-accounts.js';
import { demoPalette, gradientPng } from './demo-images.js';
import { eventTexts, newsRejectReasons, newsTexts, pollTexts } from './news-data.js';
import { prng } from './random.js';
import { demoCities } from './reference.js';

const dayMs = 86_400_000;
export const demoNewsCount = 72;

type Approve = 'wait' | 'approved' | 'blocked' | 'declined';
type Level = 'federal' | 'region' | 'university';

/**
 * The demo's news: every level, kind (news, survey, event) and approval state, some pinned,
 * some switched off, some with covers; university operators wrote the university items that
 * wait for moderation.
 */
export async function seedNews(db: Db, storage: Storage, now = new Date()): Promise<void> {
  const rng = prng(20_261_215);
  const staff = await db
    .select({ uuid: users.uuid })
    .from(users)
    .where(inArray(users.email, demoAccounts.filter((a) => !a.status).map((a) => a.email)));
  const operators = await db
    .select({ uuid: users.uuid, uuidUniversity: users.uuidUniversity })
    .from(users)
    .where(and(eq(users.role, 'operator'), eq(users.status, 'active')))
    .limit(20);
  const cityUuids = (await db.select({ uuid: cities.uuid }).from(cities).where(inArray(cities.name, demoCities)).orderBy(asc(cities.name))).map((c) => c.uuid);

  const levels: Level[] = ['federal', 'region', 'university'];
  const approves: Approve[] = ['approved', 'approved', 'wait', 'declined', 'blocked', 'approved'];
  for (let i = 0; i < demoNewsCount; i += 1) {
    const level = levels[i % 3];
    const kind = i % 4 === 1 ? 'survey' : i % 4 === 3 ? 'event' : 'news';
    // University items by operators wait for moderation; the rest cycle through every state.
    const operator = level === 'university' && i % 2 === 0 ? operators[i % operators.length] : null;
    const approve: Approve = operator ? 'wait' : approves[i % approves.length];
    const text = newsTexts[i % newsTexts.length];
    const publishBegin = new Date(now.getTime() - rng.int(-5 * 24, 60 * 24) * 3_600_000);
    const [item] = await db
      .insert(news)
      .values({
        title: text.title,
        content: text.content,
        typeNews: level,
        uuidCity: level === 'region' ? rng.pick(cityUuids) : null,
        uuidUniversity: level === 'university' ? (operator?.uuidUniversity ?? operators[0].uuidUniversity) : null,
        approve,
        reason: approve === 'declined' || approve === 'blocked' ? rng.pick(newsRejectReasons) : null,
        status: i % 9 === 4 ? 'disabled' : 'enabled',
        publishBegin,
        publishEnd: i % 5 === 0 ? new Date(publishBegin.getTime() + 30 * dayMs) : null,
        fixToDate: i % 11 === 0 ? new Date(now.getTime() + rng.int(1, 10) * dayMs) : null,
        uuidAuthor: operator?.uuid ?? staff[i % staff.length].uuid,
        // Written before its publication, and before today for one scheduled later.
        createdAt: new Date(Math.min(now.getTime(), publishBegin.getTime()) - rng.int(1, 48) * 3_600_000),
      })
      .returning({ uuid: news.uuid });

    if (i % 3 !== 2) {
      const keyFile = `demo/news/${i + 1}.png`;
      const [from, to] = rng.pick(demoPalette);
      await storage.put(keyFile, gradientPng(480, 270, from, to), 'image/png');
      await db.insert(newsPhotos).values({ uuidNews: item.uuid, keyFile });
    }
    if (kind === 'survey') {
      const poll = pollTexts[i % pollTexts.length];
      const [saved] = await db
        .insert(newsPolls)
        .values({ uuidNews: item.uuid, question: poll.question, endPooling: new Date(publishBegin.getTime() + 14 * dayMs) })
        .returning({ uuid: newsPolls.uuid });
      await db.insert(newsPollAnswers).values(poll.answers.map((title, position) => ({ uuidPoll: saved.uuid, title, position, votes: rng.int(0, 250) })));
    }
    if (kind === 'event') {
      const event = eventTexts[i % eventTexts.length];
      const date = new Date(now.getTime() + rng.int(-10, 30) * dayMs);
      date.setUTCHours(15, 0, 0, 0);
      const placesCount = rng.pick([30, 50, 100, 200]);
      await db.insert(newsEvents).values({
        uuidNews: item.uuid,
        title: event.title,
        description: 'Вход по студенческой карте СКС, регистрация обязательна.',
        date,
        address: event.address,
        endRegistration: new Date(date.getTime() - dayMs),
        placesCount,
        registered: rng.int(0, placesCount),
      });
    }
  }
}
