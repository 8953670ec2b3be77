// The text blocks of the customer's PDFs (report-structure.server.ts): headings, paragraphs, lists
// and a note box, each tagged (H1–H3, P, L/LI/Lbl/LBody). Long text flows onto further pages on its
// own (pdfkit wraps at the bottom margin and carries the open structure over).
import {
  artifact,
  COLOR_MUTED,
  COLOR_RULE,
  COLOR_TEXT,
  contentWidth,
  type Doc,
  ensureSpace,
  toWinAnsi,
} from '../pdf/primitives.server.ts';
import { BODY_SIZE, group, leaf, pageCapacity, type Struct } from './report-structure.server.ts';

const COLOR_NOTE_FILL = '#f2f4f7';
const BULLET_INDENT = 16;

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
