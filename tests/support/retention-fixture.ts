// The set-up the retention and erasure tests share (app/server/privacy/case-retention.server.db.test.ts,
// erasure.server.db.test.ts): a fresh database and file storage per test file, a fixed clock, and cases as
// the checkout, the payment and the staff leave them (an order with an upload, paid, completed with
// a note, a report, the result message and its mails).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { expect } from 'vitest';
import { placeOrder } from '#app/server/checkout/order.server.ts';
import { receiveUpload } from '#app/server/checkout/uploads.server.ts';
import {
  auditLog,
  caseDetails,
  caseNotes,
  cases,
  consentRecords,
  mailOutbox,
  uploadedDocuments,
} from '#app/server/db/schema.server.ts';
import { enqueueMail } from '#app/server/mail/outbox.server.ts';
import { applyPaymentEvent } from '#app/server/payments/record-payment.server.ts';
import { createSimulatedProvider } from '#app/server/payments/simulated.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from './database-fixture.ts';
import { chunks, fixture, validOrder } from './order-fixtures.ts';
import { TEST_SITE_URL, testProviderInfo } from './paid-case.ts';

/** Call at the top of a test file: registers the set-up and tear-down and returns the helpers. */
export function retentionFixture() {
  const DAY = 24 * 60 * 60 * 1000;
  /** The test's clock: every run of the job and every timestamp set below are relative to it. */
  const now = new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

  const database = useTestDatabase();
  const filesDir = useScratchFolder('echtcheck-retention-');
  const simulated = createSimulatedProvider('retention-test-secret');
  const logger = pino({ level: 'silent' });

  const storage = () => createDiskStorage(filesDir.path);
  const db = () => database.db;
  const job = () => ({ db: db(), storage: storage(), logger, now });

  /** The files below a folder of the storage (empty when the folder is gone). */
  async function filesIn(folder: string): Promise<string[]> {
    return readdir(path.join(filesDir.path, ...folder.split('/')), { recursive: true }).catch(() => []);
  }

  /**
   * An order as the checkout places it, with one uploaded picture. Each from an address of its own
   * unless `customer.email` says otherwise: orders from one address share their client (decision
   * record 028).
   */
  async function orderWithUpload(customer: Record<string, string> = {}) {
    const order = validOrder();
    order.customer = {
      ...order.customer,
      email: `erika.mustermann+${order.checkoutId.slice(0, 8)}@example.de`,
      phone: '+49 170 1234567',
      ...customer,
    };
    const picture = await fixture('profilbild.png');
    const uploaded = await receiveUpload({
      db: db(),
      storage: storage(),
      checkoutId: order.checkoutId,
      fileName: 'profilbild.png',
      declaredSize: picture.byteLength,
      body: chunks(picture),
      uploaderKey: 'upload:retention-test',
      limits: { filesPerHour: 10_000, bytesPerHour: 1e12, stagedCapBytes: 1e12 },
    });
    if (!uploaded.ok) throw new Error(`upload refused: ${uploaded.reason}`);
    order.documentIds = [uploaded.document.id];
    const placed = await placeOrder(
      { db: db(), storage: storage(), payments: simulated, siteUrl: TEST_SITE_URL },
      order,
    );
    if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
    const [row] = await db().select().from(cases).where(eq(cases.id, order.checkoutId));
    if (!row) throw new Error('case missing');
    return row;
  }

  async function pay(
    caseRow: { id: string; paymentSessionId: string | null },
    outcome: 'paid' | 'expired' | 'pending' = 'paid',
  ) {
    const signed = simulated.signedEvent(outcome, {
      sessionId: caseRow.paymentSessionId ?? '',
      caseId: caseRow.id,
      amountCents: 3900,
      // A pending event is a SEPA debit waiting for the bank (decision record 025).
      paidWith: outcome === 'pending' ? 'sepa_debit' : null,
    });
    const result = await applyPaymentEvent(
      {
        db: db(),
        storage: storage(),
        siteUrl: TEST_SITE_URL,
        staffEmail: 'team@echtcheck.de',
        provider: testProviderInfo,
      },
      await simulated.verifyWebhook(signed.body, signed.signature),
    );
    expect(result).toBe(outcome);
  }

  /**
   * A paid case worked on and completed `completedDaysAgo` days before the clock: a note, the staff
   * report (file and row), the result message, the result mail (sent) and the order mails (the
   * confirmation sent, the staff notification still waiting). `customer` as for orderWithUpload.
   */
  async function completedCase(
    completedDaysAgo: number,
    status: 'completed' | 'completed-no-findings' = 'completed',
    customer: Record<string, string> = {},
  ) {
    const placed = await orderWithUpload(customer);
    await pay(placed);
    const caseId = placed.id;
    await db().insert(caseNotes).values({ caseId, authorId: 'staff-1', body: 'Profilbild stammt von einem Model.' });
    const report = `case-files/${caseId}/report-${now.getTime()}-bericht.pdf`;
    const stored = await storage().write(report, chunks(await fixture('chatverlauf.pdf')), { maxBytes: 1e8 });
    await db().insert(uploadedDocuments).values({
      caseId,
      fileName: 'bericht.pdf',
      fileSize: stored.size,
      fileType: 'application/pdf',
      filePath: report,
      sha256: stored.sha256,
      kind: 'report',
      uploadedBy: 'staff-1',
    });
    // A staff member opened an upload: the history names the file.
    await db()
      .insert(auditLog)
      .values({
        actorType: 'staff',
        actorId: 'staff-1',
        action: 'case.file.opened',
        entityType: 'case',
        entityId: caseId,
        details: { documentId: caseId, fileName: 'Daniel Weber privat.png' },
      });
    await enqueueMail(db(), {
      kind: 'case-result',
      dedupeKey: `case-result:${caseId}`,
      to: 'erika.mustermann@example.de',
      caseId,
      subject: 'Ihr Ergebnis',
      html: '<p>Das Profil von Daniel Weber ist gefälscht.</p>',
      text: 'Das Profil von Daniel Weber ist gefälscht.',
    });
    await db()
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: daysAgo(completedDaysAgo) })
      .where(and(eq(mailOutbox.caseId, caseId), inArray(mailOutbox.kind, ['order-confirmation', 'case-result'])));
    await db()
      .update(cases)
      .set({
        status,
        startedAt: daysAgo(completedDaysAgo + 1),
        completedAt: daysAgo(completedDaysAgo),
        resultMessage: 'Das Profil ist gefälscht: die Bilder gehören einem Model.',
      })
      .where(eq(cases.id, caseId));
    return caseId;
  }

  async function caseData(caseId: string) {
    const [row] = await db().select().from(cases).where(eq(cases.id, caseId));
    return {
      row,
      details: await db().select().from(caseDetails).where(eq(caseDetails.caseId, caseId)),
      documents: await db().select().from(uploadedDocuments).where(eq(uploadedDocuments.caseId, caseId)),
      notes: await db().select().from(caseNotes).where(eq(caseNotes.caseId, caseId)),
      mails: await db().select().from(mailOutbox).where(eq(mailOutbox.caseId, caseId)).orderBy(asc(mailOutbox.kind)),
      consents: await db()
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.caseId, caseId))
        .orderBy(asc(consentRecords.kind)),
      files: await filesIn(`case-files/${caseId}`),
    };
  }

  return { now, daysAgo, db, storage, job, filesIn, orderWithUpload, pay, completedCase, caseData };
}
