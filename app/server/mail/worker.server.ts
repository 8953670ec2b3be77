// Delivers the outbox: claims due rows (FOR UPDATE SKIP LOCKED, so several instances may run),
// attaches the stored invoice (or cancellation invoice) and the terms PDF, sends, and retries failures with exponential backoff.
// Rows survive restarts. A claim names the instance that holds it (INSTANCE_ID) and lasts
// LOCK_SECONDS, renewed while the mail is being sent: a row left "sending" by a crash is released by
// the same instance when it starts again, or claimed by any instance once its lock has run out
// (decision record 019).
import { hostname } from 'node:os';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ProviderInfo } from '#app/content/types.ts';
import type { Db } from '../db/db.server.ts';
import { mailOutbox } from '../db/schema.server.ts';
import { cancellationDocument } from '../invoices/cancellation-invoice.server.ts';
import { type InvoiceDeps, invoiceDocument } from '../invoices/issue-invoice.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';
import type { AttachmentRef } from './outbox.server.ts';
import { renderTermsPdf } from './terms-pdf.server.ts';
import type { MailTransport } from './transport.server.ts';

export const MAX_ATTEMPTS = 12;
/** How long a claim lasts without renewal: a crashed instance's mails wait at most this long. */
export const LOCK_SECONDS = 30;
/** While a batch is being sent, its claims are renewed this often (a third of the lock). */
const RENEW_MS = (LOCK_SECONDS * 1000) / 3;
const BATCH = 10;

/**
 * The instance's name in the outbox claims when INSTANCE_ID is not set: the host and the port, the
 * same after a restart, different for two instances on one machine.
 */
export function defaultInstanceId(port: number): string {
  return `${hostname()}:${port}`;
}

/** 30 s, 1 min, 2 min … at most 1 hour between attempts. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

export interface MailWorkerOptions {
  db: Db;
  /** Holds the invoice PDFs the mails attach. */
  storage: FileStorage;
  transport: MailTransport;
  from: string;
  provider: ProviderInfo;
  logger: Logger;
  intervalMs?: number;
  /**
   * Who holds the claims this worker makes (INSTANCE_ID): the same after a restart, unique among
   * the instances running at once. On start the worker releases the claims of its earlier life.
   */
  instanceId: string;
}

export interface MailWorker {
  /** Process due mails now (also called on a timer). Resolves when the batch is done. */
  runOnce(): Promise<number>;
  /** Ask for a run soon (after a transaction queued mail). */
  wake(): void;
  /**
   * Gives back the rows this instance left "sending" when it stopped without finishing (a crash):
   * due again at once. Called by start(); returns how many.
   */
  releaseOwnClaims(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

async function renderAttachments(db: Db, deps: InvoiceDeps, refs: AttachmentRef[], termsPdf: () => Promise<Buffer>) {
  const files: { filename: string; content: Buffer; contentType: string }[] = [];
  for (const ref of refs) {
    if (ref.kind === 'invoice') {
      const { filename, content } = await invoiceDocument(db, deps, ref.invoiceId);
      files.push({ filename, content, contentType: 'application/pdf' });
    } else if (ref.kind === 'cancellation') {
      const { filename, content } = await cancellationDocument(db, deps, ref.cancellationId);
      files.push({ filename, content, contentType: 'application/pdf' });
    } else if (ref.kind === 'terms') {
      const content = await termsPdf();
      files.push({ filename: 'AGB-und-Widerrufsbelehrung.pdf', content, contentType: 'application/pdf' });
    }
  }
  return files;
}

/** What delivering needs: the worker's options and its terms PDF. */
type MailDelivery = Omit<MailWorkerOptions, 'intervalMs'> & { termsPdf: () => Promise<Buffer> };

type OutboxRow = typeof mailOutbox.$inferSelect;

export function createMailWorker({ intervalMs = 5000, ...options }: MailWorkerOptions): MailWorker {
  const { logger } = options;
  const delivery: MailDelivery = { ...options, termsPdf: termsPdfOnce(options.provider) };
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  // Set by start(): no claim is made before this instance's earlier claims are released, or the
  // release would take back a row this life has just claimed.
  let released: Promise<unknown> = Promise.resolve();

  const releaseOwnClaims = () => releaseClaims(delivery);

  async function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      await released;
      let total = 0;
      let claimed = 0;
      do {
        again = false;
        // Keep going while full batches come back (a backlog), then stop until woken or the timer fires.
        do {
          const result = await deliverBatch(delivery);
          total += result.sent;
          claimed = result.claimed;
        } while (claimed === BATCH);
      } while (again);
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    runOnce,
    releaseOwnClaims,
    wake() {
      runOnce().catch((error) => logger.error({ err: error }, 'mail worker run failed'));
    },
    start() {
      if (timer) return;
      // Only this instance's own earlier claims: a row another live instance is sending stays its own.
      released = releaseOwnClaims().catch((error: unknown) =>
        logger.error({ err: error }, 'releasing earlier mail claims failed (they are due when their lock runs out)'),
      );
      timer = setInterval(() => {
        runOnce().catch((error) => logger.error({ err: error }, 'mail worker run failed'));
      }, intervalMs);
      timer.unref();
      this.wake();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => 0);
    },
  };
}

