ALTER TABLE "cases" DROP CONSTRAINT "cases_status_check";--> statement-breakpoint
DROP INDEX "cases_queue_closed_idx";--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "decline_note" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "declined_by" text;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_declined_by_staff_users_id_fk" FOREIGN KEY ("declined_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_queue_closed_idx" ON "cases" USING btree (coalesce("completed_at", "withdrawn_at", "declined_at", "paid_at", "created_at"),"id","status","case_type","assigned_to") WHERE "cases"."payment_id" is not null and "cases"."status" in ('completed', 'completed-no-findings', 'withdrawn', 'declined');--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_status_check" CHECK (status in ('pending', 'payment-review', 'paid', 'in-progress', 'completed', 'completed-no-findings', 'cancelled', 'withdrawn', 'declined'));