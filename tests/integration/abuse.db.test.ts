// The abuse cases of the public side, each performed against the real code on a real database
// (PGlite, and PostgreSQL in CI). Upload limits: upload-limits.db.test.ts. The process-level ones
// (crash, keep-alive, limits over HTTP) are in tests/e2e/abuse.spec.ts.
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { isCheckoutId } from '#app/lib/checkout-schema.ts';
import { limitKey } from '#app/server/abuse/client-address.server.ts';
import { hitLimit } from '#app/server/abuse/rate-limit.server.ts';
import { placeOrder } from '#app/server/checkout/order.server.ts';
import {
  auditLog,
  cases,
  clients,
  invoices,
  mailOutbox,
  paymentEvents,
  withdrawals,
} from '#app/server/db/schema.server.ts';
import { WebhookSignatureError } from '#app/server/payments/provider.server.ts';
import { applyPaymentEvent } from '#app/server/payments/record-payment.server.ts';
import { createSimulatedProvider } from '#app/server/payments/simulated.server.ts';
import { createStripeProvider } from '#app/server/payments/stripe.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { recordWithdrawal } from '#app/server/withdrawals/withdrawal.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { testProvider } from '#tests/support/provider.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-abuse-');
const simulated = createSimulatedProvider('abuse-test-secret');

const storage = () => createDiskStorage(filesDir.path);
const orderContext = () => ({ db: database.db, storage: storage(), payments: simulated, siteUrl: 'http://localhost' });
const paymentContext = () => ({
  db: database.db,
  storage: storage(),
  siteUrl: 'http://localhost',
  staffEmail: 'team@echtcheck.de',
  provider: testProvider,
});

describe('withdrawal form', () => {
  const context = () => ({
    db: database.db,
    provider: testProvider,
    siteUrl: 'http://localhost',
    staffEmail: 'team@echtcheck.de',
    mailsPerRecipientPerHour: 3,
  });

  it('matches a case only by exact e-mail: an underscore is not a wildcard', async () => {
    const order = validOrder({
      customer: { firstName: 'Anna', lastName: 'Beispiel', email: 'anna@example.org', phone: '' },
    });
    expect((await placeOrder(orderContext(), order)).ok).toBe(true);
    const reference = order.checkoutId.slice(0, 8);
    const forged = await recordWithdrawal(context(), {
      name: 'Jemand',
      orderReference: reference,
      email: 'a_na@example.org',
    });
    expect(forged.caseId).toBeNull();
    const percent = await recordWithdrawal(context(), {
      name: 'Jemand',
      orderReference: reference,
      email: '%@example.org',
    });
    expect(percent.caseId).toBeNull();
    const [untouched] = await database.db.select().from(cases).where(eq(cases.id, order.checkoutId));
    expect(untouched?.withdrawnAt).toBeNull();
    const real = await recordWithdrawal(context(), {
      name: 'Anna Beispiel',
      orderReference: reference,
      email: 'Anna@Example.org',
    });
    expect(real.caseId).toBe(order.checkoutId);
  });

  it('mails one address at most 3 confirmations at once an hour; the rest are recorded and confirmed in one digest', async () => {
    const victim = `opfer-${randomUUID()}@example.org`;
    for (let i = 0; i < 30; i++) {
      await recordWithdrawal(context(), {
        name: 'Gewinn unter https://example.net',
        orderReference: 'deadbeef',
        email: victim,
      });
    }
    const confirmations = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, victim), eq(mailOutbox.kind, 'withdrawal-confirmation')));
    expect(confirmations).toHaveLength(3);
    const recorded = await database.db.select().from(withdrawals).where(eq(withdrawals.email, victim));
    expect(recorded).toHaveLength(30);
    expect(recorded.filter((row) => !row.confirmationMailed)).toHaveLength(27);
    // The other 27 are confirmed together in one mail when the hour ends (decision record 035).
    const digests = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, victim), eq(mailOutbox.kind, 'withdrawal-digest')));
    expect(digests).toHaveLength(1);
    expect(digests[0]?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(digests[0]?.subject).toBe('Eingangsbestätigung Ihrer Widerrufe (27 Erklärungen)');
    // The typed text appears only quoted, never as our own words.
    expect(confirmations[0]?.text).toContain('„Gewinn unter https://example.net“');
    expect(confirmations[0]?.text).not.toContain('Guten Tag Gewinn');
  });

  it('30 withdrawals to one address at once still mail it 3 confirmations, and 30 per-network hits at once count 30', async () => {
    const victim = `gleichzeitig-${randomUUID()}@example.org`;
    await Promise.all(
      Array.from({ length: 30 }, () =>
        recordWithdrawal(context(), { name: 'Jemand', orderReference: 'deadbeef', email: victim }),
      ),
    );
    const confirmations = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, victim), eq(mailOutbox.kind, 'withdrawal-confirmation')));
    expect(confirmations).toHaveLength(3);
    expect(await database.db.select().from(withdrawals).where(eq(withdrawals.email, victim))).toHaveLength(30);
    // First hits of a fresh key race to create its counter: ten fresh keys, 30 hits each at once.
    for (let round = 0; round < 10; round++) {
      const key = limitKey('withdrawal', `192.0.2.${100 + round}`);
      const decisions = await Promise.all(
        Array.from({ length: 30 }, () => hitLimit(database.db, key, { limit: 10, windowSeconds: 3600 })),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
      expect(Math.max(...decisions.map((decision) => decision.count))).toBe(30);
    }
  });

  it('counts requests per key in a window that starts again after it ends', async () => {
    const key = limitKey('test', '192.0.2.1');
    const rule = { limit: 2, windowSeconds: 60 };
    const start = Date.now();
    expect((await hitLimit(database.db, key, rule, start)).allowed).toBe(true);
    expect((await hitLimit(database.db, key, rule, start + 1000)).allowed).toBe(true);
    const third = await hitLimit(database.db, key, rule, start + 2000);
    expect(third).toMatchObject({ allowed: false, count: 3, retryAfterSeconds: 58 });
    expect((await hitLimit(database.db, key, rule, start + 61_000)).allowed).toBe(true);
  });
});

