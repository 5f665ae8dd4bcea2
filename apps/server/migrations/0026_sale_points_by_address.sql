DROP INDEX "sale_points_partner_idx";--> statement-breakpoint
CREATE INDEX "sale_points_partner_idx" ON "sale_points" USING btree ("uuid_partner","uuid_city","address" COLLATE "ru_dictionary","id");