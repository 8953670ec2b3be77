CREATE TABLE "analytics_day_checkouts" (
	"day" date NOT NULL,
	"case_type" text NOT NULL,
	"visitors" bigint NOT NULL,
	CONSTRAINT "analytics_day_checkouts_day_case_type_pk" PRIMARY KEY("day","case_type")
);
--> statement-breakpoint
CREATE TABLE "analytics_day_entries" (
	"day" date NOT NULL,
	"landing_path" text NOT NULL,
	"referrer" text,
	"visits" bigint NOT NULL,
	CONSTRAINT "analytics_day_entries_key" UNIQUE NULLS NOT DISTINCT("day","landing_path","referrer")
);
--> statement-breakpoint
CREATE TABLE "analytics_day_funnel" (
	"day" date NOT NULL,
	"stage" smallint NOT NULL,
	"visitors" bigint NOT NULL,
	CONSTRAINT "analytics_day_funnel_day_stage_pk" PRIMARY KEY("day","stage")
);
--> statement-breakpoint
CREATE TABLE "analytics_day_orders" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text,
	"paid_orders" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "analytics_day_orders_key" UNIQUE NULLS NOT DISTINCT("day","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_funnel" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"visitor_hash" text NOT NULL,
	"stage" smallint NOT NULL,
	"case_type" text,
	"landing_path" text,
	"case_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_funnel_case_key" UNIQUE("case_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics" ADD COLUMN "entry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_funnel" ADD CONSTRAINT "analytics_funnel_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_funnel_created_at_idx" ON "analytics_funnel" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_visitor_entry_idx" ON "analytics" USING btree ("visitor_hash","created_at") WHERE "analytics"."entry";--> statement-breakpoint
-- The roll-ups gain entries and the funnel: roll every day up again (the next run starts from the first page view).
DELETE FROM "system_settings" WHERE "key" = 'analytics_rollup_through';
