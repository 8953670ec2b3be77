// What the customer's status page /auftrag/{token} shows, as the server builds it
// (app/server/customer/status-page.server.ts) and the page's sections render it
// (app/components/case-status/). Types only.
import type { CaseStatus } from './case-state.ts';

/** One stage of the timeline Bezahlt → In Bearbeitung → Abgeschlossen (or → Widerrufen). */
export interface StatusStep {
  key: 'paid' | 'in-progress' | 'completed' | 'withdrawn';
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
  /** 24–48 hours after payment; only while the work is open (not completed, not withdrawn). */
  expectedDelivery: { from: Date; to: Date; overdue: boolean } | null;
  /** The specialists' message with the result: once completed, until the case data is deleted. */
  resultMessage: string | null;
  /** A report can be downloaded (completed, not deleted, a report uploaded). */
  hasReport: boolean;
  /** `none`: paid with a guarantee voucher (0 €), so there is no invoice. */
  invoice: 'available' | 'pending' | 'none';
  paidWithVoucher: boolean;
  /** The guarantee voucher this case earned (completed without findings). */
  guaranteeVoucher: { code: string; expiresAt: Date; expired: boolean; redeemedAt: Date | null } | null;
  /** The § 356a BGB withdrawal is still possible (work not finished). */
  canWithdraw: boolean;
  /** When the case data (details, files, report, message) was deleted; the invoice stays. */
  dataPurgedAt: Date | null;
}
