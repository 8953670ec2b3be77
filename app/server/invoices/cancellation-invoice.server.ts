// Cancellation invoices (Stornorechnungen) of refunds after a withdrawal (decision record 023): their
// own gapless series per year ("ST-2026-000001", § 14 Abs. 4 Nr. 4 UStG allows several series), the
// original invoice's number and date, negative amounts. Like an invoice, the row is written in the
// refund's transaction and the PDF is rendered and stored once afterwards, kept 8 years (§ 14b UStG).
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { berlinYear } from '#app/lib/format.ts';
import { isPaidWith } from '#app/lib/payment-methods.ts';
import { vatBreakdown } from '#app/lib/services.ts';
import type { Db, Tx } from '../db/db.server.ts';
import { cancellationCounters, cancellationInvoices, invoices, type refunds } from '../db/schema.server.ts';
import { readBytes } from '../storage/storage.server.ts';
import { type InvoiceData, renderInvoicePdf } from './invoice-pdf.server.ts';
import { type Invoice, type InvoiceDeps, paymentProviderLabel } from './issue-invoice.server.ts';

export type CancellationInvoice = typeof cancellationInvoices.$inferSelect;
type Refund = typeof refunds.$inferSelect;

const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** "ST-2026-000001": the cancellation series per calendar year (German time), six digits. */
export function formatCancellationNumber(year: number, sequence: number): string {
  return `ST-${year}-${String(sequence).padStart(6, '0')}`;
}

export function cancellationFileName(cancellation: Pick<CancellationInvoice, 'number'>): string {
  return `Stornorechnung-${cancellation.number}.pdf`;
}

/**
 * The negative amounts: a full refund of an untouched invoice reverses its own net and VAT to the
 * cent, so that invoice and cancellation add up to zero; any other refund is split at the invoice's rate.
 */
function cancelledAmounts(refund: Refund, invoice: Invoice) {
  const rate = invoice.vatRateBasisPoints / 100;
  const amounts =
    refund.amountCents === invoice.grossCents
      ? { netCents: invoice.netCents, vatCents: invoice.vatCents, grossCents: invoice.grossCents }
      : vatBreakdown(refund.amountCents, rate);
  return { netCents: -amounts.netCents, vatCents: -amounts.vatCents, grossCents: -amounts.grossCents };
}

/**
 * Issues the cancellation invoice of a refund inside the caller's transaction (the refund's success):
 * the next number of the year under the counter row's lock, so the series has no gaps and no
 * duplicates whichever instance refunds. One per refund (unique refund_id).
 */
export async function issueCancellationInvoice(
  tx: Tx,
  input: { refund: Refund; invoice: Invoice; issuedAt: Date },
): Promise<CancellationInvoice> {
  const year = berlinYear(input.issuedAt);
  const [counter] = await tx
    .insert(cancellationCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: cancellationCounters.year,
      set: { lastNumber: sql`${cancellationCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: cancellationCounters.lastNumber });
  if (!counter) throw new Error('cancellation counter not written');
  const [row] = await tx
    .insert(cancellationInvoices)
    .values({
      refundId: input.refund.id,
      invoiceId: input.invoice.id,
      caseId: input.refund.caseId,
      year,
      sequence: counter.lastNumber,
      number: formatCancellationNumber(year, counter.lastNumber),
      issuedAt: input.issuedAt,
      serviceName: input.invoice.serviceName,
      customerName: input.invoice.customerName,
      customerEmail: input.invoice.customerEmail,
      ...cancelledAmounts(input.refund, input.invoice),
      vatRateBasisPoints: input.invoice.vatRateBasisPoints,
      reason: input.refund.kind === 'partial' ? input.refund.reason : null,
    })
    .returning();
  if (!row) throw new Error('cancellation invoice not written');
  return row;
}

/** The document data of a cancellation invoice and the invoice it corrects. */
export function cancellationData(
  cancellation: CancellationInvoice,
  invoice: Pick<
    Invoice,
    'invoiceNumber' | 'issuedAt' | 'grossCents' | 'paymentProvider' | 'paymentId' | 'paymentMethod'
  >,
): InvoiceData {
  return {
    invoiceNumber: cancellation.number,
    issuedAt: cancellation.issuedAt,
    serviceName: cancellation.serviceName,
    caseReference: cancellation.caseId.slice(0, 8),
    customerName: cancellation.customerName,
    customerEmail: cancellation.customerEmail,
    netCents: cancellation.netCents,
    vatCents: cancellation.vatCents,
    grossCents: cancellation.grossCents,
    vatRatePercent: cancellation.vatRateBasisPoints / 100,
    paymentProvider: paymentProviderLabel(invoice.paymentProvider),
    paymentId: invoice.paymentId,
    paymentMethod: isPaidWith(invoice.paymentMethod) ? invoice.paymentMethod : null,
    cancels: {
      invoiceNumber: invoice.invoiceNumber,
      issuedAt: invoice.issuedAt,
      partial: -cancellation.grossCents !== invoice.grossCents,
      reason: cancellation.reason,
    },
  };
}

async function* once(content: Buffer): AsyncIterable<Uint8Array> {
  yield content;
}

async function loadPair(db: Db, cancellationId: string) {
  const [cancellation] = await db
    .select()
    .from(cancellationInvoices)
    .where(eq(cancellationInvoices.id, cancellationId));
  if (!cancellation) throw new Error(`cancellation invoice ${cancellationId} missing`);
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, cancellation.invoiceId));
  if (!invoice) throw new Error(`invoice ${cancellation.invoiceId} missing`);
  return { cancellation, invoice };
}

/**
 * Renders and stores the PDF once (right after the refund's commit, or when a mail or the status
 * page first needs it). The rendering depends only on the rows, so two instances write the same
 * bytes; the first to record its checksum wins.
 */
export async function storeCancellationDocument(
  db: Db,
  deps: InvoiceDeps,
  cancellationId: string,
): Promise<CancellationInvoice> {
  const { cancellation, invoice } = await loadPair(db, cancellationId);
  if (cancellation.documentKey) return cancellation;
  const pdf = await renderInvoicePdf(cancellationData(cancellation, invoice), deps.provider);
  const key = `invoices/${cancellation.year}/${cancellation.number}.pdf`;
  const stored = await deps.storage.write(key, once(pdf), { maxBytes: MAX_DOCUMENT_BYTES });
  const [updated] = await db
    .update(cancellationInvoices)
    .set({ documentKey: key, documentSha256: stored.sha256 })
    .where(and(eq(cancellationInvoices.id, cancellation.id), isNull(cancellationInvoices.documentKey)))
    .returning();
  if (updated) return updated;
  return (await loadPair(db, cancellationId)).cancellation;
}

/** The cancellation invoice's PDF as it was sent (the stored file, checked against its checksum). */
export async function cancellationDocument(
  db: Db,
  deps: InvoiceDeps,
  cancellationId: string,
): Promise<{ filename: string; content: Buffer }> {
  const cancellation = await storeCancellationDocument(db, deps, cancellationId);
  const key = cancellation.documentKey as string;
  const content = await readBytes(deps.storage, key);
  if (
    cancellation.documentSha256 &&
    createHash('sha256').update(content).digest('hex') !== cancellation.documentSha256
  ) {
    throw new Error(`cancellation document ${key} does not match its checksum`);
  }
  return { filename: cancellationFileName(cancellation), content };
}
