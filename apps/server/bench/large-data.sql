-- The data set of BENCH_SCALE=large, generated inside PostgreSQL (bench/large-data.ts runs it).
-- Every step is a statement of its own after a "-- step:" line; large-data.ts times each one.
-- Rows are derived from their number by hashing (pg_temp.rnd), not by random(): the same data on
-- every run, and a row's foreign keys are computed from numbers (pg_temp.uid) without a join to
-- the table they name. large-data.ts puts each size in place of its pg_temp.n(...) before running it;
-- bench_hours holds the working-hours grids and their text; the bench administrator exists.
-- Nothing is dropped or deferred: rows go in with every index, key and check in place, then VACUUM (ANALYZE).

-- step: helpers
CREATE FUNCTION pg_temp.rnd(g bigint, seed bigint) RETURNS float8 IMMUTABLE LANGUAGE sql
  AS $$ SELECT (hashint8extended(g, seed) & 2147483647)::float8 / 2147483648.0 $$;
-- A version-4 uuid named by a kind and a number: the same on every run.
CREATE FUNCTION pg_temp.uid(kind text, g bigint) RETURNS uuid IMMUTABLE LANGUAGE sql
  AS $$ SELECT overlay(overlay(md5(kind || g) placing '4' from 13) placing '8' from 17)::uuid $$;
CREATE FUNCTION pg_temp.pick(a text[], r float8) RETURNS text IMMUTABLE LANGUAGE sql
  AS $$ SELECT a[1 + floor(r * array_length(a, 1))::int] $$;
-- Big cities get most rows: a power of a uniform number over the cities by population.
CREATE TEMP TABLE bench_cities AS
  SELECT (row_number() OVER (ORDER BY population DESC NULLS LAST, name) - 1)::int AS i, uuid, name,
         coalesce(latitude, 55.75) AS lat, coalesce(longitude, 37.62) AS lon
  FROM cities WHERE NOT hidden;
CREATE FUNCTION pg_temp.city(r float8) RETURNS int IMMUTABLE LANGUAGE sql
  AS $$ SELECT floor(power(r, 2.5) * pg_temp.n('cities'))::int $$;
CREATE TEMP TABLE bench_categories AS
  SELECT (row_number() OVER (ORDER BY c.name) - 1)::int AS i, c.uuid, v.prefixes
  FROM categories c JOIN (VALUES
    ('Еда и напитки', ARRAY['Кофейня', 'Пиццерия', 'Пекарня', 'Суши-бар', 'Столовая', 'Бургерная']),
    ('Одежда и обувь', ARRAY['Магазин одежды', 'Обувной салон', 'Шоурум', 'Бутик', 'Секонд-хенд', 'Ателье']),
    ('Красота и здоровье', ARRAY['Салон красоты', 'Барбершоп', 'Аптека', 'Стоматология', 'Массажный салон', 'Оптика']),
    ('Спорт и фитнес', ARRAY['Фитнес-клуб', 'Бассейн', 'Скалодром', 'Йога-студия', 'Спортмагазин', 'Каток']),
    ('Образование', ARRAY['Языковая школа', 'Автошкола', 'Курсы', 'Школа программирования', 'Репетиторский центр', 'Школа танцев']),
    ('Развлечения', ARRAY['Кинотеатр', 'Квест', 'Боулинг', 'Антикафе', 'Караоке', 'Музей']),
    ('Книги и канцелярия', ARRAY['Книжный магазин', 'Канцтовары', 'Типография', 'Копицентр', 'Букинист', 'Комиксы']),
    ('Электроника', ARRAY['Магазин электроники', 'Сервисный центр', 'Салон связи', 'Компьютерный магазин', 'Ремонт телефонов', 'Фотостудия']),
    ('Путешествия', ARRAY['Турагентство', 'Хостел', 'Гостиница', 'Экскурсионное бюро', 'Прокат снаряжения', 'Визовый центр']),
    ('Транспорт', ARRAY['Каршеринг', 'Такси', 'Прокат самокатов', 'Велопрокат', 'Автосервис', 'Шиномонтаж'])
  ) AS v(name, prefixes) ON v.name = c.name;
