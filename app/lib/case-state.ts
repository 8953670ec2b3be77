// The one home of the case lifecycle (spec §4 "case status"): which statuses a case can have, what
// each means to staff, and which change is allowed from where. The database column, the payment
// code, the checkout and the staff dashboard all ask this module; none compares statuses itself.
//
//   pending ──paid──▶ paid ──start──▶ in-progress ──finish──▶ completed | completed-no-findings
//      │  ▲  │   ▲               │  │               │  │
//   expired│ re-order │   │     │  └──withdraw──▶ withdrawn ◀──withdraw──┘  │
//      │  │  │   │     └──────decline──▶ declined ◀──decline─────┘
//      │  │  │   │             (staff refuse the order: full refund, no report)
//      ▼  │  │   │ confirmed
//   cancelled │   │
//   (a late payment of the same session still makes it paid)
//              ▼   │
//        payment-review  (a delayed method, SEPA Direct Debit: submitted, the bank has not confirmed;
//                         a returned debit reopens the order: back to pending)
//
// Inside the work (issue 39): a Rückfrage to the customer parks a paid or begun case in
// awaiting-customer (the 48-hour clock pauses; app/server/conversation/) until she answers or 72 hours
// pass, then it is in-progress again. Finishing by a staff member whose reports are reviewed puts it
// in in-review (app/server/review/): approved, it is completed as usual; returned, in-progress again.
//
//   paid | in-progress ──ask──▶ awaiting-customer ──answer / 72 h──▶ in-progress
//   in-progress ──finish (review on)──▶ in-review ──approve──▶ completed | completed-no-findings
//                                           └──────return──▶ in-progress

export const caseStatuses = [
  'pending',
  'payment-review',
  'paid',
  'in-progress',
  'awaiting-customer',
  'in-review',
  'completed',
  'completed-no-findings',
  'cancelled',
  'withdrawn',
  'declined',
] as const;
export type CaseStatus = (typeof caseStatuses)[number];

/** German labels, as staff and customers see them. */
export const caseStatusLabels: Record<CaseStatus, string> = {
  pending: 'Zahlung offen',
  'payment-review': 'Zahlung in Prüfung',
  paid: 'Bezahlt',
  'in-progress': 'In Bearbeitung',
  'awaiting-customer': 'Wartet auf Kundin/Kunden',
  'in-review': 'Zur Freigabe',
  completed: 'Abgeschlossen',
  'completed-no-findings': 'Abgeschlossen – keine Treffer',
  cancelled: 'Abgebrochen',
  withdrawn: 'Widerrufen',
  declined: 'Abgelehnt',
};

/** Every allowed change of status; anything not listed is refused. */
const transitions: Record<CaseStatus, readonly CaseStatus[]> = {
  // Paid by a verified provider event; cancelled when the payment session expired; waiting for the
  // bank when the customer chose a delayed method (SEPA Direct Debit).
  pending: ['paid', 'payment-review', 'cancelled'],
  // The bank confirmed the debit (paid: the 24–48 hours start now), or returned it (the order is
  // open again, to be paid another way). Nothing else: the order cannot be changed while in review.
  'payment-review': ['paid', 'pending'],
  // A late payment of the session still counts; a new order from the same checkout reopens it.
  cancelled: ['paid', 'payment-review', 'pending'],
  // Staff start work; a § 356a BGB withdrawal ends the contract before work begins.
  // Staff decline an order we may not take (no legitimate interest, suspected stalking, a minor, a
  // public figure without cause: app/server/decline/), before or during work; the full price goes back.
  // A Rückfrage before work begins parks the case too (asking is work).
  paid: ['in-progress', 'awaiting-customer', 'withdrawn', 'declined'],
  // Staff finish with or without findings, or hand the draft to a reviewer; a Rückfrage parks the
  // case; a withdrawal during work ends it (the customer owes the value of the work done so far,
  // § 357a Abs. 2 BGB).
  'in-progress': ['completed', 'completed-no-findings', 'awaiting-customer', 'in-review', 'withdrawn', 'declined'],
  // The customer answered (or 72 hours passed without an answer): back to work. She may still
  // withdraw; staff may still decline.
  'awaiting-customer': ['in-progress', 'withdrawn', 'declined'],
  // A reviewer approves (delivered as usual) or returns the draft with a comment.
  'in-review': ['completed', 'completed-no-findings', 'in-progress', 'withdrawn', 'declined'],
  // Fully performed: the right of withdrawal has expired (§ 356 Abs. 4 BGB). Final.
  completed: [],
  'completed-no-findings': [],
  withdrawn: [],
  // Declined by staff: final (no report, no voucher; the payment is refunded in full).
  declined: [],
};

