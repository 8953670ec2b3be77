-- One client per person (decision record 028): orders from the same e-mail address, trimmed and
-- lower-cased, belong to one client. Each case first keeps the contact data its order was placed
-- with (until now the client's); then the clients of each address not anonymised are merged into
-- the oldest one, every reference re-pointed, and the unique index keeps it so.
DROP INDEX "clients_email_idx";--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "customer_first_name" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "customer_last_name" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "customer_phone" text;--> statement-breakpoint
-- Purged cases and anonymised clients have nothing left to copy.
UPDATE "cases" SET "customer_first_name" = "cl"."first_name", "customer_last_name" = "cl"."last_name",
  "customer_email" = "cl"."email", "customer_phone" = "cl"."phone"
FROM "clients" AS "cl"
WHERE "cl"."id" = "cases"."client_id" AND "cases"."data_purged_at" IS NULL AND "cl"."anonymised_at" IS NULL;--> statement-breakpoint
-- Each duplicate and the client it is merged into: the oldest of its address (then the smallest id).
CREATE TEMPORARY TABLE "client_merges" AS
SELECT "id" AS "duplicate_id", "kept_id" FROM (
  SELECT "id", first_value("id") OVER (PARTITION BY lower(btrim("email")) ORDER BY "created_at", "id") AS "kept_id"
  FROM "clients" WHERE "anonymised_at" IS NULL
) AS "ranked"
WHERE "id" <> "kept_id";--> statement-breakpoint
-- Every row that refers to a client: cases and consents by foreign key, the audit log by its text id
-- (the entry notes the id it was written for). Invoices, vouchers and mails refer to cases or carry
-- their own copy of the address, so they stay as they are.
UPDATE "cases" SET "client_id" = "m"."kept_id"
FROM "client_merges" AS "m" WHERE "cases"."client_id" = "m"."duplicate_id";--> statement-breakpoint
UPDATE "consent_records" SET "client_id" = "m"."kept_id"
FROM "client_merges" AS "m" WHERE "consent_records"."client_id" = "m"."duplicate_id";--> statement-breakpoint
UPDATE "audit_log" SET "entity_id" = "m"."kept_id"::text,
  "details" = coalesce("audit_log"."details", '{}'::jsonb) || jsonb_build_object('mergedFrom', "m"."duplicate_id"::text)
FROM "client_merges" AS "m"
WHERE "audit_log"."entity_type" = 'client' AND "audit_log"."entity_id" = "m"."duplicate_id"::text;--> statement-breakpoint
INSERT INTO "audit_log" ("actor_type", "action", "entity_type", "entity_id", "details")
SELECT 'system', 'client.merged', 'client', "kept_id"::text,
  jsonb_build_object('reason', 'same-email', 'merged', jsonb_agg("duplicate_id"::text ORDER BY "duplicate_id"))
FROM "client_merges" GROUP BY "kept_id";--> statement-breakpoint
DELETE FROM "clients" USING "client_merges" AS "m" WHERE "clients"."id" = "m"."duplicate_id";--> statement-breakpoint
DROP TABLE "client_merges";--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_key_idx" ON "clients" USING btree (lower(btrim("email"))) WHERE "clients"."anonymised_at" is null;
