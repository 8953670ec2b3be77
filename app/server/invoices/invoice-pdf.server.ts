// PDF documents attached to the order confirmation: the invoice (Kleinbetragsrechnung, § 33 UStDV,
// with net, VAT and gross anyway) and the terms with the Widerrufsbelehrung (§ 312f BGB). Built with
// pdfkit's standard Helvetica fonts; their WinAnsi encoding covers ä ö ü ß, „“, – and €, and every
// text passes through toWinAnsi so characters outside it cannot turn into wrong glyphs.
import PDFDocument from 'pdfkit';
import { agbPage, widerrufPage } from '../../content/legal.ts';
import type { LegalPage, ProviderInfo } from '../../content/types.ts';
import { formatDate, formatEuro, splitBlocks, stripLinks } from '../mail/format.server.ts';
import type { InvoiceData } from '../mail/mail-data.server.ts';

type Doc = PDFKit.PDFDocument;

const COLOR_TEXT = '#1f2933';
const COLOR_MUTED = '#52606d';
const COLOR_BRAND = '#1a4db0';
const COLOR_RULE = '#d9e2ec';
const COLOR_FILL = '#eef6ff';

const MARGIN = 56;
const BOTTOM_MARGIN = 72;

// Characters of Windows-1252 outside Latin-1 that the standard fonts can show.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

// Letters and signs that Unicode does not decompose into a Latin-1 base letter.
const NO_DECOMPOSITION: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
};

