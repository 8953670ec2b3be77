// Step 4 (issue 38): "none" and "unknown" stand alone among the payment answers, the ways of paying
// may be combined; the questions' labels follow the answer to "Für wen prüfen Sie?", and a message
// is linked to its question.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyDraft } from '#app/components/checkout/use-draft.ts';
import { DetailsStep, togglePayment } from './details-step.tsx';

describe('togglePayment', () => {
  it('ticking "none" or "unknown" clears every other answer', () => {
    expect(togglePayment(['transfer', 'card'], 'none', true)).toEqual(['none']);
    expect(togglePayment(['transfer', 'crypto'], 'unknown', true)).toEqual(['unknown']);
    expect(togglePayment(['none'], 'unknown', true)).toEqual(['unknown']);
    expect(togglePayment(['unknown'], 'none', true)).toEqual(['none']);
  });

  it('ticking a way of paying clears "none" and "unknown" and keeps the other ways', () => {
    expect(togglePayment(['none'], 'transfer', true)).toEqual(['transfer']);
    expect(togglePayment(['unknown'], 'transfer', true)).toEqual(['transfer']);
    expect(togglePayment(['card'], 'transfer', true)).toEqual(['card', 'transfer']);
    expect(togglePayment([], 'gift-cards', true)).toEqual(['gift-cards']);
  });

  it('clearing a box removes only that answer', () => {
    expect(togglePayment(['card', 'transfer'], 'card', false)).toEqual(['transfer']);
    expect(togglePayment(['none'], 'none', false)).toEqual([]);
    expect(togglePayment(['crypto'], 'transfer', false)).toEqual(['crypto']);
  });

  it('leaves the given list as it was', () => {
    const current = ['card'];
    togglePayment(current, 'none', true);
    togglePayment(current, 'card', false);
    expect(current).toEqual(['card']);
  });
});

function markup(additional: Partial<ReturnType<typeof emptyDraft>['additional']>, errors: Record<string, string> = {}) {
  const draft = emptyDraft('5f0c8a2e-7b1d-4c3e-9a6f-2d4b8e1c7a90');
  return renderToStaticMarkup(
    <DetailsStep
      draft={{ ...draft, additional: { ...draft.additional, ...additional } }}
      update={() => {}}
      errors={errors}
    />,
  );
}

describe('DetailsStep', () => {
  it('asks the customer about herself or himself, or about the relative', () => {
    const self = markup({ orderedFor: 'self' });
    expect(self).toContain('In welchem Bundesland wohnen Sie?');
    expect(self).toContain('Haben Sie bereits Geld gezahlt?');
    const relative = markup({ orderedFor: 'relative' });
    expect(relative).toContain('In welchem Bundesland wohnt die Person, für die Sie prüfen?');
    expect(relative).toContain('Hat die Person, für die Sie prüfen, bereits Geld gezahlt?');
    expect(relative).not.toContain('Haben Sie bereits Geld gezahlt?');
  });

  it('offers the 16 Länder and "Außerhalb Deutschlands", nothing chosen at first', () => {
    const html = markup({});
    expect(html.match(/<option /g)).toHaveLength(18);
    expect(html).toContain('<option value="" selected="">Bitte auswählen</option>');
    expect(html).toContain('<option value="TH">Thüringen</option>');
    expect(html).toContain('<option value="abroad">Außerhalb Deutschlands</option>');
  });

  it('links each message to its question and marks the answers invalid', () => {
    const html = markup(
      {},
      { orderedFor: 'Meldung Für wen', residence: 'Meldung Bundesland', payments: 'Meldung Zahlung' },
    );
    expect(html).toContain('<fieldset aria-describedby="feld-orderedFor-fehler">');
    expect(html).toContain(
      '<p id="feld-orderedFor-fehler" class="mt-1 font-medium text-red-700 text-sm" role="alert">',
    );
    expect(html).toContain('aria-describedby="feld-residence-fehler feld-residence-hinweis"');
    expect(html).toContain('<fieldset aria-describedby="feld-payments-fehler">');
    expect(html).toContain('Meldung Zahlung');
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(2 + 1 + 7);
    // Without messages nothing is marked.
    expect(markup({})).not.toMatch(/aria-invalid="/);
  });
});
