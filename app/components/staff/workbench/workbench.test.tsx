// The workbench as rendered on the server (the first paint staff see): the steps' progress, the live
// gate with its links to the fields, the outcome derived from the findings, the approval's states and
// the read-only view with the delivered files. The interaction is tests/e2e/workbench.spec.ts's.
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { noHitsDefinition } from '#app/content/result-terms.ts';
import type { CaseWorkbench, CaseWorkflow } from '#app/lib/case-view-data.ts';
import { emptyFindings, type Findings } from '#app/lib/findings.ts';
import { berlinDay } from '#app/lib/format.ts';
import { CaseWorkbenchPanel } from '../dashboard/case-workbench.tsx';
import { contentField, fieldId, problemField } from './field-ids.ts';

const today = berlinDay(new Date());

function workbench(findings: Partial<Findings>, patch: Partial<CaseWorkbench> = {}): CaseWorkbench {
  return {
    findings: { ...emptyFindings(), ...findings },
    editable: true,
    lockedForReview: false,
    revision: 0,
    steps: [
      {
        key: 'name-search',
        label: 'Namen in Suchmaschinen suchen',
        hint: 'In Anführungszeichen.',
        sources: 'Google, Bing',
      },
      { key: 'username-search', label: 'Benutzernamen plattformübergreifend suchen', sources: 'Google' },
    ],
    signs: [
      { key: 'photos-under-other-names', label: 'Fotos unter anderen Namen', needsHit: true, contradictsGenuine: true },
    ],
    nextSteps: [{ key: 'save-evidence', label: 'Beweise sichern', defaultFor: ['likely-fake'] }],
    paidOn: '2020-01-01',
    screenshots: [
      { id: 'shot-1', fileName: 'treffer.png', fileSize: 2048, uploadedAt: '2026-11-01T10:00:00Z', openUrl: '/s/1' },
    ],
    approval: { required: false, approved: null, canApprove: false },
    appendix: null,
    canAddAppendix: false,
    reverseSearchEngines: [],
    images: [],
    progress: { done: 0, total: 2 },
    ...patch,
  };
}

const nothingDelivered: Pick<CaseWorkflow, 'report' | 'evidencePack'> = { report: null, evidencePack: null };

