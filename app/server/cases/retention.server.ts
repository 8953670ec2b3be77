// Retention (DESIGN.md point 9, the terms and the privacy page): case data is deleted at the latest
// 30 days after completion (or withdrawal); the accounting record stays 8 years (§ 147 AO) and the
// consent evidence for the limitation period. Orders never paid are removed entirely after 7 days.
// Staff erase a client's data on request (Art. 17 DSGVO) by the same rules (eraseClientData).
//
// What a purge does, table by table (every foreign key to cases checked):
//   case_details, case_notes            deleted (target data, chat text, suspicion reason, notes)
//   case_findings                       deleted (the specialists' findings; cases.verdict stays)
//   image_fingerprints                  deleted, unless staff confirmed the image as stolen or fake:
//                                       then only hashes, verdict and dates stay (no image)
//   uploaded_documents                  deleted with their files: the customer's uploads and the
//                                       staff report, and whatever else lies below case-files/{caseId}/
//   cases                               result_message null, data_purged_at set; the row stays
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
// Several server instances may run the job at once: each case is claimed with
// SELECT … FOR UPDATE SKIP LOCKED inside the transaction that changes it, and every step re-checks
// its condition under the row lock, so each piece of work is done exactly once. Files are removed
// inside that transaction, before the commit: if the commit then fails, the rows come back without
// their files and the next run removes the rows. Deletion wins over keeping.
import { and, asc, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type CaseStatus, caseStatuses, isAwaitingPayment, isCompleted, isOpenForWork } from '#app/lib/case-state.ts';
import type { Db } from '../db/db.server.ts';
import {
  auditLog,
  caseDetails,
  caseFindings,
  caseNotes,
  cases,
  clients,
  consentRecords,
  invoices,
  mailOutbox,
  paymentEvents,
  uploadedDocuments,
  vouchers,
  withdrawals,
} from '../db/schema.server.ts';
import { deleteUnconfirmedFingerprints } from '../images/fingerprint-job.server.ts';
import { startIntervalJob } from '../jobs/interval-job.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';
import { expireRecords } from './record-expiry.server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Case data is deleted this long after completion or withdrawal (the terms: "at the latest 30 days"). */
export const CASE_DATA_DAYS = 30;
/** Orders never paid are deleted entirely this long after they were placed. */
export const UNPAID_DAYS = 7;
/**
 * An unpaid order whose checkout was completed with a delayed payment method (e.g. SEPA direct
 * debit: the provider reports the outcome days later) waits this long instead.
 */
export const DELAYED_PAYMENT_DAYS = 30;
/** Cases (or clients) claimed per transaction. */
export const RETENTION_BATCH = 100;
const HOUR_MS = 60 * 60 * 1000;

/** Shown to staff when a client's data cannot be erased yet. */
export const OPEN_CASE_MESSAGE =
  'Dieser Kunde hat einen offenen Auftrag. Schließen Sie ihn zuerst ab, dann können Sie die Daten löschen.';
export const UNKNOWN_CLIENT_MESSAGE = 'Diesen Kunden gibt es nicht (mehr). Bitte laden Sie die Seite neu.';

/** What the name of an anonymised client reads. */
export const ANONYMISED_NAME = 'Gelöscht';

/** Why case data was deleted, as the audit log records it. */
export type PurgeReason = 'completed-30-days' | 'withdrawn-30-days' | 'erasure-request';

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

const completedStatuses = caseStatuses.filter(isCompleted);
const unpaidStatuses = caseStatuses.filter(isAwaitingPayment);
const openStatuses = caseStatuses.filter(isOpenForWork);

function auditActor(staff: PurgeActor | undefined) {
  return staff
    ? { actorType: 'staff' as const, actorId: staff.staffId, requestId: staff.requestId ?? null }
    : { actorType: 'system' as const, actorId: null, requestId: null };
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * The end of a purge or deletion: its audit row, then the case's files (each stored document's key,
 * then everything left below its folder), inside the caller's transaction (see the top of the file).
 */
