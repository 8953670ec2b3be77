// The privacy notice on what the product does beyond the order (issue 37 point 3) and Art. 10 DSGVO
// agreeing with the evidence pack's drafts.
import { describe, expect, it } from 'vitest';
import { evidenceLetters, type LetterFacts } from '#app/content/evidence-letters.ts';
import {
  agbPage,
  berechtigtesInteressePage,
  criminalOffencesText,
  datenschutzPage,
  GOOGLE_IRELAND,
} from '#app/content/legal.ts';
import { CONFIRMED_FINGERPRINT_YEARS } from '#app/lib/findings.ts';
import { CONFIRMED_IDENTIFIER_YEARS, identifierKindLabels } from '#app/lib/identifiers.ts';
import { parseConfig, providerInfo } from '#app/server/config/config.server.ts';
import { pageText, provider, sectionText, storageLines } from '#tests/support/legal-text.ts';

describe('privacy page: what the product does beyond the order (issue 37 point 3)', () => {
  const page = datenschutzPage(provider);
  const sub = (heading: string) =>
    page.sections
      .flatMap((section) => section.subsections ?? [])
      .find((s) => s.heading === heading)
      ?.paragraphs.join('\n') ?? `(no subsection "${heading}")`;

  it('says what is compared across orders, why, who sees it, for how long and on which basis', () => {
    const text = sub('Abgleich mit anderen Aufträgen');
    // What: the images' fingerprints and every kind of identifier the index compares (app/lib/identifiers.ts).
    expect(text).toContain('Bild-Fingerabdruck');
    expect(text).toContain('eine Gesichtserkennung findet nicht statt');
    for (const label of [
      'Telefonnummern',
      'E-Mail-Adressen',
      'IBANs',
      'Krypto-Adressen',
      'Domains',
      'Benutzernamen',
      'Profil-Links',
    ])
      expect(text).toContain(label);
    expect(Object.keys(identifierKindLabels)).toHaveLength(7);
    // Why, and who sees a match: staff only.
    expect(text).toContain('Damit wir Betrüger wiedererkennen');
    expect(text).toContain('Das Ergebnis sehen nur unsere Mitarbeitenden');
    expect(text).toContain('Andere Kunden sehen Ihre Angaben nicht.');
    // How long: with the case data; confirmed ones as fingerprint or keyed hash for the code's years.
    expect(text).toContain('Den Fingerabdruck löschen wir mit den übrigen Auftragsdaten.');
    expect(text).toContain('solange die Auftragsdaten bestehen, und löscht sie mit ihnen');
    expect(text).toContain(`längstens ${CONFIRMED_FINGERPRINT_YEARS} Jahre ab der Bestätigung`);
    expect(text).toContain(`längstens ${CONFIRMED_IDENTIFIER_YEARS} Jahre ab der Bestätigung`);
    expect(text).toContain('mit einem geheimen Schlüssel gebildeten Hashwert');
    // The basis and the objection.
    expect(text).toContain('(Art. 6 Abs. 1 lit. f DSGVO)');
    expect(text).toContain('widersprechen (Art. 21 DSGVO)');
    // A confirmation is an observation, not a finding of fraud.
    expect(text).toContain('in einem Fall mit Betrugsverdacht verwendet wurde');
    expect(pageText(page)).not.toMatch(/für Betrug verwendet/);
    // The storage list points to it.
    expect(storageLines(page).filter((l) => l.includes('(Abschnitt 4, Abgleich mit anderen Aufträgen)'))).toHaveLength(
      2,
    );
  });

  it('informs the checked person (Art. 14) with the exemption named precisely, and how they exercise their rights', () => {
    const text = sub('Daten der zu prüfenden Person');
    expect(text).toContain('(Art. 14 Abs. 5 lit. b DSGVO)');
    expect(text).toContain(
      'unmöglich machen oder ernsthaft beeinträchtigen würde oder einen unverhältnismäßigen Aufwand',
    );
    expect(text).toContain('Die Prüfung soll Sie vor Betrug schützen');
    expect(text).toContain('die Art. 14 Abs. 5 lit. b DSGVO verlangt');
    expect(text).toContain('machen diese Informationen hier öffentlich zugänglich');
    expect(text).toContain(`- Kontakt: per E-Mail an [${provider.email}](mailto:${provider.email})`);
    expect(text).toContain('- Auskunft (Art. 15 DSGVO)');
    expect(text).toContain('§ 29 Abs. 1 Satz 2 BDSG');
    expect(text).toContain('- Widerspruch (Art. 21 DSGVO)');
  });

  it('says that we may decline an order, refund the full price with a cancellation invoice, and make no report', () => {
    const text = sub('Daten der zu prüfenden Person');
    expect(text).toContain('Vor Beginn und während der Bearbeitung prüfen wir');
    for (const reason of [
      'kein berechtigtes Interesse erkennbar',
      'Nachstellung',
      'minderjährig',
      'Person des öffentlichen Lebens ist und es keinen konkreten Anlass gibt',
    ])
      expect(text).toContain(reason);
    expect(text).toContain('erstellen keinen Ergebnisbericht');
    expect(text).toContain('den vollen Preis');
    expect(text).toContain('Stornorechnung');
    const terms = sectionText(agbPage(provider), 'berechtigtes-interesse');
    for (const part of [
      'vor oder während der Arbeit',
      'wir erstellen keinen Ergebnisbericht',
      'den vollen Preis',
      'Stornorechnung',
      'kein berechtigtes Interesse',
      'nachzustellen',
      'minderjährig',
      'in der Öffentlichkeit steht und es keinen konkreten Anlass gibt',
    ])
      expect(terms).toContain(part);
    // § 6 in plain words: no "Plausibilität", no "richten sich nach den gesetzlichen Vorschriften".
    expect(terms).not.toMatch(/Plausibilität|richten sich in diesem Fall nach/);
    expect(sectionText(berechtigtesInteressePage(provider), 'unsere-rolle')).toContain('den vollen Preis zurück');
  });

  it('names the data protection officer in sections 1 and 8 (Art. 13 Abs. 1 lit. b DSGVO), as configured', () => {
    const dpo = provider.dataProtectionOfficer;
    for (const id of ['ueberblick', 'kontakt']) {
      const text = sectionText(page, id);
      expect(text, id).toContain(dpo.name);
      expect(text, id).toContain(`[${dpo.email}](mailto:${dpo.email})`);
      expect(text, id).toContain(`z. Hd. der oder des Datenschutzbeauftragten, ${provider.street}`);
    }
    const external = datenschutzPage(
      providerInfo(
        parseConfig({
          DPO_NAME: 'Dr. Jana Roth',
          DPO_EMAIL: 'dsb@roth.example',
          DPO_ADDRESS: 'Lindenstraße 5, 10969 Berlin',
        }),
      ),
    );
    expect(sectionText(external, 'kontakt')).toContain(
      'Dr. Jana Roth, E-Mail: [dsb@roth.example](mailto:dsb@roth.example), Post: Lindenstraße 5, 10969 Berlin',
    );
    expect(sectionText(external, 'kontakt')).not.toContain('z. Hd.');
  });

  it('names Google as Google Ireland Limited wherever it is a party', () => {
    const gaPage = pageText(datenschutzPage(providerInfo(parseConfig({ GA_MEASUREMENT_ID: 'G-TEST1234' }))));
    for (const paragraph of gaPage.split('\n').filter((p) => /Google LLC/.test(p)))
      expect(paragraph).toContain(GOOGLE_IRELAND);
    expect(gaPage).toContain(`Anbieter ist ${GOOGLE_IRELAND}.`);
    expect(gaPage).toContain('erhält außerdem Google (Google Ireland Limited) über Google Analytics');
    expect(gaPage).not.toMatch(/Google LLC, USA/);
  });

  it('is dated by PRIVACY_VERSION (07.12.2026 by default), as the terms by TERMS_VERSION', () => {
    expect(page.intro).toContain('Stand: 07.12.2026');
    expect(agbPage(provider).intro).toContain('Stand: 07.12.2026');
    expect(datenschutzPage(providerInfo(parseConfig({ PRIVACY_VERSION: '01.02.2027' }))).intro).toContain(
      'Stand: 01.02.2027',
    );
  });
});

