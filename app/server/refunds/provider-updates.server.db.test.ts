// A refund the provider accepted and reports on later (decision record 023, amendment 1): a returned
// refund (Stripe's refund.failed) tells the customer and staff once, and the status page and the
// case view say the money comes back another way; later events cannot undo it. Also through the
// webhook, with a Stripe-signed refund.failed event.
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { loadCaseWorkflow } from '#app/server/casework/case-workflow-view.server.ts';
import { loadStatusPage } from '#app/server/customer/status-page.server.ts';
import { auditLog, mailOutbox, refunds } from '#app/server/db/schema.server.ts';
import { createSimulatedProvider } from '#app/server/payments/simulated.server.ts';
import { createStripeProvider } from '#app/server/payments/stripe.server.ts';
import { handlePaymentWebhook } from '#app/server/payments/webhook.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { recordWithdrawal } from '#app/server/withdrawals/withdrawal.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { createPaidCase, TEST_SITE_URL, testProviderInfo } from '#tests/support/paid-case.ts';
import { applyRefundUpdate, type RefundUpdateDeps } from './provider-updates.server.ts';
import { processRefund } from './refund-sending.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-refund-updates-');
const logger = pino({ level: 'silent' });
const STAFF = 'team@echtcheck.de';

function updateDeps(): RefundUpdateDeps {
  return { db: database.db, provider: testProviderInfo, siteUrl: TEST_SITE_URL, staffEmail: STAFF, logger };
}

/** A paid case, withdrawn before work and refunded through the simulated provider. */
async function refundedCase() {
  const storage = createDiskStorage(filesDir.path);
  const paid = await createPaidCase(database.db, storage);
  const withdrawn = await recordWithdrawal(
    {
      db: database.db,
      provider: testProviderInfo,
      siteUrl: TEST_SITE_URL,
      staffEmail: STAFF,
      mailsPerRecipientPerHour: 100,
    },
    { name: 'Erika Mustermann', orderReference: paid.caseId.slice(0, 8), email: paid.email },
  );
  const payments = createSimulatedProvider('refund-updates');
  const refundId = withdrawn.refundId as string;
  expect(
    await processRefund(
      { db: database.db, payments, storage, provider: testProviderInfo, siteUrl: TEST_SITE_URL, logger },
      refundId,
    ),
  ).toBe('succeeded');
  const [row] = await database.db.select().from(refunds).where(eq(refunds.id, refundId));
  return { ...paid, refund: row as typeof refunds.$inferSelect };
}

async function mailsOf(caseId: string, kind: string) {
  return database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.caseId, caseId), eq(mailOutbox.kind, kind)));
}

describe('provider updates of a refund', () => {
  it('a returned refund mails the customer and staff once and shows on the status page and in the case view', async () => {
    const { caseId, statusToken, email, refund } = await refundedCase();
    const update = { provider: 'simulated' as const, providerRefundId: refund.providerRefundId as string };

    expect(
      await applyRefundUpdate(updateDeps(), { ...update, eventId: 'e1', status: 'pending', failureReason: null }),
    ).toBe('updated');
    expect(
      await applyRefundUpdate(updateDeps(), { ...update, eventId: 'e2', status: 'pending', failureReason: null }),
    ).toBe('unchanged');
    expect((await mailsOf(caseId, 'refund-returned')).length).toBe(0);
    expect((await loadStatusPage(database.db, statusToken))?.refund?.items[0]?.state).toBe('done');

    expect(
      await applyRefundUpdate(updateDeps(), {
        ...update,
        eventId: 'e3',
        status: 'failed',
        failureReason: 'expired_or_canceled_card',
      }),
    ).toBe('returned');

    const [customerMail] = await mailsOf(caseId, 'refund-returned');
    expect(customerMail?.toAddress).toBe(email);
    expect(customerMail?.text).toContain('39,00 €');
    expect(customerMail?.text).toContain('IBAN');
    const [staffMail] = await mailsOf(caseId, 'refund-returned-staff');
    expect(staffMail?.toAddress).toBe(STAFF);
    expect(staffMail?.text).toContain('expired_or_canceled_card');
    expect(staffMail?.text).toContain(`/conan/faelle/${caseId}`);

    const [row] = await database.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(row).toMatchObject({ status: 'succeeded', providerStatus: 'failed', lastError: 'expired_or_canceled_card' });
    expect((await loadStatusPage(database.db, statusToken))?.refund?.items[0]?.state).toBe('returned');
    const view = await loadCaseWorkflow(database.db, caseId, () => '');
    expect(view?.refund?.items[0]).toMatchObject({ returned: true, lastError: 'expired_or_canceled_card' });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, caseId), eq(auditLog.action, 'case.refund.returned')));
    expect(audit).toHaveLength(1);

    // Returned stays returned: a late or replayed event neither undoes it nor mails again.
    for (const status of ['failed', 'succeeded']) {
      expect(
        await applyRefundUpdate(updateDeps(), { ...update, eventId: `late-${status}`, status, failureReason: null }),
      ).toBe('unchanged');
    }
    expect((await mailsOf(caseId, 'refund-returned')).length).toBe(1);
    expect((await mailsOf(caseId, 'refund-returned-staff')).length).toBe(1);
    expect((await loadStatusPage(database.db, statusToken))?.refund?.items[0]?.state).toBe('returned');
  });

  it('an update about a refund we do not know changes nothing', async () => {
    expect(
      await applyRefundUpdate(updateDeps(), {
        provider: 'stripe',
        providerRefundId: 're_unknown',
        eventId: 'e-unknown',
        status: 'failed',
        failureReason: null,
      }),
    ).toBe('unknown-refund');
  });

  it('a Stripe-signed refund.failed reaches the refund through the webhook, once', async () => {
    const { caseId, refund } = await refundedCase();
    // As if the case had been paid and refunded through Stripe.
    await database.db
      .update(refunds)
      .set({ paymentProvider: 'stripe', providerRefundId: 're_test_returned', providerStatus: 'pending' })
      .where(eq(refunds.id, refund.id));
    const secret = 'whsec_refund_updates';
    const stripe = new Stripe('sk_test_dummy');
    const runtime = {
      payments: createStripeProvider('sk_test_dummy', secret, stripe),
      database: { db: database.db },
      storage: createDiskStorage(filesDir.path),
      provider: testProviderInfo,
      config: { SITE_URL: TEST_SITE_URL, STAFF_EMAIL: STAFF },
      mailWorker: { wake() {} },
    } as unknown as Runtime;
    const payload = JSON.stringify({
      id: 'evt_refund_failed_1',
      object: 'event',
      type: 'refund.failed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 're_test_returned',
          object: 'refund',
          status: 'failed',
          failure_reason: 'lost_or_stolen_card',
          amount: 3900,
          currency: 'eur',
        },
      },
    });
    const send = () =>
      handlePaymentWebhook(
        runtime,
        new Request('http://localhost/api/webhooks/payment', {
          method: 'POST',
          body: payload,
          headers: { 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }) },
        }),
        { logger, requestId: 'req-refund-webhook' },
      );
    const first = await send();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: 'returned' });
    const replay = await send();
    expect(await replay.json()).toMatchObject({ outcome: 'duplicate' });
    expect((await mailsOf(caseId, 'refund-returned')).length).toBe(1);
    const [row] = await database.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(row).toMatchObject({ providerStatus: 'failed', lastError: 'lost_or_stolen_card' });
  });
});