async function recordRemoval(
  tx: Db,
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
  tx: Db,
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

  const documents = await tx
    .delete(uploadedDocuments)
    .where(or(eq(uploadedDocuments.caseId, caseId), eq(uploadedDocuments.stagingId, caseId)))
    .returning({ filePath: uploadedDocuments.filePath });
  const details = await tx.delete(caseDetails).where(eq(caseDetails.caseId, caseId)).returning({ id: caseDetails.id });
  const notes = await tx.delete(caseNotes).where(eq(caseNotes.caseId, caseId)).returning({ id: caseNotes.id });
  // The specialists' findings name the person checked; the verdict alone stays on the case.
  await tx.delete(caseFindings).where(eq(caseFindings.caseId, caseId));
  // The images' fingerprints go too, unless staff confirmed an image as stolen or fake.
  await deleteUnconfirmedFingerprints(tx, caseId);
  await tx.update(cases).set({ resultMessage: null, dataPurgedAt: now, updatedAt: now }).where(eq(cases.id, caseId));

  // A mail still waiting (or being sent) would go out empty: it is dead now. The worker neither
  // claims nor retries a purged row (mail/worker.server.ts).
  const unsent = sql`${mailOutbox.status} in ('pending', 'sending')`;
  const mails = await tx
    .update(mailOutbox)
    .set({
      html: '',
      text: '',
      attachments: [],
      purgedAt: now,
      status: sql`case when ${unsent} then 'failed' else ${mailOutbox.status} end`,
      lastError: sql`case when ${unsent} then 'purged' else ${mailOutbox.lastError} end`,
      lockedUntil: null,
    })
    .where(and(eq(mailOutbox.caseId, caseId), isNull(mailOutbox.purgedAt)))
    .returning({ id: mailOutbox.id });

  // The description of the legitimate interest is free text about the target; the rest of the
  // consent (which text, which version, when, the ticked purposes) is the evidence and stays.
  await tx
    .update(consentRecords)
    .set({ details: sql`${consentRecords.details} - 'description'` })
    .where(and(eq(consentRecords.caseId, caseId), sql`(${consentRecords.details} -> 'description') is not null`));
  await tx
    .update(withdrawals)
    .set({ message: null })
    .where(and(eq(withdrawals.caseId, caseId), sql`${withdrawals.message} is not null`));
  // The case's history keeps who did what and when; the file names in it (uploads opened, the report
  // uploaded) may name the person checked and go with the files.
  await tx
    .update(auditLog)
    .set({ details: sql`${auditLog.details} - 'fileName'` })
    .where(
      and(
        eq(auditLog.entityType, 'case'),
        eq(auditLog.entityId, caseId),
        sql`(${auditLog.details} -> 'fileName') is not null`,
      ),
    );

  await recordRemoval(tx, storage, caseId, documents, {
    staff,
    now,
    action: 'case.data.purged',
    details: { reason, documents: documents.length, details: details.length, notes: notes.length, mails: mails.length },
  });
  return true;
}

/**
 * A case that was never paid: awaiting payment, no payment id, and nothing of the accounting record
 * (invoice, voucher) refers to it. Such a case is deleted entirely rather than purged.
 */
function neverPaid(): SQL {
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
  tx: Db,
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
 * keep the address each mail went to, and the payment provider's events keep theirs. A later order
 * always creates a new client row, so no look-up by e-mail depends on this one.
 */
async function anonymiseClient(tx: Db, clientId: string, now: Date, staff?: PurgeActor): Promise<boolean> {
  const [done] = await tx
    .update(clients)
    .set({ firstName: ANONYMISED_NAME, lastName: ANONYMISED_NAME, phone: null, email: '', anonymisedAt: now })
    .where(and(eq(clients.id, clientId), isNull(clients.anonymisedAt)))
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

export interface RetentionResult {
  /** Cases whose data was deleted (completed or withdrawn 30 days ago). */
  purged: number;
  /** Never-paid orders deleted entirely. */
  deleted: number;
  /** Clients deleted with their last unpaid order. */
  clientsDeleted: number;
  anonymised: number;
  /** Cases or clients that failed (logged; tried again on the next run). */
  failed: number;
}

export interface RetentionJob {
  db: Db;
  storage: FileStorage;
  logger: Logger;
  now?: Date;
  batchSize?: number;
}

/**
 * Claims due rows batch by batch (FOR UPDATE SKIP LOCKED: rows another instance works on are left to
 * it) and handles each in a savepoint, so that one failing case neither stops the others nor makes
 * the loop claim it again in this run.
 */
async function drain(
  { db, logger, batchSize = RETENTION_BATCH }: RetentionJob,
  what: string,
  claim: (tx: Db, exclude: string[], limit: number) => Promise<string[]>,
  handle: (tx: Db, id: string) => Promise<boolean>,
): Promise<{ done: number; failed: number }> {
  const failed: string[] = [];
  let done = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const ids = await claim(tx, failed, batchSize);
      let count = 0;
      for (const id of ids) {
        try {
          if (await tx.transaction((savepoint) => handle(savepoint, id))) count++;
        } catch (error) {
          failed.push(id);
          logger.error({ err: error, id, what }, 'retention: one item failed, the next run tries again');
        }
      }
      return { claimed: ids.length, count };
    });
    done += batch.count;
    if (batch.claimed < batchSize) return { done, failed: failed.length };
  }
}

