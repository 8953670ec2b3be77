// What recording a withdrawal needs (withdrawal.server.ts and its parts): the database, the
// operator's data for the mails, the per-address mail limit and the workers to wake.
import type { ProviderInfo } from '#app/content/types.ts';
import type { Db } from '../db/db.server.ts';

export interface WithdrawalContext {
  db: Db;
  /** For the audit log. */
  requestId?: string;
  provider: ProviderInfo;
  siteUrl: string;
  staffEmail: string;
  /** Confirmations mailed at once to one address per hour (WITHDRAWAL_MAILS_PER_RECIPIENT_PER_HOUR). */
  mailsPerRecipientPerHour: number;
  onMailQueued?: () => void;
  /** Called after a commit that queued a refund (wakes the refund worker). */
  onRefundQueued?: () => void;
}
