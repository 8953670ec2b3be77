// Invoices and their gapless per-year numbering (app/server/invoices/).
import { char, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases.server.ts';

/** Gapless invoice numbers: one counter row per year, incremented under a row lock. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** Accounting record, kept 8 years (§ 147 AO) even after the case data is deleted. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** e.g. EC-2026-000123 */
    invoiceNumber: text('invoice_number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    serviceName: text('service_name').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    /** VAT rate in basis points (1900 = 19 %). */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    paymentProvider: text('payment_provider'),
    paymentId: text('payment_id'),
    /** How it was paid (app/lib/payment-methods.ts PaidWith), printed as "bezahlt per PayPal"; null: unknown. */
    paymentMethod: text('payment_method'),
    /**
     * The PDF as sent, rendered once when the invoice is issued and kept in the file storage for
     * 8 years (§ 14b UStG): `invoices/{year}/{invoiceNumber}.pdf`.
     */
    documentKey: text('document_key'),
    documentSha256: char('document_sha256', { length: 64 }),
  },
  (t) => [
    uniqueIndex('invoices_case_idx').on(t.caseId),
    uniqueIndex('invoices_year_sequence_idx').on(t.year, t.sequence),
    uniqueIndex('invoices_number_idx').on(t.invoiceNumber),
    index('invoices_issued_at_idx').on(t.issuedAt),
  ],
);