/** Paid cases completed, and cases withdrawn, more than 30 days ago whose data is still there. */
function purgeDue(now: Date): SQL {
  const cutoff = daysBefore(now, CASE_DATA_DAYS);
  return sql`(${cases.dataPurgedAt} is null and (
    (${inArray(cases.status, completedStatuses)} and coalesce(${cases.completedAt}, ${cases.updatedAt}) < ${cutoff})
    or (${cases.status} = ${'withdrawn' satisfies CaseStatus} and coalesce(${cases.withdrawnAt}, ${cases.updatedAt}) < ${cutoff})))`;
}

/** Never-paid orders placed more than 7 days ago (30 when a delayed payment may still arrive). */
function unpaidDue(now: Date): SQL {
  return sql`(${neverPaid()} and ${cases.createdAt} < ${daysBefore(now, UNPAID_DAYS)}
    and (${cases.createdAt} < ${daysBefore(now, DELAYED_PAYMENT_DAYS)} or not exists (
      select 1 from ${paymentEvents} where ${paymentEvents.caseId} = ${cases.id}
        and ${paymentEvents.type} = 'checkout.session.completed')))`;
}

/** Clients not anonymised yet who have cases, all of them purged (so none is open). */
function anonymiseDue(): SQL {
  return sql`(${clients.anonymisedAt} is null
    and exists (select 1 from ${cases} where ${cases.clientId} = ${clients.id})
    and not exists (select 1 from ${cases} where ${cases.clientId} = ${clients.id} and ${cases.dataPurgedAt} is null))`;
}

function claimCases(where: SQL) {
  return async (tx: Db, exclude: string[], limit: number) =>
    (
      await tx
        .select({ id: cases.id })
        .from(cases)
        .where(and(where, exclude.length > 0 ? notInArray(cases.id, exclude) : undefined))
        .orderBy(asc(cases.id))
        .limit(limit)
        .for('update', { skipLocked: true })
    ).map((row) => row.id);
}

