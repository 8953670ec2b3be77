ALTER TABLE "invoices" ADD COLUMN "document_key" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "document_sha256" char(64);--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_status_check" CHECK (status in ('pending', 'paid', 'in-progress', 'completed', 'completed-no-findings', 'cancelled', 'withdrawn'));