// Payment events on a real database: a verified event pays the case once (invoice, both mails);
// an expired session cancels only the unpaid case it belongs to. Concurrency: tests/integration/invoices.db.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placeOrder } from '#app/server/checkout/order.server.ts';
import { receiveUpload } from '#app/server/checkout/uploads.server.ts';
import { parseConfig, providerInfo } from '#app/server/config/config.server.ts';
import { cases, invoices, mailOutbox, paymentEvents } from '#app/server/db/schema.server.ts';
import { WebhookSignatureError } from '#app/server/payments/provider.server.ts';
import { applyPaymentEvent } from '#app/server/payments/record-payment.server.ts';
import { createSimulatedProvider } from '#app/server/payments/simulated.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { chunks, fixture, validOrder } from '#tests/support/order-fixtures.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-files-');
const simulated = createSimulatedProvider('test-secret');
const provider = providerInfo(parseConfig({}));

const storage = () => createDiskStorage(filesDir.path);
/** Limits high enough not to matter here (tests/integration/abuse.db.test.ts tests them). */
const unlimited = {
  uploaderKey: 'upload:checkout-flow-test',
  limits: { filesPerHour: 10_000, bytesPerHour: 1e12, stagedCapBytes: 1e12 },
};
const orderContext = () => ({
  db: database.db,
  storage: storage(),
  payments: simulated,
  siteUrl: 'http://localhost:3000',
});
const paymentContext = () => ({
  db: database.db,
  storage: storage(),
  siteUrl: 'http://localhost:3000',
  staffEmail: 'team@echtcheck.de',
  provider,
});

async function upload(checkoutId: string, fileName: string, body: Buffer) {
  return receiveUpload({
    db: database.db,
    storage: storage(),
    checkoutId,
    fileName,
    declaredSize: body.byteLength,
    body: chunks(body),
    ...unlimited,
  });
}

describe(`payment events on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('a signed payment event marks the case paid once, numbers the invoice and queues both mails', async () => {
    const order = validOrder();
    const placed = await placeOrder(orderContext(), order);
    if (!placed.ok) throw new Error('order failed');
    const [pending] = await database.db.select().from(cases).where(eq(cases.id, order.checkoutId));
    const signed = simulated.signedEvent('paid', {
      sessionId: pending?.paymentSessionId ?? '',
      caseId: order.checkoutId,
      amountCents: 3900,
    });

    // A forged signature changes nothing.
    await expect(
      simulated.verifyWebhook(
        signed.body,
        signed.signature.replace(/v1=(.)/, (_, first: string) => `v1=${first === '0' ? '1' : '0'}`),
      ),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(
      simulated.verifyWebhook(signed.body.replace('paid', 'paid '), signed.signature),
    ).rejects.toBeInstanceOf(WebhookSignatureError);

    const event = await simulated.verifyWebhook(signed.body, signed.signature);
    expect(await applyPaymentEvent(paymentContext(), event)).toBe('paid');
    // The same event again (a replay) and a second delivery change nothing.
    expect(
      await applyPaymentEvent(paymentContext(), await simulated.verifyWebhook(signed.body, signed.signature)),
    ).toBe('duplicate');
    const [paid] = await database.db.select().from(cases).where(eq(cases.id, order.checkoutId));
    expect(paid).toMatchObject({ status: 'paid', paymentProvider: 'simulated' });
    expect(paid?.paymentId).toMatch(/^sim_pi_/);
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.caseId, order.checkoutId));
    expect(invoice).toMatchObject({ grossCents: 3900, netCents: 3277, vatCents: 623, vatRateBasisPoints: 1900 });
    expect(invoice?.invoiceNumber).toMatch(/^EC-\d{4}-\d{6}$/);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.caseId, order.checkoutId));
    expect(mails.map((m) => m.kind).sort()).toEqual(['order-confirmation', 'staff-notification']);
    expect(mails.find((m) => m.kind === 'order-confirmation')?.toAddress).toBe('erika.mustermann@example.de');
    expect(mails.find((m) => m.kind === 'order-confirmation')?.attachments).toEqual([
      { kind: 'invoice', invoiceId: invoice?.id },
      { kind: 'terms' },
    ]);
    const events = await database.db.select().from(paymentEvents).where(eq(paymentEvents.caseId, order.checkoutId));
    expect(events).toHaveLength(1);

    // A paid checkout cannot be ordered again or take new files.
    const reorder = await placeOrder(orderContext(), order);
    expect(reorder).toMatchObject({ ok: true, alreadyPaid: true });
    expect(await upload(order.checkoutId, 'spaet.png', await fixture('profilbild.png'))).toEqual({
      ok: false,
      reason: 'order-closed',
    });
  });

  it('an expired session cancels only the unpaid case it belongs to', async () => {
    const order = validOrder();
    await placeOrder(orderContext(), order);
    const [row] = await database.db.select().from(cases).where(eq(cases.id, order.checkoutId));
    const signed = simulated.signedEvent('expired', {
      sessionId: row?.paymentSessionId ?? '',
      caseId: order.checkoutId,
      amountCents: 3900,
    });
    expect(
      await applyPaymentEvent(paymentContext(), await simulated.verifyWebhook(signed.body, signed.signature)),
    ).toBe('expired');
    const [cancelled] = await database.db.select().from(cases).where(eq(cases.id, order.checkoutId));
    expect(cancelled?.status).toBe('cancelled');
    // Ordering again from the same checkout reopens the same case.
    await placeOrder(orderContext(), order);
    const [reopened] = await database.db.select().from(cases).where(eq(cases.id, order.checkoutId));
    expect(reopened?.status).toBe('pending');
  });
});
