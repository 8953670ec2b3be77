// Issue 29: one definition of "keine Treffer" for the terms, the pages, the checkout and the mails.
// Every other wording of "no hits" found in the content before (AGB "nichts zur zu prüfenden
// Person", /romance-scam "nichts Verwertbares", the checkout "nichts ergeben", landing lines "Kein
// Fund?", "Ohne Ergebnis" …) fails here, and the terms carry the definition word for word.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testProvider } from '#tests/support/provider.ts';
import { agbPage } from './legal.ts';
import {
  hitDefinition,
  noHitsDefinition,
  noHitsGuarantee,
  noHitsLimits,
  outcomeDefinitions,
  reportLimits,
  verdictDefinitions,
} from './result-terms.ts';

const root = join(import.meta.dirname, '..', '..');

/** Other wordings of "no hits" (each with what it was, for the failure message). */
const otherWordings: readonly RegExp[] = [
  /nichts\s+Verwertbare/i,
  /nichts\s+ergeben/i,
  /nichts(?:\s+[^\s.!?]+){0,4}\s+gefunden/i,
  /nichts\s+zur\s+zu\s+prüfenden\s+Person/i,
  /nichts\s+(?:Auffälliges\s+)?(?:finden|findet|auftaucht)/i,
  /finden\s+wir\s+nichts/i,
  /findet\s+(?:sich|die\s+\S+|unsere\s+\S+)\s+nichts/i,
  /findet\s+sich\s+(?:\S+\s+){0,3}nirgends/i,
  /ohne\s+(?:Ergebnis|Fund|Fundstelle|Befund)\b/i,
  /\bkein(?:en)?\s+(?:Ergebnis|Fund|Befund|Treffer)\b/i,
  /\bKeine\s+Fundstelle\?/i,
  /\bfehlender?\s+Treffer/i,
  /keine\s+verwertbaren\s+Hinweise/i,
  /\bkeine\s+Spur\b/i,
  /leer\s+aus(?:geht|gehen)/i,
];

/** "file:line: words" for every other wording of "no hits" in the given sources. */
function otherWordingsIn(files: readonly string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    read(file)
      .split('\n')
      .forEach((line, index) => {
        for (const pattern of otherWordings) {
          const match = line.match(pattern);
          if (match) found.push(`${file}:${index + 1}: ${match[0]}`);
        }
      });
  }
  return found;
}

/** Source files (not tests) below the folders, as paths from the repository root. */
function sourcesUnder(...folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => `${folder}/${name}`),
  );
}

const readSource = (file: string) => readFileSync(join(root, file), 'utf8');

describe('the words of the result', () => {
  it('define every verdict and outcome in one or two sentences', () => {
    for (const text of [...Object.values(verdictDefinitions), ...Object.values(outcomeDefinitions)]) {
      expect(text).toMatch(/[^.]\.$/);
      expect(text.split(/(?<=\.)\s+/).length).toBeLessThanOrEqual(2);
      expect(text).not.toMatch(/\b(du|dich|dir|dein\w*)\b/i);
    }
    expect(outcomeDefinitions['no-hits']).toBe(noHitsDefinition);
    expect(outcomeDefinitions.hits).toBe(hitDefinition);
  });

  it('say what "keine Treffer" means: public sources, the day of the check, no finding', () => {
    expect(noHitsDefinition).toMatch(/^Keine Treffer heißt:/);
    for (const part of ['öffentlich zugänglichen Quellen', 'am Tag der Prüfung', 'keine Fundstelle'])
      expect(noHitsDefinition).toContain(part);
    expect(noHitsLimits[0]).toContain('kein Beweis');
    expect(noHitsGuarantee).toMatch(/^Bleibt die Prüfung ohne Treffer/);
    expect(reportLimits.join(' ')).toContain('keine Gesichtserkennung');
  });
});

describe('one wording of "keine Treffer" everywhere', () => {
  it('uses no other wording in the content, the checkout or the mails', () => {
    const files = sourcesUnder(
      'app/content',
      'app/components/checkout',
      'app/server/mail/templates',
      'app/components/case-status',
    );
    expect(files).toContain('app/content/legal.ts');
    expect(files).toContain('app/content/landings/set-a.ts');
    expect(files).toContain('app/components/checkout/steps/summary-step.tsx');
    expect(files).toContain('app/server/mail/templates/case-result.server.ts');
    expect(otherWordingsIn(files, readSource)).toEqual([]);
  });

  it('finds the wordings the pages used before, and leaves the term and its definition alone', () => {
    const text = [
      "'Finden wir in öffentlichen Quellen nichts zur zu prüfenden Person, teilen wir Ihnen das mit.',",
      "'Finden wir nichts Verwertbares, gibt es zwar keine Erstattung.'",
      'Hat eine frühere Prüfung nichts ergeben, haben Sie einen Gutscheincode.',
      "guarantee: 'Kein Fund? Dann prüfen wir beim nächsten Mal kostenlos.',",
      "guarantee: 'Ohne Ergebnis bekommen Sie die nächste Prüfung geschenkt.',",
      "'Weil wir nichts gefunden haben, erstatten wir den Preis nicht.'",
      "'Findet sich ein Bild nirgends, sagen wir Ihnen das offen.'",
      "'Kein Treffer bedeutet nicht automatisch Entwarnung.'",
      `'${noHitsDefinition}'`,
      `'${noHitsGuarantee}'`,
      "guarantee: 'Keine Treffer? Dann prüfen wir beim nächsten Mal kostenlos.',",
    ].join('\n');
    expect(otherWordingsIn(['sample.ts'], () => text)).toEqual([
      'sample.ts:1: nichts zur zu prüfenden Person',
      'sample.ts:2: nichts Verwertbare',
      'sample.ts:2: Finden wir nichts',
      'sample.ts:3: nichts ergeben',
      'sample.ts:4: Kein Fund',
      'sample.ts:5: Ohne Ergebnis',
      'sample.ts:6: nichts gefunden',
      'sample.ts:7: Findet sich ein Bild nirgends',
      'sample.ts:8: Kein Treffer',
    ]);
  });

  it('puts the definition and the guarantee into the terms (AGB § 11) word for word', () => {
    const guarantee = agbPage(testProvider).sections.find((section) => section.id === 'garantie');
    expect(guarantee?.heading).toBe('§ 11 Garantie');
    const text = guarantee?.paragraphs.join('\n') ?? '';
    expect(text).toContain(noHitsDefinition);
    expect(text).toContain(hitDefinition);
    expect(text).toContain(noHitsGuarantee);
    expect(text).toContain(noHitsLimits[0]);
  });
});