function render(bench: CaseWorkbench, delivered = nothingDelivered): string {
  const Stub = createRoutesStub([
    {
      path: '/conan/faelle/:caseId',
      Component: () => <CaseWorkbenchPanel caseId="c1" workbench={bench} delivered={delivered} />,
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={['/conan/faelle/c1']} />);
}

/** The markup as text: tags out, entities decoded, spaces collapsed. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

const complete: Partial<Findings> = {
  verdict: 'likely-fake',
  summary: 'Die Fotos gehören einem Fotomodell und erscheinen unter anderen Namen.',
  steps: {
    'name-search': { state: 'done', date: today, sources: 'Google, Bing', reason: '' },
    'username-search': {
      state: 'not-applicable',
      date: '',
      sources: '',
      reason: 'Das Profil hat keinen Benutzernamen.',
    },
  },
  hits: [
    {
      id: 'h-1',
      documentId: null,
      url: 'https://example.org/profil',
      foundOn: today,
      description: 'Gleiches Foto unter anderem Namen.',
      screenshots: ['shot-1'],
    },
  ],
  nextSteps: ['save-evidence'],
};

describe('field anchors', () => {
  it('turn the gate field into an element id', () => {
    expect(fieldId('steps.name-search')).toBe('feld-steps-name-search');
    expect(fieldId('hits.2.screenshots')).toBe('feld-hits-2-screenshots');
    expect(fieldId('verdict')).toBe('feld-verdict');
  });

  it('lead a forbidden word to the text that holds it', () => {
    const findings = { ...emptyFindings(), summary: 'Alles unauffällig.', signalNotes: 'Er ist vorbestraft.' };
    expect(contentField(findings)).toBe('signalNotes');
    expect(problemField({ field: 'content', message: '' }, findings)).toBe('signalNotes');
    expect(problemField({ field: 'verdict', message: '' }, findings)).toBe('verdict');
    expect(contentField(emptyFindings())).toBe('summary');
    const steps = [{ key: 'a' }, { key: 'b' }];
    const withA = { ...emptyFindings(), steps: { a: { state: 'done' as const, date: '', sources: '', reason: '' } } };
    expect(problemField({ field: 'steps', message: '' }, withA, steps)).toBe('steps.b');
  });
});

describe('the workbench', () => {
  it('shows the progress, the open steps in the gate and "keine Treffer" with the voucher', () => {
    const html = render(
      workbench({ steps: { 'name-search': { state: 'done', date: today, sources: 'Google', reason: '' } } }),
    );
    const page = text(html);
    expect(page).toContain('Recherche: 1 von 2 Schritten erledigt oder nicht anwendbar');
    expect(page).toContain('Vor dem Versand fehlt noch');
    // The open steps' problem leads to the first open step.
    expect(html).toContain('href="#feld-steps-username-search"');
    expect(page).toContain('„Benutzernamen plattformübergreifend suchen“');
    expect(html).toContain('href="#feld-verdict"');
    expect(html).toContain('id="feld-steps-name-search"');
    expect(page).toContain('Recherche: keine Treffer');
    expect(page).toContain(noHitsDefinition);
    expect(page).toContain('Gutschein');
    // The step marked done shows its day and sources.
    expect(html).toContain(`value="${today}"`);
    expect(page).not.toContain('Alles vollständig');
  });

  it('derives "mit Treffern" from a finding and clears the gate when everything is there', () => {
    const page = text(render(workbench(complete)));
    expect(page).toContain('Recherche: mit Treffern (1 Fundstelle)');
    expect(page).toContain('Alles vollständig: Der Ergebnisbericht kann versendet werden.');
    expect(page).not.toContain('Vor dem Versand fehlt noch');
    expect(page).toContain('treffer.png (0,1 MB)');
    expect(render(workbench(complete))).toContain('alt="Bildschirmfoto treffer.png"');
  });

  it("names a screenshot that is not the case's as missing", () => {
    const page = text(
      render(
        workbench({
          ...complete,
          hits: [{ ...(complete.hits?.[0] as Findings['hits'][number]), screenshots: ['other'] }],
        }),
      ),
    );
    expect(page).toContain('Fundstelle 1: Bitte laden Sie mindestens ein Bildschirmfoto der Fundstelle hoch.');
  });

  it('asks for the second look while the current version is not approved', () => {
    const required = (approved: CaseWorkbench['approval']['approved'], canApprove: boolean) =>
      text(render(workbench(complete, { approval: { required: true, approved, canApprove } })));
    const none = required(null, true);
    expect(none).toContain('Noch nicht freigegeben.');
    expect(none).toContain('Der Ergebnisbericht braucht noch die Freigabe durch eine zweite Person.');
    expect(none).toContain('Ergebnisbericht freigeben');
    const stale = required({ by: 'Anna Prüfer', at: '2026-11-01T10:00:00Z', current: false }, false);
    expect(stale).toContain('Nach der Freigabe geändert: bitte erneut freigeben.');
    expect(stale).not.toContain('Ergebnisbericht freigeben');
    const current = required({ by: 'Anna Prüfer', at: '2026-11-01T10:00:00Z', current: true }, false);
    expect(current).toContain('Freigegeben von Anna Prüfer am 01.11.2026');
    expect(current).toContain('Alles vollständig');
  });

  it('is read-only after completion, with the delivered report and evidence pack', () => {
    const html = render(workbench(complete, { editable: false }), {
      report: { id: 'r', fileName: 'Ergebnisbericht-EC-1.pdf', fileSize: 50_000, uploadedAt: '', downloadUrl: '/r' },
      evidencePack: { fileName: 'Beweismappe-EC-1.pdf', fileSize: 90_000, downloadUrl: '/e' },
    });
    const page = text(html);
    expect(page).toContain('die Befunde sind nur lesbar');
    expect(html).toMatch(/<fieldset disabled=""/);
    expect(html).toContain('href="/r"');
    expect(html).toContain('href="/e"');
    expect(page).not.toContain('Abschließen und Ergebnis senden');
    expect(page).not.toContain('Vor dem Versand fehlt noch');
  });

  it('offers the appendix form to an owner only', () => {
    expect(text(render(workbench(complete, { canAddAppendix: true })))).toContain(
      'Anlage zum Ergebnisbericht (PDF, nur Inhaber)',
    );
    expect(text(render(workbench(complete)))).not.toContain('Anlage zum Ergebnisbericht');
  });
});
