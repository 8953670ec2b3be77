// The evidence pack's letters (issue 29 point 4, issue 38): police, one notice per platform, bank, in
// that order, and only where the verdict warrants them; the facts of the case and every finding with
// link and date in them; blanks in square brackets for what only the customer knows; formal "Sie" to
// the customer, "ich" in the letters; no legal advice or promise.
import { describe, expect, it } from 'vitest';
import {
  evidenceLetters,
  type LetterDraft,
  type LetterFacts,
  noDraftsReasons,
  packPurpose,
} from './evidence-letters.ts';
import { DSA_GOOD_FAITH_STATEMENT, platformGuidesFor } from './report-guides.ts';
import { policeStationFor } from './report-police.ts';

const ALL = { drafts: true, bankDraft: true };

function facts(overrides: Partial<LetterFacts> = {}): LetterFacts {
  return {
    reference: '3F2A9C1B',
    // 21.11.2026, 23:30 UTC is 22.11.2026 in Berlin: dates are German and in German time.
    reportDate: new Date('2026-11-21T23:30:00Z'),
    customerName: 'Jürgen Weiß',
    targetName: 'Michael Brown',
    targetUsername: 'mike.brown.84',
    targetProfileUrl: 'https://www.tinder.com/@mike.brown.84',
    targetPlatforms: ['Tinder', 'WhatsApp'],
    targetEmail: 'mike.brown84@example.com',
    targetPhone: '+1 555 0100',
    verdictLabel: 'wahrscheinlich gefälscht',
    summary: 'Die Profilfotos gehören einem Zahnarzt aus Kanada, der unter eigenem Namen auftritt.',
    hits: [
      {
        url: 'https://www.example-dental.ca/team/dr-lee',
        foundOn: new Date('2026-11-20T10:00:00Z'),
        description: 'Dasselbe Foto auf der Seite einer Zahnarztpraxis in Toronto, unter dem Namen Dr. Daniel Lee.',
      },
      {
        url: 'https://forum.example.org/warnungen/michael-brown',
        foundOn: new Date('2026-11-21T09:00:00Z'),
        description: 'Warnung vor einem Profil mit denselben Fotos und derselben Geschichte.',
      },
    ],
    providerName: 'Echtcheck',
    relative: false,
    station: null,
    platformGuides: platformGuidesFor(['Tinder', 'WhatsApp']),
    ...overrides,
  };
}

const text = (letter: { usage: string; body: string[] }) => letter.body.join('\n\n');

/** The draft with the key (the test fails here when it is missing). */
function draft(letters: LetterDraft[], key: LetterDraft['key']): LetterDraft {
  const found = letters.find((letter) => letter.key === key);
  if (!found) throw new Error(`no ${key} letter`);
  return found;
}
const INFORMAL = /\b(du|dich|dir|dein\w*|euch|euer\w*)\b/i;
/** Legal advice or a promise of success. */
const ADVICE_OR_PROMISE =
  /garantier|mit sicherheit|bekommen sie (ihr|das) geld|erhalten sie (ihr|das) geld|sie haben (einen )?anspruch|rechtlich sollten|wir raten ihnen rechtlich/i;

