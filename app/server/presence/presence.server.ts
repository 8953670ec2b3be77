// Who has a case open (issue 39): loading the case page records (case, staff member, now) in
// case_presence — at most every PRESENCE_THROTTLE_SECONDS per person and case, one upsert — and the
// page names the others seen in the last PRESENCE_MINUTES ("Gerade geöffnet von …"). Deleted with the
// case and with the account (foreign keys, on delete cascade).
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { type CasePresence, minutesAgo } from '#app/lib/review.ts';
import type { Db } from '../db/db.server.ts';
import { casePresence, staffUsers } from '../db/schema.server.ts';

/** How long a page load counts as "open". */
export const PRESENCE_MINUTES = 5;
/** A reload within this many seconds writes nothing. */
export const PRESENCE_THROTTLE_SECONDS = 30;

/**
 * Records that `staffId` has the case open at `now`, skipped when recorded less than 30 s before.
 * Through the account's row, so an id without an account (a test's) records nothing.
 */
export async function recordPresence(db: Db, caseId: string, staffId: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const before = new Date(now.getTime() - PRESENCE_THROTTLE_SECONDS * 1000).toISOString();
  await db.execute(sql`
    insert into ${casePresence} (case_id, staff_id, seen_at)
    select ${caseId}::uuid, ${staffUsers.id}, ${at}::timestamptz from ${staffUsers} where ${staffUsers.id} = ${staffId}
    on conflict (case_id, staff_id) do update set seen_at = excluded.seen_at
    where ${casePresence}.seen_at < ${before}::timestamptz`);
}

/** The other staff members who loaded the case in the last five minutes, most recent first. */
export async function othersPresent(
  db: Db,
  caseId: string,
  staffId: string,
  now = new Date(),
): Promise<CasePresence[]> {
  const since = new Date(now.getTime() - PRESENCE_MINUTES * 60_000);
  const rows = await db
    .select({ name: staffUsers.name, email: staffUsers.email, seenAt: casePresence.seenAt })
    .from(casePresence)
    .innerJoin(staffUsers, eq(staffUsers.id, casePresence.staffId))
    .where(and(eq(casePresence.caseId, caseId), ne(casePresence.staffId, staffId), gt(casePresence.seenAt, since)))
    .orderBy(desc(casePresence.seenAt));
  return rows.map((row) => ({
    name: row.name || row.email,
    seenAt: row.seenAt.toISOString(),
    ago: minutesAgo(row.seenAt, now),
  }));
}

/** The case page's visit: recorded, and the others present. */
export async function visitCase(db: Db, caseId: string, staffId: string, now = new Date()): Promise<CasePresence[]> {
  await recordPresence(db, caseId, staffId, now);
  return othersPresent(db, caseId, staffId, now);
}
