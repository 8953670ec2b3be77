// What the customer's status page /auftrag/{token} shows, as the server builds it
// (app/server/customer/status-page.server.ts) and the page's sections render it
// (app/components/case-status/). Types only.
import type { CaseStatus } from './case-state.ts';

/** One stage of the timeline Bezahlt → In Bearbeitung → Abgeschlossen (or → Widerrufen). */
export interface StatusStep {
  key: 'paid' | 'in-progress' | 'completed' | 'withdrawn' | 'declined';
  /** German label: the case status label of the stage ("Abgeschlossen – keine Treffer" when so). */
  label: string;
  /** When the stage was reached; null while it lies ahead. */
  at: Date | null;
  state: 'done' | 'current' | 'upcoming';
}

export interface StatusPageView {
  reference: string;
  serviceName: string;
  status: CaseStatus;
  statusLabel: string;
  timeline: StatusStep[];
  paidAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  withdrawnAt: Date | null;
  /** Staff declined the order (app/server/decline/): when, and the reason's sentence for the customer. */
  declined: { at: Date; text: string } | null;
  /** 24–48 hours after payment; only while the work is open (not completed, not withdrawn). */
  expectedDelivery: { from: Date; to: Date; overdue: boolean } | null;
  /** The summary for the customer with the result: once completed, until the case data is deleted. */
  resultMessage: string | null;
  /**
   * The result of a completed case (issue 29 point 6): the verdict and the outcome, each with its
   * definition; `noHitsLimits` says what "keine Treffer" does not mean (empty with hits). Null
   * before completion and after the case data is deleted. The verdict is null only for cases
   * finished before verdicts were required.
   */
  result: {
    verdict: { label: string; definition: string } | null;
    outcome: { key: 'hits' | 'no-hits'; label: string; definition: string };
    noHitsLimits: readonly string[];
  } | null;
  /** A report can be downloaded (completed, not deleted). */
  hasReport: boolean;
  /** The evidence pack can be downloaded (cases finished since issue 29). */
  hasEvidencePack: boolean;
  /** The file name of an admin's appendix to the report, when there is one. */
  appendixName: string | null;
  /** `none`: paid with a guarantee voucher (0 €), so there is no invoice. */
  invoice: 'available' | 'pending' | 'none';
  paidWithVoucher: boolean;
  /** The guarantee voucher this case earned (completed without findings). */
  guaranteeVoucher: { code: string; expiresAt: Date; expired: boolean; redeemedAt: Date | null } | null;
  /** The § 356a BGB withdrawal is still possible (work not finished). */
  canWithdraw: boolean;
  /** When the case data (details, files, report, message) was deleted; the invoice stays. */
  dataPurgedAt: Date | null;
  /** Money back after a withdrawal or a decline (only such a case paid with money has this). */
  refund: StatusRefund | null;
}

/** The short status page of an order that is not paid: its debit in review, or reopened after a return. */
export interface UnpaidStatusView {
  /** `review`: a SEPA debit waits for the bank; `reopened`: the bank returned it, the order is open. */
  state: 'review' | 'reopened';
  reference: string;
  serviceName: string;
  amount: string;
  orderedAt: Date;
  /** Since when: the mandate (in review) or the bank's return (reopened). */
  since: Date;
  /** The withdrawal form is open (in review: the contract stands, the money may still come). */
  canWithdraw: boolean;
}

/** The refunds of a withdrawn order and what is still open (app/server/refunds/). */
export interface StatusRefund {
  paidCents: number;
  /** Refunds by 14 days after the withdrawal (§ 357 BGB); null while none is owed yet. */
  dueBy: Date | null;
  /** Work had begun: staff decide the amount (§ 357a Abs. 2 BGB) and none is recorded yet. */
  awaitingDecision: boolean;
  items: {
    amountCents: number;
    partial: boolean;
    /**
     * `done`: the provider accepted it; `processing`: being sent (or retried); `returned`: the provider
     * could not book it to the means of payment, we pay it back another way.
     */
    state: 'done' | 'processing' | 'returned';
    requestedAt: Date;
    refundedAt: Date | null;
    /** The cancellation invoice, once the refund is done: its number and download path. */
    cancellation: { number: string; href: string } | null;
  }[];
}
