import Stripe from 'stripe';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WebhookSignatureError } from './provider.server.ts';
import { createStripeProvider } from './stripe.server.ts';

const secret = 'whsec_test_secret';
const stripe = new Stripe('sk_test_dummy');
// The PaymentIntent look-up for the payment method never reaches Stripe here: answered per test.
const retrieveIntent = vi.spyOn(stripe.paymentIntents, 'retrieve');
const provider = createStripeProvider('sk_test_dummy', secret, stripe);

/** A PaymentIntent with its payment method expanded, as Stripe returns it. */
function intentWith(method: Record<string, unknown> | null) {
  return { id: 'pi_123', object: 'payment_intent', payment_method: method } as unknown as Awaited<
    ReturnType<typeof stripe.paymentIntents.retrieve>
  >;
}

function signed(payload: string) {
  return provider.verifyWebhook(payload, stripe.webhooks.generateTestHeaderString({ payload, secret }));
}

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
  beforeEach(() => {
    retrieveIntent.mockReset();
    retrieveIntent.mockResolvedValue(intentWith({ type: 'card', card: { wallet: null } }));
  });

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
      paidWith: 'card',
    });
  });

  it('a completed session still awaiting a debit is pending; the async events are paid or failed', async () => {
    const sepa = { type: 'sepa_debit', sepa_debit: { last4: '3000' } };
    retrieveIntent.mockResolvedValue(intentWith(sepa));
    const unpaid = await signed(
      event('checkout.session.completed', { payment_status: 'unpaid', payment_intent: 'pi_123' }),
    );
    expect(unpaid).toMatchObject({ type: 'pending', paidWith: 'sepa_debit', paymentId: 'pi_123' });
    expect(retrieveIntent).toHaveBeenLastCalledWith('pi_123', { expand: ['payment_method'] });
    const later = await signed(
      event('checkout.session.async_payment_succeeded', { payment_status: 'paid', payment_intent: 'pi_123' }),
    );
    expect(later).toMatchObject({ type: 'paid', paidWith: 'sepa_debit' });
    const returned = await signed(
      event('checkout.session.async_payment_failed', { payment_status: 'unpaid', payment_intent: 'pi_123' }),
    );
    expect(returned).toMatchObject({ type: 'failed', paidWith: 'sepa_debit', sessionId: 'cs_test_1' });
    retrieveIntent.mockClear();
    const expired = await signed(event('checkout.session.expired', {}));
    expect(expired).toMatchObject({ type: 'expired', paidWith: null });
    expect(retrieveIntent).not.toHaveBeenCalled();
  });

  it('tells a wallet from a card, and PayPal and Klarna by their type', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'card', card: { wallet: { type: 'apple_pay' } } }, 'apple_pay'],
      [{ type: 'card', card: { wallet: { type: 'google_pay' } } }, 'google_pay'],
      [{ type: 'card', card: { wallet: { type: 'samsung_pay' } } }, 'card'],
      [{ type: 'card', card: { wallet: null } }, 'card'],
      [{ type: 'paypal', paypal: {} }, 'paypal'],
      [{ type: 'klarna', klarna: {} }, 'klarna'],
    ];
    for (const [method, expected] of cases) {
      retrieveIntent.mockResolvedValueOnce(intentWith(method));
      const paid = await signed(
        event('checkout.session.completed', { payment_status: 'paid', payment_intent: 'pi_123' }),
      );
      expect(paid.paidWith).toBe(expected);
    }
    retrieveIntent.mockResolvedValueOnce(intentWith({ type: 'alipay' }));
    expect(
      (await signed(event('checkout.session.completed', { payment_status: 'paid', payment_intent: 'pi_123' })))
        .paidWith,
    ).toBeNull();
  });

  it('applies the event without the method when Stripe cannot be asked (a debit is still a debit)', async () => {
    retrieveIntent.mockRejectedValue(new Error('Stripe unreachable'));
    const paid = await signed(
      event('checkout.session.completed', { payment_status: 'paid', payment_intent: 'pi_123' }),
    );
    expect(paid).toMatchObject({ type: 'paid', paymentId: 'pi_123', paidWith: null });
    const pending = await signed(
      event('checkout.session.completed', { payment_status: 'unpaid', payment_intent: 'pi_123' }),
    );
    expect(pending).toMatchObject({ type: 'pending', paidWith: 'sepa_debit' });
  });

  it('a failed PaymentIntent names the method that was tried and changes no session', async () => {
    const payload = JSON.stringify({
      id: 'evt_pi_failed',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: 'pi_456',
          object: 'payment_intent',
          amount: 3900,
          currency: 'eur',
          metadata: { caseId: 'c0ffee00-0000-4000-8000-000000000001' },
          last_payment_error: { payment_method: { type: 'paypal', paypal: {} } },
        },
      },
    });
    retrieveIntent.mockClear();
    expect(await signed(payload)).toMatchObject({
      type: 'failed',
      caseId: 'c0ffee00-0000-4000-8000-000000000001',
      sessionId: null,
      paymentId: 'pi_456',
      paidWith: 'paypal',
    });
    expect(retrieveIntent).not.toHaveBeenCalled();
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

