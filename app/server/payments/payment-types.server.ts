// The shapes the payment event's modules share (record-payment, mark-paid, delayed-payment,
// payment-refusal): what an event needs, what it came to, and the case row it acts on.
import type { ProviderInfo } from '#app/content/types.ts';
import type { Db } from '../db/db.server.ts';
import type { cases } from '../db/schema.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';

export interface PaymentContext {
  db: Db;
  /** Where the invoice PDF is kept (invoices/). */
  storage: FileStorage;
  siteUrl: string;
  staffEmail: string;
  provider: ProviderInfo;
  /** The request that brought the event (webhook, success page, test payment page), for the audit log. */
  requestId?: string;
  /** Called after a commit that queued mails (wakes the mail worker). */
  onMailQueued?: () => void;
}

export type PaymentOutcome =
  | 'paid'
  /** A delayed payment was submitted: the case is in review until the bank answers. */
  | 'pending'
  /** The bank returned a debit: the order is open again, to be paid another way. */
  | 'reopened'
  | 'already-paid'
  | 'duplicate'
  | 'expired'
  | 'failed'
  | 'ignored'
  | 'unknown-case'
  | 'mismatch';

export type CaseRow = typeof cases.$inferSelect;
