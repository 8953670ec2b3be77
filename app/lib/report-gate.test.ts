import { describe, expect, it } from 'vitest';
import { emptyFindings, type Findings } from './findings.ts';
import { deliveryProblems, type GateContext, stepProgress } from './report-gate.ts';

const context: GateContext = {
  steps: [
    { key: 'reverse-image-search', label: 'Bildrückwärtssuche für jedes Profilfoto' },
    { key: 'name-search', label: 'Namen in Suchmaschinen suchen' },
    { key: 'contact-data-search', label: 'Telefonnummer und E-Mail-Adresse öffentlich suchen' },
  ],
  signs: [
    {
      key: 'photos-under-other-names',
      label: 'Fotos unter anderen Namen gefunden',
      needsHit: true,
      contradictsGenuine: true,
    },
    { key: 'money-request', label: 'Bitte um Geld', contradictsGenuine: true },
    { key: 'professional-photos-only', label: 'Nur professionelle Fotos' },
  ],
  screenshotIds: ['shot-1'],
  paidOn: '2026-11-20',
  today: '2026-11-22',
};

const done = { state: 'done', date: '2026-11-21', sources: 'Google, Bing', reason: '' } as const;

/** Findings that pass the gate: every step handled, a verdict backed by a finding with its screenshot. */
function complete(overrides: Partial<Findings> = {}): Findings {
  return {
    ...emptyFindings(),
    verdict: 'likely-fake',
    summary: 'Die Fotos stammen von einem Model; das Profil ist wahrscheinlich gefälscht.',
    steps: {
      'reverse-image-search': done,
      'name-search': done,
      'contact-data-search': {
        state: 'not-applicable',
        date: '',
        sources: '',
        reason: 'Keine Telefonnummer und keine E-Mail-Adresse angegeben.',
      },
    },
    hits: [
      {
        id: 'h1',
        documentId: null,
        url: 'https://example.org/model',
        foundOn: '2026-11-21',
        description: 'Gleiches Foto unter anderem Namen.',
        screenshots: ['shot-1'],
      },
    ],
    signals: ['photos-under-other-names'],
    signalSources: { 'photos-under-other-names': 'https://example.org/model' },
    nextSteps: ['stop-contact'],
    ...overrides,
  };
}

const fields = (findings: Findings) => deliveryProblems(findings, context).map((problem) => problem.field);

