CREATE TABLE "case_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"asked_by" text,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"body" text NOT NULL,
	"wants_files" boolean DEFAULT false NOT NULL,
	"reminded_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_presence" (
	"case_id" uuid NOT NULL,
	"staff_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_presence_case_id_staff_id_pk" PRIMARY KEY("case_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "case_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"requested_by" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"findings_version" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"outcome" text,
	"comment" text
);
--> statement-breakpoint
ALTER TABLE "cases" DROP CONSTRAINT "cases_status_check";--> statement-breakpoint
DROP INDEX "cases_queue_open_idx";--> statement-breakpoint
DROP INDEX "cases_queue_assignee_idx";--> statement-breakpoint
ALTER TABLE "case_findings" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "awaiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "paused_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The due time (issue 39): payment (creation when missing) + 48 hours (OVERDUE_AFTER_HOURS in
-- app/lib/case-state.ts) + the seconds the case waited for the customer. A trigger keeps it, so no
-- code path that sets paid_at can forget it, and the queue's index orders by a plain column.
CREATE FUNCTION "cases_set_due_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.due_at := coalesce(NEW.paid_at, NEW.created_at) + interval '48 hours' + make_interval(secs => NEW.paused_seconds);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cases_due_at" BEFORE INSERT OR UPDATE OF "paid_at", "created_at", "paused_seconds" ON "cases"
  FOR EACH ROW EXECUTE FUNCTION "cases_set_due_at"();--> statement-breakpoint
UPDATE "cases" SET "due_at" = coalesce("paid_at", "created_at") + interval '48 hours';--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD COLUMN "question_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "review_reports" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "reviewer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "open_case_limit" integer;--> statement-breakpoint
ALTER TABLE "case_questions" ADD CONSTRAINT "case_questions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_questions" ADD CONSTRAINT "case_questions_asked_by_staff_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_presence" ADD CONSTRAINT "case_presence_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_presence" ADD CONSTRAINT "case_presence_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reviews" ADD CONSTRAINT "case_reviews_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reviews" ADD CONSTRAINT "case_reviews_requested_by_staff_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reviews" ADD CONSTRAINT "case_reviews_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_questions_round_idx" ON "case_questions" USING btree ("case_id","round");--> statement-breakpoint
CREATE INDEX "case_questions_open_idx" ON "case_questions" USING btree ("asked_at") WHERE "case_questions"."answered_at" is null and "case_questions"."expired_at" is null;--> statement-breakpoint
CREATE INDEX "case_reviews_case_idx" ON "case_reviews" USING btree ("case_id","requested_at");--> statement-breakpoint
CREATE INDEX "cases_queue_open_idx" ON "cases" USING btree ("due_at","id","status","case_type","assigned_to") WHERE "cases"."payment_id" is not null and "cases"."status" in ('paid', 'in-progress', 'awaiting-customer', 'in-review');--> statement-breakpoint
CREATE INDEX "cases_queue_assignee_idx" ON "cases" USING btree ("assigned_to","due_at","id") WHERE "cases"."payment_id" is not null and "cases"."status" in ('paid', 'in-progress', 'awaiting-customer', 'in-review');--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_status_check" CHECK (status in ('pending', 'payment-review', 'paid', 'in-progress', 'awaiting-customer', 'in-review', 'completed', 'completed-no-findings', 'cancelled', 'withdrawn', 'declined'));