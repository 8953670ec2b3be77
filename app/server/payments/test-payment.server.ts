// The simulated provider's hosted payment page (/zahlung/test/{session}): finds the session's case
// and turns the customer's choice into a signed event, verified and applied exactly like a Stripe
// webhook. It offers the configured payment methods (PAYMENT_METHODS); SEPA Direct Debit first puts
// the case in review, then the page plays the bank: the debit is honoured (paid) or returned (failed).
import { eq } from 'drizzle-orm';
import { isPaymentInReview } from '#app/lib/case-state.ts';
import { formatEuro } from '#app/lib/format.ts';
import { isDelayedMethod, isPaymentMethod, type PaidWith, type PaymentMethod } from '#app/lib/payment-methods.ts';
import { serviceName } from '#app/lib/services.ts';
import { cases } from '../db/schema.server.ts';
import { paymentContext, type Runtime } from '../runtime.server.ts';
import { applyPaymentEvent } from './record-payment.server.ts';
import type { SimulatedOutcome } from './simulated.server.ts';

export type TestPaymentChoice =
  | 'bezahlen'
  | 'fehlschlagen'
  | 'abbrechen'
  | 'lastschrift-eingeloest'
  | 'lastschrift-zurueck';

const choices: readonly TestPaymentChoice[] = [
  'bezahlen',
  'fehlschlagen',
  'abbrechen',
  'lastschrift-eingeloest',
  'lastschrift-zurueck',
];

export function isTestPaymentChoice(value: unknown): value is TestPaymentChoice {
  return typeof value === 'string' && (choices as readonly string[]).includes(value);
}

/** The case of a simulated session, or undefined (unknown session, or payments are not simulated). */
export async function findTestSession(runtime: Runtime, sessionId: string) {
  // Our ids are `sim_cs_` and hex; anything else (a NUL byte answered 500 from the database, found by
  // the security suite's fuzzing) names no session.
  if (!runtime.simulated || !/^[A-Za-z0-9_-]{1,100}$/.test(sessionId)) return undefined;
  const [found] = await runtime.database.db.select().from(cases).where(eq(cases.paymentSessionId, sessionId));
  return found;
}

type TestSession = NonNullable<Awaited<ReturnType<typeof findTestSession>>>;

/** The names on the simulated page; Stripe Checkout shows the wallets within the card method. */
const methodLabels: Record<PaymentMethod, string> = {
  card: 'Karte (auch Apple Pay und Google Pay)',
  paypal: 'PayPal',
  klarna: 'Klarna',
  sepa_debit: 'SEPA-Lastschrift',
};

/** What the test payment page shows: the order, the offered methods, and the case's state. */
export function testPaymentView(found: TestSession, methods: readonly PaymentMethod[]) {
  return {
    amount: formatEuro(found.amountCents),
    service: serviceName(found.caseType),
    status: found.status,
    caseId: found.id,
    methods: methods.map((key) => ({ key, label: methodLabels[key] })),
    /** A debit is submitted and waits for the bank: the page offers the bank's two answers. */
    inReview: isPaymentInReview(found.status),
  };
}

/** Why a choice is refused (answered 400 with a German message). */
export type TestPaymentRefusal = 'method' | 'state';

/**
 * Applies the customer's choice with the chosen method (none sent: the first configured one, which
 * the page preselects); answers where the browser goes next, that
 * the payment failed, or why the choice was refused (a method that is not configured, a bank answer
 * while no debit is in review).
 */
export async function completeTestPayment(
  runtime: Runtime,
  found: TestSession,
  choice: TestPaymentChoice,
  method: string | null,
  requestId?: string,
): Promise<
  { redirect: string } | { failed: true } | { bankAnswer: 'paid' | 'returned' } | { refused: TestPaymentRefusal }
> {
  if (choice === 'abbrechen') {
    const query = new URLSearchParams({ ...(found.source ? { service: found.source } : {}), abgebrochen: '1' });
    return { redirect: `/checkout?${query}` };
  }
  const simulated = runtime.simulated;
  if (!simulated || !found.paymentSessionId) throw new Error('test payments need the simulated provider');
  const bankAnswer = choice === 'lastschrift-eingeloest' || choice === 'lastschrift-zurueck';
  let outcome: SimulatedOutcome;
  let paidWith: PaidWith | null;
  if (bankAnswer) {
    if (!isPaymentInReview(found.status)) return { refused: 'state' };
    outcome = choice === 'lastschrift-eingeloest' ? 'paid' : 'failed';
    paidWith = 'sepa_debit';
  } else {
    // No choice sent (a script, or a form without the group): the preselected first method.
    const chosen = method ?? runtime.config.PAYMENT_METHODS[0];
    if (!isPaymentMethod(chosen) || !runtime.config.PAYMENT_METHODS.includes(chosen)) return { refused: 'method' };
    outcome = choice === 'fehlschlagen' ? 'failed' : isDelayedMethod(chosen) ? 'pending' : 'paid';
    paidWith = chosen;
  }
  // The same path as Stripe: a signed event, verified by the provider, applied by the one handler.
  const signed = simulated.signedEvent(outcome, {
    sessionId: found.paymentSessionId,
    caseId: found.id,
    amountCents: found.amountCents,
    paidWith,
  });
  const event = await runtime.payments.verifyWebhook(signed.body, signed.signature);
  await applyPaymentEvent(paymentContext(runtime, requestId), event);
  // The bank answers days later, with the customer elsewhere: the page only says what it simulated.
  if (bankAnswer) return { bankAnswer: outcome === 'paid' ? 'paid' : 'returned' };
  if (outcome === 'failed') return { failed: true };
  // The customer's way back: the success page (paid, or in review for a debit).
  return { redirect: `/payment-success?case_id=${found.id}` };
}
