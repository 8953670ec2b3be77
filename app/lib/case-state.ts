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

export const caseStatuses = [
  'pending',
  'payment-review',
  'paid',
  'in-progress',
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
  paid: ['in-progress', 'withdrawn', 'declined'],
  // Staff finish with or without findings; a withdrawal during work ends it (the customer owes the
  // value of the work done so far, § 357a Abs. 2 BGB).
  'in-progress': ['completed', 'completed-no-findings', 'withdrawn', 'declined'],
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

/** A paid case should be finished within this many hours of payment (spec §1: result within 24–48 hours). */
export const OVERDUE_AFTER_HOURS = 48;

/** Paid more than 48 hours ago and still not finished (the dashboard marks and counts these). */
export function isOverdue(status: CaseStatus, paidAt: Date | null, now: Date = new Date()): boolean {
  return isOpenForWork(status) && paidAt !== null && now.getTime() - paidAt.getTime() > OVERDUE_AFTER_HOURS * 3600_000;
}
