CREATE TABLE "upload_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"uploader_key" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"bytes" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "uploaded_documents_uploader_idx";--> statement-breakpoint
CREATE INDEX "upload_ledger_uploader_idx" ON "upload_ledger" USING btree ("uploader_key","uploaded_at");--> statement-breakpoint
CREATE INDEX "upload_ledger_uploaded_at_idx" ON "upload_ledger" USING btree ("uploaded_at");--> statement-breakpoint
ALTER TABLE "uploaded_documents" DROP COLUMN "uploader_key";