// The building blocks of the customer's two PDFs, the report (./findings-report.server.ts) and the
// evidence pack (./evidence-pack.server.ts): headings, paragraphs, lists, a label/value table, web
// addresses, SHA-256 sums, screenshots and a note box. Both documents are tagged: every block adds
// its structure element (H1–H3, P, L/LI/Lbl/LBody, Table/TR/TH/TD, Link, Figure with its alternative
// text) under the parent it is given, in reading order, and draws decoration as artifacts. Each
// block keeps clear of the footer with ensureSpace; long text flows onto further pages on its own
// (pdfkit wraps at the bottom margin and carries the open structure over). What the acceptance reads
// back as text stays on one line where it can: a web address shrinks to fit before it wraps, a
// SHA-256 sum is set in 8 pt Courier, a date is printed as "Gefunden am 26.11.2026".
import {
  artifact,
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

export type Struct = PDFKit.PDFStructureElement;

const COLOR_NOTE_FILL = '#f2f4f7';
const BULLET_INDENT = 16;
const BODY_SIZE = 10;
/** A web address starts at this size and shrinks to fit its line, down to URL_MIN_SIZE. */
const URL_SIZE = 9.5;
const URL_MIN_SIZE = 7;
/** Largest share of the page height a screenshot may take. */
const FIGURE_MAX_PAGE_SHARE = 0.45;

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

function hasText(text: string): boolean {
  return text.trim() !== '';
}

/** The height still free on a fresh page: what any one block can ask ensureSpace for. */
function pageCapacity(doc: Doc): number {
  return bottomLimit(doc) - doc.page.margins.top;
}

/** A structure element under `parent`, open for children; the caller ends it. */
export function group(
  doc: Doc,
  parent: Struct,
  type: string,
  options: PDFKit.Mixins.StructureElementOptions = {},
): Struct {
  const element = doc.struct(type, options);
  parent.add(element);
  return element;
}

/** A structure element under `parent` whose content is what `draw` puts on the page. */
export function leaf(
  doc: Doc,
  parent: Struct,
  type: string,
  draw: () => void,
  options: PDFKit.Mixins.StructureElementOptions = {},
): void {
  const element = group(doc, parent, type, options);
  element.add(draw);
  element.end();
}

/** The document's structure root; end it (`root.end()`) after the last block. */
export function documentRoot(doc: Doc): Struct {
  const root = doc.struct('Document');
  doc.addStructure(root);
  return root;
}

export type HeadingLevel = 'H1' | 'H2' | 'H3';
const HEADING_SIZE: Record<HeadingLevel, number> = { H1: 24, H2: 13, H3: 10.5 };
const HEADING_SPACE: Record<HeadingLevel, number> = { H1: 0, H2: 12, H3: 6 };

/** A heading, kept together with at least `keep` points of what follows. */
export function heading(
  doc: Doc,
  parent: Struct,
  level: HeadingLevel,
  text: string,
  keep = 45,
  size = HEADING_SIZE[level],
): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const content = toWinAnsi(text);
  doc.font('Helvetica-Bold').fontSize(size);
  const height = doc.heightOfString(content, { width });
  if (doc.y > doc.page.margins.top) doc.y += HEADING_SPACE[level];
  ensureSpace(doc, Math.min(height + keep, pageCapacity(doc)));
  leaf(doc, parent, level, () => {
    doc.fillColor(COLOR_TEXT).text(content, left, doc.y, { width });
  });
  doc.moveDown(level === 'H1' ? 0.5 : 0.35);
}

export interface TextStyle {
  indent?: number;
  muted?: boolean;
  italic?: boolean;
  bold?: boolean;
  size?: number;
  /** Space after, in lines of the text's size (default 0.55). */
  after?: number;
}

function styledFont(style: TextStyle): string {
  if (style.bold) return 'Helvetica-Bold';
  return style.italic ? 'Helvetica-Oblique' : 'Helvetica';
}

/** A paragraph (P); line breaks stay, blank lines separate paragraphs. */
export function paragraph(doc: Doc, parent: Struct, text: string, style: TextStyle = {}): void {
  const indent = style.indent ?? 0;
  const left = doc.page.margins.left + indent;
  ensureSpace(doc, 14);
  leaf(doc, parent, 'P', () => {
    doc
      .font(styledFont(style))
      .fontSize(style.size ?? BODY_SIZE)
      .fillColor(style.muted ? COLOR_MUTED : COLOR_TEXT)
      .text(toWinAnsi(text.trim()), left, doc.y, { width: contentWidth(doc) - indent, lineGap: 2 });
  });
  doc.moveDown(style.after ?? 0.55);
}

