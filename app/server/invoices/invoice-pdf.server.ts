// The invoice as an A4 PDF: a Kleinbetragsrechnung (§ 33 UStDV), with net, VAT and gross anyway.
// Rendered once, when the invoice is issued (./issue-invoice.server.ts); the stored file is what
// every mail attaches. The same layout renders a cancellation invoice (./cancellation-invoice.server.ts):
// its own number, the original invoice's number and date, negative amounts.
import type { ProviderInfo } from '../../content/types.ts';
import { formatDate, formatEuro } from '../../lib/format.ts';
import { type PaidWith, paidWithText } from '../../lib/payment-methods.ts';
import {
  COLOR_BRAND,
  COLOR_FILL,
  COLOR_MUTED,
  COLOR_RULE,
  COLOR_TEXT,
  contentWidth,
  createDocument,
  type Doc,
  drawFooters,
  finish,
  toWinAnsi,
} from '../pdf/primitives.server.ts';

/** What the invoice document shows; stored with the invoice row. */
export interface InvoiceData {
  /** e.g. "EC-2026-000123" */
  invoiceNumber: string;
  issuedAt: Date;
  serviceName: string;
  caseReference: string;
  customerName: string;
  customerEmail: string;
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** 19 */
  vatRatePercent: number;
  /** 'Stripe', or 'Testzahlung (simuliert)' for the simulated provider (paymentProviderLabel). */
  paymentProvider: string;
  paymentId: string | null;
  /** How the customer paid (invoices.payment_method); null or absent when unknown: no method named. */
  paymentMethod?: PaidWith | null;
  /** Set for a cancellation invoice (Stornorechnung): the invoice it corrects and why. */
  cancels?: CancelledInvoice;
}

/** What a cancellation invoice says about the invoice it corrects (decision record 023). */
export interface CancelledInvoice {
  invoiceNumber: string;
  issuedAt: Date;
  /** Part of the amount (a partial refund after work had begun, § 357a Abs. 2 BGB). */
  partial: boolean;
  /** Staff's reason for a partial refund. */
  reason: string | null;
}

function providerLines(p: ProviderInfo): string[] {
  return [
    p.street,
    `${p.postalCode} ${p.city}`,
    p.country,
    `E-Mail: ${p.email}`,
    `Telefon: ${p.phone}`,
    ...(p.vatId.trim() === '' ? [] : [`USt-IdNr.: ${p.vatId}`]),
    ...(p.register.trim() === '' ? [] : [p.register]),
  ].filter((line) => line.trim() !== '');
}

/** Label/value rows in two columns starting at (x, y); returns the y below the last row. */
function labelValueRows(
  doc: Doc,
  rows: readonly (readonly [string, string])[],
  x: number,
  y: number,
  labelWidth: number,
  valueWidth: number,
): number {
  let cursor = y;
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(9.5).fillColor(COLOR_MUTED);
    doc.text(toWinAnsi(label), x, cursor, { width: labelWidth });
    const labelBottom = doc.y;
    doc.font('Helvetica').fontSize(9.5).fillColor(COLOR_TEXT);
    doc.text(toWinAnsi(value), x + labelWidth, cursor, { width: valueWidth });
    cursor = Math.max(labelBottom, doc.y) + 3;
  }
  return cursor;
}

/** The inner padding of the items table's cells, also the right inset of the totals' amounts. */
const CELL_PADDING = 6;

/** The invoice for one paid check as an A4 PDF. */
export function renderInvoicePdf(invoice: InvoiceData, provider: ProviderInfo): Promise<Buffer> {
  const title = invoice.cancels ? 'Stornorechnung' : 'Rechnung';
  const doc = createDocument(
    `${title} ${invoice.invoiceNumber}`,
    provider,
    `${title} zur Auftragsnummer ${invoice.caseReference}`,
    invoice.issuedAt,
  );
  let y = drawHeading(doc, provider, title);
  y = drawParties(doc, invoice, y);
  y = drawItems(doc, invoice, y);
  y = drawTotals(doc, invoice, y);
  if (invoice.cancels) drawRefundNote(doc, invoice, invoice.cancels, provider, y);
  else drawPaymentNote(doc, invoice, provider, y);
  drawFooters(doc, provider, false);
  return finish(doc);
}

/**
 * Brand and provider block (full name and address of the provider, § 33 UStDV), then the title.
 * Returns the y below it.
 */