-- Word lists as constant functions: arrays read from a table row would be detoasted for every row generated.
CREATE FUNCTION pg_temp.brands() RETURNS text[] IMMUTABLE LANGUAGE sql AS $$ SELECT ARRAY['Зерно', 'Лето', 'Горизонт', 'Маяк', 'Север', 'Ромашка', 'Восход', 'Гранат', 'Янтарь', 'Сфера', 'Вектор', 'Простор',
        'Мечта', 'Пчёлка', 'Улыбка', 'Берёза', 'Радуга', 'Парус', 'Орбита', 'Малина', 'Лайм', 'Кедр', 'Ладья', 'Волна',
        'Звезда', 'Престиж', 'Old Town', 'Urban', 'Brooklyn', 'Siberia', 'Корица', 'Облако', 'Сова', 'Ёлка', 'Атлант', 'Дружба',
        'Квант', 'Рассвет', 'Фортуна', 'Енот'] $$;
CREATE FUNCTION pg_temp.streets() RETURNS text[] IMMUTABLE LANGUAGE sql AS $$ SELECT ARRAY['Ленина', 'Мира', 'Советская', 'Гагарина', 'Пушкина', 'Кирова', 'Молодёжная', 'Садовая', 'Лесная', 'Школьная',
        'Набережная', 'Центральная', 'Победы', 'Октябрьская', 'Комсомольская', 'Строителей', 'Московская', 'Чехова',
        'Толстого', 'Лермонтова', 'Студенческая', 'Университетская', 'Тверская', 'Невский проспект'] $$;
CREATE FUNCTION pg_temp.surnames() RETURNS text[] IMMUTABLE LANGUAGE sql AS $$ SELECT ARRAY['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров',
        'Морозов', 'Волков', 'Алексеев', 'Лебедев', 'Семёнов', 'Егоров', 'Павлов', 'Козлов', 'Степанов', 'Николаев',
        'Орлов', 'Андреев', 'Макаров', 'Никитин', 'Захаров', 'Зайцев', 'Соловьёв', 'Борисов', 'Яковлев', 'Григорьев',
        'Романов', 'Воробьёв', 'Сергеев', 'Кузьмин', 'Фролов', 'Александров', 'Дмитриев', 'Королёв', 'Гусев', 'Киселёв'] $$;
CREATE FUNCTION pg_temp.names_m() RETURNS text[] IMMUTABLE LANGUAGE sql AS $$ SELECT ARRAY['Александр', 'Дмитрий', 'Максим', 'Сергей', 'Андрей', 'Алексей', 'Артём', 'Илья', 'Кирилл', 'Михаил', 'Никита',
        'Матвей', 'Роман', 'Егор', 'Иван', 'Тимофей', 'Денис', 'Евгений', 'Даниил', 'Павел'] $$;
CREATE FUNCTION pg_temp.names_f() RETURNS text[] IMMUTABLE LANGUAGE sql AS $$ SELECT ARRAY['Анастасия', 'Мария', 'Дарья', 'Анна', 'Елизавета', 'Полина', 'Виктория', 'Екатерина', 'Софья', 'Александра',
        'Ксения', 'Алина', 'Вероника', 'Арина', 'Валерия', 'Ульяна', 'Милана', 'Ева', 'Кристина', 'Юлия'] $$;
CREATE FUNCTION pg_temp.patronymics_m() RETURNS text[] IMMUTABLE LANGUAGE sql AS $$ SELECT ARRAY['Александрович', 'Дмитриевич', 'Сергеевич', 'Андреевич', 'Алексеевич', 'Иванович', 'Михайлович', 'Викторович',
        'Николаевич', 'Олегович', 'Евгеньевич', 'Игоревич', ''] $$;
CREATE FUNCTION pg_temp.patronymics_f() RETURNS text[] IMMUTABLE LANGUAGE sql AS $$ SELECT ARRAY['Александровна', 'Дмитриевна', 'Сергеевна', 'Андреевна', 'Алексеевна', 'Ивановна', 'Михайловна', 'Викторовна',
        'Николаевна', 'Олеговна', 'Евгеньевна', 'Игоревна', ''] $$;

-- step: partners
-- The first `chains` partners are federal chains with thousands of points; one in a hundred more is federal too.
INSERT INTO partners (uuid, status, name, legal_name, inn, uuid_category, uuid_main_city, description, phone, email,
                      link_to_site, rating, is_federal_partner, reason_blocked, created_at)
