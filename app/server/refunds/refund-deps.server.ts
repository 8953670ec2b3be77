// What sending a refund needs (refund-sending.server.ts, refund-success.server.ts, the refund worker
// and the provider's later updates): the database, the payment provider, the storage for the
// cancellation invoice, the seller's details for the mail, and a logger.
import type { Logger } from 'pino';
import type { ProviderInfo } from '#app/content/types.ts';
import type { Db } from '../db/db.server.ts';
import type { refunds } from '../db/schema.server.ts';
import type { PaymentProvider } from '../payments/provider.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';

export type Refund = typeof refunds.$inferSelect;

export interface RefundDeps {
  db: Db;
  payments: PaymentProvider;
  /** Where the cancellation invoice's PDF is kept. */
  storage: FileStorage;
  provider: ProviderInfo;
  siteUrl: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Called after a commit that queued the refund mail (wakes the mail worker). */
  onMailQueued?: () => void;
}
