ALTER TABLE "case_findings" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "case_findings" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_findings" ADD COLUMN "approved_version" text;--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD COLUMN "note" text;