SELECT pg_temp.uid('p', g),
       CASE WHEN pg_temp.rnd(g, 2) < 0.07 THEN 'blocked' ELSE 'active' END,
       pg_temp.pick(k.prefixes, pg_temp.rnd(g, 3)) || ' «' || pg_temp.pick(pg_temp.brands(), pg_temp.rnd(g, 4)) || '»',
       CASE WHEN pg_temp.rnd(g, 5) < 0.7 THEN 'ООО «' || pg_temp.pick(pg_temp.brands(), pg_temp.rnd(g, 4)) || ' ' || g || '»'
            ELSE 'ИП ' || pg_temp.pick(pg_temp.surnames(), pg_temp.rnd(g, 6)) || ' ' || left(pg_temp.pick(pg_temp.names_m(), pg_temp.rnd(g, 7)), 1) || '.' END,
       CASE WHEN pg_temp.rnd(g, 5) < 0.7 THEN lpad((7700000000 + g * 37)::text, 10, '0') ELSE lpad((770000000000 + g * 41)::text, 12, '0') END,
       k.uuid,
       CASE WHEN g <= pg_temp.n('chains') OR g % 100 = 0 THEN NULL ELSE c.uuid END,
       'Скидки для студентов по карте СКС. ' || pg_temp.pick(k.prefixes, pg_temp.rnd(g, 3)) || ' в ' || c.name || '.',
       '+7 9' || lpad((g * 7919 % 1000000000)::text, 9, '0'),
       'info' || g || '@' || pg_temp.pick(ARRAY['mail.ru', 'yandex.ru', 'example.ru', 'gmail.com'], pg_temp.rnd(g, 8)),
       CASE WHEN pg_temp.rnd(g, 9) < 0.6 THEN 'https://partner' || g || '.example.ru' END,
       round((3 + pg_temp.rnd(g, 10) * 2)::numeric, 1),
       g <= pg_temp.n('chains') OR g % 100 = 0,
       CASE WHEN pg_temp.rnd(g, 2) < 0.07 THEN 'Нарушение условий партнёрства' END,
       now() - (pg_temp.n('partners') - g) * interval '15 minutes'
FROM generate_series(1, pg_temp.n('partners')) AS g
JOIN bench_categories k ON k.i = floor(pg_temp.rnd(g, 1) * 10)::int
JOIN bench_cities c ON c.i = pg_temp.city(pg_temp.rnd(g, 11))
ORDER BY g;

-- step: sale_points
-- The first 30 % of points belong to the chains, spread over the cities; the rest to the partners' own cities.
INSERT INTO sale_points (uuid_partner, uuid_city, address, latitude, longitude, time_work, work_time, created_at)
SELECT pg_temp.uid('p', s.p), c.uuid,
       'ул. ' || pg_temp.pick(pg_temp.streets(), pg_temp.rnd(s.g, 32)) || ', д. ' || (1 + floor(pg_temp.rnd(s.g, 33) * 150)),
       c.lat + (pg_temp.rnd(s.g, 34) - 0.5) * 0.2, c.lon + (pg_temp.rnd(s.g, 35) - 0.5) * 0.3,
       h.time_work, h.work_time, now() - pg_temp.rnd(s.g, 36) * interval '3 years'
FROM (
  SELECT g,
         CASE WHEN g <= pg_temp.n('sale_points') * 3 / 10 THEN 1 + (g - 1) % pg_temp.n('chains')
              ELSE pg_temp.n('chains') + 1 + floor(pg_temp.rnd(g, 31) * (pg_temp.n('partners') - pg_temp.n('chains')))::bigint END AS p
  FROM generate_series(1, pg_temp.n('sale_points')) AS g
) s
JOIN bench_cities c ON c.i = CASE WHEN s.p <= pg_temp.n('chains') OR s.p % 100 = 0 THEN pg_temp.city(pg_temp.rnd(s.g, 37)) ELSE pg_temp.city(pg_temp.rnd(s.p, 11)) END
JOIN bench_hours h ON h.i = floor(pg_temp.rnd(s.g, 38) * (SELECT count(*) FROM bench_hours))::int;

-- step: universities
INSERT INTO universities (uuid, short_name, name_univer, end_contract, uuid_city, address, email, delegate_surname,
                          delegate_name, delegate_patronymic, phone, inn, status, reason_blocked, created_at)
