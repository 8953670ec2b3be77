// The simulated provider (default): a local hosted-payment page in test mode (/zahlung/test/{id})
// whose buttons produce events signed like Stripe's, verified by the same webhook handler. Refunds
// are accepted and recorded in memory (one per idempotency key, like Stripe), so the refund flow
// after a withdrawal runs here end to end. The page offers the configured payment methods; a delayed
// one (SEPA Direct Debit) first yields a `pending` event, then the bank's answer (paid or failed).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isPaidWith, type PaidWith } from '#app/lib/payment-methods.ts';
import {
  type CheckoutSession,
  type CheckoutSessionRequest,
  caseIdOrNull,
  type PaymentEvent,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  WebhookSignatureError,
} from './provider.server.ts';

export const SIMULATED_SIGNATURE_HEADER = 'x-simulated-signature';
const TOLERANCE_SECONDS = 300;

export type SimulatedOutcome = 'paid' | 'pending' | 'failed' | 'expired';

/** A refund the simulated provider accepted, as it recorded it. */
export interface SimulatedRefund extends RefundRequest {
  refundId: string;
  at: Date;
}

export interface SimulatedProvider extends PaymentProvider {
  /** The refunds this provider accepted since it was created, oldest first (one per idempotency key). */
  refunds(): SimulatedRefund[];
  /** The signed webhook request the test page sends when a button is pressed. */
  signedEvent(
    outcome: SimulatedOutcome,
    session: { sessionId: string; caseId: string; amountCents: number; paidWith?: PaidWith | null },
  ): { body: string; signature: string };
}

export function sign(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** The signed webhook request for a test-page button: the event body and its signature. */
function signedSimulatedEvent(
  secret: string,
  outcome: SimulatedOutcome,
  { sessionId, caseId, amountCents, paidWith }: Parameters<SimulatedProvider['signedEvent']>[1],
): { body: string; signature: string } {
  const body = JSON.stringify({
    id: `sim_evt_${randomBytes(12).toString('hex')}`,
    type: outcome,
    sessionId,
    caseId,
    paymentId: outcome === 'paid' ? `sim_pi_${randomBytes(12).toString('hex')}` : null,
    amountCents,
    currency: 'eur',
    paidWith: paidWith ?? null,
    created: Math.floor(Date.now() / 1000),
  });
  return { body, signature: sign(secret, body) };
}

/** Checks the signature (and its age) of a simulated webhook and reads its event. */
async function verifySimulatedWebhook(
  secret: string,
  rawBody: string,
  signature: string | undefined,
): Promise<PaymentEvent> {
  const parts = Object.fromEntries((signature ?? '').split(',').map((part) => part.split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!parts.v1 || !Number.isFinite(timestamp)) throw new WebhookSignatureError();
  if (Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS) throw new WebhookSignatureError('signature too old');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex'));
  const given = Buffer.from(parts.v1);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new WebhookSignatureError();
  const event = JSON.parse(rawBody) as {
    id: string;
    type: SimulatedOutcome;
    sessionId: string;
    caseId: string;
    paymentId: string | null;
    amountCents?: number;
    currency?: string;
    paidWith?: unknown;
  };
  return {
    provider: 'simulated',
    eventId: event.id,
    type: event.type,
    caseId: caseIdOrNull(event.caseId),
    sessionId: event.sessionId,
    paymentId: event.paymentId,
    amountCents: event.amountCents ?? null,
    currency: event.currency ?? null,
    paidWith: isPaidWith(event.paidWith) ? event.paidWith : null,
    rawType: `simulated.${event.type}`,
    payload: event,
  } satisfies PaymentEvent;
}

export function createSimulatedProvider(secret: string = randomBytes(32).toString('hex')): SimulatedProvider {
  // Like Stripe: one refund per idempotency key. The simulated provider keeps no payments, so the
  // amount is checked by our own refund rows only (app/server/refunds/).
  const refunds = new Map<string, SimulatedRefund>();
  return {
    name: 'simulated',
    async createCheckoutSession(_request: CheckoutSessionRequest): Promise<CheckoutSession> {
      const sessionId = `sim_cs_${randomBytes(12).toString('hex')}`;
      return { sessionId, url: `/zahlung/test/${sessionId}` };
    },
    signedEvent: (outcome, session) => signedSimulatedEvent(secret, outcome, session),
    verifyWebhook: (rawBody, signature) => verifySimulatedWebhook(secret, rawBody, signature),
    async refund(request: RefundRequest): Promise<RefundResult> {
      if (!request.paymentId.startsWith('sim_pi_')) throw new Error(`not a simulated payment: ${request.paymentId}`);
      const earlier = refunds.get(request.idempotencyKey);
      if (earlier) return { refundId: earlier.refundId, status: 'succeeded' };
      const refundId = `sim_re_${randomBytes(12).toString('hex')}`;
      refunds.set(request.idempotencyKey, { ...request, refundId, at: new Date() });
      return { refundId, status: 'succeeded' };
    },
    refunds: () => [...refunds.values()],
    // Simulated sessions live only in the signed test page; nothing to close.
    async expireSession() {},
    async lookupSession() {
      // The test page delivers its event before the browser reaches the success page.
      return {
        paid: false,
        pending: false,
        paidWith: null,
        paymentId: null,
        caseId: null,
        amountCents: null,
        currency: null,
      };
    },
  };
}
