CREATE TABLE "case_identifiers" (
	"case_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"case_created_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_identifiers_value_length" CHECK (char_length(value) between 1 and 512)
);
--> statement-breakpoint
CREATE TABLE "confirmed_identifiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"value_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"confirmed_by" text,
	"case_id" uuid
);
--> statement-breakpoint
ALTER TABLE "case_identifiers" ADD CONSTRAINT "case_identifiers_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmed_identifiers" ADD CONSTRAINT "confirmed_identifiers_confirmed_by_staff_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmed_identifiers" ADD CONSTRAINT "confirmed_identifiers_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_identifiers_case_kind_value_idx" ON "case_identifiers" USING btree ("case_id","kind","value");--> statement-breakpoint
CREATE INDEX "case_identifiers_lookup_idx" ON "case_identifiers" USING btree ("kind","value","case_created_at" DESC NULLS LAST,"case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "confirmed_identifiers_hash_idx" ON "confirmed_identifiers" USING btree ("value_hash");--> statement-breakpoint
CREATE INDEX "confirmed_identifiers_confirmed_at_idx" ON "confirmed_identifiers" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX "confirmed_identifiers_case_idx" ON "confirmed_identifiers" USING btree ("case_id");