// Stripe Checkout (production): a Checkout Session in EUR with the customer's e-mail and the case id
// in metadata, offering the configured payment methods (PAYMENT_METHODS); webhooks verified on the
// raw body with STRIPE_WEBHOOK_SECRET. How the customer paid is read from the PaymentIntent's
// payment method (decision record 025): Checkout Session events do not carry it.
import Stripe from 'stripe';
import {
  DEFAULT_PAYMENT_METHODS,
  isDelayedMethod,
  isPaidWith,
  type PaidWith,
  type PaymentMethod,
  paymentMethodKeys,
} from '#app/lib/payment-methods.ts';
import { getLogger } from '../logging/logger.server.ts';
import {
  type CheckoutSession,
  type CheckoutSessionRequest,
  caseIdOrNull,
  MAX_FUTURE_SKEW_SECONDS,
  type PaymentEvent,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  WebhookSignatureError,
} from './provider.server.ts';

/** Refund states in which Stripe will not pay the money back: the attempt failed. */
const REFUSED_REFUND_STATES = new Set(['failed', 'canceled']);

/** A Checkout Session in EUR for one case, offering `methods`. */
async function createStripeCheckoutSession(
  stripe: Stripe,
  methods: readonly PaymentMethod[],
  request: CheckoutSessionRequest,
): Promise<CheckoutSession> {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    // Exactly what the checkout, the terms and the privacy page say we accept (PAYMENT_METHODS).
    allowed_payment_method_types: [...methods],
    locale: 'de',
    currency: 'eur',
    customer_email: request.customerEmail,
    client_reference_id: request.caseId,
    metadata: { caseId: request.caseId },
    payment_intent_data: { metadata: { caseId: request.caseId } },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: request.amountCents,
          product_data: { name: request.description },
          tax_behavior: 'inclusive',
        },
      },
    ],
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  });
  if (!session.url) throw new Error('Stripe returned no checkout URL');
  return { sessionId: session.id, url: session.url };
}

/** Refunds (part of) a PaymentIntent; a refund Stripe refuses outright is an error. */
async function refundStripePayment(stripe: Stripe, request: RefundRequest): Promise<RefundResult> {
  // The idempotency key makes a retry after a timeout return the refund of the first attempt
  // instead of paying twice (Stripe keeps keys for at least 24 hours; beyond that our own row's
  // state and Stripe's refusal to refund more than was paid are the guard).
  const refund = await stripe.refunds.create(
    {
      payment_intent: request.paymentId,
      amount: request.amountCents,
      reason: 'requested_by_customer',
      metadata: { caseId: request.caseId },
    },
    { idempotencyKey: request.idempotencyKey },
  );
  const status = refund.status ?? 'pending';
  if (REFUSED_REFUND_STATES.has(status)) {
    throw new Error(`Stripe refund ${refund.id} ${status}: ${refund.failure_reason ?? 'no reason given'}`);
  }
  return { refundId: refund.id, status };
}

/** The state of a Checkout Session as the success page needs it (paid, pending, how, for which case). */
async function lookupStripeSession(stripe: Stripe, sessionId: string): ReturnType<PaymentProvider['lookupSession']> {
  const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.payment_method'] });
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const method = intent && typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const paid = session.payment_status === 'paid';
  const pending = !paid && session.status === 'complete' && session.payment_status === 'unpaid';
  return {
    paid,
    pending,
    paidWith: method ? paidWithOfMethod(method) : pending ? delayedFallback() : null,
    paymentId:
      typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
    caseId: caseIdOrNull(session.metadata?.caseId ?? session.client_reference_id),
    amountCents: session.amount_total ?? null,
    currency: session.currency ?? null,
  };
}

/**
 * `methods`: what Checkout offers (PAYMENT_METHODS). Apple Pay and Google Pay come with `card`:
 * Stripe shows them on devices that have them once they are switched on in the Dashboard.
 */
export function createStripeProvider(
  secretKey: string,
  webhookSecret: string,
  client?: Stripe,
  methods: readonly PaymentMethod[] = DEFAULT_PAYMENT_METHODS,
): PaymentProvider {
  const stripe = client ?? new Stripe(secretKey);
  return {
    name: 'stripe',
    createCheckoutSession: (request) => createStripeCheckoutSession(stripe, methods, request),
    async verifyWebhook(rawBody, signature) {
      // Stripe's check refuses old signatures only; one dated in the future is refused here.
      const timestamp = Number(/(?:^|,)t=(\d+)/.exec(signature ?? '')?.[1]);
      if (Number.isFinite(timestamp) && timestamp > Date.now() / 1000 + MAX_FUTURE_SKEW_SECONDS) {
        throw new WebhookSignatureError('signature timestamp in the future');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
      }
      const reduced = toPaymentEvent(event);
      return { ...reduced, paidWith: await eventPaidWith(stripe, reduced) };
    },
    async expireSession(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
    },
    refund: (request) => refundStripePayment(stripe, request),
    lookupSession: (sessionId) => lookupStripeSession(stripe, sessionId),
  };
}

