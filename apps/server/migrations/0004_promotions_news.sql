CREATE TABLE "news_events" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uuid_news" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"end_registration" timestamp with time zone NOT NULL,
	"places_count" integer NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_events_uuid_news_unique" UNIQUE("uuid_news")
);
--> statement-breakpoint
CREATE TABLE "news_photos" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uuid_news" uuid,
	"key_file" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_poll_answers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uuid_poll" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_polls" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uuid_news" uuid NOT NULL,
	"question" text NOT NULL,
	"end_pooling" timestamp with time zone NOT NULL,
	CONSTRAINT "news_polls_uuid_news_unique" UNIQUE("uuid_news")
);
--> statement-breakpoint
CREATE TABLE "promo_code_import_codes" (
	"uuid_import" uuid NOT NULL,
	"code" text COLLATE "C" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_code_imports" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uuid_stock" uuid NOT NULL,
	"file_key" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"lines_read" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"malformed" integer DEFAULT 0 NOT NULL,
	"malformed_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"uuid_stock" uuid NOT NULL,
	"code" text COLLATE "C" NOT NULL,
	"uuid_student" uuid,
	"granted_at" timestamp with time zone,
	CONSTRAINT "promo_codes_uuid_stock_code_pk" PRIMARY KEY("uuid_stock","code")
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "type_news" text DEFAULT 'federal' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "uuid_city" uuid;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "uuid_university" uuid;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "status" text DEFAULT 'enabled' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_begin" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "fix_to_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "uuid_author" uuid;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "win_limit" integer DEFAULT 1;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "news_events" ADD CONSTRAINT "news_events_uuid_news_news_uuid_fk" FOREIGN KEY ("uuid_news") REFERENCES "public"."news"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_photos" ADD CONSTRAINT "news_photos_uuid_news_news_uuid_fk" FOREIGN KEY ("uuid_news") REFERENCES "public"."news"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_poll_answers" ADD CONSTRAINT "news_poll_answers_uuid_poll_news_polls_uuid_fk" FOREIGN KEY ("uuid_poll") REFERENCES "public"."news_polls"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_polls" ADD CONSTRAINT "news_polls_uuid_news_news_uuid_fk" FOREIGN KEY ("uuid_news") REFERENCES "public"."news"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_imports" ADD CONSTRAINT "promo_code_imports_uuid_stock_stocks_uuid_fk" FOREIGN KEY ("uuid_stock") REFERENCES "public"."stocks"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_uuid_student_students_uuid_fk" FOREIGN KEY ("uuid_student") REFERENCES "public"."students"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_photos_key_key" ON "news_photos" USING btree ("key_file");--> statement-breakpoint
CREATE INDEX "news_photos_news_idx" ON "news_photos" USING btree ("uuid_news");--> statement-breakpoint
CREATE INDEX "news_poll_answers_poll_idx" ON "news_poll_answers" USING btree ("uuid_poll");--> statement-breakpoint
CREATE INDEX "promo_code_imports_stock_idx" ON "promo_code_imports" USING btree ("uuid_stock","created_at");--> statement-breakpoint
CREATE INDEX "promo_codes_granted_idx" ON "promo_codes" USING btree ("uuid_stock","granted_at" DESC NULLS LAST) WHERE "promo_codes"."uuid_student" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_uuid_city_cities_uuid_fk" FOREIGN KEY ("uuid_city") REFERENCES "public"."cities"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_uuid_university_universities_uuid_fk" FOREIGN KEY ("uuid_university") REFERENCES "public"."universities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_uuid_author_users_uuid_fk" FOREIGN KEY ("uuid_author") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_publish_idx" ON "news" USING btree ("publish_begin");--> statement-breakpoint
CREATE INDEX "news_title_trgm_idx" ON "news" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_author_idx" ON "news" USING btree ("uuid_author");--> statement-breakpoint
CREATE INDEX "stocks_name_trgm_idx" ON "stocks" USING gin ("name" gin_trgm_ops);