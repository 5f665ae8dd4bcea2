CREATE TABLE "partner_view_totals" (
	"period" text NOT NULL,
	"uuid_partner" uuid NOT NULL,
	"c_view_card" bigint DEFAULT 0 NOT NULL,
	"c_view_barcode" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_view_totals_period_uuid_partner_pk" PRIMARY KEY("period","uuid_partner")
);
--> statement-breakpoint
CREATE TABLE "partner_view_window" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"month_from" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_view_window_one_row" CHECK ("partner_view_window"."id")
);
--> statement-breakpoint
CREATE TABLE "partner_views" (
	"uuid_partner" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_views_daily" (
	"uuid_partner" uuid NOT NULL,
	"day" date NOT NULL,
	"c_view_card" bigint DEFAULT 0 NOT NULL,
	"c_view_barcode" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_views_daily_uuid_partner_day_pk" PRIMARY KEY("uuid_partner","day")
);
--> statement-breakpoint
ALTER TABLE "partner_view_totals" ADD CONSTRAINT "partner_view_totals_uuid_partner_partners_uuid_fk" FOREIGN KEY ("uuid_partner") REFERENCES "public"."partners"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_views_daily" ADD CONSTRAINT "partner_views_daily_uuid_partner_partners_uuid_fk" FOREIGN KEY ("uuid_partner") REFERENCES "public"."partners"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_view_totals_barcode_idx" ON "partner_view_totals" USING btree ("period","c_view_barcode","uuid_partner");--> statement-breakpoint
CREATE INDEX "partner_view_totals_card_idx" ON "partner_view_totals" USING btree ("period","c_view_card","uuid_partner");--> statement-breakpoint
CREATE INDEX "partner_views_daily_day_idx" ON "partner_views_daily" USING btree ("day");--> statement-breakpoint
ALTER TABLE "partner_views" ADD CONSTRAINT "partner_views_kind_check" CHECK ("kind" IN ('card', 'barcode'));--> statement-breakpoint
ALTER TABLE "partner_view_totals" ADD CONSTRAINT "partner_view_totals_period_check" CHECK ("period" IN ('all', 'month'));
