// Issue 27 point 9 and issue 37 point 3: one word per thing. "Benutzername" throughout, never
// "Nutzername"; the six services carry one spelling everywhere, the names in app/lib/services.ts,
// hyphenated throughout where an English part is involved ("Fake-Profil-Check", "Bildanalyse").
// More wording rules (Ergebnisbericht, kostenlos, Bildschirmfoto, example cases): wording.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceKeys, serviceNames } from '../lib/services.ts';

const root = join(import.meta.dirname, '..', '..');

/** Every source file under app/ except tests: content, routes, components, mail templates, legal pages. */
function appSources(): string[] {
  return readdirSync(join(root, 'app'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => `app/${name}`);
}

/**
 * Any spelling of a product name (hyphens, spaces or none, either case after the first letter):
 * "Fake-Profil-Check", "Dating-App Check", "Bildanalyse" … URL slugs start lower-case and do not
 * match; "Fake-Profil-Checkliste" is a different word and does not match either.
 */
const productNamePattern =
  /(?:Fake[- ]?[Pp]rofil|Dating[- ]?[Aa]pp|Social[- ]?[Mm]edia|Romance[- ]?[Ss]cam|Identitätsdiebstahl)[- ]?[Cc]heck(?![a-rt-zäöüß])|Bild[- ]?[Aa]nalyse/gu;

/** "file:line: wrong spelling" for every spelling of a product name other than the one in services.ts. */
function wrongProductNames(files: readonly string[], read: (file: string) => string): string[] {
  const names = new Set(serviceKeys.map((key) => serviceNames[key]));
  const hits: string[] = [];
  for (const file of files) {
    read(file)
      .split('\n')
      .forEach((line, index) => {
        for (const [found] of line.matchAll(productNamePattern)) {
          if (!names.has(found)) hits.push(`${file}:${index + 1}: ${found}`);
        }
      });
  }
  return hits;
}

const readSource = (file: string) => readFileSync(join(root, file), 'utf8');

describe('copy', () => {
  it('says "Benutzername", never "Nutzername"', () => {
    const hits = appSources().filter((file) => /(?<![Bb]e)nutzername/i.test(readSource(file)));
    expect(hits).toEqual([]);
  });

  it('spells the six product names as services.ts does, hyphenated, everywhere', () => {
    const files = appSources();
    expect(files).toContain('app/content/home.ts');
    expect(files).toContain('app/content/legal.ts');
    expect(files).toContain('app/routes/marketing/hub.tsx');
    expect(files).toContain('app/server/mail/templates/order-confirmation.server.ts');
    expect(wrongProductNames(files, readSource)).toEqual([]);
  });

  it('finds each wrong spelling and names file and line', () => {
    const text = [
      "linkText: 'Mehr zum Fake-Profil Check',",
      "title: 'Dating-App Check', eyebrow: 'Dating App Check'",
      "'Social Media Check', 'Romance Scam Check', 'Identitätsdiebstahl Check', 'Fake Profil Check'",
      "heading: 'Was unsere Bild-Analyse umfasst'",
      "'Fake-Profil-Check', 'Dating-App-Check', 'Social-Media-Check', 'Romance-Scam-Check', 'Bildanalyse'",
      "'Identitätsdiebstahl-Check', des Fake-Profil-Checks, Fake-Profil-Checkliste, '/dating-app-check'",
    ].join('\n');
    expect(wrongProductNames(['sample.ts'], () => text)).toEqual([
      'sample.ts:1: Fake-Profil Check',
      'sample.ts:2: Dating-App Check',
      'sample.ts:2: Dating App Check',
      'sample.ts:3: Social Media Check',
      'sample.ts:3: Romance Scam Check',
      'sample.ts:3: Identitätsdiebstahl Check',
      'sample.ts:3: Fake Profil Check',
      'sample.ts:4: Bild-Analyse',
    ]);
  });
});
