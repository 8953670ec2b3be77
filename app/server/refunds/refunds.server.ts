// Money back after a withdrawal (§ 357 BGB: within 14 days, to the means of payment used; decision
// record 023). A refund is a row first, then a provider call:
// - a paid case withdrawn before work began gets its full refund row in the withdrawal's own
//   transaction (refundOnWithdrawal); a case withdrawn during work waits for staff, who refund all
//   or part of it with a reason (requestStaffRefund, § 357a Abs. 2 BGB);
// - processRefund sends a row to the provider with the row's id as idempotency key, under a short
//   work claim; success issues the cancellation invoice and queues the mail in one transaction,
//   failure is recorded and retried with backoff by the refund worker (every minute, any instance).
// Never twice: one row per request key, at most one full refund per case, a partial amount checked
// under the case's row lock against what was paid and already refunded, and the provider's
// idempotency key per row.
import { addDays } from 'date-fns/addDays';
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ProviderInfo } from '#app/content/types.ts';
import { formatEuro } from '#app/lib/format.ts';
import { isPaidWith } from '#app/lib/payment-methods.ts';
import { caseReference, serviceName } from '#app/lib/services.ts';
import { isAdmin, type StaffRole } from '#app/lib/staff-roles.ts';
import { statusPageUrl } from '../customer/order-summary.server.ts';
import type { Db, DbOrTx, Tx } from '../db/db.server.ts';
import { auditLog, cases, clients, invoices, refunds } from '../db/schema.server.ts';
import { issueCancellationInvoice, storeCancellationDocument } from '../invoices/cancellation-invoice.server.ts';
import { claimWork, releaseWork } from '../jobs/work-claim.server.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import { refundMail } from '../mail/templates.server.ts';
import type { PaymentProvider } from '../payments/provider.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';
import { isStorageFull } from '../storage/storage-full.server.ts';

export type Refund = typeof refunds.$inferSelect;

export interface RefundDeps {
  db: Db;
  payments: PaymentProvider;
  /** Where the cancellation invoice's PDF is kept. */
  storage: FileStorage;
  provider: ProviderInfo;
  siteUrl: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Called after a commit that queued the refund mail (wakes the mail worker). */
  onMailQueued?: () => void;
}

/** How long one refund's claim lasts: far longer than a provider call takes. */
const CLAIM_SECONDS = 120;
const BATCH = 20;
/** The longest wait between two attempts: a refund owed is retried at least four times a day. */
const MAX_BACKOFF_SECONDS = 6 * 3600;

/** § 357 Abs. 1 BGB: the payment comes back within 14 days of the withdrawal's receipt. */
export const REFUND_DAYS = 14;

/** The last day of the refund period of a withdrawal. */
export function refundDueBy(withdrawnAt: Date): Date {
  return addDays(withdrawnAt, REFUND_DAYS);
}

/** 1 min, 2 min, 4 min … at most 6 hours between attempts. */
export function refundBackoffSeconds(attempts: number): number {
  return Math.min(MAX_BACKOFF_SECONDS, 60 * 2 ** Math.max(0, attempts - 1));
}

/** Where the case stands: what was paid (the invoice), what is refunded or on its way, what is left. */
export async function refundBalance(db: DbOrTx, caseId: string) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.caseId, caseId));
  const [sum] = await db
    .select({ committed: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.caseId, caseId));
  const paidCents = invoice?.grossCents ?? 0;
  const committedCents = sum?.committed ?? 0;
  return { invoice, paidCents, committedCents, refundableCents: Math.max(0, paidCents - committedCents) };
}

/**
 * In the withdrawal's transaction, for a paid case withdrawn before work began: the full refund row
 * (pending), sent to the provider after the commit. Nothing for a case paid with a voucher (no
 * invoice, no money) or already refunded. Returns the row's id, or null.
 */