function drawHeading(doc: Doc, provider: ProviderInfo, title: string): number {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.page.margins.top;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(COLOR_BRAND).text('Echtcheck', left, top);
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(COLOR_TEXT);
  const blockX = left + width / 2;
  doc.text(toWinAnsi(provider.companyName), blockX, top, { width: width / 2, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor(COLOR_MUTED);
  doc.text(toWinAnsi(providerLines(provider).join('\n')), blockX, doc.y + 1, {
    width: width / 2,
    align: 'right',
    lineGap: 1,
  });
  const y = Math.max(doc.y, top + 40) + 28;

  doc.font('Helvetica-Bold').fontSize(24).fillColor(COLOR_TEXT).text(title, left, y);
  return doc.y + 14;
}

/** Customer (left) and invoice data (right) from `y`; returns the y below both. */
function drawParties(doc: Doc, invoice: InvoiceData, y: number): number {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const half = width / 2 - 10;
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(COLOR_MUTED).text('Rechnungsempfänger', left, y, { width: half });
  doc.font('Helvetica').fontSize(10.5).fillColor(COLOR_TEXT);
  doc.text(toWinAnsi(invoice.customerName), left, doc.y + 2, { width: half });
  doc.text(toWinAnsi(invoice.customerEmail), left, doc.y, { width: half });
  const customerBottom = doc.y;

  // A cancellation invoice names the invoice it corrects by number and date (§ 14 Abs. 4 UStG).
  const rows: [string, string][] = invoice.cancels
    ? [
        ['Stornonummer', invoice.invoiceNumber],
        ['Datum', formatDate(invoice.issuedAt)],
        ['Zur Rechnung', invoice.cancels.invoiceNumber],
        ['Rechnungsdatum', formatDate(invoice.cancels.issuedAt)],
        ['Auftragsnummer', invoice.caseReference],
      ]
    : [
        ['Rechnungsnummer', invoice.invoiceNumber],
        ['Rechnungsdatum', formatDate(invoice.issuedAt)],
        ['Auftragsnummer', invoice.caseReference],
      ];
  const metaBottom = labelValueRows(doc, rows, left + width / 2 + 10, y, 105, half - 105);
  return Math.max(customerBottom, metaBottom) + 28;
}

/** The items table (its head and the one item) from `y`; returns the y below its rule. */
function drawItems(doc: Doc, invoice: InvoiceData, top: number): number {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  let y = top;
  const cols = { pos: 40, qty: 55, amount: 95 };
  const descWidth = width - cols.pos - cols.qty - cols.amount;
  const xPos = left;
  const xDesc = xPos + cols.pos;
  const xQty = xDesc + descWidth;
  const xAmount = xQty + cols.qty;
  const pad = CELL_PADDING;

  doc.rect(left, y, width, 22).fill(COLOR_FILL);
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(COLOR_TEXT);
  doc.text('Pos.', xPos + pad, y + 7, { width: cols.pos - pad });
  doc.text('Beschreibung', xDesc + pad, y + 7, { width: descWidth - 2 * pad });
  doc.text('Menge', xQty, y + 7, { width: cols.qty - pad, align: 'right' });
  doc.text('Betrag netto', xAmount, y + 7, { width: cols.amount - pad, align: 'right' });
  y += 22;

  const service = `${invoice.serviceName} – Profil-Prüfung (Auftragsnummer ${invoice.caseReference})`;
  const description = toWinAnsi(
    invoice.cancels ? `${invoice.cancels.partial ? 'Teilstorno' : 'Storno'} nach Widerruf: ${service}` : service,
  );
  doc.font('Helvetica').fontSize(10);
  const rowHeight = doc.heightOfString(description, { width: descWidth - 2 * pad }) + 2 * pad + 4;
  doc.fillColor(COLOR_TEXT);
  doc.text('1', xPos + pad, y + pad + 2, { width: cols.pos - pad });
  doc.text(description, xDesc + pad, y + pad + 2, { width: descWidth - 2 * pad });
  doc.text('1', xQty, y + pad + 2, { width: cols.qty - pad, align: 'right' });
  doc.text(formatEuro(invoice.netCents), xAmount, y + pad + 2, { width: cols.amount - pad, align: 'right' });
  y += rowHeight;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.75)
    .strokeColor(COLOR_RULE)
    .stroke();
  return y + 12;
}

/** Net, VAT and gross, right-aligned from `y`; returns the y below them. */
function drawTotals(doc: Doc, invoice: InvoiceData, top: number): number {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  let y = top;
  const totalsLabelX = left + width - 270;
  const totalsLabelWidth = 170;
  const totalsValueX = totalsLabelX + totalsLabelWidth;
  const totalsValueWidth = 100 - CELL_PADDING;
  const totalRow = (label: string, cents: number, bold: boolean) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 10)
      .fillColor(COLOR_TEXT);
    doc.text(toWinAnsi(label), totalsLabelX, y, { width: totalsLabelWidth });
    doc.text(formatEuro(cents), totalsValueX, y, { width: totalsValueWidth, align: 'right' });
    y = doc.y + 5;
  };
  totalRow('Nettobetrag', invoice.netCents, false);
  totalRow(`zzgl. ${invoice.vatRatePercent} % USt.`, invoice.vatCents, false);
  doc
    .moveTo(totalsLabelX, y)
    .lineTo(left + width, y)
    .lineWidth(0.75)
    .strokeColor(COLOR_TEXT)
    .stroke();
  y += 6;
  totalRow('Gesamtbetrag', invoice.grossCents, true);
  return y + 22;
}

