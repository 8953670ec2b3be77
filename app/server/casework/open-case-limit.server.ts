// The per-staff limit of open cases (issue 39; staff_users.open_case_limit, null: no limit): a
// member's open cases are those assigned to her and not finished — paid and not begun, in progress,
// waiting for the customer. A report in review is the reviewer's turn and does not count. Starting
// ("Bearbeitung beginnen") and taking the next case (next-case.server.ts) are refused at the limit;
// an Inhaber's assignment of a case to someone (case-assignment.server.ts) is not: that is her call.
import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/db.server.ts';
import { cases, staffUsers } from '../db/schema.server.ts';

/** The statuses counted as open work of the assignee. */
export const COUNTED_STATUSES = ['paid', 'in-progress', 'awaiting-customer'] as const;

export interface Capacity {
  open: number;
  /** null: unbegrenzt. */
  limit: number | null;
  /** Another case may be taken. */
  room: boolean;
}

/** How many open cases are assigned to the member (without `exceptCaseId`). */
export async function openCaseCount(db: DbOrTx, staffId: string, exceptCaseId?: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(cases)
    .where(
      and(
        eq(cases.assignedTo, staffId),
        isNotNull(cases.paymentId),
        sql`${cases.status} in ('paid', 'in-progress', 'awaiting-customer')`,
        exceptCaseId ? ne(cases.id, exceptCaseId) : undefined,
      ),
    );
  return row?.value ?? 0;
}

/** The member's open cases against her limit. */
export async function capacityOf(db: DbOrTx, staffId: string): Promise<Capacity> {
  const [member] = await db
    .select({ limit: staffUsers.openCaseLimit })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  const open = await openCaseCount(db, staffId);
  const limit = member?.limit ?? null;
  return { open, limit, room: limit === null || open < limit };
}

export function limitMessage(open: number, limit: number): string {
  return `Sie haben bereits ${open} von höchstens ${limit} offenen Fällen. Schließen Sie zuerst einen Fall ab, oder bitten Sie ein Inhaber-Konto, Ihre Höchstzahl zu ändern.`;
}

/**
 * In the caller's transaction: the refusal when taking `caseId` (or another case) would go over the
 * member's limit. Locks her staff row, so two takes of hers at once are counted one after the other.
 */
export async function limitRefusal(
  tx: Tx,
  staffId: string,
  caseId?: string,
): Promise<{ ok: false; status: 409; message: string } | null> {
  const [member] = await tx
    .select({ limit: staffUsers.openCaseLimit })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId))
    .for('update');
  const limit = member?.limit ?? null;
  if (limit === null) return null;
  const open = await openCaseCount(tx, staffId, caseId);
  return open >= limit ? { ok: false, status: 409, message: limitMessage(open, limit) } : null;
}
