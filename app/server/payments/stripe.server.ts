// Stripe Checkout (production): a Checkout Session in EUR with the customer's e-mail and the case id
// in metadata; webhooks verified on the raw body with STRIPE_WEBHOOK_SECRET.
import Stripe from 'stripe';
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

export function createStripeProvider(secretKey: string, webhookSecret: string, client?: Stripe): PaymentProvider {
  const stripe = client ?? new Stripe(secretKey);
  return {
    name: 'stripe',
    async createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        // Cards only: what the checkout, the terms, the privacy page and the invoice say we accept.
        allowed_payment_method_types: ['card'],
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
    },
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
      return toPaymentEvent(event);
    },
    async expireSession(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
    },
    async refund(request: RefundRequest): Promise<RefundResult> {
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
    },
    async lookupSession(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return {
        paid: session.payment_status === 'paid',
        paymentId:
          typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
        caseId: caseIdOrNull(session.metadata?.caseId ?? session.client_reference_id),
        amountCents: session.amount_total ?? null,
        currency: session.currency ?? null,
      };
    },
  };
}

export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { provider: 'stripe' as const, eventId: event.id, rawType: event.type, payload: event };
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
    // A completed session with a delayed method (e.g. SEPA) is not paid yet: wait for async_payment_succeeded.
    if (event.type === 'checkout.session.completed') type = session.payment_status === 'paid' ? 'paid' : 'ignored';
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