describe('Stripe session look-up (the success page, once per case)', () => {
  it('tells a session paid, or completed and waiting for the bank, with the method', async () => {
    const retrieve = vi.fn(async (_id: string, _params?: Stripe.Checkout.SessionRetrieveParams) => ({
      id: 'cs_test_3',
      status: 'complete',
      payment_status: 'unpaid',
      payment_intent: { id: 'pi_789', payment_method: { type: 'sepa_debit' } },
      metadata: { caseId: 'c0ffee00-0000-4000-8000-000000000004' },
      amount_total: 3900,
      currency: 'eur',
    }));
    const client = { checkout: { sessions: { retrieve } } } as unknown as Stripe;
    const looking = createStripeProvider('sk_test_dummy', secret, client);
    expect(await looking.lookupSession('cs_test_3')).toEqual({
      paid: false,
      pending: true,
      paidWith: 'sepa_debit',
      paymentId: 'pi_789',
      caseId: 'c0ffee00-0000-4000-8000-000000000004',
      amountCents: 3900,
      currency: 'eur',
    });
    expect(retrieve).toHaveBeenCalledWith('cs_test_3', { expand: ['payment_intent.payment_method'] });
    retrieve.mockResolvedValueOnce({
      id: 'cs_test_3',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: { id: 'pi_789', payment_method: { type: 'card', card: { wallet: { type: 'google_pay' } } } },
      metadata: { caseId: 'c0ffee00-0000-4000-8000-000000000004' },
      amount_total: 3900,
      currency: 'eur',
    } as unknown as Awaited<ReturnType<typeof retrieve>>);
    expect(await looking.lookupSession('cs_test_3')).toMatchObject({
      paid: true,
      pending: false,
      paidWith: 'google_pay',
      paymentId: 'pi_789',
    });
  });
});

describe('Stripe checkout sessions', () => {
  it('offer the configured methods and name the service and our reference, nothing about the person checked', async () => {
    const create = vi.fn(async (_params: Stripe.Checkout.SessionCreateParams) => ({
      id: 'cs_test_2',
      url: 'https://checkout.example/cs_test_2',
    }));
    const client = { checkout: { sessions: { create } } } as unknown as Stripe;
    const cards = createStripeProvider('sk_test_dummy', secret, client, ['card', 'paypal', 'sepa_debit']);
    const session = await cards.createCheckoutSession({
      caseId: 'c0ffee00-0000-4000-8000-000000000002',
      amountCents: 3900,
      customerEmail: 'erika@example.de',
      description: 'Dating-App-Check, Auftrag C0FFEE00',
      successUrl: 'http://localhost:3000/payment-success?case_id=c0ffee00-0000-4000-8000-000000000002',
      cancelUrl: 'http://localhost:3000/checkout?abgebrochen=1',
    });
    expect(session).toEqual({ sessionId: 'cs_test_2', url: 'https://checkout.example/cs_test_2' });
    const params = create.mock.calls[0]?.[0];
    expect(params?.allowed_payment_method_types).toEqual(['card', 'paypal', 'sepa_debit']);
    // Without a configuration: the default, cards (with the wallets), PayPal and Klarna.
    await createStripeProvider('sk_test_dummy', secret, client).createCheckoutSession({
      caseId: 'c0ffee00-0000-4000-8000-000000000002',
      amountCents: 3900,
      customerEmail: 'erika@example.de',
      description: 'Dating-App-Check, Auftrag C0FFEE00',
      successUrl: 'http://localhost:3000/payment-success',
      cancelUrl: 'http://localhost:3000/checkout',
    });
    expect(create.mock.calls[1]?.[0]?.allowed_payment_method_types).toEqual(['card', 'paypal', 'klarna']);
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
