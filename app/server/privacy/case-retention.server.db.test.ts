// Retention on a real database with a controlled clock (docs/product.md §9): case data goes 30 days
// after completion, the accounting record and the consent evidence stay; never-paid orders go after
// 7 days; running twice or on two instances at once does the work once. The erasure on request:
// erasure.server.db.test.ts.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
import { anonymiseClient } from '#app/server/privacy/case-removal.server.ts';
import { runRetention } from '#app/server/privacy/case-retention.server.ts';
import { retentionFixture } from '#tests/support/retention-fixture.ts';

const { now, daysAgo, db, storage, job, filesIn, orderWithUpload, pay, completedCase, caseData } = retentionFixture();

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
    // The verdict of the findings, on the case and in the history of the saved findings.
    await db().update(cases).set({ verdict: 'likely-fake' }).where(eq(cases.id, due));
    await db()
      .insert(auditLog)
      .values({
        actorType: 'staff',
        action: 'case.findings.saved',
        entityType: 'case',
        entityId: due,
        details: { verdict: 'likely-fake', checklist: 3 },
      });
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
    expect(before.row?.verdict).toBe('likely-fake');
    expect(JSON.stringify(before.consents)).toContain('Ich habe Daniel vor drei Wochen');

    const result = await runRetention(job());
    expect(result).toMatchObject({ purged: 1, deleted: 0, failed: 0 });

    const after = await caseData(due);
    expect(after.row?.dataPurgedAt?.getTime()).toBe(now.getTime());
    expect(after.row?.resultMessage).toBeNull();
    // The verdict goes with the case data (issue 27 point 7), also from the history.
    expect(after.row?.verdict).toBeNull();
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
    // The relation is a choice from a list, part of the evidence like the purposes.
    expect(interest?.details).toEqual({
      purposes: ['Schutz vor Betrug', 'Vorbeugung gegen Romance Scam'],
      relation: 'online',
    });
    // The accounting record: the invoice row and its PDF, the payment event, the case's amount and payment id.
    const [invoiceAfter] = await db().select().from(invoices).where(eq(invoices.caseId, due));
    expect(invoiceAfter).toEqual(invoiceBefore);
    expect(await storage().size(invoiceBefore.documentKey)).toBeGreaterThan(0);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.caseId, due))).toHaveLength(1);
    expect(after.row).toMatchObject({ amountCents: 3900, paymentId: before.row?.paymentId, status: 'completed' });
    // The contact data typed with the order go with the case data.
    expect(before.row).toMatchObject({ customerFirstName: 'Erika', customerPhone: '+49 170 1234567' });
    expect(after.row).toMatchObject({
      customerFirstName: null,
      customerLastName: null,
      customerEmail: null,
      customerPhone: null,
    });
    // The client had only this case: anonymised; the invoice keeps the name and address it was issued to.
    const [client] = await db()
      .select()
      .from(clients)
      .where(eq(clients.id, before.row?.clientId ?? ''));
    expect(client).toMatchObject({ firstName: 'Gelöscht', lastName: 'Gelöscht', phone: null, email: '' });
    expect(client?.anonymisedAt?.getTime()).toBe(now.getTime());
    expect(invoiceAfter).toMatchObject({
      customerName: 'Erika Mustermann',
      customerEmail: before.row?.customerEmail,
    });
    expect(before.row?.customerEmail).toMatch(/^erika\.mustermann\+[0-9a-f]{8}@example\.de$/);
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
    expect(history.find((entry) => entry.action === 'case.findings.saved')?.details).toEqual({ checklist: 3 });
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

  it('keeps an order whose debit is in review while the bank decides, and deletes it after 30 days', async () => {
    const waiting = await orderWithUpload({ email: 'lastschrift@example.de' });
    await pay(waiting, 'pending');
    const forgotten = await orderWithUpload({ email: 'vergessen@example.de' });
    await pay(forgotten, 'pending');
    await db()
      .update(cases)
      .set({ createdAt: daysAgo(8) })
      .where(eq(cases.id, waiting.id));
    await db()
      .update(cases)
      .set({ createdAt: daysAgo(31) })
      .where(eq(cases.id, forgotten.id));

    const result = await runRetention(job());
    expect(result).toMatchObject({ purged: 0, deleted: 1, failed: 0 });
    const kept = await caseData(waiting.id);
    expect(kept.row?.status).toBe('payment-review');
    expect(kept.files).toHaveLength(1);
    expect((await caseData(forgotten.id)).row).toBeUndefined();
  });

  it('one client for two orders of one address: anonymised only when the data of both cases is gone', async () => {
    const first = await completedCase(40, 'completed', { email: 'Geteilt@Example.de' });
    const second = await completedCase(10, 'completed', { email: 'geteilt@example.DE', firstName: 'Erika-Maria' });
    const [one, two] = [(await caseData(first)).row, (await caseData(second)).row];
    expect(one?.clientId).toBe(two?.clientId);
    const clientId = one?.clientId ?? '';
    const client = async () => (await db().select().from(clients).where(eq(clients.id, clientId)))[0];

    expect(await runRetention(job())).toMatchObject({ purged: 1, anonymised: 0, failed: 0 });
    expect((await caseData(first)).row?.dataPurgedAt).not.toBeNull();
    // The second order still has its data: its copy of the contact data, and the client's.
    expect((await caseData(second)).row).toMatchObject({ customerFirstName: 'Erika-Maria', dataPurgedAt: null });
    expect(await client()).toMatchObject({ firstName: 'Erika', email: 'Geteilt@Example.de', anonymisedAt: null });
    // Nor can a caller who looked before that order joined anonymise it now.
    expect(await db().transaction((tx) => anonymiseClient(tx, clientId, now))).toBe(false);
    expect((await client())?.anonymisedAt).toBeNull();

    await db()
      .update(cases)
      .set({ completedAt: daysAgo(31) })
      .where(eq(cases.id, second));
    expect(await runRetention(job())).toMatchObject({ purged: 1, anonymised: 1, failed: 0 });
    expect(await client()).toMatchObject({ firstName: 'Gelöscht', email: '' });
    // Anonymised, the client no longer stands for the address: the next order makes a new one.
    const later = await orderWithUpload({ email: 'geteilt@example.de' });
    expect(later.clientId).not.toBe(clientId);
  });
});
