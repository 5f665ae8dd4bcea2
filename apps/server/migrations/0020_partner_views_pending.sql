CREATE TABLE "partner_views_pending" (
	"uuid_partner" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
