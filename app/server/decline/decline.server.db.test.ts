// Declining an order on a real database (PGlite; PostgreSQL too with TEST_DATABASE_URL): from paid
// and from in progress, by a Prüfer; the case becomes "declined", the full refund goes out once with
// a cancellation invoice and its mail, the customer's decline mail says why in the reason's neutral
// sentence (never the staff's note), the status page says the same, no report, no result voucher; the
// queue, the case view and the history know it; the data follows the 30-day deletion. The customer's
// declaration and the signs to look twice at are read back as the case page shows them.
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { declineCustomerTexts } from '#app/lib/decline-reasons.ts';
import { startWork } from '#app/server/casework/case-workflow.server.ts';
import { loadCaseWorkflow } from '#app/server/casework/case-workflow-view.server.ts';
import { loadWorkQueue } from '#app/server/casework/work-queue.server.ts';
import { placeOrder } from '#app/server/checkout/order.server.ts';
import { loadStatusPage } from '#app/server/customer/status-page.server.ts';
import {
  auditLog,
  cancellationInvoices,
  caseDetails,
  cases,
  mailOutbox,
  refunds,
  staffUsers,
  vouchers,
} from '#app/server/db/schema.server.ts';
import { createSimulatedProvider } from '#app/server/payments/simulated.server.ts';
import { runRetention } from '#app/server/privacy/case-retention.server.ts';
import { processDueRefunds } from '#app/server/refunds/refund-worker.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { issueVoucher } from '#app/server/vouchers/vouchers.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { createPaidCase, TEST_SITE_URL, testProviderInfo } from '#tests/support/paid-case.ts';
import { declineCase } from './decline.server.ts';
import { loadOrderDeclaration, textSigns } from './look-twice.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-decline-');
const storage = () => createDiskStorage(filesDir.path);
const logger = pino({ level: 'silent' });
const pruefer = { staffId: 'staff-decline-test', requestId: 'req-decline-test' };
const context = { siteUrl: TEST_SITE_URL, provider: testProviderInfo };

beforeAll(async () => {
  await database.db
    .insert(staffUsers)
    .values({ id: pruefer.staffId, name: 'Paula Prüferin', email: 'paula.pruefer@echtcheck.test', role: 'specialist' });
});

async function mailsOf(caseId: string, kind: string) {
  return database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.caseId, caseId), eq(mailOutbox.kind, kind)));
}