/** The terms PDF is the same for every order: rendered once per process (again after a failure). */
function termsPdfOnce(provider: ProviderInfo): () => Promise<Buffer> {
  let terms: Promise<Buffer> | undefined;
  return () => {
    terms ??= renderTermsPdf(provider).catch((error: unknown) => {
      terms = undefined;
      throw error;
    });
    return terms;
  };
}

/** Claims a batch and delivers it in parallel, renewing the claims meanwhile; returns how many were sent. */
async function deliverBatch(delivery: MailDelivery): Promise<{ claimed: number; sent: number }> {
  const rows = await claimDue(delivery);
  if (rows.length === 0) return { claimed: 0, sent: 0 };
  const pending = new Set(rows.map((row) => row.id));
  const renewal = setInterval(() => {
    if (pending.size === 0) return;
    renewClaims(delivery, [...pending]).catch((error: unknown) =>
      delivery.logger.warn({ err: error }, 'renewing mail claims failed'),
    );
  }, RENEW_MS);
  renewal.unref();
  try {
    const results = await Promise.all(
      rows.map((row) =>
        deliver(delivery, row).finally(() => {
          pending.delete(row.id);
        }),
      ),
    );
    return { claimed: rows.length, sent: results.filter(Boolean).length };
  } finally {
    clearInterval(renewal);
  }
}

/** Claims up to a batch of due rows for this instance (one more attempt each). */
async function claimDue({ db, instanceId }: MailDelivery): Promise<OutboxRow[]> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          or(
            and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
            and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedUntil, now)),
          ),
          // Emptied by the retention job (privacy/case-retention.server.ts): never sent empty.
          isNull(mailOutbox.purgedAt),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        status: 'sending',
        lockedUntil: new Date(now.getTime() + LOCK_SECONDS * 1000),
        lockedBy: instanceId,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Sends one claimed mail and records the outcome; returns whether it went out. */
async function deliver(delivery: MailDelivery, row: OutboxRow): Promise<boolean> {
  const { db, storage, transport, from, provider, logger, termsPdf } = delivery;
  try {
    const attachments = await renderAttachments(
      db,
      { storage, provider },
      row.attachments as AttachmentRef[],
      termsPdf,
    );
    const result = await transport.send({
      id: row.id,
      kind: row.kind,
      from,
      to: row.toAddress,
      subject: row.subject,
      html: row.html,
      text: row.text,
      attachments,
    });
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: new Date(),
        messageId: result.messageId,
        lockedUntil: null,
        lockedBy: null,
        lastError: null,
      })
      .where(eq(mailOutbox.id, row.id));
    logger.info({ mailId: row.id, kind: row.kind, caseId: row.caseId }, 'mail sent');
    return true;
  } catch (error) {
    await recordFailedAttempt(delivery, row, error);
    return false;
  }
}

/** A failed attempt: due again after the backoff, or failed for good after MAX_ATTEMPTS. */
async function recordFailedAttempt({ db, logger }: MailDelivery, row: OutboxRow, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const giveUp = row.attempts >= MAX_ATTEMPTS;
  await db
    .update(mailOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lockedUntil: null,
      lockedBy: null,
      lastError: message.slice(0, 1000),
      nextAttemptAt: new Date(Date.now() + backoffSeconds(row.attempts) * 1000),
    })
    // A row the retention job emptied meanwhile stays failed ('purged') instead of being retried empty.
    .where(and(eq(mailOutbox.id, row.id), isNull(mailOutbox.purgedAt)));
  logger[giveUp ? 'error' : 'warn'](
    { mailId: row.id, kind: row.kind, attempts: row.attempts, err: message },
    giveUp ? 'mail failed for good' : 'mail delivery failed, will retry',
  );
}

/** Extends this instance's claims on rows still being sent. */
async function renewClaims({ db, instanceId }: MailDelivery, ids: string[]) {
  await db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(Date.now() + LOCK_SECONDS * 1000) })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'sending'), eq(mailOutbox.lockedBy, instanceId)));
}

/** MailWorker.releaseOwnClaims: this instance's rows left "sending" are due again at once. */
async function releaseClaims({ db, logger, instanceId }: MailDelivery): Promise<number> {
  const released = await db
    .update(mailOutbox)
    .set({ status: 'pending', lockedUntil: null, lockedBy: null, nextAttemptAt: new Date() })
    .where(and(eq(mailOutbox.status, 'sending'), eq(mailOutbox.lockedBy, instanceId)))
    .returning({ id: mailOutbox.id });
  if (released.length > 0) {
    logger.warn(
      { released: released.length, instanceId },
      'mails this instance was sending when it stopped are due again',
    );
  }
  return released.length;
}
