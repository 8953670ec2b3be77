// Retention on a real database with a controlled clock (DESIGN.md point 9): case data goes 30 days
// after completion, the accounting record and the consent evidence stay; never-paid orders go after
// 7 days; running twice or on two instances at once does the work once; staff erase on request.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseClientData, OPEN_CASE_MESSAGE } from '#app/server/cases/erasure.server.ts';
import { runRetention } from '#app/server/cases/retention.server.ts';
import { placeOrder } from '#app/server/checkout/order.server.ts';
import { receiveUpload } from '#app/server/checkout/uploads.server.ts';
import { parseConfig, providerInfo } from '#app/server/config/config.server.ts';
import { clientsPage } from '#app/server/dashboard/clients.server.ts';
import { paidCasesPage } from '#app/server/dashboard/paid-cases.server.ts';
import {
  auditLog,
  caseDetails,
  caseNotes,
  cases,
  clients,
  consentRecords,
  invoices,
  mailOutbox,
  paymentEvents,
  uploadedDocuments,
} from '#app/server/db/schema.server.ts';
import { enqueueMail } from '#app/server/mail/outbox.server.ts';
import { applyPaymentEvent } from '#app/server/payments/record-payment.server.ts';
import { createSimulatedProvider } from '#app/server/payments/simulated.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { chunks, fixture, validOrder } from '#tests/support/order-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The test's clock: every run of the job and every timestamp set below are relative to it. */
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

let database: TestDatabase;
let filesDir: string;
const simulated = createSimulatedProvider('retention-test-secret');
const provider = providerInfo(parseConfig({}));
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = await mkdtemp(path.join(tmpdir(), 'echtcheck-retention-'));
});
afterAll(async () => {
  await database?.cleanup();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

const storage = () => createDiskStorage(filesDir);
const db = () => database.db;
const job = () => ({ db: db(), storage: storage(), logger, now });

/** The files below a folder of the storage (empty when the folder is gone). */
async function filesIn(folder: string): Promise<string[]> {
  return readdir(path.join(filesDir, ...folder.split('/')), { recursive: true }).catch(() => []);
}

/** An order as the checkout places it, with one uploaded picture. */
async function orderWithUpload(customer: Record<string, string> = {}) {
  const order = validOrder();
  order.customer = { ...order.customer, phone: '+49 170 1234567', ...customer };
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
    { db: db(), storage: storage(), payments: simulated, siteUrl: 'http://localhost:3000' },
    order,
  );
  if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
  const [row] = await db().select().from(cases).where(eq(cases.id, order.checkoutId));
  if (!row) throw new Error('case missing');
  return row;
}

async function pay(caseRow: { id: string; paymentSessionId: string | null }, outcome: 'paid' | 'expired' = 'paid') {
  const signed = simulated.signedEvent(outcome, {
    sessionId: caseRow.paymentSessionId ?? '',
    caseId: caseRow.id,
    amountCents: 3900,
  });
  const result = await applyPaymentEvent(
    { db: db(), storage: storage(), siteUrl: 'http://localhost:3000', staffEmail: 'team@echtcheck.de', provider },
    await simulated.verifyWebhook(signed.body, signed.signature),
  );
  expect(result).toBe(outcome);
}

/**
 * A paid case worked on and completed `completedDaysAgo` days before the clock: a note, the staff
 * report (file and row), the result message, the result mail (sent) and the order mails (the
 * confirmation sent, the staff notification still waiting).
 */
async function completedCase(completedDaysAgo: number, status: 'completed' | 'completed-no-findings' = 'completed') {
  const placed = await orderWithUpload();
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

/** Everything the job may touch, for comparing before and after. */
async function snapshot() {
  const tables = {
    cases: await db().select().from(cases).orderBy(asc(cases.id)),
    clients: await db().select().from(clients).orderBy(asc(clients.id)),
    details: await db().select().from(caseDetails).orderBy(asc(caseDetails.id)),
    documents: await db().select().from(uploadedDocuments).orderBy(asc(uploadedDocuments.id)),
    notes: await db().select().from(caseNotes).orderBy(asc(caseNotes.id)),
    mails: await db().select().from(mailOutbox).orderBy(asc(mailOutbox.id)),
    consents: await db().select().from(consentRecords).orderBy(asc(consentRecords.id)),
    invoices: await db().select().from(invoices).orderBy(asc(invoices.id)),
    payments: await db().select().from(paymentEvents).orderBy(asc(paymentEvents.eventId)),
    audit: await db().select().from(auditLog).orderBy(asc(auditLog.id)),
  };
  const files = ((await filesIn('')) as string[]).sort();
  return { ...tables, files };
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

async function purgeAudits(caseId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, caseId), eq(auditLog.action, 'case.data.purged')));
}

