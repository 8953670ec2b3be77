// The report a customer receives for a check (issue 13 "Generated report"): the specialists'
// structured findings (app/lib/findings.ts) as a branded A4 PDF in German. Staff press
// "Bericht erzeugen", preview it and deliver it. The caller resolves the content (section titles,
// warning-sign and next-step sentences, the caveat); this module only lays it out. Same input, same
// bytes: the creation date is the report date, and pdfkit derives the file id from it.
import type { ProviderInfo } from '../../content/types.ts';
import type { Verdict } from '../../lib/findings.ts';
import { formatDate } from '../../lib/format.ts';
import {
  COLOR_BRAND,
  COLOR_FILL,
  COLOR_MUTED,
  COLOR_TEXT,
  contentWidth,
  createDocument,
  type Doc,
  drawFooters,
  finish,
  heading,
  toWinAnsi,
} from '../pdf/primitives.server.ts';
import {
  bulletList,
  emptyNote,
  labelValueTable,
  noteBox,
  paragraph,
  sourceList,
} from './findings-report-blocks.server.ts';

export interface FindingsReportInput {
  provider: ProviderInfo;
  /** Order reference, e.g. "3f2a9c1e". */
  reference: string;
  customerName: string;
  serviceName: string;
  /** The report date ("Stand"): the research reflects public sources on that day. */
  createdAt: Date;
  /** label from verdictLabels (app/lib/findings.ts). */
  verdict: { key: Verdict; label: string };
  summary: string;
  /** Rows such as Name/Alter/Wohnort/Beruf with the specialists' notes; empty values left out by the caller. */
  identity: { rows: { label: string; value: string }[]; assessment: string };
  images: { fileName: string; sources: { url: string; note: string }[]; assessment: string }[];
  /** Report sentences of the warning signs that apply. */
  signals: string[];
  signalNotes: string;
  /** Report sentences of the recommended steps. */
  nextSteps: string[];
  nextStepsText: string;
  /** Section headings from the content. */
  titles: { summary: string; identity: string; images: string; signals: string; nextSteps: string };
  /** The fixed caveat paragraph from the content (public sources at that date, no legal advice). */
  caveat: string;
}

const NO_DETAILS = 'Keine Angaben.';

// Muted tones that still tell the verdicts apart in greyscale print; the band always names the
// verdict in words too, so colour is never the only carrier.
const VERDICT_COLORS: Record<Verdict, { fill: string; bar: string; text: string }> = {
  'likely-genuine': { fill: '#e8f3ec', bar: '#2f7d4f', text: '#1d5233' },
  unclear: { fill: '#fcf1e3', bar: '#b7791f', text: '#74470c' },
  'likely-fake': { fill: '#fbe9e7', bar: '#b3361e', text: '#7f2413' },
};

function hasText(text: string): boolean {
  return text.trim() !== '';
}

/** Brand and provider name, then the document title. */
function header(doc: Doc, provider: ProviderInfo): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.page.margins.top;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(COLOR_BRAND).text('Echtcheck', left, top);
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(COLOR_TEXT);
  doc.text(toWinAnsi(provider.companyName), left + width / 2, top, { width: width / 2, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor(COLOR_MUTED);
  doc.text(toWinAnsi(provider.email), left + width / 2, doc.y + 1, { width: width / 2, align: 'right' });
  const y = Math.max(doc.y, top + 24) + 24;
  doc.font('Helvetica-Bold').fontSize(24).fillColor(COLOR_TEXT).text('Prüfbericht', left, y, { width });
  doc.moveDown(0.5);
}

/** Order reference, customer, service and date in a shaded box, two pairs per column. */
function orderBox(doc: Doc, input: FindingsReportInput): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const pad = 10;
  const columnWidth = (width - 3 * pad) / 2;
  const labelWidth = 90;
  const columns: [string, string][][] = [
    [
      ['Auftragsnummer', input.reference],
      ['Kunde', input.customerName],
    ],
    [
      ['Leistung', input.serviceName],
      ['Stand', formatDate(input.createdAt)],
    ],
  ];
  doc.font('Helvetica').fontSize(9.5);
  const rowHeight = (value: string) => doc.heightOfString(toWinAnsi(value), { width: columnWidth - labelWidth }) + 3;
  const columnHeight = (pairs: [string, string][]) => pairs.reduce((sum, [, value]) => sum + rowHeight(value), 0);
  const height = Math.max(...columns.map(columnHeight)) + 2 * pad - 3;
  const top = doc.y;
  doc.rect(left, top, width, height).fill(COLOR_FILL);
  columns.forEach((pairs, i) => {
    const x = left + pad + i * (columnWidth + pad);
    let y = top + pad;
    for (const [label, value] of pairs) {
      doc.fillColor(COLOR_MUTED).text(toWinAnsi(label), x, y, { width: labelWidth });
      doc.fillColor(COLOR_TEXT).text(toWinAnsi(value), x + labelWidth, y, { width: columnWidth - labelWidth });
      y += rowHeight(value);
    }
  });
  doc.x = left;
  doc.y = top + height + 14;
}