describe('Art. 10 DSGVO: the privacy notice and the evidence pack’s drafts agree', () => {
  const facts: LetterFacts = {
    reference: '3F2A9C1B',
    reportDate: new Date('2026-11-21T10:00:00Z'),
    customerName: 'Jürgen Weiß',
    targetName: 'Michael Brown',
    targetUsername: 'mike.brown.84',
    targetProfileUrl: 'https://www.tinder.com/@mike.brown.84',
    targetPlatforms: ['Tinder'],
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
    ],
    providerName: 'Echtcheck',
    relative: false,
    station: null,
    platformGuides: [],
  };
  const letters = evidenceLetters(facts, { drafts: true, bankDraft: true });

  it('the privacy notice states precisely what the report and the drafts do, and no longer the old sentence', () => {
    const text = pageText(datenschutzPage(provider));
    expect(text).toContain(criminalOffencesText);
    expect(text).not.toContain('Angaben zu Straftaten (Art. 10 DSGVO) nehmen wir nicht in');
    expect(criminalOffencesText).toContain(
      'stellen weder im Ergebnisbericht noch in der Beweismappe fest, dass die geprüfte Person eine Straftat begangen hat',
    );
    expect(criminalOffencesText).toContain('Der Entwurf einer Strafanzeige ist Ihr Entwurf');
    expect(criminalOffencesText).toContain('er spricht von einem Verdacht');
  });

  it('each draft is the customer’s own ("Ihr Entwurf"); the complaint names a suspicion and leaves the finding to the police', () => {
    for (const letter of letters) expect(letter.title, letter.key).toMatch(/^Ihr Entwurf: /);
    const police = letters.find((letter) => letter.key === 'police');
    expect(police?.title).toBe('Ihr Entwurf: Strafanzeige');
    expect(police?.usage).toContain('Ob Sie Anzeige erstatten, entscheiden Sie');
    expect(police?.body).toContain('Strafanzeige wegen des Verdachts des Betrugs (§ 263 StGB)');
    expect(police?.body.join('\n')).toContain('Ob darin eine Straftat liegt, bitte ich Sie zu prüfen.');
  });

  it('no sentence of a draft asserts as fact that the person committed fraud or a crime', () => {
    /** Sentences that speak of fraud, a crime or an offender. */
    const about = /betr[uü]g|betrog|straftat|täter|kriminell/i;
    /** What makes such a sentence a suspicion, an observation, or a question to the authority. */
    const hedged =
      /verdacht|mutmaßlich|nach meiner kenntnis|ob (darin )?eine straftat|zu prüfen|strafanzeige wegen des verdachts/i;
    /** Assertions of guilt, whatever the hedge. */
    const asserted =
      /\b(hat|haben) mich betrogen\b|\bist (ein|eine) (betrüger|betrügerin|täter|täterin)\b|\bopfer eines betrugs geworden\b|\beine straftat begangen\b(?!.*\bob\b)|\bbetrügerisch/i;
    const offending: string[] = [];
    for (const letter of letters) {
      for (const sentence of [letter.usage, ...letter.body].join('\n').split(/(?<=[.!?:])\s+|\n/)) {
        if (asserted.test(sentence) || (about.test(sentence) && !hedged.test(sentence)))
          offending.push(`${letter.key}: ${sentence}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
