// What deleting a case's data means, table by table (every foreign key to cases checked). Used by
// the retention job (case-retention.server.ts) and by staff erasing a client's data (erasure.server.ts).
//
//   case_details, case_notes            deleted (target data, chat text, suspicion reason, notes)
//   case_questions                      deleted (Rückfragen and the customer's answers; their files,
//                                       kind 'answer', go with uploaded_documents)
//   case_findings                       deleted (the specialists' findings), and cases.verdict with them
//   image_fingerprints                  deleted, unless staff confirmed the image as stolen or fake:
//                                       then only hashes, verdict and dates stay (no image)
//   uploaded_documents                  deleted with their files: the customer's uploads and the
//                                       staff report, and whatever else lies below case-files/{caseId}/
//   case_identifiers                    deleted (the case's phone numbers, e-mail addresses, IBANs, …
//                                       as indexed across cases)
//   confirmed_identifiers               kept as the keyed hash an admin confirmed as used for fraud,
//                                       its link to the case (case_id) set null
//   image_facts                         deleted with the uploaded documents (foreign key, on delete
//                                       cascade): camera, date taken, GPS yes or no, software
//   cases                               result_message, verdict and the order's copy of the contact
//                                       data (customer_*) null, data_purged_at set; the row stays
//                                       (amount, dates, service, payment id: the accounting record)
//   mail_outbox (any row of the case)   html, text and attachments emptied, purged_at set; the row
//                                       stays as the record that (and to whom) the mail went out. A
//                                       mail not sent yet is marked failed ('purged'), never sent empty.
//   consent_records                     `description` (free text about the target) removed from
//                                       details; text, version, given_at and purposes stay
//   withdrawals                         the free-text message goes; name, e-mail, reference and time
//                                       of receipt stay as the § 356a BGB record
//   invoices (+ PDF under invoices/)    kept 8 years, never touched
//   vouchers                            kept (code, e-mail, case: the guarantee)
//   payment_events                      kept as accounting evidence: the provider's payloads hold
//                                       ids, amounts and the customer's e-mail and name, no case data
//                                       (the checkout session's line items, which name the target,
//                                       are not part of webhook payloads)
//   audit_log                           insert-only, kept; it references ids as text
//
// Every function here runs in the caller's transaction and locks the rows it changes, re-checking
// its condition under the lock, so that several server instances do each piece of work once. Files
// are removed inside that transaction, before the commit: if the commit then fails, the rows come
// back without their files and the next run removes the rows. Deletion wins over keeping.
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { caseStatuses, isAwaitingPayment, isPaymentInReview } from '#app/lib/case-state.ts';
import type { Tx } from '../db/db.server.ts';
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
  vouchers,
} from '../db/schema.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';
import { clearCaseRow, deadenCaseMails, deleteCaseRecords, stripCaseFreeText } from './case-purge-steps.server.ts';

/** What the name of an anonymised client reads. */
export const ANONYMISED_NAME = 'Gelöscht';

/** Why case data was deleted, as the audit log records it. */
export type PurgeReason = 'completed-30-days' | 'withdrawn-30-days' | 'declined-30-days' | 'erasure-request';

/** Who deletes: the retention job (system) or a staff member on the client's request. */
export interface PurgeActor {
  staffId: string;
  requestId?: string;
}

export interface PurgeOptions {
  now: Date;
  reason: PurgeReason;
  /** Set for an erasure by staff; the retention job writes its audit rows as 'system'. */
  staff?: PurgeActor;
}

/**
 * Never paid: awaiting payment, or a delayed payment still in review (SEPA Direct Debit, decision
 * record 025). The retention job gives the latter 30 days from the order (DELAYED_PAYMENT_DAYS),
 * well beyond the bank's few days, so it is not removed while the bank decides.
 */
const unpaidStatuses = caseStatuses.filter((status) => isAwaitingPayment(status) || isPaymentInReview(status));

/** The audit log's actor columns: the staff member who erased, or the system (the retention job). */
export function auditActor(staff: PurgeActor | undefined) {
  return staff
    ? { actorType: 'staff' as const, actorId: staff.staffId, requestId: staff.requestId ?? null }
    : { actorType: 'system' as const, actorId: null, requestId: null };
}

/**
 * The end of a purge or deletion: its audit row, then the case's files (each stored document's key,
 * then everything left below its folder), inside the caller's transaction (see the top of the file).
 */
async function recordRemoval(
  tx: Tx,
  storage: FileStorage,
  caseId: string,
  documents: { filePath: string }[],
  entry: { staff: PurgeActor | undefined; now: Date; action: string; details: Record<string, unknown> },
) {
  await tx.insert(auditLog).values({
    ...auditActor(entry.staff),
    at: entry.now,
    action: entry.action,
    entityType: 'case',
    entityId: caseId,
    details: entry.details,
  });
  for (const document of documents) await storage.remove(document.filePath);
  await storage.removePrefix(`case-files/${caseId}/`);
}

/**
 * Deletes the case data of one case (see the table above) and records it in the audit log. Runs in
 * the caller's transaction and locks the case row. Idempotent: a case already purged (or gone) is
 * left as it is, and false is returned.
 */
