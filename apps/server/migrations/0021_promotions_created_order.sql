DROP INDEX "stocks_created_idx";--> statement-breakpoint
CREATE INDEX "stocks_created_idx" ON "stocks" USING btree ("created_at","id");
