ALTER TABLE "cases" DROP CONSTRAINT "cases_status_check";--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_status_check" CHECK (status in ('pending', 'payment-review', 'paid', 'in-progress', 'completed', 'completed-no-findings', 'cancelled', 'withdrawn'));