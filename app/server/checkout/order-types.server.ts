// The shapes the order's modules share (order.server.ts, order-write.server.ts, order-voucher.server.ts):
// what an order needs, what the server adds, what its transaction did and what the request answers.
import type { Logger } from 'pino';
import type { consentTextsFor } from '#app/content/legal.ts';
import type { ProviderInfo } from '#app/content/types.ts';
import type { orderSchema } from '#app/lib/checkout-schema.ts';
import type { PaidMailContext } from '../customer/paid-mails.server.ts';
import type { Db } from '../db/db.server.ts';
import type { PaymentProvider } from '../payments/provider.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';
import type { ResolvedService } from './service-alias.server.ts';

export interface OrderContext {
  db: Db;
  /** For the audit log. */
  requestId?: string;
  storage: FileStorage;
  payments: PaymentProvider;
  siteUrl: string;
  /**
   * Where the mails of an order paid with a guarantee voucher go, and the mail worker's wake-up
   * (runtime.server.ts paymentContext). Needed only when an order names a voucher code.
   */
  paidMails?: Omit<PaidMailContext, 'siteUrl'> & { onMailQueued?: () => void };
  /**
   * The versions of the terms and the privacy notice stored with the consents: the "Stand: …" their
   * pages show (TERMS_VERSION, PRIVACY_VERSION). Absent: read from the process configuration.
   */
  consentVersions?: Pick<ProviderInfo, 'termsVersion' | 'privacyVersion'>;
  logger?: Pick<Logger, 'warn'>;
}

export type OrderResult =
  /**
   * `created`: this request wrote the case (a first order for the checkout). Only then may its
   * answer hand out the case's status token: a case id is not a secret (issue 37).
   */
  | { ok: true; caseId: string; paymentUrl: string; created: boolean }
  | { ok: true; caseId: string; alreadyPaid: true; paymentUrl: string; created: false }
  | { ok: false; status: 400; errors: Record<string, string> }
  | { ok: false; status: 409; errors: Record<string, string>; reason: 'customer-changed' }
  /**
   * A code typed but not shown applied: checked, valid, and nothing ordered. The summary now shows
   * 0,00 € and the customer orders again (free); `voucherCode` is the code as stored.
   */
  | { ok: false; status: 409; errors: Record<string, string>; reason: 'voucher-unconfirmed'; voucherCode: string };

/** A validated order with what the server adds to it: the service and the consent texts. */
export interface OrderPlan {
  context: OrderContext;
  order: ReturnType<typeof orderSchema.parse>;
  service: ResolvedService;
  caseId: string;
  consents: ReturnType<typeof consentTextsFor>;
}

/** What the order's transaction found or did (a refused voucher rolls it back: see attemptOrder). */
export type WrittenOrder =
  | { alreadyPaid: true }
  | { customerChanged: true }
  | { alreadyPaid: false; paidByVoucher: true; email: string; openSession: string | null; created: boolean }
  | { alreadyPaid: false; paidByVoucher: false; email: string; created: boolean };
