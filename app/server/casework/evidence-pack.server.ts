// The evidence pack (Beweismappe, issue 29 point 4): a second tagged A4 PDF for the customer beside
// the report, for the police, the platform and the bank. It holds the result, the SHA-256 sum and
// upload time of every file the customer sent and of every screenshot of our research (so anyone can
// check later that a file is the one we received), the list of findings with their dates, and
// for a fraud verdict only (issue 38) the customer's own drafts ("Ihr Entwurf": she completes them and
// decides whether to send them) of a criminal complaint, a notice to each platform, and where money
// went through a bank a letter asking it to recall the payment; other verdicts say why none (their
// text is content, app/content/evidence-letters.ts; this module only lays it out). Observations, never
// a finding that the person committed a crime (the privacy notice, Art. 10 DSGVO). No legal advice.
// Same input, same bytes.
import type { ProviderInfo } from '../../content/types.ts';
import { formatCount, formatDate, formatDateTime, formatFileSize } from '../../lib/format.ts';
import { COLOR_TEXT, contentWidth, createDocument, type Doc, drawFooters, finish } from '../pdf/primitives.server.ts';
import { checksumLine, webAddress } from './report-one-line-blocks.server.ts';
import { documentRoot, group, hasText, leaf, type Struct } from './report-structure.server.ts';
import { labelValueTable } from './report-table-block.server.ts';
import { emptyNote, heading, list, noteBox, paragraph } from './report-text-blocks.server.ts';

export interface EvidencePackInput {
  provider: ProviderInfo;
  /** Order reference, e.g. "3f2a9c1e". */
  reference: string;
  serviceName: string;
  customerName: string;
  /** The person (or profile) checked, as the customer named it. */
  targetName: string;
  /** The date of the pack (the report's date). Same input, same bytes. */
  createdAt: Date;
  verdict: { label: string; definition: string };
  summary: string;
  /** Every file the customer sent and every screenshot of the research, with its SHA-256 (64 hex digits). */
  files: { source: 'customer' | 'screenshot'; fileName: string; sha256: string; size: number; uploadedAt: Date }[];
  urls: { url: string; foundOn: Date; description: string }[];
  /** "Wozu diese Mappe dient" (packPurpose in app/content/evidence-letters.ts). */
  purpose: readonly string[];
  /** The drafts (app/content/evidence-letters.ts) the verdict warrants, each printed on a page of its own. */
  letters: { key: string; title: string; usage: string; body: string[] }[];
  /** Why the pack holds no drafts (a verdict that warrants none); null when it holds them. */
  noDraftsReason: string | null;
}

const SOURCE_LABELS: Record<EvidencePackInput['files'][number]['source'], string> = {
  customer: 'von Ihnen hochgeladen',
  screenshot: 'Bildschirmfoto unserer Recherche',
};

const CHECK_INTRO =
  'So prüfen Sie eine Prüfsumme selbst (für „Datei“ setzen Sie den Namen der Datei ein, das Ergebnis muss mit der Prüfsumme oben übereinstimmen):';
const CHECK_COMMANDS = [
  { system: 'Windows, in der Eingabeaufforderung:', command: 'certutil -hashfile Datei SHA256' },
  { system: 'macOS, im Terminal:', command: 'shasum -a 256 Datei' },
];

