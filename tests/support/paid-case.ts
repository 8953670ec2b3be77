// A paid case on a test database, made the way production makes one: the order (placeOrder) and a
// verified event of the simulated payment provider (applyPaymentEvent).
import { eq } from 'drizzle-orm';
import { placeOrder } from '#app/server/checkout/order.server.ts';
import { parseConfig, providerInfo } from '#app/server/config/config.server.ts';
import type { Db } from '#app/server/db/db.server.ts';
import { cases } from '#app/server/db/schema.server.ts';
import { applyPaymentEvent } from '#app/server/payments/record-payment.server.ts';
import { createSimulatedProvider } from '#app/server/payments/simulated.server.ts';
import type { FileStorage } from '#app/server/storage/storage.server.ts';
import { validOrder } from './order-fixtures.ts';

export const TEST_SITE_URL = 'http://localhost:3000';
export const testProviderInfo = providerInfo(parseConfig({}));
const simulated = createSimulatedProvider('paid-case-test-secret');

export async function createPaidCase(
  db: Db,
  storage: FileStorage,
  overrides: Record<string, unknown> = {},
): Promise<{ caseId: string; statusToken: string; email: string }> {
  const order = validOrder(overrides);
  const placed = await placeOrder({ db, storage, payments: simulated, siteUrl: TEST_SITE_URL }, order);
  if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
  const [pending] = await db.select().from(cases).where(eq(cases.id, order.checkoutId));
  const signed = simulated.signedEvent('paid', {
    sessionId: pending?.paymentSessionId ?? '',
    caseId: order.checkoutId,
    amountCents: 3900,
  });
  const outcome = await applyPaymentEvent(
    { db, storage, siteUrl: TEST_SITE_URL, staffEmail: 'team@echtcheck.de', provider: testProviderInfo },
    await simulated.verifyWebhook(signed.body, signed.signature),
  );
  if (outcome !== 'paid') throw new Error(`payment not recorded: ${outcome}`);
  return { caseId: order.checkoutId, statusToken: pending?.statusToken ?? '', email: order.customer.email };
}
