// The label/value table of the customer's PDFs (report-structure.server.ts): muted labels (TH) on
// the left, values (TD) on the right, a thin rule under each row (an artifact).
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