/** One run of the retention job (at start and hourly, any number of instances). */
export async function runRetention(job: RetentionJob): Promise<RetentionResult> {
  const { storage, logger } = job;
  const now = job.now ?? new Date();
  const started = performance.now();

  const reasons = new Map<string, PurgeReason>();
  const purge = await drain(
    job,
    'purge',
    async (tx, exclude, limit) => {
      const rows = await tx
        .select({ id: cases.id, status: cases.status })
        .from(cases)
        .where(and(purgeDue(now), exclude.length > 0 ? notInArray(cases.id, exclude) : undefined))
        .orderBy(asc(cases.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      for (const row of rows)
        reasons.set(row.id, row.status === 'withdrawn' ? 'withdrawn-30-days' : 'completed-30-days');
      return rows.map((row) => row.id);
    },
    (tx, id) => purgeCaseData(tx, storage, id, { now, reason: reasons.get(id) ?? 'completed-30-days' }),
  );

  let clientsDeleted = 0;
  const unpaid = await drain(job, 'unpaid', claimCases(unpaidDue(now)), async (tx, id) => {
    const result = await deleteUnpaidCase(tx, storage, id, { now });
    if (result.clientDeleted) clientsDeleted++;
    return result.deleted;
  });

  const anonymised = await drain(
    job,
    'anonymise',
    async (tx, exclude, limit) =>
      (
        await tx
          .select({ id: clients.id })
          .from(clients)
          .where(and(anonymiseDue(), exclude.length > 0 ? notInArray(clients.id, exclude) : undefined))
          .orderBy(asc(clients.id))
          .limit(limit)
          .for('update', { skipLocked: true })
      ).map((row) => row.id),
    (tx, id) => anonymiseClient(tx, id, now),
  );

  // The long periods (evidence 3 years, accounting 8 years, vouchers): record-expiry.server.ts.
  const expired = await expireRecords(job.db, storage, now).catch((error: unknown) => {
    logger.error({ err: error }, 'retention: expiring old records failed');
    return null;
  });
  if (expired && Object.values(expired).some((count) => count > 0)) {
    logger.info(expired, 'retention run: records past their legal keeping period deleted');
  }

  const result: RetentionResult = {
    purged: purge.done,
    deleted: unpaid.done,
    clientsDeleted,
    anonymised: anonymised.done,
    failed: purge.failed + unpaid.failed + anonymised.failed,
  };
  const changed = result.purged + result.deleted + result.anonymised + result.failed > 0;
  logger[result.failed > 0 ? 'warn' : changed ? 'info' : 'debug'](
    { ...result, ms: Math.round(performance.now() - started) },
    'retention run: case data deleted as the terms promise',
  );
  return result;
}

/**
 * Runs the retention job at start and then every hour (hourly checks keep "at the latest 30 days"
 * true to the hour). Errors are logged, never thrown. The returned function stops the timer and
 * resolves when a run in progress has finished (call it before closing the database).
 */
export function startRetention({
  intervalMs = HOUR_MS,
  ...job
}: Omit<RetentionJob, 'now'> & { intervalMs?: number }): () => Promise<void> {
  return startIntervalJob({
    run: () => runRetention(job),
    intervalMs,
    logger: job.logger,
    failure: 'retention run failed',
  });
}

export type EraseResult =
  | { ok: true; purged: number; deleted: number }
  | { ok: false; reason: 'unknown-client' | 'open-case'; error: string };

export interface EraseRequest {
  db: Db;
  storage: FileStorage;
  clientId: string;
  staffId: string;
  requestId?: string;
  now?: Date;
}

/**
 * Art. 17 DSGVO, by staff on the client's request: refused while a case is open (paid or in
 * progress); otherwise every case of the client loses its data as the retention job would delete it
 * (never-paid orders entirely, the others purged, also before their 30 days are over), and the client
 * is anonymised, or deleted when no case is left. Invoices, vouchers and the consent evidence stay.
 */
export async function eraseClientData({
  db,
  storage,
  clientId,
  staffId,
  requestId,
  now = new Date(),
}: EraseRequest): Promise<EraseResult> {
  const staff = { staffId, requestId };
  return db.transaction(async (tx) => {
    // The cases first, then the client: the order the retention job locks them in.
    const owned = await tx
      .select({ id: cases.id, status: cases.status })
      .from(cases)
      .where(eq(cases.clientId, clientId))
      .orderBy(asc(cases.id))
      .for('update');
    const [client] = await tx
      .select({ id: clients.id, anonymisedAt: clients.anonymisedAt })
      .from(clients)
      .where(eq(clients.id, clientId))
      .for('update');
    if (!client) return { ok: false, reason: 'unknown-client', error: UNKNOWN_CLIENT_MESSAGE };
    if (owned.some((row) => openStatuses.includes(row.status)))
      return { ok: false, reason: 'open-case', error: OPEN_CASE_MESSAGE };

    let purged = 0;
    let deleted = 0;
    for (const row of owned) {
      const removed = await deleteUnpaidCase(tx, storage, row.id, { now, staff, keepClient: true });
      if (removed.deleted) deleted++;
      else if (await purgeCaseData(tx, storage, row.id, { now, reason: 'erasure-request', staff })) purged++;
    }
    const [left] = await tx.select({ id: cases.id }).from(cases).where(eq(cases.clientId, clientId)).limit(1);
    if (left) await anonymiseClient(tx, clientId, now, staff);
    else {
      await tx.delete(consentRecords).where(eq(consentRecords.clientId, clientId));
      await tx.delete(clients).where(eq(clients.id, clientId));
    }
    await tx.insert(auditLog).values({
      ...auditActor(staff),
      at: now,
      action: 'client.erased',
      entityType: 'client',
      entityId: clientId,
      details: { purged, deleted, clientDeleted: !left, alreadyAnonymised: Boolean(client.anonymisedAt) },
    });
    return { ok: true, purged, deleted };
  });
}
