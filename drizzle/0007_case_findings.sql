CREATE TABLE "case_findings" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"findings" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "verdict" text;--> statement-breakpoint
ALTER TABLE "case_findings" ADD CONSTRAINT "case_findings_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;