// Erasure on request (Art. 17 DSGVO, erasure.server.ts) on a real database: refused while a case
// is open, otherwise every case loses its data as the retention job would delete it, and the client
// is anonymised or deleted; the invoice stays.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, cases, clients, invoices } from '#app/server/db/schema.server.ts';
import { eraseClientData, OPEN_CASE_MESSAGE, PAYMENT_REVIEW_MESSAGE } from '#app/server/privacy/erasure.server.ts';
import { retentionFixture } from '#tests/support/retention-fixture.ts';

const { now, db, storage, orderWithUpload, pay, completedCase, caseData } = retentionFixture();

describe(`erasure on request on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
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
    // A SEPA debit in review may still bring money: refused until the bank has answered.
    const inReview = await orderWithUpload({ email: 'lastschrift@example.de' });
    await pay(inReview, 'pending');
    expect(
      await eraseClientData({
        db: db(),
        storage: storage(),
        clientId: inReview.clientId,
        staffId: 'staff-1',
        requestId: 'req-review',
        now,
      }),
    ).toEqual({ ok: false, reason: 'open-case', error: PAYMENT_REVIEW_MESSAGE });
    expect((await caseData(inReview.id)).row?.status).toBe('payment-review');
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

  it('erases a person with several orders from one address at once: every order, one client', async () => {
    const first = await completedCase(3, 'completed', { email: 'Mehrfach@Example.de' });
    const second = await completedCase(1, 'completed-no-findings', {
      email: 'mehrfach@example.de',
      firstName: 'Erika-Maria',
    });
    const neverPaid = await orderWithUpload({ email: 'MEHRFACH@example.de' });
    const clientId = (await caseData(first)).row?.clientId ?? '';
    expect([(await caseData(second)).row?.clientId, neverPaid.clientId]).toEqual([clientId, clientId]);
    expect(
      await eraseClientData({ db: db(), storage: storage(), clientId, staffId: 'staff-1', requestId: 'req-all', now }),
    ).toEqual({ ok: true, purged: 2, deleted: 1 });
    for (const caseId of [first, second]) {
      const after = await caseData(caseId);
      expect(after.row).toMatchObject({ dataPurgedAt: now, customerFirstName: null, customerEmail: null });
      expect(after.details).toEqual([]);
      expect(after.files).toEqual([]);
      expect(await db().select().from(invoices).where(eq(invoices.caseId, caseId))).toHaveLength(1);
    }
    expect((await caseData(neverPaid.id)).row).toBeUndefined();
    const [client] = await db().select().from(clients).where(eq(clients.id, clientId));
    expect(client).toMatchObject({ firstName: 'Gelöscht', email: '', anonymisedAt: now });
    // The next order from that address is a new client.
    expect((await orderWithUpload({ email: 'mehrfach@example.de' })).clientId).not.toBe(clientId);
  });
});
