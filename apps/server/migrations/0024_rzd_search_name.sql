ALTER TABLE "rzd_applications" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The student's full name as the search matches it, copied to each application and kept by the triggers below.
CREATE FUNCTION "rzd_student_search_name"(student uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT lower("surname" || ' ' || "name" || ' ' || "patronymic") FROM "students" WHERE "uuid" = student), '')
$$;--> statement-breakpoint
UPDATE "rzd_applications" a SET "search_name" = lower(s."surname" || ' ' || s."name" || ' ' || s."patronymic") FROM "students" s WHERE s."uuid" = a."uuid_student";--> statement-breakpoint
CREATE INDEX "rzd_applications_search_name_trgm_idx" ON "rzd_applications" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "rzd_applications_set_search_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_name" := "rzd_student_search_name"(NEW."uuid_student");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "rzd_applications_search_name" BEFORE INSERT OR UPDATE OF "uuid_student" ON "rzd_applications"
  FOR EACH ROW EXECUTE FUNCTION "rzd_applications_set_search_name"();--> statement-breakpoint
CREATE FUNCTION "students_rename_rzd_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "rzd_applications" SET "search_name" = lower(NEW."surname" || ' ' || NEW."name" || ' ' || NEW."patronymic") WHERE "uuid_student" = NEW."uuid";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "students_rzd_search_name" AFTER UPDATE OF "surname", "name", "patronymic" ON "students"
  FOR EACH ROW WHEN (OLD."surname" IS DISTINCT FROM NEW."surname" OR OLD."name" IS DISTINCT FROM NEW."name" OR OLD."patronymic" IS DISTINCT FROM NEW."patronymic")
  EXECUTE FUNCTION "students_rename_rzd_applications"();