describe('evidence letters', () => {
  it('are the police draft, one notice per platform and the bank draft, in that order', () => {
    const letters = evidenceLetters(facts(), ALL);
    expect(letters.map((letter) => letter.key)).toEqual(['police', 'platform-tinder', 'platform-whatsapp', 'bank']);
    expect(letters.map((letter) => letter.title)).toEqual([
      'Ihr Entwurf: Strafanzeige',
      'Ihr Entwurf: Meldung an Tinder',
      'Ihr Entwurf: Meldung an WhatsApp',
      'Ihr Entwurf: Brief an die Bank',
    ]);
  });

  it('are left out where the verdict warrants none, and the bank draft where no bank was involved', () => {
    expect(evidenceLetters(facts(), { drafts: false, bankDraft: false })).toEqual([]);
    expect(evidenceLetters(facts(), { drafts: true, bankDraft: false }).map((letter) => letter.key)).not.toContain(
      'bank',
    );
    expect(packPurpose(false).join(' ')).not.toContain('Entwürfe für');
    expect(packPurpose(true).join(' ')).toContain('Entwürfe für die Schreiben');
    expect(noDraftsReasons.unclear).toContain('keine Entwürfe');
    expect(noDraftsReasons['likely-genuine']).toContain('„wahrscheinlich echt“');
  });

  it("address the Land's online police station when the Land is known", () => {
    const station = policeStationFor('HH');
    if (!station) throw new Error('no station for Hamburg');
    const police = draft(evidenceLetters(facts({ station }), ALL), 'police');
    expect(police.body[1]).toBe(`An die Polizei\n${station.name}\n${station.url}`);
    expect(police.usage).toContain(station.name);
  });

  it('are written for the person affected to send when a relative ordered', () => {
    for (const letter of evidenceLetters(facts({ relative: true }), ALL)) {
      expect(letter.body.at(-1), letter.key).toBe('[Vor- und Nachname der betroffenen Person]');
      expect(letter.usage, letter.key).toContain('für die betroffene Person geschrieben');
      expect(text(letter), letter.key).not.toContain('Jürgen Weiß');
    }
  });

  it('tell the customer formally where to send each and what to attach', () => {
    for (const letter of evidenceLetters(facts(), ALL)) {
      expect(letter.usage, letter.key).toMatch(/\bSie\b/);
      expect(letter.usage, letter.key).not.toMatch(INFORMAL);
      expect(letter.usage, letter.key).toContain('Ergebnisbericht');
      expect(letter.usage.split(/(?<=[.;])\s+(?=[A-ZÄÖÜ])/).length, letter.key).toBeLessThanOrEqual(8);
      expect(letter.usage, letter.key).not.toMatch(/https?:/);
    }
  });

  it('speak in the first person, without legal advice, promises or unfilled values', () => {
    for (const letter of evidenceLetters(facts(), ALL)) {
      const body = text(letter);
      expect(body, letter.key).toMatch(/\bich\b/);
      expect(body, letter.key).not.toMatch(INFORMAL);
      for (const part of [letter.usage, body]) {
        expect(part, letter.key).not.toMatch(ADVICE_OR_PROMISE);
        expect(part, letter.key).not.toMatch(/undefined|null|NaN|\$\{|\[\]|\[\s*\]/);
      }
      expect(
        letter.body.every((paragraph) => paragraph.trim().length > 0),
        letter.key,
      ).toBe(true);
      expect(letter.body.at(-1), letter.key).toBe('Jürgen Weiß');
      expect(letter.body.at(-2), letter.key).toBe('Mit freundlichen Grüßen');
    }
  });

  it('file the complaint for fraud with the facts, every finding with link and date, and the report', () => {
    const police = draft(evidenceLetters(facts(), ALL), 'police');
    const body = text(police);
    expect(body).toContain('Strafanzeige wegen des Verdachts des Betrugs (§ 263 StGB)');
    for (const part of [
      '„Michael Brown“',
      'mike.brown.84',
      'https://www.tinder.com/@mike.brown.84',
      'Tinder, WhatsApp',
      'über Tinder und WhatsApp',
      'mike.brown84@example.com',
      '+1 555 0100',
      'Echtcheck hat das Profil am 22.11.2026',
      'Auftragsnummer 3F2A9C1B',
      '„wahrscheinlich gefälscht“',
      '„Die Profilfotos gehören einem Zahnarzt aus Kanada, der unter eigenem Namen auftritt.“',
      '- https://www.example-dental.ca/team/dr-lee (gefunden am 20.11.2026): Dasselbe Foto',
      '- https://forum.example.org/warnungen/michael-brown (gefunden am 21.11.2026): Warnung',
      '[Ihre Anschrift]',
      '[Datum des ersten Kontakts]',
      '[Schildern Sie hier in eigenen Worten',
    ])
      expect(body).toContain(part);
    expect(police.usage).toContain('Onlinewache');
    expect(police.usage).toContain('Bundeslandes');
  });

  it('report the profile to the platform with its address and the findings', () => {
    const platform = draft(
      evidenceLetters(facts({ targetPlatforms: ['Tinder'], platformGuides: platformGuidesFor(['Tinder']) }), ALL),
      'platform-tinder',
    );
    const body = text(platform);
    expect(platform.body[0]).toBe('An Tinder');
    expect(body).toContain(DSA_GOOD_FAITH_STATEMENT);
    for (const part of [
      'gefälschten Profils (mike.brown.84)',
      'https://www.tinder.com/@mike.brown.84',
      'https://www.example-dental.ca/team/dr-lee (gefunden am 20.11.2026)',
      'Auftragsnummer 3F2A9C1B',
    ])
      expect(body).toContain(part);
    const unknown = draft(evidenceLetters(facts({ platformGuides: [] }), ALL), 'platform');
    expect(unknown.body[0]).toBe('An [Name der Plattform]');
    expect(text(unknown)).toContain(DSA_GOOD_FAITH_STATEMENT);
  });

  it('ask the bank to recall the transfer or charge back the card payment, fast, with blanks for the payment', () => {
    const bank = draft(evidenceLetters(facts(), ALL), 'bank');
    const body = text(bank);
    for (const part of [
      'Rückruf einer Überweisung',
      'Chargeback',
      '[Datum der Zahlung]',
      '[Betrag]',
      '[IBAN des Empfängers]',
      '[Name des Empfängers]',
      '„Michael Brown“',
      'Auftragsnummer 3F2A9C1B',
    ])
      expect(body).toContain(part);
    expect(bank.usage).toContain('so schnell wie möglich');
    expect(bank.usage).toContain('§ 675p BGB');
    expect(body).toContain('Mitwirkung der Bank des Empfängers');
  });

  it('leave out what the customer did not give and say when the check had no hits', () => {
    const letters = evidenceLetters(
      facts({
        targetUsername: null,
        targetProfileUrl: null,
        targetPlatforms: [],
        targetEmail: null,
        targetPhone: null,
        hits: [],
        verdictLabel: 'wahrscheinlich gefälscht',
        platformGuides: [],
      }),
      ALL,
    );
    const police = draft(letters, 'police');
    const platform = draft(letters, 'platform');
    for (const letter of letters) {
      const body = text(letter);
      expect(body, letter.key).not.toContain('Benutzername:');
      expect(body, letter.key).not.toContain('E-Mail-Adresse:');
      expect(body, letter.key).not.toContain('gefunden am');
      expect(body, letter.key).not.toMatch(/null|undefined/);
    }
    expect(text(police)).toContain('über [Plattform oder Messenger]');
    expect(text(police)).toContain('Die Prüfung ist ohne Treffer geblieben');
    expect(platform.body[0]).toBe('An [Name der Plattform]');
    expect(text(platform)).toContain('- Profil: [Link zum Profil]');
    expect(platform.body[1]).toBe('Betreff: Meldung eines mutmaßlich gefälschten Profils');
  });
});