SELECT pg_temp.uid('u', g),
       t.abbr || left(c.name, 1) || 'У-' || g,
       t.full_name || ' г. ' || c.name || ' № ' || g,
       current_date + (floor(pg_temp.rnd(g, 41) * 1300) - 400)::int,
       c.uuid,
       'г. ' || c.name || ', ул. ' || pg_temp.pick(pg_temp.streets(), pg_temp.rnd(g, 42)) || ', д. ' || (1 + g % 90),
       'rector' || g || '@univer' || g || '.example.ru',
       pg_temp.pick(pg_temp.surnames(), pg_temp.rnd(g, 43)), pg_temp.pick(pg_temp.names_m(), pg_temp.rnd(g, 44)), pg_temp.pick(pg_temp.patronymics_m(), pg_temp.rnd(g, 45)),
       '+7 8' || lpad((g * 104729 % 1000000000)::text, 9, '0'),
       lpad((5000000000 + g * 53)::text, 10, '0'),
       CASE WHEN pg_temp.rnd(g, 46) < 0.08 THEN 'blocked' ELSE 'active' END,
       CASE WHEN pg_temp.rnd(g, 46) < 0.08 THEN 'Договор расторгнут' END,
       now() - (pg_temp.n('universities') - g) * interval '1 hour'
FROM generate_series(1, pg_temp.n('universities')) AS g
JOIN bench_cities c ON c.i = pg_temp.city(pg_temp.rnd(g, 47))
JOIN (VALUES (0, 'Государственный университет', 'Г'), (1, 'Технический университет', 'Т'), (2, 'Педагогический университет', 'П'),
             (3, 'Медицинский университет', 'М'), (4, 'Экономический университет', 'Э'), (5, 'Аграрный университет', 'А'),
             (6, 'Политехнический колледж', 'ПК'), (7, 'Институт культуры', 'ИК')) AS t(i, full_name, abbr)
  ON t.i = floor(pg_temp.rnd(g, 48) * 8)::int
ORDER BY g;

-- step: students
-- Big universities get more students (a power of a uniform number over the universities).
INSERT INTO students (uuid, uuid_univer, surname, name, patronymic, course, phone, link_vk, link_tg, start_education, end_education, created_at)
SELECT pg_temp.uid('s', g),
       pg_temp.uid('u', 1 + floor(power(pg_temp.rnd(g, 51), 1.5) * pg_temp.n('universities'))::bigint),
       pg_temp.pick(pg_temp.surnames(), pg_temp.rnd(g, 52)) || CASE WHEN f THEN 'а' ELSE '' END,
       CASE WHEN f THEN pg_temp.pick(pg_temp.names_f(), pg_temp.rnd(g, 53)) ELSE pg_temp.pick(pg_temp.names_m(), pg_temp.rnd(g, 53)) END,
       CASE WHEN f THEN pg_temp.pick(pg_temp.patronymics_f(), pg_temp.rnd(g, 54)) ELSE pg_temp.pick(pg_temp.patronymics_m(), pg_temp.rnd(g, 54)) END,
       1 + floor(pg_temp.rnd(g, 55) * 6)::int,
       '+7 9' || lpad((g * 15485863 % 1000000000)::text, 9, '0'),
       CASE WHEN pg_temp.rnd(g, 56) < 0.5 THEN 'https://vk.com/id' || g ELSE '' END,
       CASE WHEN pg_temp.rnd(g, 57) < 0.3 THEN '@student' || g ELSE '' END,
       2020 + floor(pg_temp.rnd(g, 58) * 6)::int, 2024 + floor(pg_temp.rnd(g, 58) * 6)::int,
       now() - pg_temp.rnd(g, 59) * interval '3 years'
FROM (SELECT g, pg_temp.rnd(g, 50) < 0.55 AS f FROM generate_series(1, pg_temp.n('students')) AS g) s;