export function isCaseStatus(value: string): value is CaseStatus {
  return (caseStatuses as readonly string[]).includes(value);
}

export function canTransition(from: CaseStatus, to: CaseStatus): boolean {
  return transitions[from].includes(to);
}

export class CaseTransitionError extends Error {
  readonly from: CaseStatus;
  readonly to: CaseStatus;

  constructor(from: CaseStatus, to: CaseStatus) {
    super(`case status cannot change from ${from} to ${to}`);
    this.from = from;
    this.to = to;
    this.name = 'CaseTransitionError';
  }
}

/** Throws CaseTransitionError unless the change is allowed. */
export function assertTransition(from: CaseStatus, to: CaseStatus): void {
  if (!canTransition(from, to)) throw new CaseTransitionError(from, to);
}

/** The statuses from which `to` can be reached, e.g. for a conditional UPDATE … WHERE status IN (…). */
export function statusesLeadingTo(to: CaseStatus): CaseStatus[] {
  return caseStatuses.filter((from) => canTransition(from, to));
}

/**
 * Not paid yet: the order may still be changed or placed again from its checkout (files added,
 * contact data kept), and a payment event may still make it paid.
 */
export function isAwaitingPayment(status: CaseStatus): boolean {
  return canTransition(status, 'paid') && status !== 'payment-review';
}

/** A delayed payment (SEPA Direct Debit) is submitted and waits for the bank: not paid, not changeable. */
export function isPaymentInReview(status: CaseStatus): boolean {
  return status === 'payment-review';
}

/** Paid and not (yet) finished or withdrawn: the specialists' work queue. */
export function isOpenForWork(status: CaseStatus): boolean {
  return canTransition(status, 'completed') || canTransition(status, 'in-progress');
}

/** The work is done (with or without findings); the 30-day deletion clock runs from completion. */
export function isCompleted(status: CaseStatus): boolean {
  return status === 'completed' || status === 'completed-no-findings';
}

/** The customer has paid for this case (whatever happened since). */
export function hasBeenPaid(status: CaseStatus): boolean {
  return status !== 'pending' && status !== 'cancelled' && status !== 'payment-review';
}

/** Declined by staff (app/server/decline/): refunded in full, no report; its data follows the 30-day deletion. */
export function isDeclined(status: CaseStatus): boolean {
  return status === 'declined';
}

/**
 * Closed without a result: withdrawn by the customer or declined by staff. The work queue lists these
 * with the completed cases; their data is deleted 30 days after closing like a completed case's.
 */
export function isClosedWithoutResult(status: CaseStatus): boolean {
  return status === 'withdrawn' || status === 'declined';
}

/** Waiting for the customer's answer to a Rückfrage: the 48-hour clock is paused (issue 39). */
export function isAwaitingCustomer(status: CaseStatus): boolean {
  return status === 'awaiting-customer';
}

/** The draft report waits for a reviewer's approval (Vier-Augen-Prinzip, issue 39). */
export function isInReview(status: CaseStatus): boolean {
  return status === 'in-review';
}

/**
 * A paid case should be finished within this many hours of payment (spec §1: result within 24–48
 * hours), not counting the time it waited for the customer's answer. The database keeps the due
 * time in cases.due_at (a trigger of migration 0024 adds these hours and cases.paused_seconds to the
 * payment time; change both together).
 */
export const OVERDUE_AFTER_HOURS = 48;

/**
 * Due more than 0 hours ago and still not finished (the dashboard marks and counts these). A case
 * that waits for the customer is never overdue: its clock is paused.
 */
export function isOverdue(status: CaseStatus, dueAt: Date | null, now: Date = new Date()): boolean {
  return isOpenForWork(status) && !isAwaitingCustomer(status) && dueAt !== null && now.getTime() > dueAt.getTime();
}
