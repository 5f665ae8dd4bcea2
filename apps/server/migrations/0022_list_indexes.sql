DROP INDEX "knowledge_questions_category_idx";--> statement-breakpoint
DROP INDEX "knowledge_questions_university_idx";--> statement-breakpoint
DROP INDEX "news_publish_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "ads_contracts_seq_idx" ON "ads_contracts" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "ads_contracts_number_trgm_idx" ON "ads_contracts" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "ads_partners_seq_idx" ON "ads_partners" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "ads_partners_name_trgm_idx" ON "ads_partners" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ads_partners_inn_trgm_idx" ON "ads_partners" USING gin ("inn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_questions_programme_idx" ON "knowledge_questions" USING btree ("created_at","id") WHERE "knowledge_questions"."uuid_university" IS NULL;--> statement-breakpoint
CREATE INDEX "news_type_idx" ON "news" USING btree ("type_news");--> statement-breakpoint
CREATE INDEX "news_fix_idx" ON "news" USING btree ("fix_to_date") WHERE "news"."fix_to_date" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "partners_legal_name_idx" ON "partners" USING btree ("legal_name" COLLATE "ru_dictionary","id");--> statement-breakpoint
CREATE INDEX "partners_federal_idx" ON "partners" USING btree ("id") WHERE "partners"."is_federal_partner";--> statement-breakpoint
CREATE INDEX "registration_promocodes_start_idx" ON "registration_promocodes" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "registration_promocodes_expiration_idx" ON "registration_promocodes" USING btree ("expiration_date","id");--> statement-breakpoint
CREATE INDEX "stocks_status_idx" ON "stocks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "students_full_name_idx" ON "students" USING btree (trim("surname" || ' ' || "name" || ' ' || "patronymic"));--> statement-breakpoint
CREATE INDEX "universities_status_idx" ON "universities" USING btree ("status");--> statement-breakpoint
CREATE INDEX "knowledge_questions_category_idx" ON "knowledge_questions" USING btree ("uuid_category","created_at","id");--> statement-breakpoint
CREATE INDEX "knowledge_questions_university_idx" ON "knowledge_questions" USING btree ("uuid_university","created_at","id");--> statement-breakpoint
CREATE INDEX "news_publish_idx" ON "news" USING btree ("publish_begin","created_at","uuid");