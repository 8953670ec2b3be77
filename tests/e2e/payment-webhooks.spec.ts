// Payment webhooks that do not come from the provider: refused before they change anything.
import { createHmac, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { query } from '#tests/support/e2e-database.ts';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { type ServerProcess, startServerProcess } from '#tests/support/server-process.ts';

test.describe('forged payment webhooks', () => {
  /** `t=…,v1=…`: HMAC-SHA256 over `${t}.${body}`, as Stripe and the simulated provider sign their events. */
  function signature(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)) {
    return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  }

  /** An order as the browser sends it; answers its case id and its payment session. */
  async function placeOrder(base: string, email: string) {
    const order = validOrder({ customer: { ...validOrder().customer, email } });
    const response = await fetch(`${base}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(order),
    });
    expect(response.status).toBe(200);
    const { paymentUrl } = (await response.json()) as { paymentUrl: string };
    const sessionId = /^\/zahlung\/test\/(sim_cs_\w+)$/.exec(paymentUrl)?.[1];
    if (!sessionId) throw new Error(`unexpected payment URL ${paymentUrl}`);
    return { caseId: order.checkoutId, sessionId };
  }

  test('without the server’s secret: a stale and a fresh timestamp are refused, the case stays unpaid', async ({
    page,
    request,
    baseURL,
  }) => {
    const { caseId, sessionId } = await placeOrder(baseURL ?? '', 'webhook.e2e@example.de');
    // A complete event of the simulated provider for this case and session: only the signature is wrong.
    const body = JSON.stringify({
      id: `sim_evt_${randomUUID()}`,
      type: 'paid',
      sessionId,
      caseId,
      paymentId: 'sim_pi_forged',
      amountCents: 3900,
      currency: 'eur',
      created: Math.floor(Date.now() / 1000),
    });
    const deliver = (header: string) =>
      request.post('/api/webhooks/payment', {
        headers: { 'x-simulated-signature': header, 'content-type': 'application/json' },
        data: body,
      });
    // Stale: refused on its age, before any signature is compared.
    expect((await deliver('t=1,v1=00')).status()).toBe(400);
    // Fresh, signed with another secret: refused on the signature itself.
    expect((await deliver(signature('not-the-server-secret', body))).status()).toBe(400);

    const rows = await query<{ status: string }>('select status from cases where id = $1', [caseId]);
    if (rows) expect(rows).toEqual([{ status: 'pending' }]);
    await page.goto(`/payment-success?case_id=${caseId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wir warten auf die Bestätigung Ihrer Zahlung');
  });

  // The simulated provider's secret is made anew at every start and never leaves the process, so a
  // right signature can only be computed for a server whose secret the test sets: its own process
  // with Stripe payments (STRIPE_WEBHOOK_SECRET), on the data of a first process that took the orders.
  // tests/integration/endpoints.db.test.ts checks the simulated provider the same way, in-process.
  test('a right signature over a changed body is refused (Stripe, own server process)', async () => {
    test.setTimeout(240_000);
    const ordering = await startServerProcess({}, { keepData: true });
    let paying: ServerProcess | undefined;
    try {
      const paid = await placeOrder(ordering.base, 'signiert.e2e@example.de');
      const other = await placeOrder(ordering.base, 'anderer-fall.e2e@example.de');
      await ordering.stop();
      const secret = `whsec_${randomUUID().replaceAll('-', '')}`;
      paying = await startServerProcess(
        { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_WEBHOOK_SECRET: secret },
        { dataDir: ordering.dataDir },
      );
      const base = paying.base;
      expect(paying.child.exitCode, paying.output()).toBeNull();
      const event = (order: { caseId: string; sessionId: string }) =>
        JSON.stringify({
          id: `evt_${randomUUID().replaceAll('-', '')}`,
          object: 'event',
          type: 'checkout.session.completed',
          created: Math.floor(Date.now() / 1000),
          data: {
            object: {
              id: order.sessionId,
              object: 'checkout.session',
              payment_status: 'paid',
              amount_total: 3900,
              currency: 'eur',
              client_reference_id: order.caseId,
              metadata: { caseId: order.caseId },
              payment_intent: `pi_${randomUUID().replaceAll('-', '')}`,
            },
          },
        });
      const deliver = async (body: string, header: string) => {
        const response = await fetch(`${base}/api/webhooks/payment`, {
          method: 'POST',
          headers: { 'stripe-signature': header, 'content-type': 'application/json' },
          body,
        });
        return { status: response.status, json: await response.json() };
      };

      // Body A pays the first case; body B is A turned to the other case, its session and id.
      const bodyA = event(paid);
      const signedA = signature(secret, bodyA);
      const bodyB = bodyA.replaceAll(paid.caseId, other.caseId).replaceAll(paid.sessionId, other.sessionId);
      expect(bodyB).not.toBe(bodyA);
      expect(await deliver(bodyB, signedA)).toEqual({ status: 400, json: { error: 'invalid signature' } });
      // A fresh timestamp with a wrong signature, on the provider that checks it with Stripe's own code.
      const otherEvent = event(other);
      expect((await deliver(otherEvent, signature('whsec_not-the-secret', otherEvent))).status).toBe(400);

      // The signature was right for body A: A pays the first case.
      expect(await deliver(bodyA, signedA)).toEqual({ status: 200, json: { received: true, outcome: 'paid' } });
      // The other case was still unpaid: its own signed event pays it now, not "already paid".
      expect(await deliver(otherEvent, signature(secret, otherEvent))).toEqual({
        status: 200,
        json: { received: true, outcome: 'paid' },
      });
    } finally {
      await ordering.stop();
      // The second process removes the shared data folder when it stops.
      if (paying) await paying.stop();
      else await rm(ordering.dataDir, { recursive: true, force: true });
    }
  });
});
