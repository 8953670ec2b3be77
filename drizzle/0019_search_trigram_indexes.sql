-- Issue 28 point 10: the staff's "contains" search (work queue, dashboard cases and clients) answered
-- from trigram indexes instead of a scan of every client and target. The indexed expressions are the
-- exact haystacks of app/server/dashboard/search-and-paging.server.ts (clientHaystack) and
-- app/server/casework/work-queue.server.ts (the target's), in collation "C" as the search compares
-- them (containsText). pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may
-- create it; PGlite loads it from @electric-sql/pglite/contrib (app/server/db/db.server.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_search_trgm_idx" ON "clients" USING gin ((("first_name" || ' ' || "last_name" || chr(10) || "email")) COLLATE "C" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "case_details_search_trgm_idx" ON "case_details" USING gin (((coalesce("target_name", '') || chr(10) || coalesce("target_username", '') || chr(10) || coalesce("target_email", '') || chr(10) || coalesce("target_profile_url", ''))) COLLATE "C" gin_trgm_ops);
