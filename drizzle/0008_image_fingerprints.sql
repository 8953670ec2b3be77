CREATE TABLE "image_fingerprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid,
	"case_id" uuid,
	"hash" bigint NOT NULL,
	"crop_hashes" bigint[] DEFAULT '{}' NOT NULL,
	"crop_radius" smallint GENERATED ALWAYS AS (coalesce(greatest(bit_count((hash # crop_hashes[1])::bit(64)), bit_count((hash # crop_hashes[2])::bit(64)), bit_count((hash # crop_hashes[3])::bit(64)), bit_count((hash # crop_hashes[4])::bit(64)), bit_count((hash # crop_hashes[5])::bit(64))), 0)::smallint) STORED NOT NULL,
	"confirmed_at" timestamp with time zone,
	"verdict" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_fingerprints" ADD CONSTRAINT "image_fingerprints_document_id_uploaded_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."uploaded_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_fingerprints" ADD CONSTRAINT "image_fingerprints_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_fingerprints_case_idx" ON "image_fingerprints" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "image_fingerprints_document_idx" ON "image_fingerprints" USING btree ("document_id");