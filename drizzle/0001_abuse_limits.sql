ALTER TABLE "cases" ADD COLUMN "payment_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD COLUMN "state" text DEFAULT 'stored' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD COLUMN "uploader_key" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "confirmation_mailed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "uploaded_documents_uploader_idx" ON "uploaded_documents" USING btree ("uploader_key","upload_timestamp");