// One identifier's sightings as rendered on the server: the other cases linked, newest first, the
// confirmation, the summary's wording for 0, 1, some and the limit, and the confirm or revoke form for
// an Inhaber only.
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CaseIdentifier, IdentifierSighting } from '#app/lib/identifiers.ts';
import type { StaffRole } from '#app/lib/staff-roles.ts';
import { IdentifierSightings, sightingsSummary } from './identifier-sightings.tsx';

type Shown = Pick<CaseIdentifier, 'kind' | 'value' | 'seenIn'>;

function render(identifier: Shown, role: StaffRole = 'specialist'): string {
  const Stub = createRoutesStub([
    {
      id: 'routes/staff/guard',
      path: '/conan',
      loader: () => ({ role }),
      children: [{ path: '/conan/faelle/:caseId', Component: () => <IdentifierSightings identifier={identifier} /> }],
    },
  ]);
  return renderToStaticMarkup(
    <Stub initialEntries={['/conan/faelle/c1']} hydrationData={{ loaderData: { 'routes/staff/guard': { role } } }} />,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

const other = (reference: string, date: string, confirmed = false): IdentifierSighting => ({
  reference,
  href: `/conan/faelle/${reference}-0000-4000-8000-000000000000`,
  date,
  confirmed,
});

const phone = (seenIn: IdentifierSighting[]): Shown => ({ kind: 'phone', value: '+4915112345678', seenIn });

describe('IdentifierSightings', () => {
  it('lists the other cases as links with their dates', () => {
    const html = render(phone([other('aaaa1111', '2026-11-20T10:00:00Z'), other('bbbb2222', '2026-10-02T10:00:00Z')]));
    expect(text(html)).toContain(
      'In 2 anderen Fällen gesehen: Fall aaaa1111 vom 20.11.2026 Fall bbbb2222 vom 02.10.2026',
    );
    expect(html).toContain('href="/conan/faelle/aaaa1111-0000-4000-8000-000000000000"');
    expect(html).not.toContain('Bestätigt');
    expect(html).not.toContain('Betrugsverdacht');
  });

  it('names a confirmation whose case data is gone, and one in a listed case', () => {
    const deleted = text(
      render(
        phone([
          { reference: null, href: null, date: '2026-03-01T12:00:00Z', confirmed: true },
          other('aaaa1111', '2026-11-20T10:00:00Z'),
        ]),
      ),
    );
    expect(deleted).toContain('Bestätigt am 01.03.2026: in einem Fall mit Betrugsverdacht verwendet.');
    expect(deleted).toContain('In 1 anderen Fall gesehen: Fall aaaa1111 vom 20.11.2026');
    const listed = text(render(phone([other('aaaa1111', '2026-11-20T10:00:00Z', true)])));
    expect(listed).toContain('Bestätigt: in einem der Fälle unten mit Betrugsverdacht verwendet.');
    expect(listed).toContain('Fall aaaa1111 vom 20.11.2026, dort bestätigt: mit Betrugsverdacht verwendet');
    // An observation, not a finding that someone committed fraud (Art. 10 DSGVO, the privacy notice).
    for (const shown of [deleted, listed]) expect(shown).not.toMatch(/für Betrug verwendet|als Betrug/);
  });

  it('says so when seen nowhere else, and at the limit that there may be more', () => {
    expect(text(render(phone([])))).toContain('In keinem anderen Fall gesehen.');
    expect(sightingsSummary(3)).toBe('In 3 anderen Fällen gesehen:');
    expect(sightingsSummary(5)).toBe('In mindestens 5 anderen Fällen gesehen (die neuesten 5):');
  });

  it('offers an Inhaber to confirm or take back, a Prüfer neither', () => {
    expect(render(phone([]), 'specialist')).not.toContain('<form');
    const confirm = render(phone([]), 'admin');
    expect(confirm).toContain('name="intent" value="confirm-identifier"');
    expect(confirm).toContain('name="kind" value="phone"');
    expect(confirm).toContain('name="value" value="+4915112345678"');
    expect(text(confirm)).toContain('Telefonnummer bestätigen: in diesem Fall mit Betrugsverdacht verwendet');
    const revoke = render(
      phone([{ reference: null, href: null, date: '2026-03-01T12:00:00Z', confirmed: true }]),
      'admin',
    );
    expect(revoke).toContain('name="intent" value="revoke-identifier-confirmation"');
    expect(text(revoke)).toContain('Bestätigung aufheben (Telefonnummer +4915112345678)');
  });
});
