// Whose reports are reviewed and who may review (issue 39; staff_users.review_reports, .reviewer):
// read on every finish and decision from the account, never from the browser.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/db.server.ts';
import { staffUsers } from '../db/schema.server.ts';
import type { StaffRole } from '../staff/roles.server.ts';

export interface ReviewSettings {
  role: StaffRole;
  reviewReports: boolean;
  reviewer: boolean;
  openCaseLimit: number | null;
  disabled: boolean;
}

/** The account's settings; null for an unknown account. */
export async function reviewSettingsOf(db: DbOrTx, staffId: string): Promise<ReviewSettings | null> {
  const [row] = await db
    .select({
      role: staffUsers.role,
      reviewReports: staffUsers.reviewReports,
      reviewer: staffUsers.reviewer,
      openCaseLimit: staffUsers.openCaseLimit,
      disabledAt: staffUsers.disabledAt,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  if (!row) return null;
  return {
    role: row.role,
    reviewReports: row.reviewReports,
    reviewer: row.reviewer,
    openCaseLimit: row.openCaseLimit,
    disabled: row.disabledAt !== null,
  };
}

/** An Inhaber always may review; a Prüfer when an Inhaber allowed it ("Darf Berichte freigeben"). */
export function mayReview(settings: ReviewSettings | null): boolean {
  return settings !== null && !settings.disabled && (settings.role === 'admin' || settings.reviewer);
}

export const NOT_A_REVIEWER =
  'Sie dürfen Ergebnisberichte nicht freigeben oder zurückgeben. Das dürfen Inhaber und Prüfer, denen ein Inhaber die Freigabe erlaubt hat.';
export const OWN_REPORT =
  'Ihren eigenen Ergebnisbericht muss eine andere Person freigeben oder zurückgeben: Das ist der Sinn des Vier-Augen-Prinzips.';
