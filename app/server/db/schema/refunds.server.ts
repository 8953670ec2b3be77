// Refunds after a withdrawal and the cancellation invoices that go with them (app/server/refunds/,
// decision record 023). Both are accounting records: kept 8 years like the invoice they correct.
import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases.server.ts';
import { createdAt } from './columns.server.ts';
import { invoices } from './invoices.server.ts';

export const refundKinds = ['full', 'partial'] as const;
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;

/**
 * Money paid back through the payment provider. A row is written first (pending) and then sent to
 * the provider with the row's id as the idempotency key, so a retry after a timeout never pays twice;
 * failed attempts are retried with backoff by the refund job.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'restrict' }),
    /** The invoice this refund corrects (only cases with an invoice took money). */
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** `full`: everything not yet refunded (at most one per case); `partial`: an amount staff chose. */
    kind: text('kind', { enum: refundKinds }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    /** Staff's reason for a partial refund (the value of the work done, § 357a Abs. 2 BGB). */
    reason: text('reason'),
    /**
     * One request, one refund: `withdrawal:{caseId}` for the automatic one, the form's key for a
     * staff refund (a form sent twice is recorded once).
     */
    requestKey: text('request_key').notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The provider and its payment id the refund goes to ('stripe' + pi_…, 'simulated' + sim_pi_…). */
    paymentProvider: text('payment_provider').notNull(),
    paymentId: text('payment_id'),
    providerRefundId: text('provider_refund_id'),
    /** The provider's own state of the refund when accepted (Stripe: succeeded, pending, requires_action). */
    providerStatus: text('provider_status'),
    /** The staff member who asked for it; null for the automatic refund of a withdrawal. */
    requestedBy: text('requested_by'),
    createdAt: createdAt(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_request_key_idx').on(t.requestKey),
    // Never two full refunds of one case, whichever instance or request asks.
    uniqueIndex('refunds_full_per_case_idx').on(t.caseId).where(sql`${t.kind} = 'full'`),
    index('refunds_case_idx').on(t.caseId),
    index('refunds_due_idx').on(t.status, t.nextAttemptAt),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Gapless cancellation invoice numbers ("ST-2026-000001"): one counter row per year, like invoices. */
export const cancellationCounters = pgTable('cancellation_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * The cancellation invoice (Stornorechnung) of a refund: its own number series, the original
 * invoice's number and date, negative amounts. Kept 8 years (§ 147 AO, § 14b UStG).
 */
export const cancellationInvoices = pgTable(
  'cancellation_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** e.g. ST-2026-000001 */
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    serviceName: text('service_name').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** Negative: the amounts the original invoice is reduced by. */
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    reason: text('reason'),
    /** The PDF as sent: `invoices/{year}/{number}.pdf`, with its checksum. */
    documentKey: text('document_key'),
    documentSha256: char('document_sha256', { length: 64 }),
  },
  (t) => [
    uniqueIndex('cancellation_invoices_refund_idx').on(t.refundId),
    uniqueIndex('cancellation_invoices_year_sequence_idx').on(t.year, t.sequence),
    uniqueIndex('cancellation_invoices_number_idx').on(t.number),
    index('cancellation_invoices_case_idx').on(t.caseId),
    check('cancellation_invoices_negative', sql`${t.grossCents} < 0`),
  ],
);