-- step: stocks
INSERT INTO stocks (uuid, uuid_partner, status, name, description, date_begin, date_end, reason_blocked, win_limit, created_at)
SELECT pg_temp.uid('k', g),
       pg_temp.uid('p', 1 + floor(power(pg_temp.rnd(g, 61), 2) * pg_temp.n('partners'))::bigint),
       CASE WHEN pg_temp.rnd(g, 62) < 0.06 THEN 'blocked' ELSE 'active' END,
       pg_temp.pick(ARRAY['Скидка ', 'Минус ', 'Кешбэк ', 'Студенческая скидка '], pg_temp.rnd(g, 63))
         || (5 + 5 * floor(pg_temp.rnd(g, 64) * 8)) || '% '
         || pg_temp.pick(ARRAY['на кофе', 'на обеды', 'на абонемент', 'на стрижку', 'на книги', 'на билеты', 'на ремонт телефона',
                               'на курсы английского', 'на пиццу', 'на поездки', 'на одежду', 'на наушники', 'в день рождения',
                               'по будням', 'на первое посещение', 'на второй заказ'], pg_temp.rnd(g, 65)),
       'Покажите карту СКС на кассе. Акция не суммируется с другими предложениями.',
       now() - pg_temp.rnd(g, 66) * interval '2 years',
       CASE WHEN pg_temp.rnd(g, 67) < 0.8 THEN now() + (pg_temp.rnd(g, 68) - 0.4) * interval '1 year' END,
       CASE WHEN pg_temp.rnd(g, 62) < 0.06 THEN 'Не соответствует правилам' END,
       CASE WHEN pg_temp.rnd(g, 69) < 0.7 THEN 1 WHEN pg_temp.rnd(g, 69) < 0.85 THEN 3 END,
       now() - (pg_temp.n('stocks') - g) * interval '5 minutes'
FROM generate_series(1, pg_temp.n('stocks')) AS g
ORDER BY g;

-- step: promo_codes
-- A few promotions carry big files, the rest a few dozen codes each; about one code in eight is granted.
-- Rows go in ordered by the key (promotion, code) in slices of promotions, so the key's index fills
-- page after page, as the import job does.
DO $$
DECLARE
  big bigint := pg_temp.n('big_stocks');
  per_small bigint := pg_temp.n('promo_codes') / 2 / (pg_temp.n('stocks') - big);
  per_big bigint := (pg_temp.n('promo_codes') - per_small * (pg_temp.n('stocks') - big)) / big;
  slices int := 40;
  part int;
BEGIN
  CREATE TEMP TABLE bench_stock_order AS
    SELECT g, uuid, (row_number() OVER (ORDER BY uuid) - 1) * slices / pg_temp.n('stocks') AS slice,
           CASE WHEN g <= big THEN per_big ELSE per_small END AS codes
    FROM (SELECT g, pg_temp.uid('k', g) AS uuid FROM generate_series(1, pg_temp.n('stocks')) AS g) s;
  FOR part IN 0 .. slices - 1 LOOP
    INSERT INTO promo_codes (uuid_stock, code, uuid_student, granted_at)
    SELECT x.uuid, x.code,
           CASE WHEN x.r < 0.125 THEN pg_temp.uid('s', 1 + floor(pg_temp.rnd(x.h, 72) * pg_temp.n('students'))::bigint) END,
           CASE WHEN x.r < 0.125 THEN now() - pg_temp.rnd(x.h, 73) * interval '1 year' END
    FROM (
      SELECT o.uuid, o.g * 10000000 + n AS h, pg_temp.rnd(o.g * 10000000 + n, 71) AS r,
             -- Unique within the promotion by its number, scrambled in front by a hash.
             (upper(lpad(to_hex(hashint8extended(o.g * 10000000 + n, 74) & 1048575), 5, '0')) || lpad(n::text, 7, '0')) COLLATE "C" AS code
      FROM bench_stock_order o CROSS JOIN LATERAL generate_series(1, o.codes) AS n
      WHERE o.slice = part
    ) x
    ORDER BY x.uuid, x.code;
  END LOOP;
END $$;

-- step: news
INSERT INTO news (title, content, type_news, uuid_city, uuid_university, approve, reason, status, publish_begin, publish_end,
                  fix_to_date, uuid_author, created_at, updated_at)