/** "über Stripe"; a simulated payment says so ("als Testzahlung (simuliert)"). */
function via(invoice: InvoiceData): string {
  return invoice.paymentProvider === 'Stripe' ? 'über Stripe' : `als ${invoice.paymentProvider}`;
}

/** "auf Ihr PayPal-Konto erstattet": where a refund went, by the way the customer paid. */
function refundTarget(method: PaidWith | null | undefined): string {
  switch (method) {
    case 'card':
      return 'auf Ihre Karte erstattet';
    case 'apple_pay':
      return 'auf die Karte erstattet, mit der Sie über Apple Pay bezahlt haben';
    case 'google_pay':
      return 'auf die Karte erstattet, mit der Sie über Google Pay bezahlt haben';
    case 'paypal':
      return 'auf Ihr PayPal-Konto erstattet';
    case 'klarna':
      return 'zu Ihren Gunsten an Klarna erstattet';
    case 'sepa_debit':
      return 'auf das Bankkonto erstattet, von dem wir ihn per Lastschrift eingezogen haben';
    default:
      return 'auf das Zahlungsmittel erstattet, mit dem Sie bezahlt haben';
  }
}

/** How and when it was paid (nothing is due), and where to ask. */
function drawPaymentNote(doc: Doc, invoice: InvoiceData, provider: ProviderInfo, y: number): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font('Helvetica').fontSize(10).fillColor(COLOR_TEXT);
  doc.text(
    toWinAnsi(
      `Bezahlt ${[paidWithText(invoice.paymentMethod), via(invoice)].filter(Boolean).join(' ')} am ${formatDate(invoice.issuedAt)}.` +
        (invoice.paymentId ? ` Zahlungskennung: ${invoice.paymentId}` : ''),
    ),
    left,
    y,
    { width, lineGap: 2 },
  );
  doc.moveDown(0.6);
  doc.text('Der Rechnungsbetrag ist bereits beglichen. Bitte überweisen Sie nichts.', { width, lineGap: 2 });
  doc.moveDown(0.6);
  doc.text(
    toWinAnsi(
      `Vielen Dank für Ihren Auftrag. Fragen zur Rechnung beantworten wir innerhalb von 24 Stunden unter ${provider.email}.`,
    ),
    { width, lineGap: 2 },
  );
}

/** Why the amounts are negative: the refund after the withdrawal, to the means of payment used. */
function drawRefundNote(
  doc: Doc,
  invoice: InvoiceData,
  cancels: CancelledInvoice,
  provider: ProviderInfo,
  y: number,
): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font('Helvetica').fontSize(10).fillColor(COLOR_TEXT);
  doc.text(
    toWinAnsi(
      `Diese Stornorechnung ${cancels.partial ? 'mindert' : 'storniert'} die Rechnung ${cancels.invoiceNumber} vom ${formatDate(cancels.issuedAt)} nach Ihrem Widerruf.`,
    ),
    left,
    y,
    { width, lineGap: 2 },
  );
  if (cancels.partial && cancels.reason) {
    doc.moveDown(0.6);
    doc.text(toWinAnsi(`Grund der Teilerstattung: ${cancels.reason}`), { width, lineGap: 2 });
  }
  doc.moveDown(0.6);
  doc.text(
    toWinAnsi(
      `Den Betrag von ${formatEuro(-invoice.grossCents)} haben wir am ${formatDate(invoice.issuedAt)} ${via(invoice)} ${refundTarget(invoice.paymentMethod)}.` +
        (invoice.paymentId ? ` Zahlungskennung: ${invoice.paymentId}` : ''),
    ),
    { width, lineGap: 2 },
  );
  doc.moveDown(0.6);
  doc.text(toWinAnsi(`Fragen zur Erstattung beantworten wir innerhalb von 24 Stunden unter ${provider.email}.`), {
    width,
    lineGap: 2,
  });
}
