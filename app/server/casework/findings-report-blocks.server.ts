// The building blocks of the findings report (./findings-report.server.ts): headings, paragraphs,
// lists, a label/value table, link lists and a note box. Each block keeps clear of the footer with
// ensureSpace; long text flows onto further pages on its own (pdfkit wraps at the bottom margin).
import {
  bottomLimit,
  COLOR_BRAND,
  COLOR_MUTED,
  COLOR_RULE,
  COLOR_TEXT,
  contentWidth,
  type Doc,
  ensureSpace,
  toWinAnsi,
} from '../pdf/primitives.server.ts';

const COLOR_NOTE_FILL = '#f2f4f7';
const BULLET_INDENT = 16;

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

/** The height still free on a fresh page: what any one block can ask ensureSpace for. */
function pageCapacity(doc: Doc): number {
  return bottomLimit(doc) - doc.page.margins.top;
}

/** Free text of the specialists; line breaks stay, blank lines separate paragraphs. */
export function paragraph(doc: Doc, text: string, indent = 0): void {
  const left = doc.page.margins.left + indent;
  ensureSpace(doc, 14);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(COLOR_TEXT)
    .text(toWinAnsi(text.trim()), left, doc.y, { width: contentWidth(doc) - indent, lineGap: 2 });
  doc.moveDown(0.55);
}

/** A short muted remark where a section has nothing to show ("Keine Angaben."). */
export function emptyNote(doc: Doc, text: string, indent = 0): void {
  ensureSpace(doc, 14);
  doc
    .font('Helvetica-Oblique')
    .fontSize(10)
    .fillColor(COLOR_MUTED)
    .text(toWinAnsi(text), doc.page.margins.left + indent, doc.y, { width: contentWidth(doc) - indent });
  doc.moveDown(0.55);
}

export function bulletList(doc: Doc, items: readonly string[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font('Helvetica').fontSize(10).fillColor(COLOR_TEXT);
  for (const item of items) {
    ensureSpace(doc, 14);
    const y = doc.y;
    doc.text('•', left + 4, y, { width: BULLET_INDENT, lineBreak: false });
    doc.text(toWinAnsi(item), left + BULLET_INDENT, y, { width: width - BULLET_INDENT, lineGap: 2 });
    doc.moveDown(0.25);
  }
  doc.x = left;
  doc.moveDown(0.3);
}

/** Two columns, muted labels on the left, with a thin rule under each row. */
export function labelValueTable(doc: Doc, rows: readonly { label: string; value: string }[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const labelWidth = 120;
  const valueWidth = width - labelWidth;
  const pad = 4;
  for (const row of rows) {
    const label = toWinAnsi(row.label);
    const value = toWinAnsi(row.value.trim());
    doc.font('Helvetica').fontSize(10);
    const height =
      Math.max(
        doc.heightOfString(label, { width: labelWidth - 8 }),
        doc.heightOfString(value, { width: valueWidth, lineGap: 1 }),
      ) +
      2 * pad;
    ensureSpace(doc, Math.min(height, pageCapacity(doc)));
    const page = doc.page;
    const y = doc.y;
    doc.fillColor(COLOR_MUTED).text(label, left, y + pad, { width: labelWidth - 8 });
    doc.fillColor(COLOR_TEXT).text(value, left + labelWidth, y + pad, { width: valueWidth, lineGap: 1 });
    // A value longer than a page has flowed on; the rule then goes under its end.
    const bottom = doc.page === page ? y + height : doc.y + pad;
    doc
      .moveTo(left, bottom)
      .lineTo(left + width, bottom)
      .lineWidth(0.5)
      .strokeColor(COLOR_RULE)
      .stroke();
    doc.x = left;
    doc.y = bottom;
  }
  doc.moveDown(0.6);
}

/**
 * Where an image was found: the address (a link annotation to the exact address, http(s) only) and
 * under it what is there.
 */
export function sourceList(doc: Doc, sources: readonly { url: string; note: string }[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  for (const source of sources) {
    const url = source.url.trim();
    const target = linkTarget(url);
    ensureSpace(doc, 28);
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(COLOR_TEXT);
    doc.text('•', left + 4, y, { width: BULLET_INDENT, lineBreak: false });
    doc.fillColor(target ? COLOR_BRAND : COLOR_TEXT).text(toWinAnsi(url), left + BULLET_INDENT, y, {
      width: width - BULLET_INDENT,
      lineGap: 1,
      ...(target ? { link: target, underline: true } : {}),
    });
    if (source.note.trim() !== '') {
      doc.fillColor(COLOR_MUTED).text(toWinAnsi(source.note.trim()), left + BULLET_INDENT, doc.y + 1, {
        width: width - BULLET_INDENT,
        lineGap: 1,
      });
    }
    doc.moveDown(0.4);
  }
  doc.x = left;
  doc.moveDown(0.2);
}

/** Muted text in a shaded box; text too long for one page is printed without the box. */
export function noteBox(doc: Doc, text: string): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const pad = 10;
  const content = toWinAnsi(text.trim());
  doc.font('Helvetica').fontSize(9);
  const height = doc.heightOfString(content, { width: width - 2 * pad, lineGap: 1.5 }) + 2 * pad;
  if (height > pageCapacity(doc)) {
    doc.fillColor(COLOR_MUTED).text(content, left, doc.y, { width, lineGap: 1.5 });
    return;
  }
  ensureSpace(doc, height);
  const y = doc.y;
  doc.rect(left, y, width, height).fill(COLOR_NOTE_FILL);
  doc.rect(left, y, 3, height).fill(COLOR_RULE);
  doc.fillColor(COLOR_MUTED).text(content, left + pad, y + pad, { width: width - 2 * pad, lineGap: 1.5 });
  doc.x = left;
  doc.y = y + height;
}
