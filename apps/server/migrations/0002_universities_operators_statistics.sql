CREATE TABLE "partners" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_points" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uuid_partner" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stocks" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid_partner" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rzd_applications" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uuid_student" uuid NOT NULL,
	"status_rzd" text DEFAULT 'at_work' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid_univer" uuid NOT NULL,
	"surname" text NOT NULL,
	"name" text NOT NULL,
	"patronymic" text DEFAULT '' NOT NULL,
	"course" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "universities" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "universities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"short_name" text NOT NULL,
	"name_univer" text NOT NULL,
	"end_contract" date NOT NULL,
	"uuid_city" uuid NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"delegate_surname" text NOT NULL,
	"delegate_name" text DEFAULT '' NOT NULL,
	"delegate_patronymic" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"inn" text,
	"logo" text,
	"status" text DEFAULT 'active' NOT NULL,
	"reason_blocked" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(short_name || ' ' || name_univer || ' ' || delegate_surname || ' ' || delegate_name || ' ' || delegate_patronymic || ' ' || email)) STORED
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "uuid_university" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_chairman" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "direction" text;--> statement-breakpoint
ALTER TABLE "sale_points" ADD CONSTRAINT "sale_points_uuid_partner_partners_uuid_fk" FOREIGN KEY ("uuid_partner") REFERENCES "public"."partners"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_uuid_partner_partners_uuid_fk" FOREIGN KEY ("uuid_partner") REFERENCES "public"."partners"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rzd_applications" ADD CONSTRAINT "rzd_applications_uuid_student_students_uuid_fk" FOREIGN KEY ("uuid_student") REFERENCES "public"."students"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_uuid_univer_universities_uuid_fk" FOREIGN KEY ("uuid_univer") REFERENCES "public"."universities"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_uuid_city_cities_uuid_fk" FOREIGN KEY ("uuid_city") REFERENCES "public"."cities"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partners_created_idx" ON "partners" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sale_points_partner_idx" ON "sale_points" USING btree ("uuid_partner");--> statement-breakpoint
CREATE INDEX "sale_points_created_idx" ON "sale_points" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stocks_partner_idx" ON "stocks" USING btree ("uuid_partner");--> statement-breakpoint
CREATE INDEX "stocks_created_idx" ON "stocks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rzd_applications_created_idx" ON "rzd_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "students_univer_idx" ON "students" USING btree ("uuid_univer");--> statement-breakpoint
CREATE INDEX "students_created_idx" ON "students" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "universities_search_trgm_idx" ON "universities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "universities_city_idx" ON "universities" USING btree ("uuid_city");--> statement-breakpoint
CREATE INDEX "universities_id_idx" ON "universities" USING btree ("id");--> statement-breakpoint
CREATE INDEX "universities_short_name_idx" ON "universities" USING btree ("short_name");--> statement-breakpoint
CREATE INDEX "universities_end_contract_idx" ON "universities" USING btree ("end_contract");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_uuid_university_universities_uuid_fk" FOREIGN KEY ("uuid_university") REFERENCES "public"."universities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_university_idx" ON "users" USING btree ("uuid_university");