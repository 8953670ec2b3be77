// The report a customer receives for a check (issue 13 "Generated report", issue 29 "the report is
// the product"): the specialists' findings as a branded, tagged A4 PDF in German. It states the
// order, the verdict with its definition and the outcome derived from the findings; what was
// searched (each research step with its date and sources, or why it did not apply); every finding
// with its address, the date found, what is there and its screenshots embedded; the images, the
// identity, the warning signs with their sources, the next steps; what "keine Treffer" means and
// what it does not (in every report), and the report's limits. The caller resolves the content
// (labels, definitions, sentences, scaled JPEG screenshots); this module only lays it out. Same
// input, same bytes: the creation date is the report date, and pdfkit derives the file id from it.
import type { ReportGuide } from '../../content/report-next-steps.ts';
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
  createDocument,
  type Doc,
  drawFooters,
  ensureSpace,
  finish,
  toWinAnsi,
} from '../pdf/primitives.server.ts';
import { figure } from './report-figure-block.server.ts';
import { guideSection } from './report-guide-blocks.server.ts';
import { webAddress } from './report-one-line-blocks.server.ts';
import { documentRoot, group, hasText, leaf, type Struct } from './report-structure.server.ts';
import { labelValueTable } from './report-table-block.server.ts';
import { bulletList, emptyNote, heading, list, noteBox, paragraph } from './report-text-blocks.server.ts';

/** A screenshot as the report embeds it: JPEG, already scaled (≤ 1400 × 1200 pixels). */
export interface ReportImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface FindingsReportInput {
  provider: ProviderInfo;
  /** Order reference, e.g. "3f2a9c1e". */
  reference: string;
  customerName: string;
  serviceName: string;
  /** The person (or profile) checked, as the customer named it. */
  targetName: string;
  /** When the order was paid. */
  orderedAt: Date;
  /** The report date ("Stand"): the research reflects public sources on that day. Same input, same bytes. */
  createdAt: Date;
  /** label from verdictLabels, definition from verdictDefinitions. */
  verdict: { key: Verdict; label: string; definition: string };
  /** Derived from the findings (outcomeOf); label and definition from the content. */
  outcome: { key: Outcome; label: string; definition: string };
  summary: string;
  /** The research steps done or not applicable, in the service's order. */
  steps: { label: string; state: 'done' | 'not-applicable'; date: Date | null; sources: string; reason: string }[];
  hits: {
    url: string;
    /** Null only in the staff preview of a draft (the gate lets no finding without its day be delivered). */
    foundOn: Date | null;
    description: string;
    /** The customer's image it concerns, or null (profile, name, contact data). */
    imageFileName: string | null;
    /** image null: the screenshot could not be read. */
    screenshots: { fileName: string; image: ReportImage | null }[];
  }[];
  images: { fileName: string; assessment: string }[];
  /** Rows such as Name/Alter/Wohnort/Beruf with the specialists' notes; empty values left out by the caller. */
  identity: { rows: { label: string; value: string }[]; assessment: string };
  /** The warning signs that apply: the report sentence and where it shows. */
  signals: { text: string; source: string }[];
  signalNotes: string;
  /** Report sentences of the recommended steps. */
  nextSteps: string[];
  nextStepsText: string;
  /** What "keine Treffer" means and does not: printed in every report. */
  noHits: { definition: string; limits: readonly string[] };
  /** "Grenzen dieses Ergebnisberichts". */
  limits: readonly string[];
  /** The sections that fit the verdict and the reader (app/content/report-next-steps.ts). */
  guide: ReportGuide;
  /** E.g. "Zu diesem Ergebnisbericht gehört eine Anlage: …" (a PDF the specialists uploaded), else null. */
  appendixNote: string | null;
}

const TITLES = {
  summary: 'Zusammenfassung',
  steps: 'Was wir durchsucht haben',
  hits: 'Fundstellen',
  images: 'Bilder',
  identity: 'Stimmigkeit der Identität',
  signals: 'Warnsignale',
  nextSteps: 'Empfohlene nächste Schritte',
  noHits: 'Was „keine Treffer“ bedeutet – und was nicht',
  limits: 'Grenzen dieses Ergebnisberichts',
  appendix: 'Anlage',
} as const;

