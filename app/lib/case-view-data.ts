// The case page's data as the server sends it (app/server/casework/case-view.server.ts) and the
// staff components show it: the workbench, screenshots, the declaration, the workflow, the refund.
// Types only; instants are ISO 8601 strings.
import type { HistoryEntry } from './case-history-types.ts';
import type { CaseConversation } from './conversation.ts';
import type { PaidCaseDetail } from './dashboard-data.ts';
import type { Findings, Verdict } from './findings.ts';
import type { CaseIdentifier } from './identifiers.ts';
import type { ReverseSearchEngine } from './reverse-image-search.ts';
import type { CasePresence, CaseReview } from './review.ts';

/**
 * What an uploaded image says about itself (app/server/casework/image-facts.server.ts reads it; the
 * case dialog shows it). GPS is yes or no only: the coordinates are never read out.
 */
export interface ImageFacts {
  /** false when the pixels cannot be decoded (corrupt, truncated, unsupported): the rest is what could be read. */
  readable: boolean;
  /**
   * The pixels were not decoded because they would take more memory than the decode budget allows
   * (app/server/casework/image-decode.server.ts): no fingerprint, no clean copy; the metadata is still read.
   */
  tooLarge: boolean;
  /** As sharp names it: jpeg, png, webp, gif, heif (HEIC and AVIF), tiff, …; null when unknown. */
  format: string | null;
  /** As displayed, i.e. with the EXIF orientation applied; null when unknown. */
  width: number | null;
  height: number | null;
  /** EXIF make and model, e.g. "Apple iPhone 15 Pro". */
  camera: string | null;
  /**
   * EXIF DateTimeOriginal as ISO 8601, e.g. "2024-05-01T14:03:22+02:00". EXIF records the camera's
   * local time; the offset is appended only when the image states it (OffsetTimeOriginal).
   */
  takenAt: string | null;
  /** GPS coordinates are present (EXIF or XMP). */
  gps: boolean;
  /** EXIF Software or XMP CreatorTool: the app or editor that last wrote the file. */
  software: string | null;
}

/** The specialists' workbench in the case page (issue 13): the findings draft and its options. */
export interface CaseWorkbench {
  findings: Findings;
  /** The case is open for work: the draft can be saved and the report generated. */
  editable: boolean;
  /** The report waits for a reviewer's decision (in-review): read-only until it is returned (issue 39). */
  lockedForReview: boolean;
  /** The saved findings' revision: sent back with every save, a stale one is refused (issue 39). */
  revision: number;
  /** The viewer's reports are reviewed: finishing hands the report in (set by the case page from `review`). */
  handIn?: boolean;
  /** The service's research steps, warning signs and next steps (app/content/workbench.ts). */
  steps: { key: string; label: string; hint?: string; sources: string }[];
  signs: { key: string; label: string; needsHit: boolean; contradictsGenuine: boolean }[];
  nextSteps: { key: string; label: string; defaultFor: Verdict[] }[];
  /** The day the order was paid (YYYY-MM-DD, Berlin): findings cannot be found before it. */
  paidOn: string;
  /** The staff screenshots of this case (issue 29 point 5), oldest first. */
  screenshots: CaseScreenshot[];
  /** The second look before delivery (setting REPORT_SECOND_APPROVAL; issue 29 point 2). */
  approval: ReportApproval;
  /** An admin's PDF added to the generated report (issue 29 point 2); null: none. */
  appendix: { fileName: string; fileSize: number; reason: string; downloadUrl: string } | null;
  /** The viewer may add a PDF to the report (admins only). */
  canAddAppendix: boolean;
  /**
   * The reverse image searches offered as one-click buttons per image (issue 30 point 3): the
   * configured engines when SITE_URL is a public https site, else none (the copy's download stays).
   */
  reverseSearchEngines: ReverseSearchEngine[];
  /** The customer's uploaded images, each with its fingerprint's state and its matches in other cases. */
  images: {
    documentId: string;
    fileName: string;
    openUrl: string | null;
    /** A short-lived link to a copy without metadata, for a manual reverse image search. */
    cleanCopyUrl: string;
    /**
     * What the file says about itself (issue 13 point 3), as stored by the fingerprint job; null
     * while not computed yet (the job or another view is on it) or when the file could not be read.
     */
    facts: ImageFacts | null;
    /** False while the image has no fingerprint (not decodable, e.g. HEIC). */
    fingerprinted: boolean;
    /** Set when staff confirmed it as a stolen or fake image. */
    confirmedAt: string | null;
    /** Near-duplicates in other cases and confirmed fraud images, closest first (staff only). */
    matches: {
      /** The other case's reference; null when its data is deleted and only the confirmed fingerprint is left. */
      reference: string | null;
      /** When the other case was ordered, or when the confirmed image was fingerprinted. */
      date: string;
      verdictLabel: string | null;
      distance: number;
      confirmed: boolean;
    }[];
  }[];
  progress: { done: number; total: number };
}