describe(`retention on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  let due: string;
  let recent: string;

  it('deletes the case data 30 days after completion and keeps the invoice and the consent evidence', async () => {
    due = await completedCase(31);
    recent = await completedCase(29, 'completed-no-findings');
    const before = await caseData(due);
    const recentBefore = await caseData(recent);
    const [invoiceBefore] = await db().select().from(invoices).where(eq(invoices.caseId, due));
    if (!invoiceBefore?.documentKey) throw new Error('no invoice PDF');
    // What is there to delete: the order's details, the upload and the report with their files, the note, the mails.
    expect(before.details).toHaveLength(1);
    expect(before.documents.map((document) => document.kind).sort()).toEqual(['customer', 'report']);
    expect(before.files).toHaveLength(2);
    expect(before.notes).toHaveLength(1);
    expect(before.mails.map((mail) => [mail.kind, mail.status])).toEqual([
      ['case-result', 'sent'],
      ['order-confirmation', 'sent'],
      ['staff-notification', 'pending'],
    ]);
    expect(before.row?.resultMessage).toBeTruthy();
    expect(JSON.stringify(before.consents)).toContain('Ich habe Daniel vor drei Wochen');

    const result = await runRetention(job());
    expect(result).toMatchObject({ purged: 1, deleted: 0, failed: 0 });

    const after = await caseData(due);
    expect(after.row?.dataPurgedAt?.getTime()).toBe(now.getTime());
    expect(after.row?.resultMessage).toBeNull();
    expect(after.details).toEqual([]);
    expect(after.documents).toEqual([]);
    expect(after.notes).toEqual([]);
    expect(after.files).toEqual([]);
    for (const document of before.documents) expect(await storage().size(document.filePath)).toBeUndefined();
    // Every mail of the case: no body, no attachment; the sent ones stay sent, the waiting one is dead.
    expect(after.mails.map((mail) => [mail.kind, mail.status, mail.lastError])).toEqual([
      ['case-result', 'sent', null],
      ['order-confirmation', 'sent', null],
      ['staff-notification', 'failed', 'purged'],
    ]);
    for (const mail of after.mails) {
      expect(mail).toMatchObject({ html: '', text: '', attachments: [] });
      expect(mail.purgedAt?.getTime()).toBe(now.getTime());
    }
    expect(JSON.stringify(after)).not.toMatch(/Daniel|Model|gefälscht|Flugticket/);
    // The consent evidence stays: text, version, time and purposes; the description of the concern goes.
    expect(after.consents).toHaveLength(before.consents.length);
    for (const [index, consent] of after.consents.entries()) {
      const old = before.consents[index];
      expect(consent).toMatchObject({ kind: old?.kind, text: old?.text, version: old?.version, givenAt: old?.givenAt });
    }
    const interest = after.consents.find((consent) => consent.kind === 'berechtigtes-interesse');
    expect(interest?.details).toEqual({ purposes: ['Schutz vor Betrug', 'Vorbeugung gegen Romance Scam'] });
    // The accounting record: the invoice row and its PDF, the payment event, the case's amount and payment id.
    const [invoiceAfter] = await db().select().from(invoices).where(eq(invoices.caseId, due));
    expect(invoiceAfter).toEqual(invoiceBefore);
    expect(await storage().size(invoiceBefore.documentKey)).toBeGreaterThan(0);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.caseId, due))).toHaveLength(1);
    expect(after.row).toMatchObject({ amountCents: 3900, paymentId: before.row?.paymentId, status: 'completed' });
    // The client had only this case: anonymised; the invoice keeps the name and address it was issued to.
    const [client] = await db()
      .select()
      .from(clients)
      .where(eq(clients.id, before.row?.clientId ?? ''));
    expect(client).toMatchObject({ firstName: 'Gelöscht', lastName: 'Gelöscht', phone: null, email: '' });
    expect(client?.anonymisedAt?.getTime()).toBe(now.getTime());
    expect(invoiceAfter).toMatchObject({
      customerName: 'Erika Mustermann',
      customerEmail: 'erika.mustermann@example.de',
    });
    // The dashboard's lists say so (the plain page and the searched one).
    const purgedAt = now.toISOString();
    const listed = (await paidCasesPage(db(), {})).rows.find((row) => row.id === due);
    expect(listed).toMatchObject({ dataPurgedAt: purgedAt, status: 'completed' });
    expect((await paidCasesPage(db(), { search: due.slice(0, 8) })).rows).toMatchObject([
      { id: due, dataPurgedAt: purgedAt },
    ]);
    expect((await paidCasesPage(db(), { search: recent.slice(0, 8) })).rows).toMatchObject([
      { id: recent, dataPurgedAt: null },
    ]);
    expect((await clientsPage(db(), {})).rows.find((row) => row.id === client?.id)).toMatchObject({
      dataDeletedAt: purgedAt,
    });
    expect((await clientsPage(db(), { search: 'gelöscht' })).rows).toMatchObject([
      { id: client?.id, dataDeletedAt: purgedAt },
    ]);
    // The history stays, without the file names.
    const history = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'case'), eq(auditLog.entityId, due)));
    expect(history.find((entry) => entry.action === 'case.file.opened')?.details).toEqual({ documentId: due });
    expect(JSON.stringify(history)).not.toContain('Daniel Weber');
    const audits = await purgeAudits(due);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorType: 'system',
      entityType: 'case',
      details: { reason: 'completed-30-days' },
    });

    // 29 days after completion nothing is deleted yet.
    const recentAfter = await caseData(recent);
    expect(recentAfter).toEqual(recentBefore);
    expect(recentAfter.row?.dataPurgedAt).toBeNull();
    expect(recentAfter.files).toHaveLength(2);
    expect(await purgeAudits(recent)).toEqual([]);
  });

  it('changes nothing more when it runs again', async () => {
    const before = await snapshot();
    expect(await runRetention(job())).toEqual({ purged: 0, deleted: 0, clientsDeleted: 0, anonymised: 0, failed: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('does the work once when two runs race (one audit row per case)', async () => {
    const racing = [await completedCase(40), await completedCase(35), await completedCase(31)];
    const withdrawn = (await orderWithUpload()).id;
    await db()
      .update(cases)
      .set({ status: 'withdrawn', paymentId: 'sim_pi_withdrawn', withdrawnAt: daysAgo(31) })
      .where(eq(cases.id, withdrawn));
    const results = await Promise.all([runRetention(job()), runRetention(job())]);
    expect(results.reduce((sum, result) => sum + result.purged, 0)).toBe(4);
    expect(results.reduce((sum, result) => sum + result.anonymised, 0)).toBe(4);
    expect(results.every((result) => result.failed === 0)).toBe(true);
    for (const caseId of [...racing, withdrawn]) {
      expect(await purgeAudits(caseId), caseId).toHaveLength(1);
      expect(await filesIn(`case-files/${caseId}`)).toEqual([]);
    }
    const [withdrawnAudit] = await purgeAudits(withdrawn);
    expect(withdrawnAudit?.details).toMatchObject({ reason: 'withdrawn-30-days' });
    // The 29-day case is still untouched.
    expect((await caseData(recent)).row?.dataPurgedAt).toBeNull();
  });

  it('deletes never-paid orders after 7 days with their files and client, and keeps younger ones', async () => {
    const old = await orderWithUpload({ email: 'alt@example.de' });
    await pay(old, 'expired');
    const young = await orderWithUpload({ email: 'jung@example.de' });
    // A delayed payment method (SEPA) may still pay an order whose checkout was completed.
    const delayed = await orderWithUpload({ email: 'sepa@example.de' });
    await db()
      .insert(paymentEvents)
      .values({
        provider: 'stripe',
        eventId: `evt_${randomUUID()}`,
        type: 'checkout.session.completed',
        caseId: delayed.id,
        payload: {},
      });
    await db()
      .update(cases)
      .set({ createdAt: daysAgo(8) })
      .where(inArray(cases.id, [old.id, delayed.id]));
    await db()
      .update(cases)
      .set({ createdAt: daysAgo(6) })
      .where(eq(cases.id, young.id));
    expect((await caseData(old.id)).files).toHaveLength(1);
    expect((await caseData(old.id)).row?.status).toBe('cancelled');

    const result = await runRetention(job());
    expect(result).toMatchObject({ purged: 0, deleted: 1, clientsDeleted: 1, failed: 0 });

    const gone = await caseData(old.id);
    expect(gone.row).toBeUndefined();
    expect(gone.files).toEqual([]);
    expect(gone.details).toEqual([]);
    expect(gone.documents).toEqual([]);
    expect(gone.consents).toEqual([]);
    expect(await db().select().from(clients).where(eq(clients.id, old.clientId))).toEqual([]);
    expect(await db().select().from(consentRecords).where(eq(consentRecords.clientId, old.clientId))).toEqual([]);
    expect(await db().select().from(paymentEvents).where(sql`${paymentEvents.payload}->>'caseId' = ${old.id}`)).toEqual(
      [],
    );
    const [deletedAudit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, old.id), eq(auditLog.action, 'case.deleted')));
    expect(deletedAudit).toMatchObject({
      actorType: 'system',
      details: { reason: 'unpaid-7-days', clientDeleted: true },
    });

    for (const kept of [young, delayed]) {
      const data = await caseData(kept.id);
      expect(data.row?.status).toBe('pending');
      expect(data.details).toHaveLength(1);
      expect(data.files).toHaveLength(1);
    }
  });

  it('erases a client on request: refused while a case is open, otherwise purged and anonymised', async () => {
    const open = await orderWithUpload({ email: 'offen@example.de' });
    await pay(open);
    const refused = await eraseClientData({
      db: db(),
      storage: storage(),
      clientId: open.clientId,
      staffId: 'staff-1',
      requestId: 'req-refused',
      now,
    });
    expect(refused).toEqual({ ok: false, reason: 'open-case', error: OPEN_CASE_MESSAGE });
    // A client that does not exist is a different answer (the route says 404, not 409).
    expect(
      await eraseClientData({
        db: db(),
        storage: storage(),
        clientId: '00000000-0000-4000-8000-000000000000',
        staffId: 'staff-1',
        requestId: 'req-unknown',
        now,
      }),
    ).toMatchObject({ ok: false, reason: 'unknown-client' });
    expect((await caseData(open.id)).details).toHaveLength(1);
    expect((await caseData(open.id)).files).toHaveLength(1);

    // Completed two days ago: the retention job would wait, the erasure does not.
    const caseId = await completedCase(2);
    const [row] = await db().select().from(cases).where(eq(cases.id, caseId));
    const erased = await eraseClientData({
      db: db(),
      storage: storage(),
      clientId: row?.clientId ?? '',
      staffId: 'staff-1',
      requestId: 'req-erase',
      now,
    });
    expect(erased).toEqual({ ok: true, purged: 1, deleted: 0 });
    const after = await caseData(caseId);
    expect(after.row?.dataPurgedAt?.getTime()).toBe(now.getTime());
    expect(after.details).toEqual([]);
    expect(after.documents).toEqual([]);
    expect(after.notes).toEqual([]);
    expect(after.files).toEqual([]);
    expect(JSON.stringify(after)).not.toMatch(/Daniel|Model|gefälscht|Flugticket/);
    const [client] = await db()
      .select()
      .from(clients)
      .where(eq(clients.id, row?.clientId ?? ''));
    expect(client).toMatchObject({ firstName: 'Gelöscht', lastName: 'Gelöscht', phone: null, email: '' });
    expect(await db().select().from(invoices).where(eq(invoices.caseId, caseId))).toHaveLength(1);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [caseId, row?.clientId ?? '']))
      .orderBy(asc(auditLog.id));
    expect(audits.filter((entry) => entry.requestId === 'req-erase').map((entry) => entry.action)).toEqual([
      'case.data.purged',
      'client.anonymised',
      'client.erased',
    ]);
    for (const entry of audits.filter((item) => item.requestId === 'req-erase')) {
      expect(entry).toMatchObject({ actorType: 'staff', actorId: 'staff-1' });
    }
    // A client with nothing but an order never paid: the order and the client are deleted.
    const unpaid = await orderWithUpload({ email: 'nie-bezahlt@example.de' });
    expect(
      await eraseClientData({
        db: db(),
        storage: storage(),
        clientId: unpaid.clientId,
        staffId: 'staff-1',
        requestId: 'req-unpaid',
        now,
      }),
    ).toEqual({ ok: true, purged: 0, deleted: 1 });
    expect((await caseData(unpaid.id)).row).toBeUndefined();
    expect((await caseData(unpaid.id)).files).toEqual([]);
    expect(await db().select().from(clients).where(eq(clients.id, unpaid.clientId))).toEqual([]);
    const [unpaidErased] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, unpaid.clientId), eq(auditLog.action, 'client.erased')));
    expect(unpaidErased).toMatchObject({
      actorId: 'staff-1',
      requestId: 'req-unpaid',
      details: { clientDeleted: true },
    });
    // The open case's client was left alone.
    const [openClient] = await db().select().from(clients).where(eq(clients.id, open.clientId));
    expect(openClient?.anonymisedAt).toBeNull();
    expect(openClient?.email).toBe('offen@example.de');
  });
});