export async function refundOnWithdrawal(
  tx: Tx,
  { caseId, requestId }: { caseId: string; requestId?: string },
): Promise<string | null> {
  const [current] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('update');
  if (current?.status !== 'withdrawn' || current.startedAt !== null) return null;
  const { invoice, refundableCents } = await refundBalance(tx, caseId);
  if (!invoice || refundableCents <= 0) return null;
  const [row] = await tx
    .insert(refunds)
    .values({
      caseId,
      invoiceId: invoice.id,
      kind: 'full',
      amountCents: refundableCents,
      currency: current.currency,
      requestKey: `withdrawal:${caseId}`,
      paymentProvider: invoice.paymentProvider ?? current.paymentProvider ?? 'unknown',
      paymentId: invoice.paymentId ?? current.paymentId,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  if (!row) return null;
  await tx.insert(auditLog).values({
    requestId,
    actorType: 'system',
    action: 'case.refund.requested',
    entityType: 'case',
    entityId: caseId,
    details: { refundId: row.id, kind: 'full', amountCents: refundableCents },
  });
  return row.id;
}

/**
 * In the decline's transaction (app/server/decline/): staff refused the order, so the customer gets
 * everything back whether or not work had begun (we ended the contract, not the customer). The full
 * refund row (pending), sent after the commit; the cancellation invoice follows its success. Nothing
 * for a case paid with a voucher (no invoice, no money) or already refunded. Returns the row's id, or null.
 */
export async function refundOnDecline(
  tx: Tx,
  { caseId, requestId, staffId }: { caseId: string; requestId?: string; staffId: string },
): Promise<string | null> {
  const [current] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('update');
  if (current?.status !== 'declined') return null;
  const { invoice, refundableCents } = await refundBalance(tx, caseId);
  if (!invoice || refundableCents <= 0) return null;
  const [row] = await tx
    .insert(refunds)
    .values({
      caseId,
      invoiceId: invoice.id,
      kind: 'full',
      amountCents: refundableCents,
      currency: current.currency,
      requestKey: `decline:${caseId}`,
      paymentProvider: invoice.paymentProvider ?? current.paymentProvider ?? 'unknown',
      paymentId: invoice.paymentId ?? current.paymentId,
      requestedBy: staffId,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  if (!row) return null;
  await tx.insert(auditLog).values({
    requestId,
    actorType: 'staff',
    actorId: staffId,
    action: 'case.refund.requested',
    entityType: 'case',
    entityId: caseId,
    details: { refundId: row.id, kind: 'full', amountCents: refundableCents, cause: 'declined' },
  });
  return row.id;
}

export type StaffRefundResult =
  | { ok: true; refundId: string; duplicate: boolean }
  | { ok: false; status: number; message: string; field?: 'amount' | 'reason' };

/** "12,50", "12.50", "12 €", "12": cents, or null when it is not an amount of money. */
export function parseEuroAmount(input: string): number | null {
  const cleaned = input.replace(/\s|€/g, '').replace(/^EUR/i, '');
  const match = /^(\d{1,6})(?:[,.](\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export const MAX_REASON_LENGTH = 1000;

/** A specialist's (Prüfer's) refund request: money is the owner's (decision record 027). */
export const REFUND_ADMIN_ONLY_MESSAGE = 'Erstattungen kann nur der Inhaber veranlassen.';

/**
 * Staff refund all or part of a withdrawn case's payment (the case view's form). The amount is
 * checked under the case's row lock against what was paid and already refunded (0 < amount ≤ paid −
 * refunded); part of it needs a reason (the value of the work done, § 357a Abs. 2 BGB). The form's
 * key makes a form sent twice one refund. Money is the owner's: only an admin (Inhaber) may refund,
 * checked here with the role the staff guard read from the account, whichever route calls it
 * (decision record 027); a specialist gets 403 and nothing is written. The audit log names who did.
 */
export async function requestStaffRefund(
  db: Db,
  actor: { staffId: string; requestId: string; role: StaffRole },
  caseId: string,
  input: { amount: string; reason: string; requestKey: string },
): Promise<StaffRefundResult> {
  if (!isAdmin(actor)) return { ok: false, status: 403, message: REFUND_ADMIN_ONLY_MESSAGE };
  const amountCents = parseEuroAmount(input.amount.trim());
  const reason = input.reason.trim();
  const requestKey = input.requestKey.trim();
  if (!/^[A-Za-z0-9-]{16,64}$/.test(requestKey)) {
    return { ok: false, status: 400, message: 'Das Formular ist veraltet. Bitte laden Sie die Seite neu.' };
  }
  if (amountCents === null) {
    return {
      ok: false,
      status: 400,
      field: 'amount',
      message: 'Bitte geben Sie den Betrag in Euro an, zum Beispiel 19,50.',
    };
  }
  if (reason.length > MAX_REASON_LENGTH) {
    return {
      ok: false,
      status: 400,
      field: 'reason',
      message: `Die Begründung darf höchstens ${MAX_REASON_LENGTH} Zeichen lang sein.`,
    };
  }
  return db.transaction(async (tx): Promise<StaffRefundResult> => {
    const [earlier] = await tx.select().from(refunds).where(eq(refunds.requestKey, requestKey));
    if (earlier) {
      return earlier.caseId === caseId
        ? { ok: true, refundId: earlier.id, duplicate: true }
        : { ok: false, status: 400, message: 'Das Formular ist veraltet. Bitte laden Sie die Seite neu.' };
    }
    const [current] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('update');
    if (!current) return { ok: false, status: 404, message: 'Diesen Fall gibt es nicht.' };
    if (current.status !== 'withdrawn') {
      return { ok: false, status: 409, message: 'Erstatten lässt sich nur ein widerrufener Auftrag.' };
    }
    const { invoice, paidCents, refundableCents } = await refundBalance(tx, caseId);
    if (!invoice || paidCents <= 0) {
      return { ok: false, status: 409, message: 'Für diesen Auftrag wurde nichts bezahlt (keine Rechnung).' };
    }
    if (amountCents <= 0 || amountCents > refundableCents) {
      return {
        ok: false,
        status: 400,
        field: 'amount',
        message:
          refundableCents === 0
            ? 'Die Zahlung ist bereits vollständig erstattet.'
            : `Der Betrag muss größer als 0 € und höchstens ${formatEuro(refundableCents)} sein (bezahlt ${formatEuro(paidCents)}, bereits erstattet oder veranlasst ${formatEuro(paidCents - refundableCents)}).`,
      };
    }
    const kind = amountCents === paidCents ? 'full' : 'partial';
    if (kind === 'partial' && reason.length < 10) {
      return {
        ok: false,
        status: 400,
        field: 'reason',
        message:
          'Bitte begründen Sie die Teilerstattung in mindestens 10 Zeichen: welcher Teil der Prüfung bis zum Widerruf erbracht war.',
      };
    }
    const [row] = await tx
      .insert(refunds)
      .values({
        caseId,
        invoiceId: invoice.id,
        kind,
        amountCents,
        currency: current.currency,
        reason: reason || null,
        requestKey,
        paymentProvider: invoice.paymentProvider ?? current.paymentProvider ?? 'unknown',
        paymentId: invoice.paymentId ?? current.paymentId,
        requestedBy: actor.staffId,
      })
      .returning({ id: refunds.id });
    if (!row) throw new Error('refund not written');
    await tx.insert(auditLog).values({
      requestId: actor.requestId,
      actorType: 'staff',
      actorId: actor.staffId,
      action: 'case.refund.requested',
      entityType: 'case',
      entityId: caseId,
      details: { refundId: row.id, kind, amountCents, reason: reason || null },
    });
    return { ok: true, refundId: row.id, duplicate: false };
  });
}

/**
 * Sends one refund to the provider, unless another instance holds it or it is done. Returns its
 * status afterwards ('busy' when another holder has it).
 */
export async function processRefund(
  deps: RefundDeps,
  refundId: string,
  now = new Date(),
): Promise<Refund['status'] | 'busy' | 'missing'> {
  const claim = `refund:${refundId}`;
  if (!(await claimWork(deps.db, claim, CLAIM_SECONDS, now))) return 'busy';
  try {
    const [refund] = await deps.db.select().from(refunds).where(eq(refunds.id, refundId));
    if (!refund) return 'missing';
    if (refund.status === 'succeeded') return 'succeeded';
    let accepted: { refundId: string; status: string };
    try {
      if (!refund.paymentId) throw new Error('no payment id to refund');
      if (refund.paymentProvider !== deps.payments.name) {
        throw new Error(`paid with ${refund.paymentProvider}, but ${deps.payments.name} is configured`);
      }
      accepted = await deps.payments.refund({
        paymentId: refund.paymentId,
        amountCents: refund.amountCents,
        currency: refund.currency.toLowerCase(),
        // The same key for every attempt of this row: a retry gets the first attempt's refund back.
        idempotencyKey: `echtcheck-refund-${refund.id}`,
        caseId: refund.caseId,
      });
    } catch (error) {
      await recordFailure(deps, refund, error, now);
      return 'failed';
    }
    const cancellationId = await recordSuccess(deps, refund, accepted, now);
    if (cancellationId) await storeDocumentAfterRefund(deps, cancellationId);
    deps.onMailQueued?.();
    return 'succeeded';
  } finally {
    await releaseWork(deps.db, claim).catch(() => undefined);
  }
}

async function recordFailure(deps: RefundDeps, refund: Refund, error: unknown, now: Date): Promise<void> {
  const attempts = refund.attempts + 1;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const nextAttemptAt = new Date(now.getTime() + refundBackoffSeconds(attempts) * 1000);
  deps.logger.warn({ err: error, refundId: refund.id, caseId: refund.caseId, attempts }, 'refund failed; retried');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(refunds)
      .set({ status: 'failed', attempts, lastError: message, nextAttemptAt })
      .where(and(eq(refunds.id, refund.id), ne(refunds.status, 'succeeded')));
    await tx.insert(auditLog).values({
      actorType: 'system',
      action: 'case.refund.failed',
      entityType: 'case',
      entityId: refund.caseId,
      details: { refundId: refund.id, attempts, error: message, nextAttemptAt: nextAttemptAt.toISOString() },
    });
  });
}

/**
 * The provider accepted the refund: one transaction marks the row succeeded, issues the
 * cancellation invoice and queues the customer's mail with it. Returns the cancellation invoice's
 * id, or null when another holder recorded the success first.
 */
async function recordSuccess(
  deps: RefundDeps,
  refund: Refund,
  accepted: { refundId: string; status: string },
  now: Date,
): Promise<string | null> {
  return deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(refunds)
      .set({
        status: 'succeeded',
        attempts: refund.attempts + 1,
        providerRefundId: accepted.refundId,
        providerStatus: accepted.status,
        succeededAt: now,
        lastError: null,
      })
      .where(and(eq(refunds.id, refund.id), ne(refunds.status, 'succeeded')))
      .returning();
    if (!done) return null;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, done.invoiceId));
    if (!invoice) throw new Error(`invoice ${done.invoiceId} missing`);
    const cancellation = await issueCancellationInvoice(tx, { refund: done, invoice, issuedAt: now });
    const [owner] = await tx
      .select({
        caseType: cases.caseType,
        statusToken: cases.statusToken,
        withdrawnAt: cases.withdrawnAt,
        declinedAt: cases.declinedAt,
        paymentMethod: cases.paymentMethod,
        firstName: clients.firstName,
        lastName: clients.lastName,
        email: clients.email,
      })
      .from(cases)
      .innerJoin(clients, eq(clients.id, cases.clientId))
      .where(eq(cases.id, done.caseId));
    const reference = caseReference(done.caseId);
    const mail = refundMail(
      {
        reference,
        serviceName: owner ? serviceName(owner.caseType) : invoice.serviceName,
        // The invoice keeps the name and address it was issued to (the client may be anonymised).
        customerName: invoice.customerName,
        amountCents: done.amountCents,
        paidCents: invoice.grossCents,
        partial: done.kind === 'partial',
        reason: done.reason,
        refundedAt: now,
        withdrawnAt: owner?.withdrawnAt ?? null,
        declinedAt: owner?.declinedAt ?? null,
        cancellationNumber: cancellation.number,
        invoiceNumber: invoice.invoiceNumber,
        invoiceDate: invoice.issuedAt,
        statusUrl: owner?.statusToken ? statusPageUrl(deps.siteUrl, owner.statusToken) : null,
        paymentMethod: [invoice.paymentMethod, owner?.paymentMethod].find(isPaidWith) ?? null,
      },
      deps.provider,
      deps.siteUrl,
    );
    await enqueueMail(tx, {
      ...mail,
      kind: 'refund-confirmation',
      dedupeKey: `refund-confirmation:${done.id}`,
      to: owner?.email || invoice.customerEmail,
      caseId: done.caseId,
      attachments: [{ kind: 'cancellation', cancellationId: cancellation.id }],
    });
    await tx.insert(auditLog).values({
      actorType: 'system',
      action: 'case.refund.succeeded',
      entityType: 'case',
      entityId: done.caseId,
      details: {
        refundId: done.id,
        amountCents: done.amountCents,
        providerRefundId: accepted.refundId,
        providerStatus: accepted.status,
        cancellationNumber: cancellation.number,
      },
    });
    deps.logger.info(
      { refundId: done.id, caseId: done.caseId, cancellationNumber: cancellation.number },
      'refund succeeded',
    );
    return cancellation.id;
  });
}

/** The PDF right after the commit; if that fails, the mail worker renders it when it attaches it. */
async function storeDocumentAfterRefund(deps: RefundDeps, cancellationId: string): Promise<void> {
  try {
    await storeCancellationDocument(deps.db, deps, cancellationId);
  } catch (error) {
    if (isStorageFull(error)) return;
    deps.logger.warn({ err: error, cancellationId }, 'cancellation document not stored; the mail worker retries');
  }
}

/** Every refund due now (new, or failed and its backoff over), oldest first; returns how many succeeded. */
export async function processDueRefunds(deps: RefundDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(inArray(refunds.status, ['pending', 'failed']), lte(refunds.nextAttemptAt, now)))
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(BATCH);
  let succeeded = 0;
  for (const { id } of due) {
    if ((await processRefund(deps, id, now)) === 'succeeded') succeeded++;
  }
  return succeeded;
}

export interface RefundWorker {
  /** Sends the due refunds now (a withdrawal just queued one); the timer runs them anyway. */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

/** Runs processDueRefunds at start, every `intervalMs` (a minute) and when woken; never two runs at once. */
export function createRefundWorker(deps: RefundDeps, intervalMs = 60_000): RefundWorker {
  let running: Promise<void> | undefined;
  let again = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await processDueRefunds(deps);
      } while (again);
    })()
      .catch((error: unknown) => deps.logger.error({ err: error }, 'refund run failed'))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    wake: run,
    start() {
      run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