describe('payment events', () => {
  const secret = 'whsec_abuse_test';
  const stripe = new Stripe('sk_test_dummy');
  // The payment method look-up (decision record 025) answers without the network: a card.
  vi.spyOn(stripe.paymentIntents, 'retrieve').mockResolvedValue({
    id: 'pi_1',
    object: 'payment_intent',
    payment_method: { type: 'card', card: { wallet: null } },
  } as unknown as Stripe.Response<Stripe.PaymentIntent>);
  const provider = createStripeProvider('sk_test_dummy', secret, stripe);

  async function pendingCase() {
    const order = validOrder();
    const placed = await placeOrder(orderContext(), order);
    if (!placed.ok) throw new Error('order failed');
    const [row] = await database.db.select().from(cases).where(eq(cases.id, order.checkoutId));
    return { caseId: order.checkoutId, sessionId: row?.paymentSessionId ?? '' };
  }

  function completed(session: Record<string, unknown>, timestamp?: number) {
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { object: 'checkout.session', payment_status: 'paid', payment_intent: 'pi_1', ...session } },
    });
    return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
  }

  async function invoiceCount(caseId: string) {
    const [row] = await database.db.select({ value: count() }).from(invoices).where(eq(invoices.caseId, caseId));
    return row?.value ?? 0;
  }

  it('a signed event for another session, or for 1 cent, or in dollars, does not mark the case paid', async () => {
    const { caseId, sessionId } = await pendingCase();
    const attempts = [
      { id: 'cs_attacker', amount_total: 3900, currency: 'eur' },
      { id: sessionId, amount_total: 1, currency: 'eur' },
      { id: sessionId, amount_total: 3900, currency: 'usd' },
    ];
    for (const session of attempts) {
      const { payload, header } = completed({ ...session, metadata: { caseId } });
      expect(await applyPaymentEvent(paymentContext(), await provider.verifyWebhook(payload, header))).toBe('mismatch');
    }
    const [row] = await database.db.select().from(cases).where(eq(cases.id, caseId));
    expect(row?.status).toBe('pending');
    expect(await invoiceCount(caseId)).toBe(0);
    const [audit] = await database.db
      .select({ value: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, caseId), eq(auditLog.action, 'payment.mismatch')));
    expect(audit?.value).toBe(3);
    // The right session at the full price does.
    const { payload, header } = completed({ id: sessionId, amount_total: 3900, currency: 'eur', metadata: { caseId } });
    expect(await applyPaymentEvent(paymentContext(), await provider.verifyWebhook(payload, header))).toBe('paid');
    expect(await invoiceCount(caseId)).toBe(1);
  });

  it('the same paid event delivered 30 times at once pays the case once, with one invoice', async () => {
    const { caseId, sessionId } = await pendingCase();
    const { payload, header } = completed({ id: sessionId, amount_total: 3900, currency: 'eur', metadata: { caseId } });
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, async () =>
        applyPaymentEvent(paymentContext(), await provider.verifyWebhook(payload, header)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'paid' && outcome !== 'duplicate')).toEqual([]);
    expect(await invoiceCount(caseId)).toBe(1);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.caseId, caseId));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['order-confirmation', 'staff-notification']);
  });

  it('refuses a signature dated 600 s in the future, accepts 60 s', async () => {
    const { caseId, sessionId } = await pendingCase();
    const now = Math.floor(Date.now() / 1000);
    const future = completed({ id: sessionId, amount_total: 3900, currency: 'eur', metadata: { caseId } }, now + 600);
    await expect(provider.verifyWebhook(future.payload, future.header)).rejects.toBeInstanceOf(WebhookSignatureError);
    const skewed = completed({ id: sessionId, amount_total: 3900, currency: 'eur', metadata: { caseId } }, now + 60);
    expect((await provider.verifyWebhook(skewed.payload, skewed.header)).type).toBe('paid');
  });

  it('a case id that is not a UUID is an unknown case (stored, answered 200), not a database error', async () => {
    const { payload, header } = completed({
      id: 'cs_x',
      amount_total: 3900,
      currency: 'eur',
      client_reference_id: "1' or '1'='1",
      metadata: { caseId: 'not-a-uuid' },
    });
    const event = await provider.verifyWebhook(payload, header);
    expect(event.caseId).toBeNull();
    expect(await applyPaymentEvent(paymentContext(), event)).toBe('unknown-case');
    const stored = await database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.eventId));
    expect(stored).toHaveLength(1);
  });
});

