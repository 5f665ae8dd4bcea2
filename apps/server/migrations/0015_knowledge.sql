CREATE TABLE "knowledge_categories" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"uuid_university" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_questions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid_category" uuid NOT NULL,
	"uuid_university" uuid,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"created_by" uuid,
	"votes_plus" integer DEFAULT 0 NOT NULL,
	"votes_minus" integer DEFAULT 0 NOT NULL,
	"votes_all" integer GENERATED ALWAYS AS (votes_plus + votes_minus) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, question), 'A') || setweight(to_tsvector('russian'::regconfig, answer), 'B')) STORED
);
--> statement-breakpoint
ALTER TABLE "knowledge_categories" ADD CONSTRAINT "knowledge_categories_uuid_university_universities_uuid_fk" FOREIGN KEY ("uuid_university") REFERENCES "public"."universities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_questions" ADD CONSTRAINT "knowledge_questions_uuid_category_knowledge_categories_uuid_fk" FOREIGN KEY ("uuid_category") REFERENCES "public"."knowledge_categories"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_questions" ADD CONSTRAINT "knowledge_questions_uuid_university_universities_uuid_fk" FOREIGN KEY ("uuid_university") REFERENCES "public"."universities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_questions" ADD CONSTRAINT "knowledge_questions_created_by_users_uuid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_categories_owner_name_key" ON "knowledge_categories" USING btree (coalesce("uuid_university", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "knowledge_questions_category_idx" ON "knowledge_questions" USING btree ("uuid_category","created_at");--> statement-breakpoint
CREATE INDEX "knowledge_questions_university_idx" ON "knowledge_questions" USING btree ("uuid_university","created_at");--> statement-breakpoint
CREATE INDEX "knowledge_questions_search_idx" ON "knowledge_questions" USING gin ("search");
