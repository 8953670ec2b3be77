import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CaseIdentifier } from '#app/lib/identifiers.ts';
import { IdentifiersPanel } from './identifiers-panel.tsx';

function render(identifiers: CaseIdentifier[]): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => <IdentifiersPanel identifiers={identifiers} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={['/']} />);
}

const phone: CaseIdentifier = {
  kind: 'phone',
  value: '+4915112345678',
  raw: '0151 12345678',
  sources: ['target-phone', 'chat'],
  facts: [
    { label: 'Format', value: '+49 1511 2345678' },
    { label: 'Land', value: 'Deutschland' },
    { label: 'Art', value: 'Mobilfunk' },
  ],
  valid: true,
  seenIn: [],
};
const email: CaseIdentifier = {
  kind: 'email',
  value: 'max@trashmail.de',
  raw: 'max@trashmail.de',
  sources: ['chat'],
  facts: [{ label: 'Wegwerf-Adresse', value: 'ja (Domain eines Anbieters für Wegwerf-Postfächer)', warning: true }],
  valid: true,
  seenIn: [{ reference: 'ab12cd34', href: '/conan/faelle/x', date: '2026-11-20T10:00:00.000Z', confirmed: true }],
};
const name: CaseIdentifier = {
  kind: 'username',
  value: 'instagram:anna.m',
  raw: 'instagram.com/anna.m',
  sources: ['target-profile-url'],
  facts: [{ label: 'Plattform', value: 'Instagram' }],
  valid: false,
  seenIn: [],
};

describe('the identifiers panel', () => {
  it('groups by kind in a fixed order, with value, sources and facts as a description list', () => {
    const html = render([name, email, phone]);
    expect(html).toContain('<h2 id="case-identifiers"');
    const order = ['Telefonnummern (1)', 'E-Mail-Adressen (1)', 'Benutzernamen (1)'].map((title) =>
      html.indexOf(title),
    );
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('+4915112345678');
    expect(html).toContain('Geschrieben: <span class="break-all">0151 12345678</span>');
    expect(html).toContain('Gefunden in: Telefonnummer der Zielperson, Chatverlauf');
    expect(html).toMatch(/<dt[^>]*>Art<\/dt><dd[^>]*>Mobilfunk<\/dd>/);
  });

  it('says a warning in words and marks invalid values in words', () => {
    const html = render([email, name]);
    expect(html).toMatch(/<dd[^>]*><span class="font-semibold">Achtung: <\/span>ja \(Domain eines Anbieters/);
    expect(html).toContain('>ungültig</span>');
    expect(html).toContain('@anna.m');
  });

  it('lists the other cases with the same identifier', () => {
    const html = render([email]);
    expect(html).toContain('In 1 anderen Fall gesehen:');
    expect(html).toContain('href="/conan/faelle/x"');
    expect(html).toContain('Fall ab12cd34');
    expect(html).toContain('Bestätigt: in einem der Fälle unten mit Betrugsverdacht verwendet');
  });

  it('says so when nothing was found', () => {
    expect(render([])).toContain('wurden keine Telefonnummern, E-Mail-Adressen');
  });
});
