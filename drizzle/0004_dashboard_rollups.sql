CREATE TABLE "analytics_day_countries" (
	"day" date NOT NULL,
	"country" char(2),
	"visitors" bigint NOT NULL,
	CONSTRAINT "analytics_day_countries_day_country_key" UNIQUE NULLS NOT DISTINCT("day","country")
);
--> statement-breakpoint
CREATE TABLE "analytics_day_pages" (
	"day" date NOT NULL,
	"page_path" text NOT NULL,
	"page_views" bigint NOT NULL,
	CONSTRAINT "analytics_day_pages_day_page_path_pk" PRIMARY KEY("day","page_path")
);
--> statement-breakpoint
CREATE TABLE "analytics_days" (
	"day" date PRIMARY KEY NOT NULL,
	"page_views" bigint NOT NULL,
	"visitors" bigint NOT NULL,
	"time_on_page_sum" bigint NOT NULL,
	"time_on_page_samples" bigint NOT NULL,
	"rolled_up_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "analytics_page_path_idx";--> statement-breakpoint
DROP INDEX "analytics_country_idx";--> statement-breakpoint
DROP INDEX "cases_paid_created_idx";--> statement-breakpoint
CREATE INDEX "cases_paid_revenue_idx" ON "cases" USING btree (coalesce("paid_at", "created_at"),"amount_cents","paid_at","created_at") WHERE "cases"."payment_id" is not null and "cases"."status" <> 'pending';--> statement-breakpoint
CREATE INDEX "cases_paid_client_idx" ON "cases" USING btree ("client_id","amount_cents") WHERE "cases"."payment_id" is not null and "cases"."status" <> 'pending';--> statement-breakpoint
CREATE INDEX "cases_paid_created_idx" ON "cases" USING btree ("created_at","id") WHERE "cases"."payment_id" is not null and "cases"."status" <> 'pending';