CREATE TABLE "complaints" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uuid_partner" uuid NOT NULL,
	"uuid_student" uuid NOT NULL,
	"msg" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid_partner" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_photos" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uuid_partner" uuid NOT NULL,
	"key_img" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uuid_partner" uuid NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "sale_points_partner_idx";--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "inn" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "uuid_category" uuid;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "uuid_main_city" uuid;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "link_to_site" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "key_img" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "social_networks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "rating" numeric(2, 1) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "is_federal_partner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "reason_blocked" text;--> statement-breakpoint
ALTER TABLE "sale_points" ADD COLUMN "id" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "sale_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "sale_points" ADD COLUMN "uuid_city" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_points" ADD COLUMN "address" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_points" ADD COLUMN "latitude" double precision NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_points" ADD COLUMN "longitude" double precision NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_points" ADD COLUMN "time_work" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_points" ADD COLUMN "work_time" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "date_begin" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "date_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "reason_blocked" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "uuid_partner" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "uuid_student" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rating" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "likes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_uuid_partner_partners_uuid_fk" FOREIGN KEY ("uuid_partner") REFERENCES "public"."partners"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_uuid_student_students_uuid_fk" FOREIGN KEY ("uuid_student") REFERENCES "public"."students"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_uuid_partner_partners_uuid_fk" FOREIGN KEY ("uuid_partner") REFERENCES "public"."partners"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_photos" ADD CONSTRAINT "partner_photos_uuid_partner_partners_uuid_fk" FOREIGN KEY ("uuid_partner") REFERENCES "public"."partners"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_uuid_partner_partners_uuid_fk" FOREIGN KEY ("uuid_partner") REFERENCES "public"."partners"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_partner_idx" ON "complaints" USING btree ("uuid_partner","created_at");--> statement-breakpoint
CREATE INDEX "discounts_partner_idx" ON "discounts" USING btree ("uuid_partner");--> statement-breakpoint
CREATE INDEX "partner_photos_partner_idx" ON "partner_photos" USING btree ("uuid_partner");--> statement-breakpoint
CREATE INDEX "vacancies_partner_idx" ON "vacancies" USING btree ("uuid_partner");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_uuid_category_categories_uuid_fk" FOREIGN KEY ("uuid_category") REFERENCES "public"."categories"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_uuid_main_city_cities_uuid_fk" FOREIGN KEY ("uuid_main_city") REFERENCES "public"."cities"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_points" ADD CONSTRAINT "sale_points_uuid_city_cities_uuid_fk" FOREIGN KEY ("uuid_city") REFERENCES "public"."cities"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_uuid_partner_partners_uuid_fk" FOREIGN KEY ("uuid_partner") REFERENCES "public"."partners"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_uuid_student_students_uuid_fk" FOREIGN KEY ("uuid_student") REFERENCES "public"."students"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partners_name_trgm_idx" ON "partners" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_legal_name_trgm_idx" ON "partners" USING gin ("legal_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_city_idx" ON "partners" USING btree ("uuid_main_city");--> statement-breakpoint
CREATE INDEX "partners_category_idx" ON "partners" USING btree ("uuid_category");--> statement-breakpoint
CREATE INDEX "sale_points_address_trgm_idx" ON "sale_points" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_partner_idx" ON "reviews" USING btree ("uuid_partner","created_at");--> statement-breakpoint
CREATE INDEX "sale_points_partner_idx" ON "sale_points" USING btree ("uuid_partner","uuid_city");