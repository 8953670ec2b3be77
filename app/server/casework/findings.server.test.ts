import { describe, expect, it } from 'vitest';
import { nextStepsFor, reportCaveat, warningSignsFor } from '#app/content/workbench.ts';
import { emptyFindings, type Findings } from '#app/lib/findings.ts';
import { parseConfig, providerInfo } from '../config/config.server.ts';
import { checklistProgress, parseFindings, reportInput, reportProblems } from './findings.server.ts';

const images = [
  { documentId: 'a1b2c3d4-0000-4000-8000-000000000001', fileName: 'profilbild.jpg' },
  { documentId: 'a1b2c3d4-0000-4000-8000-000000000002', fileName: 'urlaub.png' },
];
const sign = warningSignsFor('romance-scam')[0]?.key ?? '';
const step = nextStepsFor('romance-scam')[0]?.key ?? '';

function draft(overrides: Record<string, unknown> = {}) {
  return {
    verdict: 'likely-fake',
    summary: 'Die Fotos gehören einem Model aus Kiew; das Profil ist mit hoher Wahrscheinlichkeit gefälscht.',
    identity: {
      name: 'James Miller',
      age: '52',
      location: 'angeblich Aberdeen',
      job: 'Ingenieur auf einer Bohrinsel',
      assessment: 'Nicht stimmig.',
    },
    images: [
      {
        documentId: images[0]?.documentId,
        sources: [
          { url: 'https://example.org/model', note: 'Gleiches Foto unter anderem Namen' },
          { url: '', note: '' },
        ],
        assessment: 'Gestohlenes Foto.',
      },
    ],
    signals: [sign],
    nextSteps: [step],
    checklist: ['reverse-image-search'],
    signalNotes: '',
    nextStepsText: '',
    ...overrides,
  };
}

describe('parseFindings', () => {
  it('keeps a valid draft, trims texts, drops empty sources and names the uploaded file', () => {
    const result = parseFindings(
      draft({ summary: '  Text mit Leerzeichen am Rand und genug Länge.  ' }),
      'romance-scam',
      images,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.findings.summary).toBe('Text mit Leerzeichen am Rand und genug Länge.');
    expect(result.findings.images).toEqual([
      {
        documentId: images[0]?.documentId,
        fileName: 'profilbild.jpg',
        sources: [{ url: 'https://example.org/model', note: 'Gleiches Foto unter anderem Namen' }],
        assessment: 'Gestohlenes Foto.',
      },
    ]);
  });

  it('saves an unfinished draft: no verdict, no summary', () => {
    const result = parseFindings({}, 'dating-app', images);
    expect(result).toEqual({ ok: true, findings: emptyFindings() });
  });

  it('refuses what does not belong: foreign images, bad addresses, keys of another service, over-long texts', () => {
    const result = parseFindings(
      draft({
        verdict: 'echt',
        images: [
          { documentId: 'ffffffff-0000-4000-8000-000000000009', sources: [] },
          { documentId: images[1]?.documentId, sources: [{ url: 'javascript:alert(1)', note: 'x' }] },
        ],
        signals: ['gibt-es-nicht'],
        summary: 'x'.repeat(3001),
      }),
      'romance-scam',
      images,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      verdict: 'Bitte wählen Sie ein gültiges Ergebnis aus.',
      'images.0': 'Dieses Bild gehört nicht (mehr) zu diesem Fall.',
      'images.1.sources.0': 'Bitte geben Sie eine vollständige Adresse mit http:// oder https:// an.',
      signals: 'Die Auswahl passt nicht zu dieser Leistung.',
      summary: 'Zusammenfassung: höchstens 3.000 Zeichen.',
    });
  });

  it('counts the research progress of the service', () => {
    const result = parseFindings(draft(), 'romance-scam', images);
    if (!result.ok) throw new Error('draft refused');
    const progress = checklistProgress(result.findings, 'romance-scam');
    expect(progress.done).toBe(1);
    expect(progress.total).toBeGreaterThanOrEqual(6);
  });
});

describe('reportProblems and reportInput', () => {
  const findings = (): Findings => {
    const result = parseFindings(draft(), 'romance-scam', images);
    if (!result.ok) throw new Error('draft refused');
    return result.findings;
  };

  it('needs a verdict and a summary before a report is generated', () => {
    expect(reportProblems(emptyFindings())).toEqual({
      verdict: 'Bitte wählen Sie ein Ergebnis aus.',
      summary: 'Bitte schreiben Sie eine Zusammenfassung (mindestens 20 Zeichen).',
    });
    expect(reportProblems(findings())).toEqual({});
  });

  it('refuses words that point to criminal records, face recognition or health', () => {
    for (const [text, topic] of [
      ['Die Person ist vorbestraft.', 'Vorstrafen'],
      ['Laut PimEyes gibt es weitere Fotos.', 'Gesichtserkennung'],
      ['Die Diagnose lautet …', 'Gesundheit'],
    ] as const) {
      const problems = reportProblems({ ...findings(), signalNotes: text });
      expect(problems.content, text).toContain(`keine Angaben zu ${topic}`);
    }
  });

  it('resolves every key to the sentence the customer reads, and leaves empty identity fields out', () => {
    const input = reportInput(
      { ...findings(), identity: { ...findings().identity, age: '' } },
      {
        reference: '3f2a9c1e',
        customerName: 'Erika Mustermann',
        serviceName: 'Romance Scam Check',
        caseType: 'romance-scam',
      },
      providerInfo(parseConfig({})),
      new Date('2026-11-24T10:00:00Z'),
    );
    expect(input.verdict).toEqual({ key: 'likely-fake', label: 'wahrscheinlich gefälscht' });
    expect(input.signals).toEqual([warningSignsFor('romance-scam')[0]?.reportText]);
    expect(input.nextSteps).toEqual([nextStepsFor('romance-scam')[0]?.reportText]);
    expect(input.identity.rows.map((row) => row.label)).toEqual(['Name', 'Wohnort', 'Beruf']);
    expect(input.caveat).toBe(reportCaveat);
  });
});