describe('order input', () => {
  it('refuses lone surrogates and control characters in any text field with 400, storing nothing', async () => {
    const variants = [
      { service: 'dating\ud800' },
      { legal: { ...validOrder().legal, description: `${'x'.repeat(160)}\udc00` } },
      { customer: { ...validOrder().customer, firstName: 'Erika\u0000' } },
      { target: { ...validOrder().target, targetUsername: 'dan\ud83d' } },
      { additional: { ...validOrder().additional, chatContent: 'Hallo\u001b[31m', suspicionReason: '' } },
    ];
    for (const variant of variants) {
      const order = validOrder(variant);
      const result = await placeOrder(orderContext(), order);
      expect(result).toMatchObject({ ok: false, status: 400 });
      expect(await database.db.select().from(cases).where(eq(cases.id, order.checkoutId))).toHaveLength(0);
    }
    // Line breaks in the long texts and emoji (surrogate pairs) are fine.
    const fine = validOrder({
      additional: {
        ...validOrder().additional,
        chatContent: 'Hallo 😊\nWie geht es dir?\r\n\tGut.',
        suspicionReason: '',
      },
    });
    expect((await placeOrder(orderContext(), fine)).ok).toBe(true);
  });

  it('accepts only random version-4 checkout ids', async () => {
    for (const id of [
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      'ffffffff-ffff-4fff-bfff-ffffffffffff',
      '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
    ]) {
      expect(isCheckoutId(id)).toBe(false);
      expect(await placeOrder(orderContext(), validOrder({ checkoutId: id }))).toMatchObject({
        ok: false,
        status: 400,
      });
    }
    for (let i = 0; i < 1000; i++) expect(isCheckoutId(randomUUID())).toBe(true);
  });

  it('30 identical orders at once make one case; 30 with other contact data at once change nothing', async () => {
    const order = validOrder();
    const results = await Promise.all(Array.from({ length: 30 }, () => placeOrder(orderContext(), order)));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await database.db.select().from(cases).where(eq(cases.id, order.checkoutId))).toHaveLength(1);
    const hijacks = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        placeOrder(orderContext(), { ...order, customer: { ...order.customer, email: `angreifer-${i}@example.net` } }),
      ),
    );
    expect(hijacks.every((result) => !result.ok && result.status === 409)).toBe(true);
    const [row] = await database.db
      .select({ email: clients.email })
      .from(cases)
      .innerJoin(clients, eq(clients.id, cases.clientId))
      .where(eq(cases.id, order.checkoutId));
    expect(row?.email).toBe(order.customer.email);
  });

  it('a second order for a pending case cannot change its contact data', async () => {
    const order = validOrder();
    expect((await placeOrder(orderContext(), order)).ok).toBe(true);
    const hijack = { ...order, customer: { ...order.customer, email: 'angreifer@example.net' } };
    expect(await placeOrder(orderContext(), hijack)).toMatchObject({
      ok: false,
      status: 409,
      reason: 'customer-changed',
    });
    const [row] = await database.db
      .select({ email: clients.email })
      .from(cases)
      .innerJoin(clients, eq(clients.id, cases.clientId))
      .where(eq(cases.id, order.checkoutId));
    expect(row?.email).toBe(order.customer.email);
    // The same contact data (another target, say) is the normal return from the payment page.
    const again = { ...order, target: { ...order.target, targetName: 'Daniel W.' } };
    expect((await placeOrder(orderContext(), again)).ok).toBe(true);
  });
});
