// The Vier-Augen-Prinzip (issue 39; decision record 038): the shapes the case page and the team page
// receive, the audit actions' German lines (spread into the case history's labels), and the limits
// of a reviewer's comment. Instants are ISO 8601 strings.

/** The longest comment a reviewer gives back with a returned report. */
export const REVIEW_COMMENT_MAX = 2000;

/** The case page's "Freigabe" section. */
export interface CaseReview {
  /** The handed-in report waiting for a decision; null when none waits. */
  pending: {
    /** Who handed it in (the name; "ein ehemaliges Teammitglied" when the account is gone). */
    requestedBy: string;
    requestedAt: string;
    /** The viewer handed it in. */
    mine: boolean;
    /** The viewer may approve or return it: an Inhaber or a Prüfer allowed to, not its author. */
    canDecide: boolean;
    /** Why the viewer may not decide (German), when not. */
    reason: string | null;
  } | null;
  /** The last report given back while the case is in work again: who, when and the comment. */
  returned: { by: string; at: string; comment: string } | null;
  /** The viewer's reports are reviewed: finishing hands the report in instead of sending it. */
  handIn: boolean;
  /** The draft report rendered from the saved findings (PDF, inline). */
  previewUrl: string;
}

/** Someone else had the case page open in the last few minutes. */
export interface CasePresence {
  name: string;
  /** When the page was last loaded by her (ISO 8601). */
  seenAt: string;
  /** "vor 2 Min." as of the page's load (computed on the server, so the page hydrates unchanged). */
  ago: string;
}

/** One staff member's review and workload settings on the team page. */
export interface TeamMember {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'specialist';
  disabled: boolean;
  /** "Berichte vor dem Versand prüfen lassen". */
  reviewReports: boolean;
  /** "Darf Berichte freigeben" (an Inhaber always may). */
  reviewer: boolean;
  /** "Höchstzahl offener Fälle"; null: unbegrenzt. */
  openCaseLimit: number | null;
  /** Cases assigned to her and not finished (paid, in progress, waiting for the customer). */
  openCases: number;
}

/** The work queue's offer to the signed-in member (app/server/casework/next-case.server.ts). */
export interface NextCaseOfferData {
  open: number;
  limit: number | null;
  room: boolean;
  /** Unassigned paid cases waiting to be taken. */
  waiting: number;
  /** Reports in review the viewer may decide on; null when she may not review. */
  toReview: number | null;
}

/** The audit actions of the review and the team settings with the case history's German lines. */
export const reviewActionLabels: Readonly<Record<string, string>> = {
  'case.review.requested': 'Ergebnisbericht zur Freigabe übergeben',
  'case.review.approved': 'Ergebnisbericht freigegeben (Vier-Augen-Prinzip)',
  'case.review.returned': 'Ergebnisbericht zur Überarbeitung zurückgegeben',
  'case.next-taken': 'Als nächsten Fall übernommen',
  'staff.settings.changed': 'Einstellungen eines Mitarbeiterkontos geändert (Freigabe, offene Fälle)',
};

/** "vor 2 Min." / "gerade eben": how long ago, for the presence line. */
export function minutesAgo(at: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  return minutes < 1 ? 'gerade eben' : `vor ${minutes} Min.`;
}