SELECT pg_temp.pick(ARRAY['Стартовал приём заявок на ', 'Открыта регистрация на ', 'Итоги конкурса: ', 'Скидки недели: ', 'Новый партнёр: ',
                          'Студенческий совет объявляет ', 'Приглашаем на ', 'Расписание изменено: ', 'Опрос: ', 'Волонтёры нужны на '], pg_temp.rnd(g, 81))
         || pg_temp.pick(ARRAY['фестиваль науки', 'кубок по футболу', 'день открытых дверей', 'хакатон', 'весенний бал', 'олимпиаду',
                               'концерт', 'ярмарку вакансий', 'субботник', 'лекцию о карьере', 'турнир по шахматам', 'КВН'], pg_temp.rnd(g, 82))
         || ' ' || (2024 + g % 3),
       '<p>Подробности в студенческом совете. Участие бесплатное для держателей карты СКС.</p>',
       lvl.t,
       CASE WHEN lvl.t <> 'federal' THEN c.uuid END,
       CASE WHEN lvl.t = 'university' THEN pg_temp.uid('u', 1 + floor(pg_temp.rnd(g, 84) * pg_temp.n('universities'))::bigint) END,
       ap.a,
       CASE WHEN ap.a IN ('blocked', 'declined') THEN 'Не соответствует правилам публикации' END,
       CASE WHEN pg_temp.rnd(g, 86) < 0.1 THEN 'disabled' ELSE 'enabled' END,
       pb.at,
       CASE WHEN pg_temp.rnd(g, 87) < 0.3 THEN pb.at + interval '30 days' END,
       CASE WHEN pg_temp.rnd(g, 88) < 0.02 THEN pb.at + interval '7 days' END,
       CASE WHEN pg_temp.rnd(g, 89) < 0.1 THEN (SELECT uuid FROM users WHERE email = 'bench@example.org') END,
       pb.at, pb.at
FROM generate_series(1, pg_temp.n('news')) AS g
CROSS JOIN LATERAL (SELECT now() - pg_temp.rnd(g, 85) * interval '2 years' AS at) pb
CROSS JOIN LATERAL (SELECT CASE WHEN pg_temp.rnd(g, 83) < 0.5 THEN 'federal' WHEN pg_temp.rnd(g, 83) < 0.8 THEN 'region' ELSE 'university' END AS t) lvl
CROSS JOIN LATERAL (SELECT CASE WHEN pg_temp.rnd(g, 80) < 0.05 THEN 'wait' WHEN pg_temp.rnd(g, 80) < 0.85 THEN 'approved'
                                WHEN pg_temp.rnd(g, 80) < 0.88 THEN 'blocked' ELSE 'declined' END AS a) ap
JOIN bench_cities c ON c.i = pg_temp.city(pg_temp.rnd(g, 90));

-- step: reviews
INSERT INTO reviews (status, uuid_partner, uuid_student, comment, rating, likes, created_at)
SELECT CASE WHEN pg_temp.rnd(g, 91) < 0.1 THEN 'moderation' WHEN pg_temp.rnd(g, 91) < 0.85 THEN 'public' ELSE 'rejected' END,
       pg_temp.uid('p', 1 + floor(power(pg_temp.rnd(g, 92), 2) * pg_temp.n('partners'))::bigint),
       pg_temp.uid('s', 1 + floor(pg_temp.rnd(g, 93) * pg_temp.n('students'))::bigint),
       pg_temp.pick(ARRAY['Отличное место, ', 'Всё понравилось, ', 'Так себе, ', 'Скидку дали без вопросов, ', 'Долго ждали заказ, ',
                          'Вежливый персонал, ', 'Цены кусаются, ', 'Рекомендую всем студентам, '], pg_temp.rnd(g, 94))
         || pg_temp.pick(ARRAY['приду ещё', 'кофе вкусный', 'карту СКС приняли', 'скидка небольшая', 'интерьер уютный',
                               'очередь огромная', 'обслуживание быстрое', 'качество на высоте'], pg_temp.rnd(g, 95)) || '.',
       1 + floor(pg_temp.rnd(g, 96) * 5)::int,
       floor(power(pg_temp.rnd(g, 97), 4) * 200)::int,
       now() - pg_temp.rnd(g, 98) * interval '2 years'
FROM generate_series(1, pg_temp.n('reviews')) AS g;

-- step: review_answers
INSERT INTO review_answers (uuid_review, answer, created_at, updated_at)
SELECT uuid, 'Спасибо за отзыв! Будем рады видеть вас снова.', created_at + interval '1 day', created_at + interval '1 day'
FROM reviews WHERE status = 'public' AND likes > 2;

-- step: rzd_applications
-- One application per student (every tenth student), so at most one is open per student.
INSERT INTO rzd_applications (uuid_student, status_rzd, message, created_at, updated_at)
SELECT pg_temp.uid('s', g * 10), st.s,
       CASE WHEN st.s = 'rejected' THEN pg_temp.pick(ARRAY['Нет справки об обучении', 'Фото не читается', 'Причина отказа не указана'], pg_temp.rnd(g, 101)) END,
       at, at + CASE WHEN st.s = 'at_work' THEN interval '0' ELSE interval '3 days' END