/**
 * Makes text safe for the standard fonts: characters outside WinAnsi lose their accents
 * ("ő" becomes "o", "ł" becomes "l"), odd spaces become spaces, anything else becomes "?".
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/[\t\u2000-\u200a\u202f\u205f]/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) {
      out += char;
      continue;
    }
    const replacement = NO_DECOMPOSITION[char];
    if (replacement !== undefined) {
      out += replacement;
      continue;
    }
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += base !== char && [...base].every((c) => (c.codePointAt(0) ?? 0) <= 0xff) ? base : '?';
  }
  return out;
}

function createDocument(title: string, provider: ProviderInfo, subject: string, created?: Date): Doc {
  return new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: BOTTOM_MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: 'de-DE',
    displayTitle: true,
    info: {
      Title: toWinAnsi(title),
      Author: toWinAnsi(provider.companyName),
      Subject: toWinAnsi(subject),
      Creator: 'Echtcheck',
      ...(created ? { CreationDate: created } : {}),
    },
  });
}

/** Collects the document's output into one Buffer; call after all content is written. */
function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` points still fit on the current one. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

function providerFooterLine(p: ProviderInfo): string {
  return [
    p.companyName,
    `${p.street}, ${p.postalCode} ${p.city}`,
    `E-Mail: ${p.email}`,
    `Telefon: ${p.phone}`,
    ...(p.vatId.trim() === '' ? [] : [`USt-IdNr.: ${p.vatId}`]),
    ...(p.register.trim() === '' ? [] : [p.register]),
  ].join(' · ');
}

/** Provider line and, optionally, "Seite x von y" on every buffered page. */
function drawFooters(doc: Doc, provider: ProviderInfo, pageNumbers: boolean): void {
  const range = doc.bufferedPageRange();
  const total = range.count;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const savedBottom = doc.page.margins.bottom;
    // Writing below the bottom margin would otherwise make pdfkit open a new page.
    doc.page.margins.bottom = 0;
    const left = doc.page.margins.left;
    const width = contentWidth(doc);
    const y = doc.page.height - 48;
    doc
      .moveTo(left, y - 8)
      .lineTo(left + width, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLOR_RULE)
      .stroke();
    doc.font('Helvetica').fontSize(7.5).fillColor(COLOR_MUTED);
    const numberWidth = pageNumbers ? 70 : 0;
    doc.text(toWinAnsi(providerFooterLine(provider)), left, y, { width: width - numberWidth, lineGap: 1 });
    if (pageNumbers)
      doc.text(`Seite ${i - range.start + 1} von ${total}`, left + width - numberWidth, y, {
        width: numberWidth,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = savedBottom;
  }
}

// ---------------------------------------------------------------------------------------------
// Invoice
// ---------------------------------------------------------------------------------------------

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

/** The invoice for one paid check as an A4 PDF. */
export function renderInvoicePdf(invoice: InvoiceData, provider: ProviderInfo): Promise<Buffer> {
  const doc = createDocument(
    `Rechnung ${invoice.invoiceNumber}`,
    provider,
    `Rechnung zur Auftragsnummer ${invoice.caseReference}`,
    invoice.issuedAt,
  );
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.page.margins.top;

  // Brand and provider block (full name and address of the provider, § 33 UStDV).
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
  let y = Math.max(doc.y, top + 40) + 28;

  doc.font('Helvetica-Bold').fontSize(24).fillColor(COLOR_TEXT).text('Rechnung', left, y);
  y = doc.y + 14;

  // Customer (left) and invoice data (right).
  const half = width / 2 - 10;
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(COLOR_MUTED).text('Rechnungsempfänger', left, y, { width: half });
  doc.font('Helvetica').fontSize(10.5).fillColor(COLOR_TEXT);
  doc.text(toWinAnsi(invoice.customerName), left, doc.y + 2, { width: half });
  doc.text(toWinAnsi(invoice.customerEmail), left, doc.y, { width: half });
  const customerBottom = doc.y;

  const metaBottom = labelValueRows(
    doc,
    [
      ['Rechnungsnummer', invoice.invoiceNumber],
      ['Rechnungsdatum', formatDate(invoice.issuedAt)],
      ['Leistungsdatum', formatDate(invoice.issuedAt)],
      ['Auftragsnummer', invoice.caseReference],
    ],
    left + width / 2 + 10,
    y,
    105,
    half - 105,
  );
  y = Math.max(customerBottom, metaBottom) + 28;

  // Items table.
  const cols = { pos: 40, qty: 55, amount: 95 };
  const descWidth = width - cols.pos - cols.qty - cols.amount;
  const xPos = left;
  const xDesc = xPos + cols.pos;
  const xQty = xDesc + descWidth;
  const xAmount = xQty + cols.qty;
  const pad = 6;

  doc.rect(left, y, width, 22).fill(COLOR_FILL);
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(COLOR_TEXT);
  doc.text('Pos.', xPos + pad, y + 7, { width: cols.pos - pad });
  doc.text('Beschreibung', xDesc + pad, y + 7, { width: descWidth - 2 * pad });
  doc.text('Menge', xQty, y + 7, { width: cols.qty - pad, align: 'right' });
  doc.text('Betrag netto', xAmount, y + 7, { width: cols.amount - pad, align: 'right' });
  y += 22;

  const description = toWinAnsi(`${invoice.serviceName} – Profil-Prüfung (Auftragsnummer ${invoice.caseReference})`);
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
  y += 12;

  // Totals.
  const totalsLabelX = left + width - 270;
  const totalsLabelWidth = 170;
  const totalsValueX = totalsLabelX + totalsLabelWidth;
  const totalsValueWidth = 100 - pad;
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
  y += 22;

  // Payment note.
  doc.font('Helvetica').fontSize(10).fillColor(COLOR_TEXT);
  doc.text(
    toWinAnsi(
      `Bezahlt per Kartenzahlung über ${invoice.paymentProvider} am ${formatDate(invoice.issuedAt)}.` +
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

  drawFooters(doc, provider, false);
  return finish(doc);
}

// ---------------------------------------------------------------------------------------------
// Terms (AGB) and Widerrufsbelehrung
// ---------------------------------------------------------------------------------------------

function heading(doc: Doc, text: string, size: number, spaceBefore: number): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font('Helvetica-Bold').fontSize(size);
  const height = doc.heightOfString(toWinAnsi(text), { width });
  // Keep a heading together with at least three lines of what follows.
  if (doc.y > doc.page.margins.top) doc.y += spaceBefore;
  ensureSpace(doc, height + 45);
  doc.fillColor(COLOR_TEXT).text(toWinAnsi(text), left, doc.y, { width });
  doc.moveDown(0.35);
}

function paragraph(doc: Doc, text: string): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  ensureSpace(doc, 14);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(COLOR_TEXT)
    .text(toWinAnsi(stripLinks(text)), left, doc.y, { width, lineGap: 2 });
  doc.moveDown(0.55);
}

function bulletList(doc: Doc, items: readonly string[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const indentX = 16;
  doc.font('Helvetica').fontSize(10).fillColor(COLOR_TEXT);
  for (const item of items) {
    ensureSpace(doc, 14);
    const y = doc.y;
    doc.text('•', left + 4, y, { width: indentX, lineBreak: false });
    doc.text(toWinAnsi(stripLinks(item)), left + indentX, y, { width: width - indentX, lineGap: 2 });
    doc.moveDown(0.25);
  }
  doc.x = left;
  doc.moveDown(0.3);
}

function simpleTable(
  doc: Doc,
  table: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] },
): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const count = Math.max(table.columns.length, 1);
  // The first column holds short labels, the others longer text.
  const firstWidth = count === 1 ? width : Math.round(width * 0.32);
  const otherWidth = count === 1 ? 0 : (width - firstWidth) / (count - 1);
  const colX = (i: number) => left + (i === 0 ? 0 : firstWidth + (i - 1) * otherWidth);
  const colW = (i: number) => (i === 0 ? firstWidth : otherWidth);
  const pad = 5;

  const rowHeight = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(9);
    return (
      Math.max(
        ...cells.map((cell, i) => doc.heightOfString(toWinAnsi(stripLinks(cell)), { width: colW(i) - 2 * pad })),
      ) +
      2 * pad
    );
  };
  const drawRow = (cells: readonly string[], font: string, fill: boolean) => {
    const height = rowHeight(cells, font);
    if (doc.y + height > bottomLimit(doc)) {
      doc.addPage();
      if (!fill) drawRow(table.columns, 'Helvetica-Bold', true);
    }
    const y = doc.y;
    if (fill) doc.rect(left, y, width, height).fill(COLOR_FILL);
    doc.font(font).fontSize(9).fillColor(COLOR_TEXT);
    cells.forEach((cell, i) => {
      doc.text(toWinAnsi(stripLinks(cell)), colX(i) + pad, y + pad, { width: colW(i) - 2 * pad, lineGap: 1 });
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(0.5)
      .strokeColor(COLOR_RULE)
      .stroke();
    doc.x = left;
    doc.y = y + height;
  };

  ensureSpace(doc, 60);
  doc.font('Helvetica-Oblique').fontSize(9).fillColor(COLOR_MUTED);
  doc.text(toWinAnsi(table.caption), left, doc.y, { width });
  doc.moveDown(0.3);
  drawRow(table.columns, 'Helvetica-Bold', true);
  for (const row of table.rows) drawRow(row, 'Helvetica', false);
  doc.moveDown(0.8);
}

function paragraphs(doc: Doc, list: readonly string[]): void {
  for (const text of list) {
    for (const block of splitBlocks(text)) {
      if (block.kind === 'list') bulletList(doc, block.items);
      else paragraph(doc, block.text);
    }
  }
}

function legalPage(doc: Doc, page: LegalPage): void {
  const left = doc.page.margins.left;
  heading(doc, page.title, 18, 0);
  doc.font('Helvetica').fontSize(10.5).fillColor(COLOR_MUTED);
  doc.text(toWinAnsi(stripLinks(page.intro)), left, doc.y, { width: contentWidth(doc), lineGap: 2 });
  doc.moveDown(0.8);
  for (const section of page.sections) {
    // The model form gets a page of its own so it can be printed and filled in.
    if (section.id === 'muster-widerrufsformular') doc.addPage();
    heading(doc, section.heading, 12.5, 10);
    paragraphs(doc, section.paragraphs);
    if (section.table) simpleTable(doc, section.table);
    for (const sub of section.subsections ?? []) {
      heading(doc, sub.heading, 11, 6);
      paragraphs(doc, sub.paragraphs);
    }
  }
}

/** The terms (AGB) followed by the Widerrufsbelehrung and the Muster-Widerrufsformular. */
export function renderTermsPdf(provider: ProviderInfo): Promise<Buffer> {
  const doc = createDocument(
    'Allgemeine Geschäftsbedingungen und Widerrufsbelehrung',
    provider,
    `AGB von Echtcheck, Stand: ${provider.termsVersion}`,
  );
  const left = doc.page.margins.left;
  doc.font('Helvetica-Bold').fontSize(14).fillColor(COLOR_BRAND).text('Echtcheck', left, doc.page.margins.top);
  doc.moveDown(0.8);
  legalPage(doc, agbPage(provider));
  doc.addPage();
  legalPage(doc, widerrufPage(provider));
  drawFooters(doc, provider, true);
  return finish(doc);
}
