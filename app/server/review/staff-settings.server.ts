// The team's review and workload settings (issue 39), set by an Inhaber on /conan/team: per member
// "Berichte vor dem Versand prüfen lassen" (review_reports), "Darf Berichte freigeben" (reviewer, for
// Prüfer: an Inhaber always may) and "Höchstzahl offener Fälle" (open_case_limit, empty: unbegrenzt).
// The role is checked here against the account, never taken from the browser; every change is audited.
import { asc, eq } from 'drizzle-orm';
import type { TeamMember } from '#app/lib/review.ts';
import { openCaseCount } from '../casework/open-case-limit.server.ts';
import type { Db } from '../db/db.server.ts';
import { staffUsers } from '../db/schema.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import { ADMIN_ONLY_MESSAGE, type StaffRole } from '../staff/roles.server.ts';

/** The highest limit that can be set. */
export const OPEN_CASE_LIMIT_MAX = 500;

export interface SettingsActor {
  staffId: string;
  role: StaffRole;
  requestId: string;
}

export type SettingsResult =
  | { ok: true }
  | { ok: false; status: 400 | 403 | 404; message: string; field?: 'openCaseLimit' };

/** Every account with its settings and open cases, by name. */
export async function listTeam(db: Db): Promise<TeamMember[]> {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.name), asc(staffUsers.email));
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name || row.email,
      email: row.email,
      role: row.role,
      disabled: row.disabledAt !== null,
      reviewReports: row.reviewReports,
      reviewer: row.role === 'admin' || row.reviewer,
      openCaseLimit: row.openCaseLimit,
      openCases: await openCaseCount(db, row.id),
    })),
  );
}

/** The limit as typed: empty is unbegrenzt, else a whole number from 1 to 500. */
export function readLimit(input: string): { ok: true; limit: number | null } | { ok: false; message: string } {
  const value = input.trim();
  if (value === '') return { ok: true, limit: null };
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1 || Number(value) > OPEN_CASE_LIMIT_MAX)
    return {
      ok: false,
      message: `Bitte geben Sie eine ganze Zahl von 1 bis ${OPEN_CASE_LIMIT_MAX} an, oder lassen Sie das Feld leer für „unbegrenzt“.`,
    };
  return { ok: true, limit: Number(value) };
}

/** An Inhaber sets one member's three settings. */
export async function updateStaffSettings(
  db: Db,
  actor: SettingsActor,
  memberId: string,
  input: { reviewReports: boolean; reviewer: boolean; openCaseLimit: string },
): Promise<SettingsResult> {
  if (actor.role !== 'admin') return { ok: false, status: 403, message: ADMIN_ONLY_MESSAGE };
  const limit = readLimit(input.openCaseLimit);
  if (!limit.ok) return { ok: false, status: 400, field: 'openCaseLimit', message: limit.message };
  const [member] = await db
    .select({ id: staffUsers.id, role: staffUsers.role })
    .from(staffUsers)
    .where(eq(staffUsers.id, memberId));
  if (!member) return { ok: false, status: 404, message: 'Dieses Mitarbeiterkonto gibt es nicht.' };
  const settings = {
    reviewReports: input.reviewReports,
    // An Inhaber always may review; the flag is a Prüfer's.
    reviewer: member.role === 'specialist' && input.reviewer,
    openCaseLimit: limit.limit,
  };
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ ...settings, updatedAt: new Date() })
      .where(eq(staffUsers.id, memberId));
    await auditStaff(tx, {
      staffId: actor.staffId,
      action: 'staff.settings.changed',
      entityType: 'staff',
      entityId: memberId,
      details: settings,
      requestId: actor.requestId,
    });
  });
  return { ok: true };
}