/** The result, large and in words, on a band in the verdict's colour. */
function verdictBand(doc: Doc, verdict: FindingsReportInput['verdict']): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const colors = VERDICT_COLORS[verdict.key];
  const text = toWinAnsi(`Ergebnis: ${verdict.label}`);
  const pad = 12;
  doc.font('Helvetica-Bold').fontSize(15);
  const height = doc.heightOfString(text, { width: width - 2 * pad - 6 }) + 2 * pad;
  const top = doc.y;
  doc.rect(left, top, width, height).fill(colors.fill);
  doc.rect(left, top, 6, height).fill(colors.bar);
  doc.fillColor(colors.text).text(text, left + 6 + pad, top + pad, { width: width - 2 * pad - 6 });
  doc.x = left;
  doc.y = top + height + 6;
}

function identitySection(doc: Doc, identity: FindingsReportInput['identity']): void {
  const rows = identity.rows.filter((row) => hasText(row.value));
  if (rows.length === 0 && !hasText(identity.assessment)) {
    emptyNote(doc, NO_DETAILS);
    return;
  }
  if (rows.length > 0) labelValueTable(doc, rows);
  if (hasText(identity.assessment)) paragraph(doc, identity.assessment);
}

function imagesSection(doc: Doc, images: FindingsReportInput['images']): void {
  if (images.length === 0) {
    emptyNote(doc, 'Es wurden keine Bilder übermittelt.');
    return;
  }
  images.forEach((image, i) => {
    heading(doc, `Bild ${i + 1}: ${image.fileName}`, 10.5, i === 0 ? 0 : 6);
    if (image.sources.length === 0) emptyNote(doc, 'Keine Fundstellen.');
    else sourceList(doc, image.sources);
    if (hasText(image.assessment)) paragraph(doc, image.assessment);
  });
}

/** A bulleted list followed by free text; the note when both are empty. */
function listSection(doc: Doc, items: readonly string[], text: string): void {
  const list = items.filter(hasText);
  if (list.length === 0 && !hasText(text)) {
    emptyNote(doc, NO_DETAILS);
    return;
  }
  if (list.length > 0) bulletList(doc, list);
  if (hasText(text)) paragraph(doc, text);
}

/** The findings report of one check as an A4 PDF. */
export function renderFindingsReport(input: FindingsReportInput): Promise<Buffer> {
  const doc = createDocument(
    `Prüfbericht ${input.reference}`,
    input.provider,
    `Prüfbericht zur Auftragsnummer ${input.reference}: ${input.serviceName}`,
    input.createdAt,
  );
  header(doc, input.provider);
  orderBox(doc, input);
  verdictBand(doc, input.verdict);

  heading(doc, input.titles.summary, 12.5, 10);
  if (hasText(input.summary)) paragraph(doc, input.summary);
  else emptyNote(doc, NO_DETAILS);

  heading(doc, input.titles.identity, 12.5, 10);
  identitySection(doc, input.identity);

  heading(doc, input.titles.images, 12.5, 10);
  imagesSection(doc, input.images);

  heading(doc, input.titles.signals, 12.5, 10);
  listSection(doc, input.signals, input.signalNotes);

  heading(doc, input.titles.nextSteps, 12.5, 10);
  listSection(doc, input.nextSteps, input.nextStepsText);

  doc.y += 10;
  noteBox(doc, input.caveat);

  drawFooters(doc, input.provider, true);
  return finish(doc);
}
