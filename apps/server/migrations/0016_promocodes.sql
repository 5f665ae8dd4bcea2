CREATE TABLE "promocode_registrations" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_promocode" bigint NOT NULL,
	"uuid_student" uuid NOT NULL,
	"login" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_promocodes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_promocodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"promocode" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"expiration_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promocode_registrations" ADD CONSTRAINT "promocode_registrations_id_promocode_registration_promocodes_id_fk" FOREIGN KEY ("id_promocode") REFERENCES "public"."registration_promocodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocode_registrations" ADD CONSTRAINT "promocode_registrations_uuid_student_students_uuid_fk" FOREIGN KEY ("uuid_student") REFERENCES "public"."students"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promocode_registrations_student_idx" ON "promocode_registrations" USING btree ("uuid_student");--> statement-breakpoint
CREATE INDEX "promocode_registrations_code_idx" ON "promocode_registrations" USING btree ("id_promocode","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "registration_promocodes_code_idx" ON "registration_promocodes" USING btree (lower("promocode"));
