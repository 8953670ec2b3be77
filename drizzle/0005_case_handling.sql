CREATE TABLE "case_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"issued_for_case_id" uuid NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_case_id" uuid,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "status_token" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "result_message" text;--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD COLUMN "kind" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD COLUMN "uploaded_by" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_issued_for_case_id_cases_id_fk" FOREIGN KEY ("issued_for_case_id") REFERENCES "public"."cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_redeemed_case_id_cases_id_fk" FOREIGN KEY ("redeemed_case_id") REFERENCES "public"."cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_notes_case_idx" ON "case_notes" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_issued_for_case_idx" ON "vouchers" USING btree ("issued_for_case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_redeemed_case_idx" ON "vouchers" USING btree ("redeemed_case_id");--> statement-breakpoint
CREATE INDEX "vouchers_email_idx" ON "vouchers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_status_token_idx" ON "cases" USING btree ("status_token");--> statement-breakpoint
-- Cases ordered before the status page existed get their key too (two random UUIDs: 244 random bits).
UPDATE "cases" SET "status_token" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') WHERE "status_token" IS NULL;