describe('declining an order', () => {
  it('before work: declined, refunded in full once with a cancellation invoice, mailed, on the status page', async () => {
    const { caseId, statusToken, email } = await createPaidCase(database.db, storage());
    let woken = 0;
    const declined = await declineCase(database.db, { ...context, onRefundQueued: () => woken++ }, pruefer, caseId, {
      reason: 'suspected-stalking',
      note: 'Beschreibung klingt nach Suche der Wohnung der Ex-Partnerin.',
    });
    expect(declined).toMatchObject({ ok: true });
    expect(woken).toBe(1);
    const [row] = await database.db.select().from(cases).where(eq(cases.id, caseId));
    expect(row).toMatchObject({ status: 'declined', declineReason: 'suspected-stalking', declinedBy: pruefer.staffId });
    expect(row?.declinedAt).toBeInstanceOf(Date);

    // The customer's mail: declined, the neutral sentence, the full 39 € — and never the staff's note.
    const [mail] = await mailsOf(caseId, 'case-declined');
    expect(mail?.toAddress).toBe(email);
    expect(mail?.subject).toContain('abgelehnt');
    expect(mail?.text).toContain(declineCustomerTexts['suspected-stalking']);
    expect(mail?.text).toContain('39,00 €');
    expect(mail?.text).toContain('Stornorechnung');
    expect(mail?.text).not.toContain('Wohnung der Ex-Partnerin');
    expect(mail?.html).not.toContain('Wohnung der Ex-Partnerin');

    // A second decline changes nothing.
    expect(await declineCase(database.db, context, pruefer, caseId, { reason: 'minor', note: '' })).toMatchObject({
      ok: false,
      status: 409,
      message: 'Dieser Auftrag ist bereits abgelehnt.',
    });

    // The refund goes through the existing path: one full refund, its cancellation invoice and mail.
    const payments = createSimulatedProvider('decline-test');
    await processDueRefunds({
      db: database.db,
      payments,
      storage: storage(),
      provider: testProviderInfo,
      siteUrl: TEST_SITE_URL,
      logger,
    });
    const refundRows = await database.db.select().from(refunds).where(eq(refunds.caseId, caseId));
    expect(refundRows).toEqual([
      expect.objectContaining({ kind: 'full', amountCents: 3900, status: 'succeeded', requestedBy: pruefer.staffId }),
    ]);
    const [cancellation] = await database.db
      .select()
      .from(cancellationInvoices)
      .where(eq(cancellationInvoices.caseId, caseId));
    expect(cancellation?.grossCents).toBe(-3900);
    const [refundMail] = await mailsOf(caseId, 'refund-confirmation');
    expect(refundMail?.text).toContain('nach der Ablehnung Ihres Auftrags');
    expect(refundMail?.text).not.toContain('Widerruf');
    expect(refundMail?.attachments).toEqual([{ kind: 'cancellation', cancellationId: cancellation?.id }]);

    // The status page says the same; no report, no result voucher.
    const view = await loadStatusPage(database.db, statusToken);
    expect(view).toMatchObject({
      status: 'declined',
      statusLabel: 'Abgelehnt',
      declined: { text: declineCustomerTexts['suspected-stalking'] },
      hasReport: false,
      hasEvidencePack: false,
      guaranteeVoucher: null,
      canWithdraw: false,
      expectedDelivery: null,
    });
    expect(view?.timeline.map((step) => step.key)).toEqual(['paid', 'declined']);
    expect(view?.refund).toMatchObject({ paidCents: 3900, awaitingDecision: false });
    expect(view?.refund?.items).toEqual([expect.objectContaining({ amountCents: 3900, state: 'done' })]);
    const issued = await database.db.select().from(vouchers).where(eq(vouchers.issuedForCaseId, caseId));
    expect(issued).toEqual([]);

    // The case view and the history name who declined and why.
    const workflow = await loadCaseWorkflow(database.db, caseId, (id) => `/datei/${id}`);
    expect(workflow?.declined).toMatchObject({
      reasonLabel: 'Verdacht auf Nachstellung',
      by: 'Paula Prüferin',
      note: 'Beschreibung klingt nach Suche der Wohnung der Ex-Partnerin.',
    });
    expect(workflow?.canDecline).toBe(false);
    expect(workflow?.canStart).toBe(false);
    expect(workflow?.refund).toMatchObject({ cause: 'decline', refundableCents: 0 });
    expect(workflow?.history.map((entry) => entry.action)).toContain(
      'Auftrag abgelehnt: Verdacht auf Nachstellung; volle Erstattung veranlasst, Kunde per E-Mail informiert',
    );
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, caseId), eq(auditLog.action, 'case.declined')));
    expect(audit).toMatchObject({ actorType: 'staff', actorId: pruefer.staffId });

    // Work can no longer start.
    expect(await startWork(database.db, pruefer, caseId)).toMatchObject({ ok: false, status: 409 });

    // The queue's filter and counts know it.
    const filters = { service: null, assignee: null, search: '', page: 1 };
    const queue = await loadWorkQueue(database.db, { ...filters, status: 'abgelehnt' }, pruefer.staffId);
    expect(queue.counts.abgelehnt).toBeGreaterThanOrEqual(1);
    const listed = queue.page.rows.find((entry) => entry.id === caseId);
    expect(listed?.dueText).toMatch(/^abgelehnt am /);
    const open = await loadWorkQueue(database.db, { ...filters, status: 'alle' }, pruefer.staffId);
    expect(open.page.rows.some((entry) => entry.id === caseId)).toBe(false);
  });

  it('during work, with a note required for "Anderer Grund"; the data follows the 30-day deletion', async () => {
    const { caseId } = await createPaidCase(database.db, storage());
    expect(await startWork(database.db, pruefer, caseId)).toEqual({ ok: true });
    expect(await declineCase(database.db, context, pruefer, caseId, { reason: 'other', note: 'kurz' })).toMatchObject({
      ok: false,
      status: 400,
      field: 'note',
    });
    expect(await declineCase(database.db, context, pruefer, caseId, { reason: 'erfunden', note: '' })).toMatchObject({
      ok: false,
      status: 400,
      field: 'reason',
    });
    const [still] = await database.db.select().from(cases).where(eq(cases.id, caseId));
    expect(still?.status).toBe('in-progress');
    expect(
      await declineCase(database.db, context, pruefer, caseId, {
        reason: 'other',
        note: 'Die Person ist die Nachbarin der Kundin; Streit um eine Hecke.',
      }),
    ).toMatchObject({ ok: true });
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.caseId, caseId));
    // Declined by us during work: still the full amount (we ended the contract, not the customer).
    expect(refund).toMatchObject({ kind: 'full', amountCents: 3900 });

    // 31 days later the retention job deletes the case data like a completed case's.
    const later = new Date(Date.now() + 31 * 86_400_000);
    await runRetention({ db: database.db, storage: storage(), logger, now: later });
    const [purged] = await database.db.select().from(cases).where(eq(cases.id, caseId));
    expect(purged?.dataPurgedAt).not.toBeNull();
    expect(purged?.declineNote).toBeNull();
    expect(purged?.declineReason).toBe('other');
    expect(await database.db.select().from(caseDetails).where(eq(caseDetails.caseId, caseId))).toEqual([]);
  });

  it('an order paid with a guarantee voucher: the voucher is valid again, no refund', async () => {
    const first = await createPaidCase(database.db, storage());
    const voucher = await database.db.transaction((tx) =>
      issueVoucher(tx, { caseId: first.caseId, email: first.email }),
    );
    const order = validOrder({
      customer: { firstName: 'Erika', lastName: 'Mustermann', email: first.email, phone: '' },
      voucherCode: voucher.code,
      appliedVoucherCode: voucher.code,
    });
    const placed = await placeOrder(
      {
        db: database.db,
        storage: storage(),
        payments: createSimulatedProvider('decline-voucher'),
        siteUrl: TEST_SITE_URL,
        paidMails: { staffEmail: 'team@echtcheck.de', provider: testProviderInfo },
      },
      order,
    );
    expect(placed).toMatchObject({ ok: true });
    const caseId = order.checkoutId;
    const declined = await declineCase(database.db, context, pruefer, caseId, {
      reason: 'public-figure',
      note: '',
    });
    expect(declined).toEqual({ ok: true, refundId: null });
    const [again] = await database.db.select().from(vouchers).where(eq(vouchers.code, voucher.code));
    expect(again?.redeemedCaseId).toBeNull();
    const [mail] = await mailsOf(caseId, 'case-declined');
    expect(mail?.text).toContain('wieder gültig');
    expect(mail?.text).not.toContain('39,00 €');
  });

  it('a completed or withdrawn case cannot be declined', async () => {
    const { caseId } = await createPaidCase(database.db, storage());
    await database.db.update(cases).set({ status: 'completed' }).where(eq(cases.id, caseId));
    expect(
      await declineCase(database.db, context, pruefer, caseId, { reason: 'no-legitimate-interest', note: '' }),
    ).toMatchObject({ ok: false, status: 409 });
    await database.db.update(cases).set({ status: 'withdrawn' }).where(eq(cases.id, caseId));
    expect(
      await declineCase(database.db, context, pruefer, caseId, { reason: 'no-legitimate-interest', note: '' }),
    ).toMatchObject({ ok: false, status: 409 });
    expect(await mailsOf(caseId, 'case-declined')).toEqual([]);
  });
});

