// The opening of the customer's findings report (findings-report.server.ts): the letterhead with the
// title, the order in a shaded box, and the result on a band in the verdict's colour with the
// outcome under it.
import type { ProviderInfo } from '../../content/types.ts';
import type { Outcome, Verdict } from '../../lib/findings.ts';
import { formatDate } from '../../lib/format.ts';
import {
  artifact,
  COLOR_BRAND,
  COLOR_FILL,
  COLOR_MUTED,
  COLOR_TEXT,
  contentWidth,
  type Doc,
  ensureSpace,
  toWinAnsi,
} from '../pdf/primitives.server.ts';
import type { FindingsReportInput } from './findings-report-input.server.ts';
import { group, hasText, leaf, type Struct } from './report-structure.server.ts';
import { heading, paragraph } from './report-text-blocks.server.ts';

// Muted tones that still tell the verdicts apart in greyscale print; the band always names the
// verdict in words too, so colour is never the only carrier.
export const VERDICT_COLORS: Record<Verdict, { fill: string; bar: string; text: string }> = {
  'likely-genuine': { fill: '#e8f3ec', bar: '#2f7d4f', text: '#1d5233' },
  unclear: { fill: '#fcf1e3', bar: '#b7791f', text: '#74470c' },
  'likely-fake': { fill: '#fbe9e7', bar: '#b3361e', text: '#7f2413' },
};

/** "Treffer: 3 Fundstellen" / "Treffer: 1 Fundstelle" / "Keine Treffer". */
export function outcomeLine(outcome: Outcome, hits: number): string {
  if (outcome === 'no-hits' || hits === 0) return 'Keine Treffer';
  return `Treffer: ${hits} ${hits === 1 ? 'Fundstelle' : 'Fundstellen'}`;
}

/** Brand and provider (letterhead, an artifact: the footer names the provider too), then the title. */
export function header(doc: Doc, root: Struct, provider: ProviderInfo): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.page.margins.top;
  let bottom = top;
  artifact(doc, () => {
    doc.font('Helvetica-Bold').fontSize(20).fillColor(COLOR_BRAND).text('Echtcheck', left, top);
    doc.font('Helvetica-Bold').fontSize(9.5).fillColor(COLOR_TEXT);
    doc.text(toWinAnsi(provider.companyName), left + width / 2, top, { width: width / 2, align: 'right' });
    doc.font('Helvetica').fontSize(9).fillColor(COLOR_MUTED);
    doc.text(toWinAnsi(provider.email), left + width / 2, doc.y + 1, { width: width / 2, align: 'right' });
    bottom = doc.y;
  });
  doc.x = left;
  doc.y = Math.max(bottom, top + 24) + 24;
  heading(doc, root, 'H1', 'Ergebnisbericht');
}

/** Order, customer, service, person checked and dates in a shaded box, three pairs per column (a table). */
export function orderBox(doc: Doc, root: Struct, input: FindingsReportInput): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const pad = 10;
  const columnWidth = (width - 3 * pad) / 2;
  const labelWidth = 92;
  const columns: [string, string][][] = [
    [
      ['Auftragsnummer', input.reference],
      ['Kunde', input.customerName],
      ['Leistung', input.serviceName],
    ],
    [
      ['Geprüfte Person', input.targetName],
      ['Bestellt am', formatDate(input.orderedAt)],
      ['Stand', formatDate(input.createdAt)],
    ],
  ];
  doc.font('Helvetica').fontSize(9.5);
  const rowHeight = (value: string) => doc.heightOfString(toWinAnsi(value), { width: columnWidth - labelWidth }) + 3;
  const columnHeight = (pairs: [string, string][]) => pairs.reduce((sum, [, value]) => sum + rowHeight(value), 0);
  const height = Math.max(...columns.map(columnHeight)) + 2 * pad - 3;
  ensureSpace(doc, height);
  const top = doc.y;
  artifact(doc, () => {
    doc.rect(left, top, width, height).fill(COLOR_FILL);
  });
  const table = group(doc, root, 'Table');
  columns.forEach((pairs, i) => {
    const x = left + pad + i * (columnWidth + pad);
    let y = top + pad;
    for (const [label, value] of pairs) {
      const row = group(doc, table, 'TR');
      const rowY = y;
      leaf(doc, row, 'TH', () => {
        doc
          .font('Helvetica')
          .fontSize(9.5)
          .fillColor(COLOR_MUTED)
          .text(toWinAnsi(label), x, rowY, { width: labelWidth });
      });
      leaf(doc, row, 'TD', () => {
        doc
          .font('Helvetica')
          .fontSize(9.5)
          .fillColor(COLOR_TEXT)
          .text(toWinAnsi(value), x + labelWidth, rowY, { width: columnWidth - labelWidth });
      });
      row.end();
      y += rowHeight(value);
    }
  });
  table.end();
  doc.x = left;
  doc.y = top + height + 14;
}

/**
 * The result, large and in words, with its definition on a band in the verdict's colour; under it
 * the outcome ("Treffer: 3 Fundstellen" / "Keine Treffer") with its definition.
 */
export function resultBand(doc: Doc, root: Struct, input: FindingsReportInput): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const colors = VERDICT_COLORS[input.verdict.key];
  const title = toWinAnsi(`Ergebnis: ${input.verdict.label}`);
  const definition = toWinAnsi(input.verdict.definition.trim());
  const pad = 12;
  const inner = width - 2 * pad - 6;
  doc.font('Helvetica-Bold').fontSize(15);
  const titleHeight = doc.heightOfString(title, { width: inner });
  doc.font('Helvetica').fontSize(9.5);
  const definitionHeight = hasText(definition) ? doc.heightOfString(definition, { width: inner, lineGap: 1.5 }) + 5 : 0;
  const height = titleHeight + definitionHeight + 2 * pad;
  ensureSpace(doc, height + 60);
  const top = doc.y;
  artifact(doc, () => {
    doc.rect(left, top, width, height).fill(colors.fill);
    doc.rect(left, top, 6, height).fill(colors.bar);
  });
  leaf(doc, root, 'H2', () => {
    doc
      .font('Helvetica-Bold')
      .fontSize(15)
      .fillColor(colors.text)
      .text(title, left + 6 + pad, top + pad, { width: inner });
  });
  if (hasText(definition)) {
    leaf(doc, root, 'P', () => {
      doc
        .font('Helvetica')
        .fontSize(9.5)
        .fillColor(COLOR_TEXT)
        .text(definition, left + 6 + pad, top + pad + titleHeight + 5, { width: inner, lineGap: 1.5 });
    });
  }
  doc.x = left;
  doc.y = top + height + 10;
  paragraph(doc, root, outcomeLine(input.outcome.key, input.hits.length), { bold: true, size: 11, after: 0.2 });
  if (hasText(input.outcome.definition)) paragraph(doc, root, input.outcome.definition, { muted: true, size: 9.5 });
}
