ALTER TABLE "rzd_applications" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "rzd_applications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "rzd_applications_status_created_idx" ON "rzd_applications" USING btree ("status_rzd","created_at");--> statement-breakpoint
CREATE INDEX "rzd_applications_student_idx" ON "rzd_applications" USING btree ("uuid_student");--> statement-breakpoint
CREATE UNIQUE INDEX "rzd_applications_open_student_idx" ON "rzd_applications" USING btree ("uuid_student") WHERE status_rzd = 'at_work';--> statement-breakpoint
-- The railway list searches students by full name as a substring (written by hand: drizzle cannot express a trigram index on an expression).
CREATE INDEX "students_full_name_trgm_idx" ON "students" USING gin ((lower("surname" || ' ' || "name" || ' ' || "patronymic")) gin_trgm_ops);