/** A screenshot staff uploaded for a finding (uploaded_documents kind 'screenshot'). */
export interface CaseScreenshot {
  id: string;
  fileName: string;
  fileSize: number;
  uploadedAt: string;
  /** A short-lived signed link to view it (inline). */
  openUrl: string;
}

/** Whether a second staff member has to approve the report, and whether they did for the current findings. */
export interface ReportApproval {
  /** The setting is on: a case is delivered only with an approval of its current findings. */
  required: boolean;
  /** The last approval; `current` is false once the findings changed after it. */
  approved: { by: string; at: string; current: boolean } | null;
  /** The viewer may approve: another staff member than the one who saved the findings last. */
  canApprove: boolean;
}

export interface CaseView extends Omit<PaidCaseDetail, 'documents' | 'details'> {
  /** Each target entry with its profile URL as a safe link target (null: shown as text only). */
  details: (PaidCaseDetail['details'][number] & { profileHref: string | null })[];
  documents: (PaidCaseDetail['documents'][number] & { openUrl: string | null; downloadUrl: string })[];
  workflow: CaseWorkflow;
  workbench: CaseWorkbench;
  /**
   * The phone numbers, e-mail addresses, IBANs, wallets, links and user names in the target entries
   * (issue 30 point 1), each with its offline facts; seenIn lists the other cases with the same one.
   */
  identifiers: CaseIdentifier[];
  /**
   * The customer's own declaration with the order (purposes, description, relation, 18+) and the
   * signs that should make staff look twice (app/server/decline/look-twice.server.ts): shown first,
   * with step 4's answers beside it (for whom, the Bundesland, what was paid).
   */
  declaration: OrderDeclaration & OrderSituation;
  /**
   * The active staff members an admin may assign this open case to; null when the viewer may not
   * reassign (not an admin) or the case is no longer open.
   */
  assignOptions: { id: string; name: string }[] | null;
  /** The Rückfragen to the customer (app/server/conversation/, issue 39). */
  conversation: CaseConversation;
  /** The review before sending (app/server/review/, issue 39). */
  review: CaseReview;
  /** The other staff members who opened the case in the last five minutes (app/server/presence/). */
  presence: CasePresence[];
}

/** One reason to look twice before working a case (issue 37 point 2). */
export interface LookTwiceSign {
  key: 'close-relation' | 'close-relation-words' | 'home-address-only' | 'repeat-order';
  /** One German line: what the sign is. */
  title: string;
  /** What it rests on (the customer's words, the other orders) and what to check. */
  detail: string;
  /** The other orders on the same person (repeat-order). */
  cases?: { id: string; reference: string }[];
}

/** What the customer declared with the order (consent records), as staff read it first. */
export interface OrderDeclaration {
  /** The permitted purposes the customer ticked. */
  purposes: string[];
  /** The customer's own description of the reason. */
  description: string | null;
  /** The relation to the person as the customer chose it (German label); null for older orders. */
  relation: string | null;
  /** When the customer confirmed being 18 or older; null when no confirmation is on record. */
  ageConfirmedAt: string | null;
  /** When the declaration was given (the order). */
  declaredAt: string | null;
  signs: LookTwiceSign[];
}

