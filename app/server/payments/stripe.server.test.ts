import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { WebhookSignatureError } from './provider.server.ts';
import { createStripeProvider } from './stripe.server.ts';

const secret = 'whsec_test_secret';
const stripe = new Stripe('sk_test_dummy');
const provider = createStripeProvider('sk_test_dummy', secret, stripe);

function event(type: string, session: Record<string, unknown>) {
  return JSON.stringify({
    id: `evt_${type.replace(/\W/g, '')}`,
    object: 'event',
    type,
    data: {
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        metadata: { caseId: 'c0ffee00-0000-4000-8000-000000000001' },
        ...session,
      },
    },
  });
}

describe('Stripe webhooks (verified on the raw body)', () => {
  it('a completed, paid session is a payment for the case in its metadata', async () => {
    const payload = event('checkout.session.completed', { payment_status: 'paid', payment_intent: 'pi_123' });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    const result = await provider.verifyWebhook(payload, header);
    expect(result).toMatchObject({
      provider: 'stripe',
      type: 'paid',
      caseId: 'c0ffee00-0000-4000-8000-000000000001',
      sessionId: 'cs_test_1',
      paymentId: 'pi_123',
    });
  });

  it('a completed session still awaiting a delayed payment is not paid yet; async success is', async () => {
    const unpaid = event('checkout.session.completed', { payment_status: 'unpaid' });
    expect(
      (await provider.verifyWebhook(unpaid, stripe.webhooks.generateTestHeaderString({ payload: unpaid, secret })))
        .type,
    ).toBe('ignored');
    const later = event('checkout.session.async_payment_succeeded', { payment_status: 'paid' });
    expect(
      (await provider.verifyWebhook(later, stripe.webhooks.generateTestHeaderString({ payload: later, secret }))).type,
    ).toBe('paid');
    const expired = event('checkout.session.expired', {});
    expect(
      (await provider.verifyWebhook(expired, stripe.webhooks.generateTestHeaderString({ payload: expired, secret })))
        .type,
    ).toBe('expired');
  });

  it('refuses a bad signature or a changed body', async () => {
    const payload = event('checkout.session.completed', { payment_status: 'paid' });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    await expect(provider.verifyWebhook(payload, header)).rejects.toBeInstanceOf(WebhookSignatureError);
    const good = stripe.webhooks.generateTestHeaderString({ payload, secret });
    await expect(provider.verifyWebhook(payload.replace('paid', 'PAID'), good)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(provider.verifyWebhook(payload, undefined)).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});

describe('Stripe checkout sessions', () => {
  it('take cards only and name the service and our reference, nothing about the person checked', async () => {
    const create = vi.fn(async (_params: Stripe.Checkout.SessionCreateParams) => ({
      id: 'cs_test_2',
      url: 'https://checkout.example/cs_test_2',
    }));
    const client = { checkout: { sessions: { create } } } as unknown as Stripe;
    const cards = createStripeProvider('sk_test_dummy', secret, client);
    const session = await cards.createCheckoutSession({
      caseId: 'c0ffee00-0000-4000-8000-000000000002',
      amountCents: 3900,
      customerEmail: 'erika@example.de',
      description: 'Dating App Check, Auftrag C0FFEE00',
      successUrl: 'http://localhost:3000/payment-success?case_id=c0ffee00-0000-4000-8000-000000000002',
      cancelUrl: 'http://localhost:3000/checkout?abgebrochen=1',
    });
    expect(session).toEqual({ sessionId: 'cs_test_2', url: 'https://checkout.example/cs_test_2' });
    const params = create.mock.calls[0]?.[0];
    expect(params?.allowed_payment_method_types).toEqual(['card']);
    expect(params?.line_items?.[0]?.price_data?.unit_amount).toBe(3900);
    expect(params?.metadata).toEqual({ caseId: 'c0ffee00-0000-4000-8000-000000000002' });
  });
});

describe('Stripe refunds', () => {
  const refundClient = (status: string | null) => {
    const create = vi.fn(async (_params: Stripe.RefundCreateParams, _options?: Stripe.RequestOptions) => ({
      id: 're_test_1',
      status,
      failure_reason: status === 'failed' ? 'expired_or_canceled_card' : null,
    }));
    return {
      create,
      provider: createStripeProvider('sk_test_dummy', secret, { refunds: { create } } as unknown as Stripe),
    };
  };
  const request = {
    paymentId: 'pi_123',
    amountCents: 1950,
    currency: 'eur',
    idempotencyKey: 'echtcheck-refund-1',
    caseId: 'c0ffee00-0000-4000-8000-000000000003',
  };

  it('refunds the amount of the PaymentIntent with the idempotency key of the refund row', async () => {
    const { create, provider: refunding } = refundClient('succeeded');
    expect(await refunding.refund(request)).toEqual({ refundId: 're_test_1', status: 'succeeded' });
    const [params, options] = create.mock.calls[0] ?? [];
    expect(params).toMatchObject({ payment_intent: 'pi_123', amount: 1950, reason: 'requested_by_customer' });
    expect(options).toEqual({ idempotencyKey: 'echtcheck-refund-1' });
  });

  it('a refund Stripe will not pay is a failure (retried by the caller)', async () => {
    await expect(refundClient('failed').provider.refund(request)).rejects.toThrow(/failed/);
    expect(await refundClient('pending').provider.refund(request)).toEqual({
      refundId: 're_test_1',
      status: 'pending',
    });
  });
});
