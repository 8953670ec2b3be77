// The terms (AGB) with the Widerrufsbelehrung and the Muster-Widerrufsformular as one PDF, attached
// to every order confirmation (§ 312f BGB). The same for every order of a terms version.
import { agbPage, widerrufPage } from '../../content/legal.ts';
import type { LegalPage, ProviderInfo } from '../../content/types.ts';
import { splitBlocks, stripLinks } from '../../lib/content-markup.ts';
import {
  bottomLimit,
  COLOR_BRAND,
  COLOR_FILL,
  COLOR_MUTED,
  COLOR_RULE,
  COLOR_TEXT,
  contentWidth,
  createDocument,
  type Doc,
  drawFooters,
  ensureSpace,
  finish,
  heading,
  toWinAnsi,
} from '../pdf/primitives.server.ts';

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
