// One term for the customer's document: the PDF we deliver is the "Ergebnisbericht" in everything
// customers and staff read — pages, the status page and its downloads, e-mails, the staff area and
// the staff command. "Ergebnis" alone is the verdict and stays; identifiers and URL paths stay as
// they are (lower-case "/bericht" in links already sent must keep working). wording.test.ts checks
// the other words of issue 37; this file reads the sources as text, comments included (where they
// quote a label, they quote the right one).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** Where customer- and staff-facing German text lives. */
const SOURCE_DIRS = [
  'app/content',
  'app/routes',
  'app/components',
  'app/server/mail',
  // The status page's texts and the names of its downloads ("Echtcheck-Ergebnisbericht-….pdf").
  'app/server/customer',
  // `npm run staff` and its help text.
  'scripts/staff',
];
/** Single files with customer- or staff-facing names of the document. */
const SOURCE_FILES = [
  // The stored report's file name, which staff see on the case page.
  'app/server/casework/case-workflow.server.ts',
];

function sources(): string[] {
  const files = SOURCE_DIRS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => `${dir}/${name}`),
  );
  return [...files, ...SOURCE_FILES];
}

/** Staff read "die Befunde": the findings they record, from which the Ergebnisbericht is made. */
function isStaffText(file: string): boolean {
  return file.includes('/staff/') || SOURCE_FILES.includes(file);
}

// A whole word: no letter, digit or underscore before or after. A hyphen counts as a word's edge, so
// "Echtcheck-Bericht" and "PDF-Bericht" are the bare "Bericht".
const edge = String.raw`\p{L}\p{N}_`;
const word = (body: string) => new RegExp(`(?<![${edge}])(?:${body})(?![${edge}])`, 'gu');

interface Rule {
  pattern: RegExp;
  /** Whether the rule applies to a file (default: every file). */
  appliesTo?: (file: string) => boolean;
}

const rules: readonly Rule[] = [
  // Other names of the document, inflected too ("des Prüfberichts"); "Pruef…" as in file names.
  { pattern: word(String.raw`(?:Prüf|Pruef|Abschluss)bericht\p{L}*|Ergebnis-Bericht\p{L}*|Pr(?:ü|ue)fergebnis\p{L}*`) },
  // "Bericht" alone ("Ergebnisbericht" is one word, so it never matches; "Ergebnis-Bericht" is above).
  { pattern: word('(?<!Ergebnis-)(?:Berichte?n?|Berichts)') },
  // An English word in German text; not an identifier (<Report …/>, function Report(, AnalyticsReport).
  { pattern: new RegExp(`(?<![${edge}$.<\\/])Reports?(?![${edge}$(])`, 'gu') },
  // "Ihr Befund" as the document.
  { pattern: word('Befund(?:e?s)?') },
  { pattern: word('Befunden?'), appliesTo: (file) => !isStaffText(file) },
];

/**
 * Deliberate exceptions: text that starts at a match and is not our document.
 * - "Berichten über Betrug…": public reports (press, warning forums) the pages tell readers to
 *   search (app/content/conversions.ts, app/content/landings/set-c.ts).
 */
const exceptions: readonly RegExp[] = [/^Berichten über Betrug/];

/** "file:line: found" for every other name of the document. */
function variantsIn(files: readonly string[], read: (file: string) => string): string[] {
  const hits: string[] = [];
  for (const file of files) {
    read(file)
      .split('\n')
      .forEach((line, index) => {
        for (const rule of rules) {
          if (rule.appliesTo && !rule.appliesTo(file)) continue;
          for (const found of line.matchAll(rule.pattern)) {
            const rest = line.slice(found.index);
            if (exceptions.some((exception) => exception.test(rest))) continue;
            hits.push(`${file}:${index + 1}: ${found[0]}`);
          }
        }
      });
  }
  return hits;
}

describe('the customer’s document is the "Ergebnisbericht" everywhere', () => {
  it('reads the content modules, routes, components, mail templates and the status page', () => {
    const files = sources();
    for (const file of [
      'app/content/legal/agb.ts',
      'app/content/landings/set-c.ts',
      'app/routes/case-status.tsx',
      'app/routes/staff/api/case-report-preview.ts',
      'app/components/case-status/result-section.tsx',
      'app/components/staff/workbench/gate-box.tsx',
      'app/server/mail/templates/case-result.server.ts',
      'app/server/customer/status-page.server.ts',
      'scripts/staff/output.ts',
    ])
      expect(files).toContain(file);
  });

  it('no source names it otherwise', () => {
    expect(variantsIn(sources(), (file) => readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });

  it('finds the old names, and keeps the words that are not the document', () => {
    const text = [
      // The old download names, file names and labels.
      "  report: 'Echtcheck-Bericht',",
      "  'report-appendix': 'Echtcheck-Anlage-zum-Bericht',",
      '  fileName: `Pruefbericht-EC-1A2B3C4D.pdf`,',
      '// "Vorschau des Berichts": the draft is saved, now the PDF.',
      'pruefer   Fälle bearbeiten: Fälle, Recherche, Notizen, Bericht und Ergebnis',
      "'Den Prüfbericht und den Abschlussbericht finden Sie im Ergebnis-Bericht.'",
      "'Ihr Prüfergebnis als Report', 'Berichte', 'Ihren Befund'",
      "'Die Befunde sind gespeichert.'",
      // Kept: the right word, compounds, the verdict, identifiers, URL paths, the exception.
      "'Ihr Ergebnisbericht', 'des Ergebnisberichts', 'Ihr Ergebnis', 'Erfahrungsberichte', 'Berichtigung'",
      "<Report report={report} />, function Report(, AnalyticsReport, route('auftrag/:token/bericht')",
      "'Taucht er in Warnforen oder Berichten über Betrug auf'",
    ].join('\n');
    expect(variantsIn(['app/content/sample.ts'], () => text)).toEqual([
      'app/content/sample.ts:1: Bericht',
      'app/content/sample.ts:2: Bericht',
      'app/content/sample.ts:3: Pruefbericht',
      'app/content/sample.ts:4: Berichts',
      'app/content/sample.ts:5: Bericht',
      'app/content/sample.ts:6: Prüfbericht',
      'app/content/sample.ts:6: Abschlussbericht',
      'app/content/sample.ts:6: Ergebnis-Bericht',
      'app/content/sample.ts:7: Prüfergebnis',
      'app/content/sample.ts:7: Berichte',
      'app/content/sample.ts:7: Report',
      'app/content/sample.ts:7: Befund',
      'app/content/sample.ts:8: Befunde',
    ]);
    // Staff record "Befunde" (findings); the document is still the Ergebnisbericht there.
    expect(variantsIn(['app/components/staff/sample.tsx'], () => text)).not.toContain(
      'app/components/staff/sample.tsx:8: Befunde',
    );
    expect(variantsIn(['app/components/staff/sample.tsx'], () => text)).toContain(
      'app/components/staff/sample.tsx:7: Befund',
    );
  });
});