export async function purgeCaseData(
  tx: Tx,
  storage: FileStorage,
  caseId: string,
  { now, reason, staff }: PurgeOptions,
): Promise<boolean> {
  const [current] = await tx
    .select({ id: cases.id, dataPurgedAt: cases.dataPurgedAt })
    .from(cases)
    .where(eq(cases.id, caseId))
    .for('update');
  if (!current || current.dataPurgedAt) return false;

  const { documents, details, notes, identifiers } = await deleteCaseRecords(tx, caseId);
  await clearCaseRow(tx, caseId, now);
  const mails = await deadenCaseMails(tx, caseId, now);
  await stripCaseFreeText(tx, caseId);

  await recordRemoval(tx, storage, caseId, documents, {
    staff,
    now,
    action: 'case.data.purged',
    details: {
      reason,
      documents: documents.length,
      details: details.length,
      notes: notes.length,
      mails: mails.length,
      identifiers,
    },
  });
  return true;
}

/**
 * A case that was never paid: awaiting payment, no payment id, and nothing of the accounting record
 * (invoice, voucher) refers to it. Such a case is deleted entirely rather than purged.
 */
export function neverPaid(): SQL {
  return sql`(${inArray(cases.status, unpaidStatuses)} and ${cases.paymentId} is null
    and not exists (select 1 from ${invoices} where ${invoices.caseId} = ${cases.id})
    and not exists (select 1 from ${vouchers}
      where ${vouchers.issuedForCaseId} = ${cases.id} or ${vouchers.redeemedCaseId} = ${cases.id}))`;
}

/**
 * Deletes a never-paid case entirely: its details, files, notes, consents, mails, payment events
 * (no money moved, so they are no accounting record; they may hold the customer's e-mail), then the
 * case row, and the client when no other case is left (`keepClient` leaves that to the caller).
 * Withdrawals only lose their link (the foreign key sets it null). Returns false when the case is
 * gone or no longer qualifies (e.g. paid meanwhile).
 */
export async function deleteUnpaidCase(
  tx: Tx,
  storage: FileStorage,
  caseId: string,
  { now, staff, keepClient = false }: { now: Date; staff?: PurgeActor; keepClient?: boolean },
): Promise<{ deleted: boolean; clientDeleted: boolean }> {
  const [current] = await tx
    .select({ id: cases.id, clientId: cases.clientId })
    .from(cases)
    .where(and(eq(cases.id, caseId), neverPaid()))
    .for('update');
  if (!current) return { deleted: false, clientDeleted: false };

  const documents = await tx
    .delete(uploadedDocuments)
    .where(or(eq(uploadedDocuments.caseId, caseId), eq(uploadedDocuments.stagingId, caseId)))
    .returning({ filePath: uploadedDocuments.filePath });
  await tx.delete(caseDetails).where(eq(caseDetails.caseId, caseId));
  await tx.delete(caseNotes).where(eq(caseNotes.caseId, caseId));
  await tx.delete(consentRecords).where(eq(consentRecords.caseId, caseId));
  await tx.delete(mailOutbox).where(eq(mailOutbox.caseId, caseId));
  await tx.delete(paymentEvents).where(eq(paymentEvents.caseId, caseId));
  await tx.delete(cases).where(eq(cases.id, caseId));

  let clientDeleted = false;
  if (!keepClient) {
    // Under the client's lock: of two instances deleting the client's last two cases, the second
    // sees the first's deletion and removes the client.
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, current.clientId)).for('update');
    const [other] = await tx.select({ id: cases.id }).from(cases).where(eq(cases.clientId, current.clientId)).limit(1);
    if (!other) {
      await tx.delete(consentRecords).where(eq(consentRecords.clientId, current.clientId));
      await tx.delete(clients).where(eq(clients.id, current.clientId));
      clientDeleted = true;
    }
  }
  await recordRemoval(tx, storage, caseId, documents, {
    staff,
    now,
    action: 'case.deleted',
    details: { reason: staff ? 'erasure-request' : 'unpaid-7-days', clientDeleted, documents: documents.length },
  });
  return { deleted: true, clientDeleted };
}

/**
 * The personal data of a client without open cases: the names become "Gelöscht", phone and e-mail
 * are emptied, anonymised_at is set.
 *
 * The e-mail goes too: nothing needs it here any more. The invoice row keeps the customer's name and
 * e-mail for the tax record (8 years), a voucher keeps its own e-mail for redemption, the outbox rows
 * keep the address each mail went to, and the payment provider's events keep theirs. Anonymised, the
 * client leaves the index that makes one client per address (decision record 028): a later order
 * from that address makes a new client.
 *
 * Never while a case of the client still has its data: an order from the same address may have
 * joined the client since the caller looked (the checkout's find-or-create, checkout/client.server.ts).
 * This statement sees every order committed before it.
 */
export async function anonymiseClient(tx: Tx, clientId: string, now: Date, staff?: PurgeActor): Promise<boolean> {
  const [done] = await tx
    .update(clients)
    .set({ firstName: ANONYMISED_NAME, lastName: ANONYMISED_NAME, phone: null, email: '', anonymisedAt: now })
    .where(
      and(
        eq(clients.id, clientId),
        isNull(clients.anonymisedAt),
        sql`not exists (select 1 from ${cases} where ${cases.clientId} = ${clients.id} and ${cases.dataPurgedAt} is null)`,
      ),
    )
    .returning({ id: clients.id });
  if (!done) return false;
  await tx.insert(auditLog).values({
    ...auditActor(staff),
    at: now,
    action: 'client.anonymised',
    entityType: 'client',
    entityId: clientId,
    details: { reason: staff ? 'erasure-request' : 'all-cases-purged' },
  });
  return true;
}
