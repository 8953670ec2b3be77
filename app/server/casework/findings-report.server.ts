// The report a customer receives for a check (issue 13 "Generated report", issue 29 "the report is
// the product"): the specialists' findings as a branded, tagged A4 PDF in German. It states the
// order, the verdict with its definition and the outcome derived from the findings; what was
// searched (each research step with its date and sources, or why it did not apply); every finding
// with its address, the date found, what is there and its screenshots embedded; the images, the
// identity, the warning signs with their sources, the next steps; what "keine Treffer" means and
// what it does not (in every report), and the report's limits. The caller resolves the content
// (labels, definitions, sentences, scaled JPEG screenshots); this module only lays it out. Same
// input, same bytes: the creation date is the report date, and pdfkit derives the file id from it.
import { createDocument, drawFooters, finish } from '../pdf/primitives.server.ts';
import type { FindingsReportInput } from './findings-report-input.server.ts';
import {
  hitsSection,
  identitySection,
  imagesSection,
  nextStepsSection,
  signalsSection,
  stepsSection,
} from './findings-report-sections.server.ts';
import { guideSection } from './report-guide-blocks.server.ts';
import { header, orderBox, resultBand, VERDICT_COLORS } from './report-opening.server.ts';
import { documentRoot, hasText } from './report-structure.server.ts';
import { bulletList, emptyNote, heading, noteBox, paragraph } from './report-text-blocks.server.ts';

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
