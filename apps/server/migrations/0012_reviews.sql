CREATE TABLE "review_answers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uuid_review" uuid NOT NULL,
	"answer" text NOT NULL,
	"uuid_author" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_answers_uuid_review_unique" UNIQUE("uuid_review")
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "link_vk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "link_tg" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "uuid_city" uuid;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "start_education" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "end_education" integer;--> statement-breakpoint
ALTER TABLE "review_answers" ADD CONSTRAINT "review_answers_uuid_review_reviews_uuid_fk" FOREIGN KEY ("uuid_review") REFERENCES "public"."reviews"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_answers" ADD CONSTRAINT "review_answers_uuid_author_users_uuid_fk" FOREIGN KEY ("uuid_author") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_uuid_city_cities_uuid_fk" FOREIGN KEY ("uuid_city") REFERENCES "public"."cities"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reviews_comment_trgm_idx" ON "reviews" USING gin ("comment" gin_trgm_ops);
