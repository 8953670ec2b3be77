// The long keeping periods the privacy page names, with a controlled clock: evidence 3 years and
// accounting 8 years from the end of the year, vouchers until redeemed or expired.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  cases,
  clients,
  consentRecords,
  invoices,
  mailOutbox,
  paymentEvents,
  vouchers,
} from '#app/server/db/schema.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { createPaidCase } from '#tests/support/paid-case.ts';
import { issueVoucher } from '../vouchers/vouchers.server.ts';
import { expireRecords, expiryCutoff } from './record-expiry.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-expiry-');
const db = () => database.db;
const storage = () => createDiskStorage(filesDir.path);

const completed = new Date('2026-03-02T10:00:00Z');

/** A paid case, completed on 2 March 2026 and purged after 30 days (as the retention job leaves it). */
async function purgedCase() {
  const { caseId } = await createPaidCase(db(), storage());
  await db()
    .update(cases)
    .set({ status: 'completed', completedAt: completed, dataPurgedAt: new Date('2026-04-02T10:00:00Z') })
    .where(eq(cases.id, caseId));
  await db()
    .update(invoices)
    .set({ issuedAt: new Date('2026-03-01T09:00:00Z') })
    .where(eq(invoices.caseId, caseId));
  await db()
    .update(clients)
    .set({ anonymisedAt: new Date('2026-04-02T10:00:00Z') })
    .where(eq(clients.id, (await caseRow(caseId))?.clientId ?? ''));
  return caseId;
}

async function caseRow(caseId: string) {
  const [row] = await db().select().from(cases).where(eq(cases.id, caseId));
  return row;
}

async function counts(caseId: string) {
  const rows = async (table: typeof consentRecords | typeof mailOutbox | typeof paymentEvents | typeof invoices) =>
    (await db().select().from(table).where(eq(table.caseId, caseId))).length;
  return {
    case: (await caseRow(caseId)) ? 1 : 0,
    consents: await rows(consentRecords),
    mails: await rows(mailOutbox),
    paymentEvents: await rows(paymentEvents),
    invoices: await rows(invoices),
    audit: (await db().select().from(auditLog).where(eq(auditLog.entityId, caseId))).length,
  };
}

describe(`records past their keeping period on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('computes the end of the period from the end of the year', () => {
    // From 2026: kept through 31.12.2029, due from 1.1.2030.
    expect(expiryCutoff(new Date('2029-12-31T23:59:59Z'), 3).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(expiryCutoff(new Date('2030-01-01T00:00:00Z'), 3).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('keeps evidence 3 years and the invoice 8 years from the end of the year, then deletes the case', async () => {
    const caseId = await purgedCase();
    const clientId = (await caseRow(caseId))?.clientId ?? '';
    const [invoice] = await db().select().from(invoices).where(eq(invoices.caseId, caseId));
    const pdf = invoice?.documentKey ?? '';
    expect(await storage().size(pdf)).toBeGreaterThan(0);
    const before = await counts(caseId);
    expect(before).toMatchObject({ case: 1, consents: 5, mails: 2, paymentEvents: 1, invoices: 1 });
    expect(before.audit).toBeGreaterThan(0);

    // 31.12.2029: still within the limitation period.
    await expireRecords(db(), storage(), new Date('2029-12-31T22:00:00Z'));
    expect(await counts(caseId)).toEqual(before);

    // 1.1.2030: the evidence goes; the accounting record stays.
    await expireRecords(db(), storage(), new Date('2030-01-01T02:00:00Z'));
    expect(await counts(caseId)).toEqual({ case: 1, consents: 0, mails: 0, paymentEvents: 1, invoices: 1, audit: 0 });
    expect((await caseRow(caseId))?.amountCents).toBe(3900);

    // 31.12.2034: the invoice is still kept.
    await expireRecords(db(), storage(), new Date('2034-12-31T22:00:00Z'));
    expect((await counts(caseId)).invoices).toBe(1);
    expect(await storage().size(pdf)).toBeGreaterThan(0);

    // 1.1.2035: invoice, PDF, payment events, the case and its anonymised client are gone.
    await expireRecords(db(), storage(), new Date('2035-01-01T02:00:00Z'));
    expect(await counts(caseId)).toEqual({ case: 0, consents: 0, mails: 0, paymentEvents: 0, invoices: 0, audit: 0 });
    expect(await storage().size(pdf)).toBeUndefined();
    expect(await db().select().from(clients).where(eq(clients.id, clientId))).toEqual([]);

    // Again: nothing more to do.
    expect(await expireRecords(db(), storage(), new Date('2035-01-01T03:00:00Z'))).toMatchObject({
      cases: 0,
      invoices: 0,
    });
  });

  it('deletes an order paid with a voucher (no invoice) with its evidence, and vouchers once redeemed or expired', async () => {
    const earlier = await purgedCase();
    const freeOrder = await purgedCase();
    await db().delete(invoices).where(eq(invoices.caseId, freeOrder));
    await db().update(cases).set({ amountCents: 0, paymentId: 'voucher:AAAABBBBCCCC' }).where(eq(cases.id, freeOrder));
    const redeemed = await issueVoucher(db(), { caseId: earlier, email: 'a@example.de', now: completed });
    await db()
      .update(vouchers)
      .set({ redeemedCaseId: freeOrder, redeemedAt: completed })
      .where(eq(vouchers.code, redeemed.code));
    const open = await purgedCase();
    const unused = await issueVoucher(db(), {
      caseId: open,
      email: 'b@example.de',
      now: new Date('2026-11-24T10:00:00Z'),
    });

    // Today: the redeemed voucher goes, the unused one (valid until 2029) stays.
    await expireRecords(db(), storage(), new Date('2026-11-24T12:00:00Z'));
    const left = await db()
      .select()
      .from(vouchers)
      .where(inArray(vouchers.code, [redeemed.code, unused.code]));
    expect(left.map((row) => row.code)).toEqual([unused.code]);

    // 1.1.2030: the free order has nothing left to keep; the paid one keeps its invoice; the unused
    // voucher expired on 24.11.2029 and is gone, so its case can go with its invoice later.
    await expireRecords(db(), storage(), new Date('2030-01-01T02:00:00Z'));
    expect(await caseRow(freeOrder)).toBeUndefined();
    expect(await caseRow(earlier)).toBeDefined();
    expect(await db().select().from(vouchers).where(eq(vouchers.code, unused.code))).toEqual([]);
  });
});
