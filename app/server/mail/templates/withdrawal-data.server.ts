// What the withdrawal mails show (withdrawal*.server.ts here; the withdrawal itself:
// app/server/withdrawals/): the withdrawal, what it did to the order, and the candidate orders.
import type { CaseStatus } from '../../../lib/case-state.ts';
import type { ValueOfWork } from '../../withdrawals/value-of-work.server.ts';

/** What the withdrawal did to the order, as recorded when it arrived (app/server/withdrawals/). */
export type WithdrawalOutcome =
  /** A paid case before work began: withdrawn, its full payment refunded (0 for a voucher order). */
  | { kind: 'before-work'; reference: string; refundCents: number }
  /** A case in progress: withdrawn; the refund is what was paid less the Wertersatz (staff confirm it). */
  | { kind: 'during-work'; reference: string; value: ValueOfWork }
  /** A case whose SEPA debit is still in review: flagged; once the bank confirms it is refunded in full. */
  | { kind: 'in-review'; reference: string }
  /** Nothing done automatically: no matching order, several, or one that can no longer be withdrawn. Staff check. */
  | { kind: 'to-check' };

/** A case that matches the address of a withdrawal without an order number (listed for staff). */
export interface WithdrawalCandidate {
  caseId: string;
  reference: string;
  status: CaseStatus;
  orderedAt: Date;
  /** The name typed with the order matches the name in the withdrawal. */
  nameMatches: boolean;
}

/** What the withdrawal mails show (the withdrawal itself: app/server/withdrawals/withdrawal.server.ts). */
export interface WithdrawalData {
  name: string;
  /** As typed; empty when none was given (the order is then found by name and e-mail address). */
  orderReference: string;
  email: string;
  receivedAt: Date;
  /** The case the withdrawal was assigned to, or null. */
  caseId: string | null;
  /** True: confirmed at once by its own mail; false: in the digest due at `digestAt`. */
  confirmationMailed: boolean;
  /** When the digest that confirms it is sent (over the per-address limit); null when confirmed at once. */
  digestAt: Date | null;
  outcome: WithdrawalOutcome;
  /** How the case was found: by order number and e-mail, or by name and e-mail; null: none assigned. */
  matchedBy: 'reference' | 'name-and-email' | null;
  /** Without an order number: the open cases with this e-mail address (for staff). */
  candidates: WithdrawalCandidate[];
}
