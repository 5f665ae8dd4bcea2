import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { recomputeRatings } from '../modules/reviews/repo.js';
import { commentTexts } from './partners-data.js';

/** Texts travel as one newline-joined parameter (none holds a newline): the same on both drivers. */
const lines = (texts: readonly string[]) => texts.join('\n');

/** Reviews the demo adds to those the partners seed wrote, spread over every partner. */
export const demoReviewCount = 3_200;

const answerTexts = [
  'Спасибо за отзыв! Рады, что вам понравилось.',
  'Благодарим за обратную связь, передали партнёру.',
  'Спасибо! Скидка действует каждый день, ждём вас снова.',
  'Жаль, что так вышло. Партнёр обещал разобраться.',
];

/**
 * The reviews area's demo data, set-based so that it takes well under a second: student profiles
 * (phone, social links, study years), 3 200 reviews over every partner in a fixed pattern of
 * statuses (about a tenth in moderation, a twelfth rejected, the rest published) and ratings,
 * answers to every fifth published one, and each partner's rating as the mean of its published
 * reviews. Every value comes from the row number, so two seeds give the same data.
 */
export async function seedReviews(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE students SET
      phone = '79' || lpad(((id * 7919) % 1000000000)::text, 9, '0'),
      link_vk = CASE WHEN id % 3 <> 0 THEN 'https://vk.com/id' || (100000 + id) ELSE '' END,
      link_tg = CASE WHEN id % 2 = 0 THEN 'https://t.me/student' || id ELSE '' END,
      start_education = 2020 + (id % 6)::int,
      end_education = 2024 + (id % 6)::int`);

  await db.execute(sql`
    WITH p AS (SELECT uuid, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM partners),
         s AS (SELECT uuid, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM students),
         texts AS (SELECT string_to_array(${lines(commentTexts)}::text, chr(10)) AS list)
    INSERT INTO reviews (uuid_partner, uuid_student, comment, status, rating, likes, created_at)
    SELECT p.uuid, s.uuid,
      texts.list[1 + (g * 13) % array_length(texts.list, 1)],
      CASE WHEN g % 100 < 10 THEN 'moderation' WHEN g % 100 < 18 THEN 'rejected' ELSE 'public' END,
      (ARRAY[5, 5, 5, 4, 4, 4, 3, 3, 2, 1, 0])[1 + (g * 7) % 11],
      (g * 17) % 41,
      now() - make_interval(hours => (g * 37) % (240 * 24), mins => (g * 11) % 60)
    FROM generate_series(0, ${demoReviewCount - 1}) AS g
    CROSS JOIN texts
    JOIN p ON p.n = (g * 31) % p.total
    JOIN s ON s.n = (g * 101) % s.total`);

  await db.execute(sql`
    WITH texts AS (SELECT string_to_array(${lines(answerTexts)}::text, chr(10)) AS list),
         numbered AS (SELECT uuid, row_number() OVER (ORDER BY id) AS n FROM reviews WHERE status = 'public')
    INSERT INTO review_answers (uuid_review, answer, created_at, updated_at)
    SELECT numbered.uuid, texts.list[1 + (n / 5) % array_length(texts.list, 1)], now(), now()
    FROM numbered CROSS JOIN texts
    WHERE n % 5 = 0`);

  await recomputeRatings(db);
}
