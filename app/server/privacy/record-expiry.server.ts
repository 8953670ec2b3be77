// The long periods of the privacy page ("Wie lange wir Daten speichern"), kept by the retention job
// (case-retention.server.ts) after the 30-day deletion of the case data:
// - evidence (the consents given in the order, a withdrawal, the record that a mail was sent): until
//   the regular limitation period ends, 3 years from the end of the year the order was completed or
//   withdrawn (§§ 195, 199 BGB); the audit log 3 years from the end of each entry's year;
// - accounting (the invoice row and PDF, the payment events, the case's amount, date and payment id,
//   refunds and their cancellation invoices): 8 years from the end of the year the invoice was
//   issued, or the last cancellation invoice if later (§ 147 AO, § 14b UStG); an order paid with a
//   voucher has no invoice and goes with its evidence;
// - a guarantee voucher: until it is redeemed, at most until it expires (3 years).
// Every step is a plain DELETE of what is due: running twice, or in two instances at once, deletes
// nothing more.
import { and, eq, inArray, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { caseStatuses, isCompleted } from '#app/lib/case-state.ts';
import type { Db } from '../db/db.server.ts';
import {
  auditLog,
  cancellationInvoices,
  cases,
  clients,
  consentRecords,
  invoices,
  mailOutbox,
  paymentEvents,
  refunds,
  vouchers,
  withdrawals,
} from '../db/schema.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';

/** Evidence is kept until the regular limitation period ends (§ 195 BGB). */
export const EVIDENCE_YEARS = 3;
/** Invoices and booking records (§ 147 Abs. 3 AO, § 14b Abs. 1 UStG). */
export const ACCOUNTING_YEARS = 8;

/**
 * Kept through the end of the year `years` after its own: due once that year is over, i.e. when it
 * dates from before 1 January of (this year − years). UTC midnight is 1:00 in Berlin: an hour late,
 * never early.
 */
export function expiryCutoff(now: Date, years: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear() - years, 0, 1));
}

const closedStatuses = [...caseStatuses.filter(isCompleted), 'withdrawn' as const, 'declined' as const];

export interface ExpiryResult {
  /** Cases whose evidence (consents, withdrawals, mail records, audit entries) was deleted. */
  evidence: number;
  /** Cases deleted for good (their invoice's 8 years, or no invoice and the evidence period over). */
  cases: number;
  invoices: number;
  vouchers: number;
  auditEntries: number;
}

export async function expireRecords(db: Db, storage: FileStorage, now = new Date()): Promise<ExpiryResult> {
  const evidenceCutoff = expiryCutoff(now, EVIDENCE_YEARS);
  const accountingCutoff = expiryCutoff(now, ACCOUNTING_YEARS);

  // Vouchers: redeemed, or expired unused.
  const voucherRows = await db
    .delete(vouchers)
    .where(or(isNotNull(vouchers.redeemedAt), lt(vouchers.expiresAt, now)))
    .returning({ code: vouchers.code });

  const closedIds = await closedCasesPast(db, evidenceCutoff);
  const evidence = await deleteCaseEvidence(db, closedIds);
  const auditEntries = await deleteEvidenceWithoutCase(db, evidenceCutoff);
  const expiredInvoices = await deleteExpiredInvoices(db, storage, accountingCutoff);
  const finished = await deleteFinishedCases(db, closedIds);
  // Clients with no order left (anonymised when their last case was purged).
  await db
    .delete(clients)
    .where(
      and(
        isNotNull(clients.anonymisedAt),
        notExists(db.select({ one: sql`1` }).from(cases).where(eq(cases.clientId, clients.id))),
      ),
    );
  return {
    evidence,
    cases: finished,
    invoices: expiredInvoices,
    vouchers: voucherRows.length,
    auditEntries,
  };
}

/** Closed cases whose data is gone and whose limitation period ended before `cutoff`. */
async function closedCasesPast(db: Db, cutoff: Date): Promise<string[]> {
  const closedBefore = await db
    .select({ id: cases.id })
    .from(cases)
    .where(
      and(
        isNotNull(cases.dataPurgedAt),
        inArray(cases.status, closedStatuses),
        lt(sql`coalesce(${cases.completedAt}, ${cases.withdrawnAt}, ${cases.declinedAt})`, cutoff),
      ),
    );
  return closedBefore.map((row) => row.id);
}