describe('the declaration and the signs to look twice at', () => {
  const entry = {
    targetName: 'Daniel Weber',
    targetUsername: null,
    targetEmail: null,
    targetPhone: null,
    targetProfileUrl: null,
    suspicionReason: null,
    chatContent: null,
  };

  it('reads the purposes, the description, the relation and the 18+ confirmation of the order', async () => {
    const { caseId } = await createPaidCase(database.db, storage(), {
      legal: {
        ...validOrder().legal,
        relation: 'ex-partner',
      },
    });
    const [row] = await database.db.select().from(cases).where(eq(cases.id, caseId));
    const details = await database.db.select().from(caseDetails).where(eq(caseDetails.caseId, caseId));
    const declaration = await loadOrderDeclaration(
      database.db,
      { id: caseId, clientId: row?.clientId ?? '', createdAt: row?.createdAt ?? new Date() },
      details,
    );
    expect(declaration).toMatchObject({
      purposes: ['Schutz vor Betrug', 'Vorbeugung gegen Romance Scam'],
      relation: 'Ehemalige Partnerin oder ehemaliger Partner',
    });
    expect(declaration.description).toMatch(/^Ich habe Daniel/);
    expect(declaration.ageConfirmedAt).not.toBeNull();
    expect(declaration.signs.map((sign) => sign.key)).toContain('close-relation');
  });

  it('names a repeated order on the same person by the same customer within 90 days, not another customer’s', async () => {
    const customer = { firstName: 'Wera', lastName: 'Wiederholt', email: 'wera.wiederholt@example.de', phone: '' };
    const first = await createPaidCase(database.db, storage(), { customer });
    const second = await createPaidCase(database.db, storage(), { customer });
    const stranger = await createPaidCase(database.db, storage(), {
      customer: { ...customer, email: 'jemand.anderes@example.de' },
    });
    const read = async (caseId: string) => {
      const [row] = await database.db.select().from(cases).where(eq(cases.id, caseId));
      const details = await database.db.select().from(caseDetails).where(eq(caseDetails.caseId, caseId));
      return loadOrderDeclaration(
        database.db,
        { id: caseId, clientId: row?.clientId ?? '', createdAt: row?.createdAt ?? new Date() },
        details,
      );
    };
    const repeat = (await read(second.caseId)).signs.find((sign) => sign.key === 'repeat-order');
    expect(repeat?.cases?.map((other) => other.id)).toEqual([first.caseId]);
    expect((await read(stranger.caseId)).signs.find((sign) => sign.key === 'repeat-order')).toBeUndefined();
  });

  it('finds an ex-partner or family member in the customer’s words, and a home address as the only lead', () => {
    const ex = textSigns({
      relation: 'online',
      description: 'Ich will wissen, wo mein Ex-Freund jetzt wohnt. Er hat mich verlassen.',
      entries: [entry],
    });
    expect(ex.map((sign) => sign.key)).toEqual(['close-relation-words']);
    expect(ex[0]?.detail).toContain('mein Ex-Freund jetzt wohnt');
    const address = textSigns({
      relation: 'other',
      description: 'Sie wohnt in der Lindenstraße 12, ich möchte mehr über sie wissen und sie treffen.',
      entries: [entry],
    });
    expect(address.map((sign) => sign.key)).toEqual(['home-address-only']);
    // With an online identifier the address is not the only lead; an ordinary dating case has no sign.
    expect(
      textSigns({
        relation: 'online',
        description: 'Sie wohnt angeblich in der Lindenstraße 12 und schreibt mir auf Tinder.',
        entries: [{ ...entry, targetUsername: 'daniel_w' }],
      }),
    ).toEqual([]);
    expect(
      textSigns({
        relation: 'online',
        description:
          'Ich habe Daniel vor drei Wochen auf Tinder kennengelernt. Er möchte kein Videotelefonat und bittet um Geld.',
        entries: [{ ...entry, targetProfileUrl: 'tinder.com/@daniel_w' }],
      }),
    ).toEqual([]);
  });
});