function filesSection(doc: Doc, root: Struct, input: EvidencePackInput): void {
  if (input.files.length === 0) {
    emptyNote(doc, root, 'Zu diesem Auftrag liegen keine Dateien vor, weder von Ihnen noch aus unserer Recherche.');
  } else {
    list(
      doc,
      root,
      input.files,
      (file, element, indent) => {
        paragraph(doc, element, file.fileName, { indent, bold: true, after: 0.1 });
        const facts = [
          SOURCE_LABELS[file.source],
          `hochgeladen am ${formatDateTime(file.uploadedAt)}`,
          `${formatFileSize(file.size)} (${formatCount(file.size)} Byte)`,
        ].join(' · ');
        paragraph(doc, element, facts, { indent, muted: true, size: 9, after: 0.15 });
        checksumLine(doc, element, 'SHA-256:', file.sha256, indent);
        doc.moveDown(0.45);
      },
      { numbered: true, keep: 40 },
    );
  }
  paragraph(doc, root, CHECK_INTRO, { size: 9.5, after: 0.3 });
  const left = doc.page.margins.left;
  const commands = group(doc, root, 'L');
  for (const { system, command } of CHECK_COMMANDS) {
    const item = group(doc, commands, 'LI');
    const body = group(doc, item, 'LBody');
    paragraph(doc, body, system, { indent: 16, muted: true, size: 9, after: 0.1 });
    const y = doc.y;
    leaf(doc, body, 'Code', () => {
      doc
        .font('Courier')
        .fontSize(9)
        .fillColor(COLOR_TEXT)
        .text(command, left + 16, y, { width: contentWidth(doc) - 16 });
    });
    body.end();
    item.end();
    doc.moveDown(0.4);
  }
  commands.end();
  doc.x = left;
}

function urlsSection(doc: Doc, root: Struct, input: EvidencePackInput): void {
  if (input.urls.length === 0) {
    emptyNote(
      doc,
      root,
      'Unsere Recherche hat keine Fundstelle ergeben; welche Quellen wir durchsucht haben, steht im Ergebnisbericht.',
    );
    return;
  }
  list(
    doc,
    root,
    input.urls,
    (entry, element, indent) => {
      webAddress(doc, element, entry.url, indent);
      paragraph(doc, element, `Gefunden am ${formatDate(entry.foundOn)}`, {
        indent,
        muted: true,
        size: 9.5,
        after: hasText(entry.description) ? 0.1 : 0.4,
      });
      if (hasText(entry.description)) paragraph(doc, element, entry.description, { indent, after: 0.4 });
    },
    { numbered: true, keep: 40 },
  );
}

/** The evidence pack of one check as a tagged A4 PDF. */
export function renderEvidencePack(input: EvidencePackInput): Promise<Buffer> {
  const title = `Beweismappe zur Auftragsnummer ${input.reference}`;
  const doc = createDocument(
    `Beweismappe ${input.reference}`,
    input.provider,
    `${title}: ${input.serviceName}`,
    input.createdAt,
    { tagged: true },
  );
  const root = documentRoot(doc);
  heading(doc, root, 'H1', title, 45, 20);
  labelValueTable(
    doc,
    root,
    [
      { label: 'Leistung', value: input.serviceName },
      { label: 'Kunde', value: input.customerName },
      { label: 'Geprüfte Person', value: input.targetName },
      { label: 'Stand', value: formatDate(input.createdAt) },
    ],
    { rules: false },
  );

  heading(doc, root, 'H2', 'Wozu diese Mappe dient');
  for (const text of input.purpose) paragraph(doc, root, text);

  heading(doc, root, 'H2', 'Ergebnis');
  paragraph(doc, root, `Ergebnis: ${input.verdict.label}`, { bold: true, size: 11, after: 0.2 });
  if (hasText(input.verdict.definition)) paragraph(doc, root, input.verdict.definition, { muted: true, size: 9.5 });
  if (hasText(input.summary)) paragraph(doc, root, input.summary);

  heading(doc, root, 'H2', 'Dateien und Prüfsummen');
  filesSection(doc, root, input);

  heading(doc, root, 'H2', 'Fundstellen');
  urlsSection(doc, root, input);

  if (input.noDraftsReason !== null) {
    heading(doc, root, 'H2', 'Keine Entwürfe zu diesem Ergebnis');
    paragraph(doc, root, input.noDraftsReason);
  }

  for (const letter of input.letters) {
    doc.addPage();
    const section = group(doc, root, 'Sect');
    heading(doc, section, 'H2', letter.title);
    if (hasText(letter.usage)) noteBox(doc, section, letter.usage, { after: 1 });
    for (const text of letter.body) {
      if (hasText(text)) paragraph(doc, section, text);
    }
    section.end();
  }

  root.end();
  drawFooters(doc, input.provider, true);
  return finish(doc);
}