/** A short muted remark where a section's list is empty; it says what the emptiness means. */
export function emptyNote(doc: Doc, parent: Struct, text: string, indent = 0): void {
  paragraph(doc, parent, text, { indent, muted: true, italic: true });
}

/**
 * A list (L) whose items draw themselves: each gets a bullet (Lbl) and its body (LBody), which
 * `body` fills with blocks indented by BULLET_INDENT.
 */
export function list<T>(
  doc: Doc,
  parent: Struct,
  items: readonly T[],
  body: (item: T, element: Struct, indent: number, index: number) => void,
  options: { numbered?: boolean; keep?: number } = {},
): void {
  const left = doc.page.margins.left;
  const element = group(doc, parent, 'L');
  items.forEach((item, index) => {
    ensureSpace(doc, options.keep ?? 14);
    const entry = group(doc, element, 'LI');
    const y = doc.y;
    const page = doc.page;
    leaf(doc, entry, 'Lbl', () => {
      doc
        .font('Helvetica')
        .fontSize(BODY_SIZE)
        .fillColor(COLOR_TEXT)
        .text(options.numbered ? `${index + 1}.` : '•', left + 2, y, {
          width: BULLET_INDENT,
          lineBreak: false,
        });
    });
    doc.y = y;
    const bodyElement = group(doc, entry, 'LBody');
    body(item, bodyElement, BULLET_INDENT, index);
    bodyElement.end();
    entry.end();
    // An item shorter than its label's line still advances past it.
    if (doc.page === page && doc.y < y + 12) doc.y = y + 12;
  });
  element.end();
  doc.x = left;
  doc.moveDown(0.3);
}

/** A bulleted list of sentences. */
export function bulletList(doc: Doc, parent: Struct, items: readonly string[]): void {
  list(doc, parent, items, (item, element, indent) => {
    paragraph(doc, element, item, { indent, after: 0.25 });
  });
}

/**
 * A table of rows: muted labels (TH) on the left, values (TD) on the right, with a thin rule under
 * each row. `font` sets the value in another face (Courier for a checksum).
 */
export function labelValueTable(
  doc: Doc,
  parent: Struct,
  rows: readonly { label: string; value: string; font?: string; size?: number }[],
  options: { labelWidth?: number; indent?: number; rules?: boolean } = {},
): void {
  const left = doc.page.margins.left + (options.indent ?? 0);
  const width = contentWidth(doc) - (options.indent ?? 0);
  const labelWidth = options.labelWidth ?? 120;
  const valueWidth = width - labelWidth;
  const pad = options.rules === false ? 1.5 : 4;
  const table = group(doc, parent, 'Table');
  for (const row of rows) {
    const label = toWinAnsi(row.label);
    const value = toWinAnsi(row.value.trim());
    const valueFont = row.font ?? 'Helvetica';
    const valueSize = row.size ?? BODY_SIZE;
    doc.font('Helvetica').fontSize(BODY_SIZE);
    const labelHeight = doc.heightOfString(label, { width: labelWidth - 8 });
    doc.font(valueFont).fontSize(valueSize);
    const height = Math.max(labelHeight, doc.heightOfString(value, { width: valueWidth, lineGap: 1 })) + 2 * pad;
    ensureSpace(doc, Math.min(height, pageCapacity(doc)));
    const page = doc.page;
    const y = doc.y;
    const tr = group(doc, table, 'TR');
    leaf(doc, tr, 'TH', () => {
      doc
        .font('Helvetica')
        .fontSize(BODY_SIZE)
        .fillColor(COLOR_MUTED)
        .text(label, left, y + pad, { width: labelWidth - 8 });
    });
    leaf(doc, tr, 'TD', () => {
      doc
        .font(valueFont)
        .fontSize(valueSize)
        .fillColor(COLOR_TEXT)
        .text(value, left + labelWidth, y + pad, { width: valueWidth, lineGap: 1 });
    });
    tr.end();
    // A value longer than a page has flowed on; the rule then goes under its end.
    const bottom = doc.page === page ? y + height : doc.y + pad;
    if (options.rules !== false) {
      artifact(doc, () => {
        doc
          .moveTo(left, bottom)
          .lineTo(left + width, bottom)
          .lineWidth(0.5)
          .strokeColor(COLOR_RULE)
          .stroke();
      });
    }
    doc.x = doc.page.margins.left;
    doc.y = bottom;
  }
  table.end();
  doc.moveDown(0.6);
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

/** Muted text in a shaded box (P, the box an artifact); text too long for one page goes without the box. */
export function noteBox(doc: Doc, parent: Struct, text: string, options: { after?: number } = {}): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const pad = 10;
  const content = toWinAnsi(text.trim());
  doc.font('Helvetica').fontSize(9);
  const height = doc.heightOfString(content, { width: width - 2 * pad, lineGap: 1.5 }) + 2 * pad;
  if (height > pageCapacity(doc)) {
    leaf(doc, parent, 'P', () => {
      doc.font('Helvetica').fontSize(9).fillColor(COLOR_MUTED).text(content, left, doc.y, { width, lineGap: 1.5 });
    });
    doc.moveDown(options.after ?? 0.5);
    return;
  }
  ensureSpace(doc, height);
  const y = doc.y;
  artifact(doc, () => {
    doc.rect(left, y, width, height).fill(COLOR_NOTE_FILL);
    doc.rect(left, y, 3, height).fill(COLOR_RULE);
  });
  leaf(doc, parent, 'P', () => {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(COLOR_MUTED)
      .text(content, left + pad, y + pad, { width: width - 2 * pad, lineGap: 1.5 });
  });
  doc.x = left;
  doc.y = y + height + (options.after ?? 0.5) * 12;
}

