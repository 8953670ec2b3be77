// What every PDF we send is built from (pdfkit, A4, standard Helvetica): the document with its
// metadata, WinAnsi-safe text, page geometry, and the provider footer. The standard fonts' WinAnsi
// encoding covers ä ö ü ß, „“, – and €; every text passes through toWinAnsi so characters outside it
// cannot turn into wrong glyphs. A document may be tagged (structure tree for screen readers and
// reflow, PDF 1.7): the report and the evidence pack are; the invoice and the terms stay untagged,
// so their bytes (an invoice's stored SHA-256) do not change.
import PDFDocument from 'pdfkit';
import type { ProviderInfo } from '../../content/types.ts';

export type Doc = PDFKit.PDFDocument;

export const COLOR_TEXT = '#1f2933';
export const COLOR_MUTED = '#52606d';
export const COLOR_BRAND = '#1a4db0';
export const COLOR_RULE = '#d9e2ec';
export const COLOR_FILL = '#eef6ff';

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

export interface DocumentOptions {
  /** A tagged PDF (PDF 1.7, marked content and a structure tree); the caller tags its content. */
  tagged?: boolean;
}

export function createDocument(
  title: string,
  provider: ProviderInfo,
  subject: string,
  created?: Date,
  options: DocumentOptions = {},
): Doc {
  return new PDFDocument({
    size: 'A4',
    ...(options.tagged ? { tagged: true, pdfVersion: '1.7' as const } : {}),
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

export function isTagged(doc: Doc): boolean {
  return (doc.options as { tagged?: boolean }).tagged === true;
}

/**
 * Draws decoration (rules, shaded boxes, footers) as an artifact in a tagged document, so that screen
 * readers and text extraction skip it; an untagged document gets exactly the drawing.
 */
export function artifact(doc: Doc, draw: () => void, type?: 'Pagination' | 'Layout'): void {
  if (!isTagged(doc)) {
    draw();
    return;
  }
  doc.markContent('Artifact', type ? { type } : {});
  draw();
  doc.endMarkedContent();
}

/** Collects the document's output into one Buffer; call after all content is written. */
export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

export function bottomLimit(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` points still fit on the current one. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

export function providerFooterLine(p: ProviderInfo): string {
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
export function drawFooters(doc: Doc, provider: ProviderInfo, pageNumbers: boolean): void {
  const range = doc.bufferedPageRange();
  const total = range.count;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const savedBottom = doc.page.margins.bottom;
    // Writing below the bottom margin would otherwise make pdfkit open a new page.
    doc.page.margins.bottom = 0;
    artifact(
      doc,
      () => footer(doc, provider, pageNumbers ? `Seite ${i - range.start + 1} von ${total}` : null),
      'Pagination',
    );
    doc.page.margins.bottom = savedBottom;
  }
}

function footer(doc: Doc, provider: ProviderInfo, pageNumber: string | null): void {
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
  const numberWidth = pageNumber ? 70 : 0;
  doc.text(toWinAnsi(providerFooterLine(provider)), left, y, { width: width - numberWidth, lineGap: 1 });
  if (pageNumber)
    doc.text(pageNumber, left + width - numberWidth, y, { width: numberWidth, align: 'right', lineBreak: false });
}

/** A heading kept together with at least three lines of what follows. */
export function heading(doc: Doc, text: string, size: number, spaceBefore: number): void {
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
