// Retention (docs/product.md §9, the terms and the privacy page): case data is deleted at the latest
// 30 days after completion (or withdrawal); the accounting record stays 8 years (§ 147 AO) and the
// consent evidence for the limitation period. Orders never paid are removed entirely after 7 days.
// What a deletion removes and keeps, table by table: case-removal.server.ts. Staff erase a client's
// data on request (Art. 17 DSGVO) by the same rules: erasure.server.ts.
//
// Several server instances may run the job at once: each case is claimed with
// SELECT … FOR UPDATE SKIP LOCKED inside the transaction that changes it, and every step re-checks
// its condition under the row lock, so each piece of work is done exactly once.
import { and, asc, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type CaseStatus, caseStatuses, isCompleted } from '#app/lib/case-state.ts';
import type { Db, Tx } from '../db/db.server.ts';
import { cases, clients, paymentEvents } from '../db/schema.server.ts';
import { startIntervalJob } from '../jobs/interval-job.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';
import {
  anonymiseClient,
  deleteUnpaidCase,
  neverPaid,
  type PurgeReason,
  purgeCaseData,
} from './case-removal.server.ts';
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
/**
 * The events that say a delayed payment was submitted (Stripe: the session completed unpaid; the
 * simulated provider and the success page's look-up: pending): such an order, in review or reopened
 * after a returned debit, waits DELAYED_PAYMENT_DAYS.
 */
const DELAYED_PAYMENT_EVENT_TYPES = ['checkout.session.completed', 'simulated.pending', 'lookup.session.pending'];
/** Cases (or clients) claimed per transaction. */
export const RETENTION_BATCH = 100;
const HOUR_MS = 60 * 60 * 1000;

const completedStatuses = caseStatuses.filter(isCompleted);

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
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
  claim: (tx: Tx, exclude: string[], limit: number) => Promise<string[]>,
  handle: (tx: Tx, id: string) => Promise<boolean>,
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

/** Paid cases completed, and cases withdrawn or declined, more than 30 days ago whose data is still there. */
function purgeDue(now: Date): SQL {
  const cutoff = daysBefore(now, CASE_DATA_DAYS);
  return sql`(${cases.dataPurgedAt} is null and (
    (${inArray(cases.status, completedStatuses)} and coalesce(${cases.completedAt}, ${cases.updatedAt}) < ${cutoff})
    or (${cases.status} = ${'withdrawn' satisfies CaseStatus} and coalesce(${cases.withdrawnAt}, ${cases.updatedAt}) < ${cutoff})
    or (${cases.status} = ${'declined' satisfies CaseStatus} and coalesce(${cases.declinedAt}, ${cases.updatedAt}) < ${cutoff})))`;
}

/** Never-paid orders placed more than 7 days ago (30 when a delayed payment may still arrive). */
function unpaidDue(now: Date): SQL {
  return sql`(${neverPaid()} and ${cases.createdAt} < ${daysBefore(now, UNPAID_DAYS)}
    and (${cases.createdAt} < ${daysBefore(now, DELAYED_PAYMENT_DAYS)} or not exists (
      select 1 from ${paymentEvents} where ${paymentEvents.caseId} = ${cases.id}
        and ${inArray(paymentEvents.type, DELAYED_PAYMENT_EVENT_TYPES)})))`;
}

/** Clients not anonymised yet who have cases, all of them purged (so none is open). */
function anonymiseDue(): SQL {
  return sql`(${clients.anonymisedAt} is null
    and exists (select 1 from ${cases} where ${cases.clientId} = ${clients.id})
    and not exists (select 1 from ${cases} where ${cases.clientId} = ${clients.id} and ${cases.dataPurgedAt} is null))`;
}

function claimCases(where: SQL) {
  return async (tx: Tx, exclude: string[], limit: number) =>
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
        reasons.set(
          row.id,
          row.status === 'withdrawn'
            ? 'withdrawn-30-days'
            : row.status === 'declined'
              ? 'declined-30-days'
              : 'completed-30-days',
        );
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
