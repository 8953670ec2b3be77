// For the refund tests (app/server/refunds/): what sending a refund needs, on a test database, and
// the withdrawal of a paid case that queues its full refund.
import pino from 'pino';
import type { Db } from '#app/server/db/db.server.ts';
import type { PaymentProvider } from '#app/server/payments/provider.server.ts';
import type { RefundDeps } from '#app/server/refunds/refund-deps.server.ts';
import type { FileStorage } from '#app/server/storage/storage.server.ts';
import { recordWithdrawal } from '#app/server/withdrawals/withdrawal.server.ts';
import { TEST_SITE_URL, testProviderInfo } from './paid-case.ts';

const logger = pino({ level: 'silent' });

export function refundDeps(db: Db, storage: FileStorage, payments: PaymentProvider): RefundDeps {
  return { db, payments, storage, provider: testProviderInfo, siteUrl: TEST_SITE_URL, logger };
}

/** The customer withdraws her paid order through the withdrawal form (name, reference, e-mail). */
export async function withdrawPaidCase(db: Db, caseId: string, email: string) {
  return recordWithdrawal(
    {
      db,
      provider: testProviderInfo,
      siteUrl: TEST_SITE_URL,
      staffEmail: 'team@echtcheck.de',
      mailsPerRecipientPerHour: 100,
    },
    { name: 'Erika Mustermann', orderReference: caseId.slice(0, 8), email },
  );
}
