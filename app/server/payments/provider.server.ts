// The payments capability's interface (DESIGN.md: simulated by default, Stripe in production).
// Both providers deliver verified events to the same handler (webhook.server.ts).

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
  /** Where the browser goes to pay (same tab, DESIGN.md point 5). */
  url: string;
}

/** A verified provider event, reduced to what we act on. */
export interface PaymentEvent {
  provider: 'simulated' | 'stripe';
  eventId: string;
  type: 'paid' | 'expired' | 'failed' | 'ignored';
  caseId: string | null;
  sessionId: string | null;
  paymentId: string | null;
  /** The provider's event type, e.g. checkout.session.completed. */
  rawType: string;
  payload: unknown;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: 'simulated' | 'stripe';
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession>;
  /** Verifies the raw body against the signature header; throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
  /** Asks the provider once whether a session was paid (when no event has arrived yet). */
  lookupSession(sessionId: string): Promise<{ paid: boolean; paymentId: string | null; caseId: string | null }>;
}
