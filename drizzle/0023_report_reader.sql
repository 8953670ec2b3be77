ALTER TABLE "case_details" ADD COLUMN "ordered_for" text;--> statement-breakpoint
ALTER TABLE "case_details" ADD COLUMN "residence" text;--> statement-breakpoint
ALTER TABLE "case_details" ADD COLUMN "payments" text[] DEFAULT '{}'::text[] NOT NULL;