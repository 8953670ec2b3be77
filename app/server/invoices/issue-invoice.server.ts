// The one home of invoices: the gapless per-year number, the invoice row, and the PDF, rendered once
// right after the invoice is issued and kept in the file storage as sent (§ 14b UStG: the document itself
// is kept for 8 years, even after the case data is deleted). Mails attach the stored file.
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ProviderInfo } from '#app/content/types.ts';
import { berlinYear } from '#app/lib/format.ts';
import { isPaidWith } from '#app/lib/payment-methods.ts';
import { VAT_RATE_PERCENT, vatBreakdown } from '#app/lib/services.ts';
import type { Db, Tx } from '../db/db.server.ts';
import { invoiceCounters, invoices } from '../db/schema.server.ts';
import { type FileStorage, readBytes } from '../storage/storage.server.ts';
import { type InvoiceData, renderInvoicePdf } from './invoice-pdf.server.ts';

export type Invoice = typeof invoices.$inferSelect;

/** A rendered invoice is a few kilobytes; anything near this is a bug. */
const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

export interface InvoiceDeps {
  storage: FileStorage;
  provider: ProviderInfo;
}

export interface IssueInvoiceInput {
  caseId: string;
  /** The payment time: the invoice date and the year of the number series. */
  issuedAt: Date;
  serviceName: string;
  caseReference: string;
  customerName: string;
  customerEmail: string;
  grossCents: number;
  /** Our provider name ('stripe', 'simulated'). */
  paymentProvider: string;
  paymentId: string | null;
  /** How it was paid (app/lib/payment-methods.ts PaidWith), printed on the invoice; absent or null: unknown. */
  paymentMethod?: string | null;
}

/** "EC-2026-000123": the series per calendar year (German time), six digits. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `EC-${year}-${String(sequence).padStart(6, '0')}`;
}

/** How the invoice names the provider it was paid through: "über Stripe", or "als Testzahlung (simuliert)". */
export function paymentProviderLabel(provider: string | null): string {
  return provider === 'stripe' ? 'Stripe' : 'Testzahlung (simuliert)';
}

/** Where the PDF of an invoice is kept. */
export function invoiceDocumentKey(invoice: Pick<Invoice, 'year' | 'invoiceNumber'>): string {
  return `invoices/${invoice.year}/${invoice.invoiceNumber}.pdf`;
}

export function invoiceFileName(invoice: Pick<Invoice, 'invoiceNumber'>): string {
  return `Rechnung-${invoice.invoiceNumber}.pdf`;
}

/** The document data of a stored invoice row. */
export function invoiceData(invoice: Invoice): InvoiceData {
  return {
    invoiceNumber: invoice.invoiceNumber,
    issuedAt: invoice.issuedAt,
    serviceName: invoice.serviceName,
    caseReference: invoice.caseId.slice(0, 8),
    customerName: invoice.customerName,
    customerEmail: invoice.customerEmail,
    netCents: invoice.netCents,
    vatCents: invoice.vatCents,
    grossCents: invoice.grossCents,
    vatRatePercent: invoice.vatRateBasisPoints / 100,
    paymentProvider: paymentProviderLabel(invoice.paymentProvider),
    paymentId: invoice.paymentId,
    paymentMethod: isPaidWith(invoice.paymentMethod) ? invoice.paymentMethod : null,
  };
}

/**
 * Issues the invoice for a paid case inside the caller's transaction: takes the next number of the
 * year (the counter row stays locked until the transaction ends, so numbers have no gaps and no
 * duplicates, whichever instance pays) and writes the row. The row is the invoice; its PDF is
 * rendered from it after the commit (storeInvoiceDocument), so that the counter lock is held for
 * two statements, not for a rendering and a file write: payments of one year are numbered one
 * after another, whichever instance takes them.
 */
export async function issueInvoice(tx: Tx, input: IssueInvoiceInput): Promise<Invoice> {
  const year = berlinYear(input.issuedAt);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!counter) throw new Error('invoice counter not written');
  const sequence = counter.lastNumber;
  const amounts = vatBreakdown(input.grossCents, VAT_RATE_PERCENT);
  const [row] = await tx
    .insert(invoices)
    .values({
      caseId: input.caseId,
      year,
      sequence,
      invoiceNumber: formatInvoiceNumber(year, sequence),
      issuedAt: input.issuedAt,
      serviceName: input.serviceName,
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      netCents: amounts.netCents,
      vatCents: amounts.vatCents,
      grossCents: amounts.grossCents,
      vatRateBasisPoints: VAT_RATE_PERCENT * 100,
      paymentProvider: input.paymentProvider,
      paymentId: input.paymentId,
      paymentMethod: input.paymentMethod ?? null,
    })
    .returning();
  if (!row) throw new Error('invoice not written');
  return row;
}

async function* once(content: Buffer): AsyncIterable<Uint8Array> {
  yield content;
}

/**
 * Renders the PDF of an issued invoice and stores it, once: right after the payment's commit, or,
 * if that did not happen (a full disk, a crash in between), when a mail or the status page first
 * needs it. The rendering depends only on the row (the invoice date is the document's creation
 * date, and so its file ID), so two instances that store the same invoice at once write the same
 * bytes; the first to record its checksum wins, the other takes the stored row.
 */
export async function storeInvoiceDocument(db: Db, deps: InvoiceDeps, invoice: Invoice): Promise<Invoice> {
  if (invoice.documentKey) return invoice;
  const pdf = await renderInvoicePdf(invoiceData(invoice), deps.provider);
  const key = invoiceDocumentKey(invoice);
  const stored = await deps.storage.write(key, once(pdf), { maxBytes: MAX_DOCUMENT_BYTES });
  const [updated] = await db
    .update(invoices)
    .set({ documentKey: key, documentSha256: stored.sha256 })
    .where(and(eq(invoices.id, invoice.id), isNull(invoices.documentKey)))
    .returning();
  if (updated) return updated;
  const [current] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
  if (!current) throw new Error(`invoice ${invoice.id} vanished`);
  return current;
}

/**
 * The invoice PDF as it was sent: the stored file. Invoices issued before documents were stored, or
 * while the disk was full, get theirs rendered and stored now, once.
 */
export async function invoiceDocument(
  db: Db,
  deps: InvoiceDeps,
  invoiceId: string,
): Promise<{ filename: string; content: Buffer }> {
  let [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw new Error(`invoice ${invoiceId} missing`);
  if (!invoice.documentKey) invoice = await storeInvoiceDocument(db, deps, invoice);
  const key = invoice.documentKey as string;
  const content = await readBytes(deps.storage, key);
  // What was sent must be what is kept: a changed or damaged file is never attached.
  if (invoice.documentSha256 && createHash('sha256').update(content).digest('hex') !== invoice.documentSha256) {
    throw new Error(`invoice document ${key} does not match its checksum`);
  }
  return { filename: invoiceFileName(invoice), content };
}