/** The evidence of these cases (consents, withdrawals, mails, audit entries); returns how many cases had any. */
async function deleteCaseEvidence(db: Db, closedIds: string[]): Promise<number> {
  if (closedIds.length === 0) return 0;
  const [consents, received, mails, entries] = await Promise.all([
    db.delete(consentRecords).where(inArray(consentRecords.caseId, closedIds)).returning({ id: consentRecords.id }),
    db.delete(withdrawals).where(inArray(withdrawals.caseId, closedIds)).returning({ id: withdrawals.id }),
    db.delete(mailOutbox).where(inArray(mailOutbox.caseId, closedIds)).returning({ id: mailOutbox.id }),
    db
      .delete(auditLog)
      .where(and(eq(auditLog.entityType, 'case'), inArray(auditLog.entityId, closedIds)))
      .returning({ id: auditLog.id }),
  ]);
  return consents.length + received.length + mails.length + entries.length > 0 ? closedIds.length : 0;
}

/**
 * Evidence that lost its case (an order deleted before it was paid, a withdrawal naming no order,
 * a mail without an order): by its own date; then every audit entry before `cutoff`, whose number
 * is returned.
 */
async function deleteEvidenceWithoutCase(db: Db, cutoff: Date): Promise<number> {
  await db.delete(consentRecords).where(and(isNull(consentRecords.caseId), lt(consentRecords.givenAt, cutoff)));
  await db.delete(withdrawals).where(and(isNull(withdrawals.caseId), lt(withdrawals.receivedAt, cutoff)));
  await db.delete(mailOutbox).where(and(isNull(mailOutbox.caseId), lt(mailOutbox.createdAt, cutoff)));
  const auditRows = await db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
  return auditRows.length;
}

/**
 * Accounting: invoices past their 8 years, with their PDF, the payment events of the case, and its
 * refunds and cancellation invoices (an invoice whose cancellation invoice is younger waits for it).
 */
async function deleteExpiredInvoices(db: Db, storage: FileStorage, cutoff: Date): Promise<number> {
  const dueInvoices = await db
    .select({ id: invoices.id, caseId: invoices.caseId, documentKey: invoices.documentKey })
    .from(invoices)
    .where(
      and(
        lt(invoices.issuedAt, cutoff),
        notExists(
          db
            .select({ one: sql`1` })
            .from(cancellationInvoices)
            .where(
              and(
                eq(cancellationInvoices.invoiceId, invoices.id),
                sql`${cancellationInvoices.issuedAt} >= ${cutoff.toISOString()}::timestamptz`,
              ),
            ),
        ),
      ),
    );
  for (const invoice of dueInvoices) {
    const cancellationKeys = await db.transaction(async (tx) => {
      const removed = await tx
        .delete(cancellationInvoices)
        .where(eq(cancellationInvoices.invoiceId, invoice.id))
        .returning({ documentKey: cancellationInvoices.documentKey });
      await tx.delete(refunds).where(eq(refunds.invoiceId, invoice.id));
      await tx.delete(paymentEvents).where(eq(paymentEvents.caseId, invoice.caseId));
      await tx.delete(invoices).where(eq(invoices.id, invoice.id));
      return removed.flatMap((row) => (row.documentKey ? [row.documentKey] : []));
    });
    if (invoice.documentKey) await storage.remove(invoice.documentKey);
    for (const key of cancellationKeys) await storage.remove(key);
  }
  return dueInvoices.length;
}

/** Cases with nothing left to keep: closed, purged, evidence period over, and no invoice or voucher. */
async function deleteFinishedCases(db: Db, closedIds: string[]): Promise<number> {
  if (closedIds.length === 0) return 0;
  const finished = await db
    .delete(cases)
    .where(
      and(
        inArray(cases.id, closedIds),
        notExists(db.select({ one: sql`1` }).from(invoices).where(eq(invoices.caseId, cases.id))),
        notExists(db.select({ one: sql`1` }).from(vouchers).where(eq(vouchers.issuedForCaseId, cases.id))),
        notExists(db.select({ one: sql`1` }).from(vouchers).where(eq(vouchers.redeemedCaseId, cases.id))),
      ),
    )
    .returning({ id: cases.id });
  return finished.length;
}
