import { describe, expect, it } from 'vitest';
import { noHitsDefinition, verdictDefinitions } from '#app/content/result-terms.ts';
import { nextStepsFor, researchStepsFor, warningSignsFor } from '#app/content/workbench.ts';
import { emptyFindings, type Findings, upgradeFindings } from '#app/lib/findings.ts';
import { extractText } from '#tests/support/pdf-extract.ts';
import { parseConfig, providerInfo } from '../config/config.server.ts';
import { parseFindings } from './findings.server.ts';
import { renderFindingsReport } from './findings-report.server.ts';
import { reportInput } from './findings-to-report.server.ts';

const images = [
  { documentId: 'a1b2c3d4-0000-4000-8000-000000000001', fileName: 'profilbild.jpg' },
  { documentId: 'a1b2c3d4-0000-4000-8000-000000000002', fileName: 'urlaub.png' },
];
const sign = warningSignsFor('romance-scam')[0]?.key ?? '';
const step = nextStepsFor('romance-scam')[0]?.key ?? '';
const firstStep = researchStepsFor('romance-scam')[0]?.key ?? '';

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
    steps: {
      [firstStep]: { state: 'done', date: '2026-11-20', sources: 'Google Lens, TinEye', reason: 'wird verworfen' },
    },
    hits: [
      {
        id: 'h1',
        documentId: images[0]?.documentId,
        url: 'https://example.org/model',
        foundOn: '2026-11-20',
        description: 'Gleiches Foto unter anderem Namen',
        screenshots: ['s1'],
      },
    ],
    images: [{ documentId: images[0]?.documentId, assessment: 'Gestohlenes Foto.' }],
    signals: [sign],
    signalSources: { [sign]: 'https://example.org/model', unknown: 'dropped' },
    nextSteps: [step],
    signalNotes: '',
    nextStepsText: '',
    ...overrides,
  };
}

describe('parseFindings', () => {
  it('keeps a valid draft, trims texts, keeps only what belongs to the state and names every uploaded image', () => {
    const result = parseFindings(
      draft({ summary: '  Text mit Leerzeichen am Rand und genug Länge.  ' }),
      'romance-scam',
      images,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.findings.summary).toBe('Text mit Leerzeichen am Rand und genug Länge.');
    expect(result.findings.steps[firstStep]).toEqual({
      state: 'done',
      date: '2026-11-20',
      sources: 'Google Lens, TinEye',
      reason: '',
    });
    expect(result.findings.images).toEqual([
      { documentId: images[0]?.documentId, fileName: 'profilbild.jpg', assessment: 'Gestohlenes Foto.' },
      { documentId: images[1]?.documentId, fileName: 'urlaub.png', assessment: '' },
    ]);
    expect(result.findings.signalSources).toEqual({ [sign]: 'https://example.org/model' });
    expect(result.findings.hits[0]?.screenshots).toEqual(['s1']);
  });

  it('saves incomplete work: a step without a date and a finding without address or screenshot', () => {
    const result = parseFindings(
      draft({
        steps: { [firstStep]: { state: 'done', date: '', sources: '' } },
        hits: [{ id: 'h1', documentId: null, url: '', foundOn: '', description: '', screenshots: [] }],
      }),
      'romance-scam',
      images,
    );
    expect(result.ok).toBe(true);
  });

  it('refuses what is malformed, by field, in German', () => {
    const result = parseFindings(
      draft({
        verdict: 'sicher echt',
        steps: { 'made-up': { state: 'done' }, [firstStep]: { state: 'vielleicht' } },
        hits: [
          { id: 'Bad Id!', url: 'https://example.org' },
          { id: 'h2', url: 'javascript:alert(1)', foundOn: '2026-02-30', documentId: 'x', screenshots: [] },
        ],
        signals: ['not-a-sign'],
      }),
      'romance-scam',
      images,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      verdict: 'Bitte wählen Sie ein gültiges Ergebnis aus.',
      steps: 'Die Rechercheschritte passen nicht zu dieser Leistung.',
      [`steps.${firstStep}`]: 'Bitte wählen Sie „erledigt“ oder „nicht anwendbar“.',
      'hits.0': 'Diese Fundstelle ist beschädigt; bitte legen Sie sie neu an.',
      'hits.1.url': 'Bitte geben Sie eine vollständige Adresse mit http:// oder https:// an.',
      'hits.1.foundOn': 'Bitte geben Sie ein gültiges Datum an.',
      'hits.1.documentId': 'Dieses Bild gehört nicht (mehr) zu diesem Fall.',
      signals: 'Die Auswahl passt nicht zu dieser Leistung.',
    });
  });

  it('refuses over-long texts with the limit named', () => {
    const result = parseFindings(draft({ summary: 'x'.repeat(3001) }), 'romance-scam', images);
    expect(result).toEqual({ ok: false, errors: { summary: 'Zusammenfassung: höchstens 3.000 Zeichen.' } });
  });
});