// Muted tones that still tell the verdicts apart in greyscale print; the band always names the
// verdict in words too, so colour is never the only carrier.
const VERDICT_COLORS: Record<Verdict, { fill: string; bar: string; text: string }> = {
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
function header(doc: Doc, root: Struct, provider: ProviderInfo): void {
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
function orderBox(doc: Doc, root: Struct, input: FindingsReportInput): void {
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
function resultBand(doc: Doc, root: Struct, input: FindingsReportInput): void {
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

function stepsSection(doc: Doc, root: Struct, steps: FindingsReportInput['steps']): void {
  const done = steps.filter((step) => step.state === 'done');
  const notApplicable = steps.filter((step) => step.state === 'not-applicable');
  if (done.length === 0) {
    emptyNote(doc, root, 'In diesem Ergebnisbericht ist kein abgeschlossener Rechercheschritt verzeichnet.');
  } else {
    paragraph(
      doc,
      root,
      'Diese Schritte haben wir durchgeführt, jeweils mit dem Tag und den Quellen und Suchmaschinen:',
    );
    list(
      doc,
      root,
      done,
      (step, element, indent) => {
        paragraph(doc, element, step.label, { indent, bold: true, after: 0.1 });
        const when = step.date ? `Durchgeführt am ${formatDate(step.date)}` : 'Durchgeführt';
        const line = hasText(step.sources) ? `${when} · Quellen: ${step.sources.trim()}` : when;
        paragraph(doc, element, line, { indent, muted: true, size: 9.5, after: 0.35 });
      },
      { numbered: true, keep: 28 },
    );
  }
  if (notApplicable.length > 0) {
    heading(doc, root, 'H3', 'Nicht anwendbar');
    list(
      doc,
      root,
      notApplicable,
      (step, element, indent) => {
        paragraph(doc, element, step.label, { indent, bold: true, after: 0.1 });
        const reason = hasText(step.reason) ? `Grund: ${step.reason.trim()}` : 'Für diese Prüfung nicht anwendbar.';
        paragraph(doc, element, reason, { indent, muted: true, size: 9.5, after: 0.35 });
      },
      { keep: 28 },
    );
  }
}

function hitsSection(doc: Doc, root: Struct, input: FindingsReportInput): void {
  if (input.hits.length === 0) {
    paragraph(
      doc,
      root,
      'Unsere Recherche hat keine Fundstelle ergeben: In den Quellen, die oben unter „Was wir durchsucht haben“ genannt sind, haben wir am Tag der Prüfung nichts zur geprüften Person, zu ihrem Profil oder zu ihren Fotos gefunden. Was das bedeutet und was nicht, erklärt der Abschnitt „Was ‚keine Treffer‘ bedeutet – und was nicht“ weiter unten.',
    );
    return;
  }
  input.hits.forEach((hit, i) => {
    const section = group(doc, root, 'Sect');
    heading(doc, section, 'H3', `Fundstelle ${i + 1}`, 40);
    webAddress(doc, section, hit.url);
    const concerns = hit.imageFileName ? ` · betrifft Ihr Bild „${hit.imageFileName}“` : '';
    const found = hit.foundOn ? `Gefunden am ${formatDate(hit.foundOn)}` : 'Funddatum noch nicht angegeben';
    paragraph(doc, section, `${found}${concerns}`, {
      muted: true,
      size: 9.5,
      after: 0.3,
    });
    if (hasText(hit.description)) paragraph(doc, section, hit.description);
    for (const shot of hit.screenshots) {
      const caption = `Bildschirmfoto: ${shot.fileName}`;
      const alt = `Bildschirmfoto der Fundstelle ${i + 1} (${hit.url.trim()})${hit.foundOn ? `, aufgenommen am ${formatDate(hit.foundOn)}` : ''}`;
      const drawn = shot.image !== null && figure(doc, section, shot.image, alt, caption);
      if (!drawn) {
        emptyNote(
          doc,
          section,
          `${caption}: Die Datei ließ sich nicht als Bild lesen und ist deshalb hier nicht abgebildet. Die Fundstelle selbst ist oben mit Adresse und Datum genannt.`,
        );
      }
    }
    section.end();
  });
}

function imagesSection(doc: Doc, root: Struct, images: FindingsReportInput['images']): void {
  if (images.length === 0) {
    emptyNote(doc, root, 'Sie haben uns zu dieser Prüfung keine Bilder übermittelt.');
    return;
  }
  images.forEach((image, i) => {
    heading(doc, root, 'H3', `Bild ${i + 1}: ${image.fileName}`, 28);
    if (hasText(image.assessment)) paragraph(doc, root, image.assessment);
    else
      emptyNote(
        doc,
        root,
        'Zu diesem Bild haben wir keine eigene Einschätzung festgehalten; was die Recherche dazu ergeben hat, steht unter „Fundstellen“.',
      );
  });
}

function identitySection(doc: Doc, root: Struct, identity: FindingsReportInput['identity']): void {
  const rows = identity.rows.filter((row) => hasText(row.value));
  if (rows.length === 0 && !hasText(identity.assessment)) {
    emptyNote(
      doc,
      root,
      'Zu Name, Alter, Wohnort und Beruf lagen uns keine Angaben vor, die wir mit öffentlichen Quellen hätten abgleichen können.',
    );
    return;
  }
  if (rows.length > 0) labelValueTable(doc, root, rows);
  if (hasText(identity.assessment)) paragraph(doc, root, identity.assessment);
}

function signalsSection(doc: Doc, root: Struct, input: FindingsReportInput): void {
  const signals = input.signals.filter((signal) => hasText(signal.text));
  if (signals.length === 0) {
    paragraph(doc, root, 'Wir haben keines der geprüften Warnsignale festgestellt.');
  } else {
    list(doc, root, signals, (signal, element, indent) => {
      paragraph(doc, element, signal.text, { indent, after: hasText(signal.source) ? 0.1 : 0.3 });
      if (hasText(signal.source))
        paragraph(doc, element, `Quelle: ${signal.source.trim()}`, { indent, muted: true, size: 9.5, after: 0.3 });
    });
  }
  if (hasText(input.signalNotes)) paragraph(doc, root, input.signalNotes);
}

function nextStepsSection(doc: Doc, root: Struct, input: FindingsReportInput): void {
  const steps = input.nextSteps.filter(hasText);
  if (steps.length === 0 && !hasText(input.nextStepsText)) {
    emptyNote(
      doc,
      root,
      'Über die Hinweise in diesem Ergebnisbericht hinaus empfehlen wir Ihnen keine weiteren Schritte.',
    );
    return;
  }
  if (steps.length > 0) bulletList(doc, root, steps);
  if (hasText(input.nextStepsText)) paragraph(doc, root, input.nextStepsText);
}

/** The findings report of one check as a tagged A4 PDF. */
export function renderFindingsReport(input: FindingsReportInput): Promise<Buffer> {
  const doc = createDocument(
    `Ergebnisbericht ${input.reference}`,
    input.provider,
    `Ergebnisbericht zur Auftragsnummer ${input.reference}: ${input.serviceName}`,
    input.createdAt,
    { tagged: true },
  );
  const root = documentRoot(doc);
  header(doc, root, input.provider);
  orderBox(doc, root, input);
  resultBand(doc, root, input);
  for (const section of input.guide.top) guideSection(doc, root, section, VERDICT_COLORS[input.verdict.key]);

  heading(doc, root, 'H2', TITLES.summary);
  if (hasText(input.summary)) paragraph(doc, root, input.summary);
  else
    emptyNote(
      doc,
      root,
      'Eine Zusammenfassung in eigenen Worten enthält dieser Ergebnisbericht nicht; das Ergebnis steht oben, die Einzelheiten folgen.',
    );

  heading(doc, root, 'H2', TITLES.steps);
  stepsSection(doc, root, input.steps);

  heading(doc, root, 'H2', TITLES.hits);
  hitsSection(doc, root, input);
  if (input.guide.noHitsSteps) guideSection(doc, root, input.guide.noHitsSteps, VERDICT_COLORS[input.verdict.key]);

  heading(doc, root, 'H2', TITLES.images);
  imagesSection(doc, root, input.images);

  heading(doc, root, 'H2', TITLES.identity);
  identitySection(doc, root, input.identity);

  heading(doc, root, 'H2', TITLES.signals);
  signalsSection(doc, root, input);

  heading(doc, root, 'H2', TITLES.nextSteps);
  nextStepsSection(doc, root, input);
  for (const section of input.guide.nextSteps) guideSection(doc, root, section, VERDICT_COLORS[input.verdict.key]);

  heading(doc, root, 'H2', TITLES.noHits);
  paragraph(doc, root, input.noHits.definition);
  bulletList(doc, root, input.noHits.limits);

  heading(doc, root, 'H2', TITLES.limits);
  bulletList(doc, root, input.limits);

  if (input.appendixNote !== null && hasText(input.appendixNote)) {
    heading(doc, root, 'H2', TITLES.appendix, 30);
    noteBox(doc, root, input.appendixNote);
  }

  root.end();
  drawFooters(doc, input.provider, true);
  return finish(doc);
}