FROM generate_series(1, least(pg_temp.n('rzd'), pg_temp.n('students') / 10)) AS g
CROSS JOIN LATERAL (SELECT CASE WHEN pg_temp.rnd(g, 102) < 0.2 THEN 'at_work' WHEN pg_temp.rnd(g, 102) < 0.85 THEN 'approved' ELSE 'rejected' END AS s) st
CROSS JOIN LATERAL (SELECT now() - pg_temp.rnd(g, 103) * interval '2 years' AS at) t;

-- step: knowledge
-- The programme's categories (numbers 1..30), then two of each of the first `knowledge_universities` universities.
INSERT INTO knowledge_categories (uuid, name, uuid_university)
SELECT pg_temp.uid('kc', g), 'Раздел ' || g || ': ' || pg_temp.pick(ARRAY['Карта СКС', 'Скидки', 'РЖД', 'Стипендии', 'Общежитие', 'Поступление'], pg_temp.rnd(g, 111)), NULL
FROM generate_series(1, 30) AS g;
INSERT INTO knowledge_categories (uuid, name, uuid_university)
SELECT pg_temp.uid('kc', 30 + (u - 1) * 2 + k), pg_temp.pick(ARRAY['Учёба', 'Общежитие', 'Стипендии', 'Практика'], pg_temp.rnd(u * 2 + k, 112)) || ' ' || k,
       pg_temp.uid('u', u)
FROM generate_series(1, pg_temp.n('knowledge_universities')) AS u CROSS JOIN generate_series(1, 2) AS k;
INSERT INTO knowledge_questions (uuid_category, uuid_university, question, answer, votes_plus, votes_minus, created_at)
SELECT CASE WHEN own THEN pg_temp.uid('kc', 1 + g % 30) ELSE pg_temp.uid('kc', 30 + (u - 1) * 2 + 1 + g % 2) END,
       CASE WHEN own THEN NULL ELSE pg_temp.uid('u', u) END,
       pg_temp.pick(ARRAY['Как получить ', 'Где оформить ', 'Сколько стоит ', 'Когда продлевать ', 'Что делать, если потерял ', 'Кто выдаёт '], pg_temp.rnd(g, 113))
         || pg_temp.pick(ARRAY['карту СКС', 'скидку на проезд', 'справку об обучении', 'место в общежитии', 'стипендию', 'студенческий билет'], pg_temp.rnd(g, 114)) || '?',
       '<p>' || pg_temp.pick(ARRAY['Обратитесь в профком', 'Заполните заявку в приложении', 'Подойдите в деканат', 'Напишите в поддержку'], pg_temp.rnd(g, 115))
         || ' с паспортом и студенческим билетом. Срок рассмотрения — до ' || (3 + g % 10) || ' дней.</p>',
       floor(pg_temp.rnd(g, 116) * 50)::int, floor(pg_temp.rnd(g, 117) * 10)::int,
       now() - pg_temp.rnd(g, 118) * interval '2 years'
FROM (SELECT g, pg_temp.rnd(g, 110) < 0.4 AS own, 1 + floor(pg_temp.rnd(g, 119) * pg_temp.n('knowledge_universities'))::bigint AS u
      FROM generate_series(1, pg_temp.n('knowledge_questions')) AS g) q;

-- step: registration_promocodes
INSERT INTO registration_promocodes (promocode, content, start_date, expiration_date, created_at)
SELECT pg_temp.pick(ARRAY['СТУДЕНТ', 'СЕССИЯ', 'ЛЕТО', 'ПЕРВОКУРС', 'ДРУГ', 'ВУЗ'], pg_temp.rnd(g, 121)) || g,
       'Код для регистрации, выдан ' || pg_temp.pick(ARRAY['профкомом', 'партнёром', 'на фестивале', 'в рассылке'], pg_temp.rnd(g, 122)),
       s.at, s.at + (30 + floor(pg_temp.rnd(g, 124) * 300)) * interval '1 day', s.at