/** What a screenshot needs to be embedded: JPEG bytes and their pixel size. */
export interface FigureImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * The image pdfkit embeds, or null when the bytes are no JPEG it can read. Only JPEG: pdfkit copies
 * its compressed data into the PDF as it is (no decoding, so no memory beyond the bytes); a PNG it
 * would inflate itself, without the bounds of image-decode.server.ts.
 */
/** pdfkit's opened image (PDFImage), which `doc.image` also accepts; its typings do not declare it. */
interface OpenedImage {
  width: number;
  height: number;
}
type ImageDoc = Doc & {
  openImage(src: Buffer): OpenedImage;
  image(
    src: OpenedImage,
    x: number,
    y: number,
    options: PDFKit.Mixins.ImageOption & { ignoreOrientation?: boolean },
  ): Doc;
};

function embeddable(doc: Doc, image: FigureImage): OpenedImage | null {
  const { bytes } = image;
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  try {
    const opened = (doc as ImageDoc).openImage(bytes);
    return opened.width > 0 && opened.height > 0 ? opened : null;
  } catch {
    return null;
  }
}

/**
 * A screenshot (Figure with its alternative text), scaled to the content width and to at most
 * FIGURE_MAX_PAGE_SHARE of the page height, with a thin frame and its caption under it; returns
 * false (and draws nothing) when the bytes cannot be embedded.
 */
export function figure(
  doc: Doc,
  parent: Struct,
  image: FigureImage,
  alt: string,
  caption: string,
  indent = 0,
): boolean {
  const opened = embeddable(doc, image);
  if (!opened) return false;
  const left = doc.page.margins.left + indent;
  const maxWidth = contentWidth(doc) - indent;
  const maxHeight = doc.page.height * FIGURE_MAX_PAGE_SHARE;
  let scale = Math.min(maxWidth / opened.width, maxHeight / opened.height);
  const captionHeight = 16;
  // Rather than leave most of a page empty, a screenshot may shrink to two thirds to fit what is left.
  const room = bottomLimit(doc) - doc.y - 4 - captionHeight;
  const full = opened.height * scale;
  if (room < full && room >= full * (2 / 3)) scale *= room / full;
  const width = opened.width * scale;
  const height = opened.height * scale;
  ensureSpace(doc, height + 4 + captionHeight);
  const y = doc.y + 2;
  leaf(
    doc,
    parent,
    'Figure',
    () => {
      (doc as ImageDoc).image(opened, left, y, { width, height, ignoreOrientation: true });
    },
    { alt: toWinAnsi(alt) },
  );
  artifact(doc, () => {
    doc.rect(left, y, width, height).lineWidth(0.5).strokeColor(COLOR_RULE).stroke();
  });
  doc.y = y + height + 3;
  paragraph(doc, parent, caption, { indent, muted: true, size: 8.5, after: 0.6 });
  return true;
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

export { hasText };