describe('deliveryProblems', () => {
  it('lets complete findings through', () => {
    expect(deliveryProblems(complete(), context)).toEqual([]);
  });

  it('refuses a case with no step done and names every missing step', () => {
    const problems = deliveryProblems(emptyFindings(), context);
    expect(problems[0]).toEqual({
      field: 'steps',
      message:
        '3 Rechercheschritte sind noch offen: „Bildrückwärtssuche für jedes Profilfoto“, „Namen in Suchmaschinen suchen“ und „Telefonnummer und E-Mail-Adresse öffentlich suchen“. Bitte erledigen Sie sie oder markieren Sie sie mit Begründung als „nicht anwendbar“.',
    });
    expect(problems.map((problem) => problem.field)).toEqual(['steps', 'verdict', 'summary', 'nextSteps']);
  });

  it('asks for the day and the sources of a step done, and the reason of a step not applicable', () => {
    const problems = deliveryProblems(
      complete({
        steps: {
          'reverse-image-search': { ...done, date: '' },
          'name-search': { ...done, sources: ' ' },
          'contact-data-search': { state: 'not-applicable', date: '', sources: '', reason: 'kurz' },
        },
      }),
      context,
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      '„Bildrückwärtssuche für jedes Profilfoto“: Bitte geben Sie an, an welchem Tag Sie den Schritt erledigt haben.',
      '„Namen in Suchmaschinen suchen“: Bitte nennen Sie die Quellen und Suchmaschinen, die Sie genutzt haben.',
      '„Telefonnummer und E-Mail-Adresse öffentlich suchen“: Bitte begründen Sie, warum der Schritt nicht anwendbar ist.',
    ]);
  });

  it('refuses a step dated before the order or in the future', () => {
    for (const date of ['2026-11-19', '2026-11-23']) {
      expect(fields(complete({ steps: { ...complete().steps, 'name-search': { ...done, date } } }))).toEqual([
        'steps.name-search',
      ]);
    }
  });

  it('needs every finding with its address, its day, a description and a screenshot of this case', () => {
    const problems = deliveryProblems(
      complete({
        hits: [
          {
            id: 'h1',
            documentId: null,
            url: 'example.org',
            foundOn: '',
            description: '',
            screenshots: ['someone-else'],
          },
          {
            id: 'h2',
            documentId: null,
            url: 'https://example.org/x',
            foundOn: '2026-11-25',
            description: 'x',
            screenshots: ['shot-1'],
          },
          {
            id: 'h3',
            documentId: null,
            url: 'https://example.org/y',
            foundOn: '2026-01-01',
            description: 'y',
            screenshots: ['shot-1'],
          },
        ],
      }),
      context,
    );
    expect(problems.map((problem) => problem.field)).toEqual([
      'hits.0.url',
      'hits.0.foundOn',
      'hits.0.description',
      'hits.0.screenshots',
      'hits.1.foundOn',
      'hits.2.foundOn',
    ]);
    expect(problems[3]?.message).toBe(
      'Fundstelle 1: Bitte laden Sie mindestens ein Bildschirmfoto der Fundstelle hoch.',
    );
  });

  it('refuses "wahrscheinlich gefälscht" without a finding and without a warning sign with its source', () => {
    const problems = deliveryProblems(complete({ hits: [], signals: [], signalSources: {} }), context);
    expect(problems).toEqual([
      {
        field: 'verdict',
        message: '„wahrscheinlich gefälscht“ braucht mindestens eine Fundstelle oder ein Warnsignal mit Quelle.',
      },
    ]);
    // A warning sign with its source carries it without a finding.
    expect(
      deliveryProblems(
        complete({
          hits: [],
          signals: ['money-request'],
          signalSources: { 'money-request': 'Ihr Chatauszug vom 3. Mai' },
        }),
        context,
      ),
    ).toEqual([]);
  });

  it('refuses "wahrscheinlich echt" without a finding and next to a sign that rules it out', () => {
    const problems = deliveryProblems(complete({ verdict: 'likely-genuine', hits: [] }), context);
    expect(problems.map((problem) => problem.field)).toEqual([
      'verdict',
      'verdict',
      'signals.photos-under-other-names',
    ]);
    expect(problems[1]?.message).toBe(
      '„wahrscheinlich echt“ widerspricht dem Warnsignal „Fotos unter anderen Namen gefunden“.',
    );
  });

  it('refuses a warning sign that states a finding when there is none ("keine Treffer" carries no image finding)', () => {
    const problems = deliveryProblems(complete({ verdict: 'unclear', hits: [] }), context);
    expect(problems).toEqual([
      {
        field: 'signals.photos-under-other-names',
        message:
          'Warnsignal „Fotos unter anderen Namen gefunden“ setzt eine Fundstelle voraus. Bitte tragen Sie sie unter „Fundstellen“ ein oder entfernen Sie das Warnsignal.',
      },
    ]);
  });

  it('needs where each ticked warning sign shows', () => {
    expect(fields(complete({ signalSources: {} }))).toEqual(['signals.photos-under-other-names']);
  });

  it('refuses words that point to what a report must not contain', () => {
    const problems = deliveryProblems(complete({ signalNotes: 'Laut PimEyes dieselbe Person.' }), context);
    expect(problems).toEqual([
      {
        field: 'content',
        message:
          'Der Ergebnisbericht darf keine Angaben zu Gesichtserkennung enthalten („PimEyes“). Bitte formulieren Sie die Stelle um.',
      },
    ]);
  });

  it('counts steps done or not applicable for the progress', () => {
    expect(stepProgress(complete(), context)).toEqual({ done: 3, total: 3 });
    expect(stepProgress(emptyFindings(), context)).toEqual({ done: 0, total: 3 });
  });
});