FROM generate_series(1, pg_temp.n('registration_promocodes')) AS g
CROSS JOIN LATERAL (SELECT now() - pg_temp.rnd(g, 123) * interval '2 years' AS at) s
ORDER BY g;
INSERT INTO promocode_registrations (id_promocode, uuid_student, login, created_at)
SELECT 1 + floor(power(pg_temp.rnd(g, 125), 2) * pg_temp.n('registration_promocodes'))::bigint,
       pg_temp.uid('s', g * 5), '+7 9' || lpad((g * 5 * 15485863 % 1000000000)::text, 9, '0'),
       now() - pg_temp.rnd(g, 126) * interval '2 years'
FROM generate_series(1, least(pg_temp.n('promocode_registrations'), pg_temp.n('students') / 5)) AS g;

-- step: ads
-- Every fifth partner advertises; three contracts each, some of them additional agreements to the client's first.
-- None is queued or waiting at the operator: the refresh job would poll it through the bench.
INSERT INTO ads_partners (id, uuid_partner, type, inn, name, is_rr, ord_state, resp_status, created_at)
SELECT pg_temp.uid('ap', g), pg_temp.uid('p', g * 5), t.t,
       CASE WHEN t.t = 'ul' THEN lpad((7700000000 + g * 5 * 37)::text, 10, '0') ELSE lpad((770000000000 + g * 5 * 41)::text, 12, '0') END,
       CASE WHEN t.t = 'ul' THEN 'ООО «' ELSE 'ИП «' END || pg_temp.pick(pg_temp.brands(), pg_temp.rnd(g * 5, 4)) || ' ' || g * 5 || '»',
       pg_temp.rnd(g, 132) < 0.1, o.s, CASE WHEN o.s = 'success' THEN 'ERIR success' END,
       now() - (pg_temp.n('ads_partners') - g) * interval '1 hour'
FROM generate_series(1, least(pg_temp.n('ads_partners'), pg_temp.n('partners') / 5)) AS g
CROSS JOIN LATERAL (SELECT CASE WHEN pg_temp.rnd(g, 131) < 0.8 THEN 'ul' WHEN pg_temp.rnd(g, 131) < 0.95 THEN 'ip' ELSE 'fl' END AS t) t
CROSS JOIN LATERAL (SELECT (ARRAY['new', 'success', 'success', 'success', 'error'])[1 + floor(pg_temp.rnd(g, 133) * 5)::int] AS s) o
ORDER BY g;
INSERT INTO ads_contracts (id, type, client_id, parent_id, number, date, amount, is_vat, subject_type, action_type, ord_state, resp_status, created_at)
SELECT pg_temp.uid('ac', g), CASE WHEN agreement THEN 'additional-agreement' ELSE 'contract' END,
       pg_temp.uid('ap', client), CASE WHEN agreement THEN pg_temp.uid('ac', (client - 1) * 3 + 1) END,
       CASE WHEN agreement THEN 'ДС-' ELSE 'Д-' END || (2024 + g % 3) || '/' || g,
       current_date - floor(pg_temp.rnd(g, 141) * 900)::int,
       round((10000 + pg_temp.rnd(g, 142) * 990000)::numeric, 2), pg_temp.rnd(g, 143) < 0.7,
       (ARRAY['distribution', 'org-distribution', 'representation', 'mediation', 'other'])[1 + floor(pg_temp.rnd(g, 144) * 5)::int],
       (ARRAY['distribution', 'conclude', 'commercial', 'other'])[1 + floor(pg_temp.rnd(g, 145) * 4)::int],
       o.s, CASE WHEN o.s = 'success' THEN 'ERIR success' END,
       now() - (pg_temp.n('ads_contracts') - g) * interval '20 minutes'
FROM (SELECT g, 1 + (g - 1) / 3 AS client, (g - 1) % 3 > 0 AND pg_temp.rnd(g, 140) < 0.3 AS agreement
      FROM generate_series(1, least(pg_temp.n('ads_contracts'), pg_temp.n('partners') / 5 * 3)) AS g) c
CROSS JOIN LATERAL (SELECT (ARRAY['new', 'success', 'success', 'success', 'error'])[1 + floor(pg_temp.rnd(g, 146) * 5)::int] AS s) o
ORDER BY g;

-- step: vacuum
-- What autovacuum would have done on a live installation: statistics, and the visibility map
-- without which no index-only scan (a count, a list's keys) skips the table's pages.
VACUUM (ANALYZE);
