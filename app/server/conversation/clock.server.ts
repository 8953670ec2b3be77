// The case's clock across a Rückfrage: asking parks the case (status awaiting-customer, awaitingSince
// set), the answer, staff ending the wait or the 72 hours take it back to work (in-progress) and add
// the seconds it waited to cases.paused_seconds; a database trigger moves cases.due_at by them
// (migration 0024; never written here). Both run in the caller's transaction on a row it locked, and
// are conditional on the status, so two requests never pause or resume one case twice.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/db.server.ts';
import { cases } from '../db/schema.server.ts';

type CaseRow = typeof cases.$inferSelect;

/** The case behind its id, locked for the caller's transaction; null when unknown or never paid. */
export async function lockCase(tx: Tx, caseId: string): Promise<CaseRow | null> {
  const [row] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('update');
  if (!row || row.paymentId === null || row.status === 'pending') return null;
  return row;
}

/** Paid or in progress → awaiting-customer, the clock stopped now. A case not begun counts as begun. */
export async function pauseCase(tx: Tx, row: CaseRow, now: Date): Promise<boolean> {
  const updated = await tx
    .update(cases)
    .set({ status: 'awaiting-customer', awaitingSince: now, startedAt: row.startedAt ?? now, updatedAt: now })
    .where(and(eq(cases.id, row.id), eq(cases.status, row.status)))
    .returning({ id: cases.id });
  return updated.length > 0;
}

/** The whole seconds a case waited, from awaitingSince to now (never negative). */
export function waitedSeconds(awaitingSince: Date | null, now: Date): number {
  if (!awaitingSince) return 0;
  return Math.max(0, Math.floor((now.getTime() - awaitingSince.getTime()) / 1000));
}

/** awaiting-customer → in-progress, the waited seconds added to the pause; false when not waiting. */
export async function resumeCase(tx: Tx, row: CaseRow, now: Date): Promise<boolean> {
  if (row.status !== 'awaiting-customer') return false;
  const updated = await tx
    .update(cases)
    .set({
      status: 'in-progress',
      pausedSeconds: row.pausedSeconds + waitedSeconds(row.awaitingSince, now),
      awaitingSince: null,
      updatedAt: now,
    })
    .where(and(eq(cases.id, row.id), eq(cases.status, 'awaiting-customer')))
    .returning({ id: cases.id });
  return updated.length > 0;
}
