ALTER TABLE "ads_partners" ADD COLUMN "partner_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "partner_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "partner_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The partner's name copied onto the rows that name it, filled before the indexes are built and kept by the triggers below.
UPDATE "ads_partners" r SET "partner_name" = p."name" FROM "partners" p WHERE p."uuid" = r."uuid_partner";--> statement-breakpoint
UPDATE "stocks" r SET "partner_name" = p."name" FROM "partners" p WHERE p."uuid" = r."uuid_partner";--> statement-breakpoint
UPDATE "reviews" r SET "partner_name" = p."name" FROM "partners" p WHERE p."uuid" = r."uuid_partner";--> statement-breakpoint
CREATE INDEX "ads_partners_partner_name_trgm_idx" ON "ads_partners" USING gin ("partner_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stocks_partner_name_trgm_idx" ON "stocks" USING gin ("partner_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_partner_name_trgm_idx" ON "reviews" USING gin ("partner_name" gin_trgm_ops);--> statement-breakpoint
-- The searches' estimates read the new column's statistics, which only ANALYZE gathers.
ANALYZE "ads_partners";--> statement-breakpoint
ANALYZE "stocks";--> statement-breakpoint
ANALYZE "reviews";--> statement-breakpoint
CREATE FUNCTION "set_partner_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."partner_name" := coalesce((SELECT "name" FROM "partners" WHERE "uuid" = NEW."uuid_partner"), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ads_partners_partner_name" BEFORE INSERT OR UPDATE OF "uuid_partner", "partner_name" ON "ads_partners"
  FOR EACH ROW EXECUTE FUNCTION "set_partner_name"();--> statement-breakpoint
CREATE TRIGGER "stocks_partner_name" BEFORE INSERT OR UPDATE OF "uuid_partner", "partner_name" ON "stocks"
  FOR EACH ROW EXECUTE FUNCTION "set_partner_name"();--> statement-breakpoint
CREATE TRIGGER "reviews_partner_name" BEFORE INSERT OR UPDATE OF "uuid_partner", "partner_name" ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "set_partner_name"();--> statement-breakpoint
CREATE FUNCTION "partners_rename_copies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ads_partners" SET "partner_name" = NEW."name" WHERE "uuid_partner" = NEW."uuid";
  UPDATE "stocks" SET "partner_name" = NEW."name" WHERE "uuid_partner" = NEW."uuid";
  UPDATE "reviews" SET "partner_name" = NEW."name" WHERE "uuid_partner" = NEW."uuid";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "partners_name_copies" AFTER UPDATE OF "name" ON "partners"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "partners_rename_copies"();
