// The payments capability's interface (docs/product.md §4: simulated by default, Stripe in production).
// Both providers deliver verified events to the same handler: applyPaymentEvent in
// record-payment.server.ts (called by webhook.server.ts, the test payment page and the success
// page's look-up).
import { isUuid } from '#app/lib/checkout-schema.ts';
import type { PaidWith } from '#app/lib/payment-methods.ts';

export interface CheckoutSessionRequest {
  caseId: string;
  amountCents: number;
  customerEmail: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** Where the browser goes to pay (same tab, docs/product.md §4). */
  url: string;
}

/**
 * A verified provider event, reduced to what we act on. `pending`: the customer finished the payment
 * page with a delayed method (SEPA Direct Debit); the bank has not confirmed yet. `failed`: a payment
 * attempt was declined, or a delayed payment was returned by the bank.
 */
export interface PaymentEvent {
  provider: 'simulated' | 'stripe';
  eventId: string;
  type: 'paid' | 'pending' | 'expired' | 'failed' | 'ignored';
  caseId: string | null;
  sessionId: string | null;
  paymentId: string | null;
  /** What the session charged, in cents and lower-case ISO currency, when the event says. */
  amountCents: number | null;
  currency: string | null;
  /** How the customer paid or tried to pay (a wallet is told apart from a card); null: not known. */
  paidWith: PaidWith | null;
  /** The provider's event type, e.g. checkout.session.completed. */
  rawType: string;
  payload: unknown;
}

/** A refund of (part of) a payment, sent once per refund row (app/server/refunds/). */
export interface RefundRequest {
  /** The provider's payment id the case was paid with (Stripe: the PaymentIntent). */
  paymentId: string;
  amountCents: number;
  /** Lower-case ISO currency, as the payment. */
  currency: string;
  /** The same for every attempt of one refund: a retry after a timeout never refunds twice. */
  idempotencyKey: string;
  caseId: string;
}

/** A refund the provider accepted: its id and its own state (the money is on its way). */
export interface RefundResult {
  refundId: string;
  /** The provider's state, e.g. Stripe's succeeded, pending or requires_action. */
  status: string;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }

  /**
   * By name, not instanceof: the provider is created by the server entry, the webhook route runs in
   * the bundled server build, and each has its own copy of this class.
   */
  static is(error: unknown): error is WebhookSignatureError {
    return (error as Error | undefined)?.name === 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: 'simulated' | 'stripe';
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession>;
  /** Verifies the raw body against the signature header; throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
  /**
   * Asks the provider once whether a session was paid (when no event has arrived yet). `pending`:
   * finished with a delayed method, the bank has not confirmed yet.
   */
  lookupSession(sessionId: string): Promise<{
    paid: boolean;
    pending: boolean;
    paidWith: PaidWith | null;
    paymentId: string | null;
    caseId: string | null;
    amountCents: number | null;
    currency: string | null;
  }>;
  /**
   * Closes an open checkout session so it can no longer be paid (an order paid with a guarantee
   * voucher after the customer had already opened the payment page). Best effort: a session that is
   * already closed or paid is not an error here; a late payment is flagged by record-payment.
   */
  expireSession(sessionId: string): Promise<void>;
  /**
   * Pays back (part of) a payment to the means it was paid with. Throws when the provider refuses or
   * cannot be reached; the caller records the failure and retries with the same idempotency key.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** Signatures dated further ahead than this are refused (clock skew is seconds, not minutes). */
export const MAX_FUTURE_SKEW_SECONDS = 300;

/** A case id from a provider's metadata, or null when it cannot be one of ours. */
export function caseIdOrNull(value: unknown): string | null {
  return isUuid(value) ? value.toLowerCase() : null;
}
