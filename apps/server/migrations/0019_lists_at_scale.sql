-- Names in dictionary order: the ICU root collation, which PostgreSQL and PGlite both carry and apply
-- alike (letters first, case and 'ё' against 'е' only break ties). PGlite's ICU ignores locale
-- keywords and tailorings, so neither 'ru' (Cyrillic before Latin) nor strength 2 would sort the
-- same on both; deterministic, so equality and unique keys stay byte-exact.
CREATE COLLATION IF NOT EXISTS "ru_dictionary" (provider = icu, locale = 'und');
--> statement-breakpoint
DROP INDEX "universities_short_name_idx";--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree ("name" COLLATE "ru_dictionary");--> statement-breakpoint
CREATE INDEX "news_city_idx" ON "news" USING btree ("uuid_city");--> statement-breakpoint
CREATE INDEX "news_university_idx" ON "news" USING btree ("uuid_university");--> statement-breakpoint
CREATE INDEX "complaints_student_idx" ON "complaints" USING btree ("uuid_student");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_id_idx" ON "partners" USING btree ("id");--> statement-breakpoint
CREATE INDEX "partners_status_idx" ON "partners" USING btree ("status");--> statement-breakpoint
CREATE INDEX "partners_name_idx" ON "partners" USING btree ("name" COLLATE "ru_dictionary","id");--> statement-breakpoint
CREATE INDEX "promo_codes_student_idx" ON "promo_codes" USING btree ("uuid_student") WHERE "promo_codes"."uuid_student" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "stocks_id_idx" ON "stocks" USING btree ("id");--> statement-breakpoint
CREATE INDEX "stocks_name_idx" ON "stocks" USING btree ("name" COLLATE "ru_dictionary","id");--> statement-breakpoint
CREATE INDEX "reviews_student_idx" ON "reviews" USING btree ("uuid_student");--> statement-breakpoint
CREATE INDEX "universities_short_name_idx" ON "universities" USING btree ("short_name" COLLATE "ru_dictionary","id");
