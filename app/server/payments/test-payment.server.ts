// The simulated provider's hosted payment page (/zahlung/test/{session}): finds the session's case
// and turns a button press into a signed event, verified and applied exactly like a Stripe webhook.
import { eq } from 'drizzle-orm';
import { formatEuro } from '#app/lib/format.ts';
import { serviceName } from '#app/lib/services.ts';
import { cases } from '../db/schema.server.ts';
import { paymentContext, type Runtime } from '../runtime.server.ts';
import { applyPaymentEvent } from './record-payment.server.ts';

export type TestPaymentChoice = 'bezahlen' | 'fehlschlagen' | 'abbrechen';

/** The case of a simulated session, or undefined (unknown session, or payments are not simulated). */
export async function findTestSession(runtime: Runtime, sessionId: string) {
  // Our ids are `sim_cs_` and hex; anything else (a NUL byte answered 500 from the database, found by
  // the security suite's fuzzing) names no session.
  if (!runtime.simulated || !/^[A-Za-z0-9_-]{1,100}$/.test(sessionId)) return undefined;
  const [found] = await runtime.database.db.select().from(cases).where(eq(cases.paymentSessionId, sessionId));
  return found;
}

type TestSession = NonNullable<Awaited<ReturnType<typeof findTestSession>>>;

/** What the test payment page shows. */
export function testPaymentView(found: TestSession) {
  return {
    amount: formatEuro(found.amountCents),
    service: serviceName(found.caseType),
    status: found.status,
    caseId: found.id,
  };
}

/** Applies the customer's choice; answers where the browser goes next, or that the payment failed. */
export async function completeTestPayment(
  runtime: Runtime,
  found: TestSession,
  choice: TestPaymentChoice,
  requestId?: string,
): Promise<{ redirect: string } | { failed: true }> {
  if (choice === 'abbrechen') {
    const query = new URLSearchParams({ ...(found.source ? { service: found.source } : {}), abgebrochen: '1' });
    return { redirect: `/checkout?${query}` };
  }
  const simulated = runtime.simulated;
  if (!simulated || !found.paymentSessionId) throw new Error('test payments need the simulated provider');
  const outcome = choice === 'bezahlen' ? 'paid' : 'failed';
  // The same path as Stripe: a signed event, verified by the provider, applied by the one handler.
  const signed = simulated.signedEvent(outcome, {
    sessionId: found.paymentSessionId,
    caseId: found.id,
    amountCents: found.amountCents,
  });
  const event = await runtime.payments.verifyWebhook(signed.body, signed.signature);
  await applyPaymentEvent(paymentContext(runtime, requestId), event);
  return outcome === 'paid' ? { redirect: `/payment-success?case_id=${found.id}` } : { failed: true };
}