/** How a Stripe payment method paid: its type, and for a card the wallet it came from. */
export function paidWithOfMethod(method: Stripe.PaymentMethod): PaidWith | null {
  if (method.type === 'card') {
    const wallet = method.card?.wallet?.type;
    if (wallet === 'apple_pay') return 'apple_pay';
    if (wallet === 'google_pay') return 'google_pay';
    return 'card';
  }
  return isPaidWith(method.type) ? method.type : null;
}

/**
 * The method of a delayed payment Stripe could not tell us: SEPA Direct Debit is the only delayed
 * method the checkout can offer, so a session finished unpaid was paid by debit.
 */
function delayedFallback(): PaidWith | null {
  return paymentMethodKeys.find(isDelayedMethod) ?? null;
}

/**
 * How the customer paid or tried to pay, for an event about a payment: a failed PaymentIntent names
 * its method itself; for a Checkout Session the PaymentIntent is retrieved with its payment method.
 * If that call fails the event is still applied, with the method unknown (decision record 025: the
 * event is the money and the 24–48 hours, the method only a label on the invoice and in the funnel).
 */
async function eventPaidWith(stripe: Stripe, event: PaymentEvent): Promise<PaidWith | null> {
  if (event.type === 'ignored' || event.type === 'expired') return null;
  if (event.rawType === 'payment_intent.payment_failed') {
    const intent = (event.payload as Stripe.PaymentIntentPaymentFailedEvent).data.object;
    const method = intent.last_payment_error?.payment_method;
    return method ? paidWithOfMethod(method) : null;
  }
  const fallback = event.type === 'pending' ? delayedFallback() : null;
  if (!event.paymentId) return fallback;
  try {
    const intent = await stripe.paymentIntents.retrieve(event.paymentId, { expand: ['payment_method'] });
    const method = intent.payment_method;
    if (!method || typeof method === 'string') return fallback;
    return paidWithOfMethod(method) ?? fallback;
  } catch (error) {
    getLogger().warn(
      { err: error, eventId: event.eventId, paymentId: event.paymentId },
      'payment method of a Stripe payment not retrieved; the event is applied without it',
    );
    return fallback;
  }
}

/**
 * The event as we act on it, without the payment method (added by eventPaidWith, which may ask
 * Stripe). A failed PaymentIntent (payment_intent.payment_failed) names no session: it is recorded
 * for the funnel (which method was tried) and changes no case.
 */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { provider: 'stripe' as const, eventId: event.id, rawType: event.type, payload: event, paidWith: null };
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded' ||
    event.type === 'checkout.session.async_payment_failed' ||
    event.type === 'checkout.session.expired'
  ) {
    const session = event.data.object;
    // Not a UUID: not one of our cases (answered 200 unknown-case, so Stripe does not retry for days).
    const caseId = caseIdOrNull(session.metadata?.caseId ?? session.client_reference_id);
    const paymentId =
      typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
    let type: PaymentEvent['type'] = 'ignored';
    // A completed session with a delayed method (SEPA) is not paid yet: it waits for the bank
    // ("Zahlung in Prüfung") until async_payment_succeeded or async_payment_failed.
    if (event.type === 'checkout.session.completed') {
      type = session.payment_status === 'paid' ? 'paid' : session.payment_status === 'unpaid' ? 'pending' : 'ignored';
    }
    if (event.type === 'checkout.session.async_payment_succeeded') type = 'paid';
    if (event.type === 'checkout.session.async_payment_failed') type = 'failed';
    if (event.type === 'checkout.session.expired') type = 'expired';
    return {
      ...base,
      type,
      caseId,
      sessionId: session.id,
      paymentId,
      amountCents: session.amount_total ?? null,
      currency: session.currency ?? null,
    };
  }
  if (event.type === 'payment_intent.payment_failed') {
    const intent = event.data.object;
    return {
      ...base,
      type: 'failed',
      caseId: caseIdOrNull(intent.metadata?.caseId),
      sessionId: null,
      paymentId: intent.id,
      amountCents: intent.amount,
      currency: intent.currency,
    };
  }
  return {
    ...base,
    type: 'ignored',
    caseId: null,
    sessionId: null,
    paymentId: null,
    amountCents: null,
    currency: null,
  };
}
