// What the customer's PDFs (report-structure.server.ts) keep on one line, so that text extraction
// (and the acceptance) reads it back whole: a web address, as a link where it is one, shrinks to fit
// before it wraps; a SHA-256 sum is set in 8 pt Courier behind its label.
import {
  COLOR_BRAND,
  COLOR_MUTED,
  COLOR_TEXT,
  contentWidth,
  type Doc,
  ensureSpace,
  toWinAnsi,
} from '../pdf/primitives.server.ts';
import { group, leaf, type Struct } from './report-structure.server.ts';

/** A web address starts at this size and shrinks to fit its line, down to URL_MIN_SIZE. */
const URL_SIZE = 9.5;
const URL_MIN_SIZE = 7;

/**
 * The target of a link annotation, or null: only web addresses become clickable (a `javascript:`
 * or `file:` target must never reach a reader). The address stays as written; only one with
 * characters beyond printable ASCII is given in its encoded form (%C3%A4, punycode), because a PDF
 * link target is an ASCII string.
 */
export function linkTarget(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return /^[\x21-\x7e]+$/.test(url) ? url : parsed.href;
}

/** The font size at which `text` fits `width` on one line: URL_SIZE, or smaller down to URL_MIN_SIZE. */
function fittingSize(doc: Doc, text: string, width: number, size: number, minimum: number): number {
  doc.fontSize(size);
  const natural = doc.widthOfString(text);
  if (natural <= width) return size;
  // Glyph widths scale with the size; the floor to a tenth keeps the line just inside.
  return Math.max(minimum, Math.floor(((size * width) / natural) * 10) / 10);
}

/**
 * A web address on one line (P > Link): a link annotation to the exact address (http(s) only), in
 * the brand colour and underlined; shrunk down to 7 pt before it wraps, so text extraction returns
 * it whole. An address the standard fonts cannot show is printed in its encoded form, which still
 * works when typed.
 */
export function webAddress(doc: Doc, parent: Struct, url: string, indent = 0): void {
  const address = url.trim();
  const target = linkTarget(address);
  const printable = toWinAnsi(address) === address ? address : (target ?? toWinAnsi(address));
  const left = doc.page.margins.left + indent;
  const width = contentWidth(doc) - indent;
  doc.font('Helvetica');
  const size = fittingSize(doc, printable, width, URL_SIZE, URL_MIN_SIZE);
  doc.fontSize(size);
  const fits = doc.widthOfString(printable) <= width;
  ensureSpace(doc, 14);
  const p = group(doc, parent, 'P');
  leaf(doc, p, target ? 'Link' : 'Span', () => {
    doc.fillColor(target ? COLOR_BRAND : COLOR_TEXT).text(printable, left, doc.y, {
      width,
      lineGap: 1,
      ...(fits ? { lineBreak: false } : {}),
      ...(target ? { link: target, underline: true } : {}),
    });
  });
  p.end();
  doc.x = doc.page.margins.left;
  doc.moveDown(0.2);
}

/**
 * A SHA-256 sum, 64 lowercase hex digits on one line in 8 pt Courier (4.8 pt a digit), behind its
 * label: text extraction returns the digits whole.
 */
export function checksumLine(doc: Doc, parent: Struct, label: string, sha256: string, indent = 0): void {
  const left = doc.page.margins.left + indent;
  ensureSpace(doc, 12);
  const y = doc.y;
  const p = group(doc, parent, 'P');
  leaf(doc, p, 'Span', () => {
    doc.font('Helvetica').fontSize(8.5).fillColor(COLOR_MUTED).text(toWinAnsi(label), left, y, { lineBreak: false });
  });
  const labelWidth = doc
    .font('Helvetica')
    .fontSize(8.5)
    .widthOfString(`${toWinAnsi(label)} `);
  leaf(doc, p, 'Code', () => {
    doc
      .font('Courier')
      .fontSize(8)
      .fillColor(COLOR_TEXT)
      .text(sha256.toLowerCase(), left + labelWidth, y + 0.5, { lineBreak: false });
  });
  p.end();
  doc.x = doc.page.margins.left;
  doc.y = y + 12;
}