/**
 * Checkout step 4's answers (issue 38) as staff read them, in German: for whom the check was
 * ordered, where the person affected lives, what has already been paid. Null (and an empty list)
 * for orders placed before the questions, and once the case data is deleted.
 */
export interface OrderSituation {
  /** "Für mich selbst" or "Für eine Angehörige oder einen Angehörigen". */
  orderedFor: string | null;
  /** The Land's name, or "Außerhalb Deutschlands". */
  residence: string | null;
  /** The ticked answers' labels, in the checkout's order. */
  payments: string[];
}

/** Case handling on the case page: what happened, what staff may do next, notes and history. */
export interface CaseWorkflow {
  startedAt: string | null;
  completedAt: string | null;
  withdrawnAt: string | null;
  /** Set when the case data (details, files, notes, report, message) was deleted. */
  dataPurgedAt: string | null;
  /** Paid more than 48 hours ago and not finished. */
  overdue: boolean;
  canStart: boolean;
  canFinish: boolean;
  /** Paid or in progress: staff may decline the order (app/server/decline/). */
  canDecline: boolean;
  /** Declined by staff: when, why, their note and who. */
  declined: { at: string; reasonLabel: string; note: string | null; by: string } | null;
  /** The staff member working the case (issue 28 point 2); null: nobody yet. */
  assignee: { id: string; name: string } | null;
  assignedAt: string | null;
  /** The message sent to the customer with the result. */
  resultMessage: string | null;
  /** The delivered report (generated when the case was finished); null before. */
  report: { id: string; fileName: string; fileSize: number; uploadedAt: string; downloadUrl: string } | null;
  /** The delivered evidence pack (issue 29 point 4); null before the case is finished. */
  evidencePack: { fileName: string; fileSize: number; downloadUrl: string } | null;
  /** The guarantee voucher issued for a check without findings (code as shown, EC-…). */
  voucher: { code: string; expiresAt: string; redeemedAt: string | null } | null;
  notes: { id: string; authorName: string; body: string; createdAt: string }[];
  /** The audit entries of this case, newest first (at most 200), consecutive views by one person as one line. */
  history: HistoryEntry[];
  /** Money back after a withdrawal (app/server/refunds/); null unless the case is withdrawn and was paid with money. */
  refund: CaseRefund | null;
}

/** A withdrawn paid case's refunds in the case view, and what staff may still refund. */
export interface CaseRefund {
  /** Why money goes back: the customer's withdrawal, or staff declined the order (always in full). */
  cause: 'withdrawal' | 'decline';
  paidCents: number;
  /** Refunded or on its way (every refund row counts: failed ones are retried). */
  committedCents: number;
  refundableCents: number;
  /** 14 days after the withdrawal (§ 357 BGB). */
  dueBy: string | null;
  /** Work had begun before the withdrawal: staff decide the amount (§ 357a Abs. 2 BGB). */
  workBegun: boolean;
  /**
   * Withdrawn during work: the refund by the Wertersatz rule as recorded with the withdrawal
   * (app/server/withdrawals/value-of-work.server.ts), which the form is prefilled with; null otherwise.
   */
  suggestion: {
    amountCents: number;
    reason: string;
    valueCents: number;
    doneParts: number;
    parts: number;
  } | null;
  /** A fresh key for the refund form: the same form sent twice is one refund. */
  requestKey: string;
  items: {
    id: string;
    kind: 'full' | 'partial';
    amountCents: number;
    reason: string | null;
    status: 'pending' | 'succeeded' | 'failed';
    attempts: number;
    lastError: string | null;
    nextAttemptAt: string | null;
    createdAt: string;
    succeededAt: string | null;
    providerRefundId: string | null;
    /**
     * The provider returned it after accepting it (a closed card or account): the money is back with
     * us and must be paid back another way; `lastError` holds the provider's reason.
     */
    returned: boolean;
    /** Staff member who asked for it; null: automatic after the withdrawal. */
    requestedBy: string | null;
    cancellationNumber: string | null;
  }[];
}