describe('upgradeFindings (drafts saved before issue 29)', () => {
  it('turns the checklist into steps done without a date and image sources into findings without date or screenshot', () => {
    const upgraded = upgradeFindings({
      verdict: 'unclear',
      summary: 'Alt',
      checklist: ['reverse-image-search', 'name-search'],
      images: [
        {
          documentId: 'd1',
          fileName: 'a.jpg',
          sources: [{ url: 'https://example.org/a', note: 'Gleiches Foto' }],
          assessment: 'Auffällig',
        },
      ],
    });
    expect(upgraded.steps).toEqual({
      'reverse-image-search': { state: 'done', date: '', sources: '', reason: '' },
      'name-search': { state: 'done', date: '', sources: '', reason: '' },
    });
    expect(upgraded.hits).toEqual([
      {
        id: 'h1',
        documentId: 'd1',
        url: 'https://example.org/a',
        foundOn: '',
        description: 'Gleiches Foto',
        screenshots: [],
      },
    ]);
    expect(upgraded.images).toEqual([{ documentId: 'd1', fileName: 'a.jpg', assessment: 'Auffällig' }]);
    expect(upgraded).not.toHaveProperty('checklist');
  });

  it('leaves a current draft as it is and gives empty findings for nothing stored', () => {
    const current: Findings = { ...emptyFindings(), verdict: 'unclear', summary: 'Neu' };
    expect(upgradeFindings(current)).toEqual(current);
    expect(upgradeFindings(undefined)).toEqual(emptyFindings());
  });
});

describe('reportInput', () => {
  const provider = providerInfo(parseConfig({}));
  const caseInfo = {
    reference: '3f2a9c1e',
    customerName: 'Erika Muster',
    serviceName: 'Romance-Scam-Check',
    caseType: 'romance-scam',
    targetName: 'James Miller',
    paidAt: new Date('2026-11-19T10:00:00Z'),
    orderedFor: 'self',
    residence: 'BE',
    payments: ['transfer'],
    target: {
      targetName: 'James Miller',
      targetUsername: null,
      targetProfileUrl: null,
      targetPlatforms: ['Tinder'],
      targetEmail: null,
      targetPhone: null,
    },
  };

  it('resolves keys to the customer sentences, names the verdict and the outcome with their definitions', () => {
    const parsed = parseFindings(draft(), 'romance-scam', images);
    if (!parsed.ok) throw new Error('draft should parse');
    const shots = new Map([['s1', { id: 's1', fileName: 'fund.png', image: null }]]);
    const input = reportInput(parsed.findings, caseInfo, provider, shots, new Date('2026-11-21T10:00:00Z'), null);
    expect(input.verdict).toEqual({
      key: 'likely-fake',
      label: 'wahrscheinlich gefälscht',
      definition: verdictDefinitions['likely-fake'],
    });
    expect(input.outcome.key).toBe('hits');
    expect(input.noHits.definition).toBe(noHitsDefinition);
    expect(input.steps).toHaveLength(1);
    expect(input.steps[0]).toMatchObject({ state: 'done', sources: 'Google Lens, TinEye' });
    expect(input.hits[0]).toMatchObject({
      url: 'https://example.org/model',
      imageFileName: 'profilbild.jpg',
      screenshots: [{ fileName: 'fund.png', image: null }],
    });
    expect(input.signals[0]?.source).toBe('https://example.org/model');
    expect(input.signals[0]?.text).toBe(warningSignsFor('romance-scam')[0]?.reportText);
  });

  it('keeps a finding without its day in the staff preview, with the outcome "mit Treffern"', async () => {
    const parsed = parseFindings(
      draft({ hits: [{ id: 'h1', documentId: null, url: 'https://example.org/x', foundOn: '', screenshots: [] }] }),
      'romance-scam',
      images,
    );
    if (!parsed.ok) throw new Error('draft should parse');
    const input = reportInput(parsed.findings, caseInfo, provider, new Map(), new Date('2026-11-21T10:00:00Z'), null);
    expect(input.outcome.key).toBe('hits');
    expect(input.hits).toMatchObject([{ url: 'https://example.org/x', foundOn: null }]);
    const text = await extractText(await renderFindingsReport(input));
    expect(text).toContain('Funddatum noch nicht angegeben');
    expect(text).toContain('Treffer: 1 Fundstelle');
  });

  it('says "keine Treffer" when no finding is recorded', () => {
    const parsed = parseFindings(draft({ hits: [], verdict: 'unclear' }), 'romance-scam', images);
    if (!parsed.ok) throw new Error('draft should parse');
    const input = reportInput(parsed.findings, caseInfo, provider, new Map(), new Date(), null);
    expect(input.outcome).toMatchObject({ key: 'no-hits', label: 'keine Treffer', definition: noHitsDefinition });
  });
});
