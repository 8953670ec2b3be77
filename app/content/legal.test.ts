// Facts on the legal pages that must not drift from the code (issue 12): storage periods, the
// reverse image search and its recipients, the withdrawal address, the terms' minimum information.
import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  type OrderedFor,
  orderedForOptions,
  type PaymentKey,
  paymentOptions,
  SOLE_PAYMENT_ANSWERS,
} from '#app/lib/checkout-schema.ts';
import { CONFIRMED_FINGERPRINT_YEARS } from '#app/lib/findings.ts';
import { CONFIRMED_IDENTIFIER_YEARS, identifierKindLabels } from '#app/lib/identifiers.ts';
import { DEFAULT_ANALYTICS_RETENTION_MONTHS } from '#app/lib/legal-settings.ts';
import { ABROAD_LABEL } from '#app/lib/residence.ts';
import { parseConfig, providerInfo } from '#app/server/config/config.server.ts';
import { ORDER_BROWSER_COOKIE, ORDER_BROWSER_SECONDS } from '#app/server/customer/order-browser.server.ts';
import { CASE_DATA_DAYS, DELAYED_PAYMENT_DAYS, UNPAID_DAYS } from '#app/server/privacy/case-retention.server.ts';
import { ACCOUNTING_YEARS, EVIDENCE_YEARS } from '#app/server/privacy/record-expiry.server.ts';
import { VOUCHER_VALID_YEARS } from '#app/server/vouchers/vouchers.server.ts';
import { evidenceLetters, type LetterFacts } from './evidence-letters.ts';
import {
  ACCESSIBILITY_AUTHORITY,
  agbPage,
  barrierefreiheitPage,
  berechtigtesInteressePage,
  consentTextsFor,
  cookieBannerText,
  cookieInfoText,
  criminalOffencesText,
  datenschutzPage,
  GOOGLE_IRELAND,
  ORDER_BROWSER_COOKIE_NAME,
  ORDER_BROWSER_HOURS,
  widerrufPage,
} from './legal.ts';
import type { LegalPage } from './types.ts';

const provider = providerInfo(parseConfig({}));

/** Everything a reader sees on the page, subsections included. */
function pageText(page: LegalPage): string {
  return [
    page.intro,
    ...page.sections.flatMap((s) => [
      s.heading,
      ...s.paragraphs,
      ...(s.subsections ?? []).flatMap((sub) => [sub.heading, ...sub.paragraphs]),
    ]),
  ].join('\n');
}

/** One section of a page with its subsections. */
function sectionText(page: LegalPage, id: string): string {
  return pageText({ ...page, intro: '', sections: page.sections.filter((s) => s.id === id) });
}

/** The storage-period list of the privacy page, one entry per line. */
function storageLines(page: LegalPage): string[] {
  const section = page.sections.find((s) => s.id === 'datenverarbeitung');
  const sub = section?.subsections?.find((s) => s.heading === 'Wie lange wir Daten speichern');
  return (sub?.paragraphs[0] ?? '').split('\n');
}

describe('privacy page', () => {
  const page = datenschutzPage(provider);
  const lines = storageLines(page);
  const line = (start: string) => lines.find((l) => l.startsWith(`- ${start}`)) ?? `(no line "${start}")`;

  it('names every storage period, as the retention job and the settings have them', () => {
    expect(line('Auftragsdaten')).toContain(
      `${CASE_DATA_DAYS} Tage nach Abschluss des Auftrags oder nach Ihrem Widerruf`,
    );
    expect(line('Auftragsdaten')).toContain('hochgeladene Dateien');
    expect(line('E-Mails zu Ihrem Auftrag')).toContain(`${CASE_DATA_DAYS} Tage nach Abschluss oder Widerruf`);
    expect(line('Dateien aus einer Buchung, die Sie nicht abschließen')).toContain('24 Stunden');
    expect(line('Bestellungen, die nie bezahlt werden')).toContain(`${UNPAID_DAYS} Tage nach der Bestellung`);
    expect(line('Bestellungen, die nie bezahlt werden')).toContain(`${DELAYED_PAYMENT_DAYS} Tage.`);
    expect(line('Ihr Name')).toContain('anonymisieren wir sie');
    // The retention job deletes them then (record-expiry.server.ts).
    expect(line('Rechnungen')).toContain(`${ACCOUNTING_YEARS} Jahre ab dem Ende des Jahres`);
    expect(line('Rechnungen')).toContain('§ 147 AO, § 14b UStG');
    expect(line('Nachweise Ihrer Bestätigungen')).toContain(`${EVIDENCE_YEARS} Jahre ab dem Ende des Jahres`);
    expect(line('Nachweise Ihrer Bestätigungen')).toContain('§§ 195, 199 BGB');
    expect(line('Gutscheincode')).toContain(`längstens ${VOUCHER_VALID_YEARS} Jahre`);
    // The fingerprint job deletes confirmed ones then (app/server/casework/fingerprint-job.server.ts).
    expect(line('Fingerabdrücke hochgeladener Fotos')).toContain(
      `längstens ${CONFIRMED_FINGERPRINT_YEARS} Jahre ab der Bestätigung`,
    );
    expect(line('Protokoll unserer Bearbeitungsschritte')).toContain(
      `${EVIDENCE_YEARS} Jahre ab dem Ende des Jahres, in dem der Eintrag entstand`,
    );
    expect(line('Server-Protokolle')).toBe(`- Server-Protokolle: ${provider.logRetentionDays} Tage.`);
    expect(line('Zähler gegen Missbrauch')).toContain('25 Stunden');
    expect(line('Statistikdaten')).toContain(
      `: ${DEFAULT_ANALYTICS_RETENTION_MONTHS} Monate, danach löschen wir sie automatisch.`,
    );
    expect(line('Statistikdaten')).toContain('höchstens 48 Stunden');
  });

  it('takes the statistics period from ANALYTICS_RETENTION_MONTHS', () => {
    const custom = datenschutzPage(providerInfo(parseConfig({ ANALYTICS_RETENTION_MONTHS: '6' })));
    expect(storageLines(custom).find((l) => l.startsWith('- Statistikdaten'))).toContain(': 6 Monate,');
    expect(pageText(custom)).toContain('löschen wir automatisch nach 6 Monaten');
    const one = datenschutzPage(providerInfo(parseConfig({ ANALYTICS_RETENTION_MONTHS: '1' })));
    expect(storageLines(one).find((l) => l.startsWith('- Statistikdaten'))).toContain(': 1 Monat,');
  });

  it('takes the log period from LOG_RETENTION_DAYS', () => {
    const custom = datenschutzPage(providerInfo(parseConfig({ LOG_RETENTION_DAYS: '14' })));
    expect(storageLines(custom)).toContain('- Server-Protokolle: 14 Tage.');
    expect(pageText(custom)).toContain('Wir löschen sie nach 14 Tagen.');
  });

  it('describes the reverse image search and names each service as a recipient with its transfer basis', () => {
    const text = pageText(page);
    expect(text).toContain(
      'Mit öffentlichen Bildrückwärtssuchen (Google Lens, Bing, TinEye) suchen wir nach identischen Kopien der Fotos und nach bearbeiteten Fassungen davon, etwa zugeschnitten, gespiegelt oder farblich verändert. Eine Gesichtserkennung setzen wir nicht ein.',
    );
    expect(text).toMatch(
      /- Google Lens: Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland\. Dabei können Daten an Google LLC in den USA .*Data Privacy Framework.*Art\. 45 DSGVO/,
    );
    expect(text).toMatch(/- Bing: Microsoft Corporation, USA\..*Data Privacy Framework/);
    expect(text).toMatch(/- TinEye: Idée Inc\., Kanada\..*Angemessenheitsbeschluss/);
    // Conservative default: no photo goes to Russia.
    expect(text).not.toContain('- Yandex');
    expect(text).toContain('Yandex (Russland) nutzen wir für Ihre Fotos nicht');
  });

  it('names Yandex with Art. 49 consent only when the operator configures it', () => {
    const text = pageText(
      datenschutzPage(providerInfo(parseConfig({ REVERSE_IMAGE_SEARCH_SERVICES: 'tineye, yandex' }))),
    );
    expect(text).toContain('Mit öffentlichen Bildrückwärtssuchen (TinEye, Yandex) suchen wir');
    expect(text).toMatch(/- Yandex: Russland\..*Art\. 49 Abs\. 1 lit\. a DSGVO/);
    expect(text).not.toContain('Google Lens');
    expect(text).not.toContain('nutzen wir für Ihre Fotos nicht');
  });

  it('says what is processed about the checked person, on which basis, and why they are not told', () => {
    const text = pageText(page);
    expect(text).toContain('Über die zu prüfende Person verarbeiten wir');
    expect(text).toContain('Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO: Ihr berechtigtes Interesse');
    expect(text).toContain(
      'Die zu prüfende Person benachrichtigen wir nicht über die Prüfung (Art. 14 Abs. 5 lit. b DSGVO).',
    );
  });

  it('names the answers of checkout step 4, what the report does with them and the basis', () => {
    const text = sectionText(page, 'datenverarbeitung');
    // Each answer the checkout offers (app/lib/checkout-rules.ts, app/lib/residence.ts), as the notice words it.
    const orderedFor: Record<OrderedFor, string> = {
      self: 'für sich selbst',
      relative: 'für eine Angehörige oder einen Angehörigen',
    };
    expect(Object.keys(orderedFor)).toEqual(orderedForOptions.map((option) => option.key));
    const ways: Record<Exclude<PaymentKey, 'none' | 'unknown'>, string> = {
      transfer: 'per Überweisung',
      card: 'mit Kredit- oder Debitkarte',
      'gift-cards': 'mit Gutscheinkarten',
      crypto: 'mit Kryptowährung',
      other: 'auf anderem Weg',
    };
    expect(Object.keys(ways)).toEqual(
      paymentOptions.map((option) => option.key).filter((key) => !SOLE_PAYMENT_ANSWERS.includes(key)),
    );
    for (const words of [...Object.values(orderedFor), ...Object.values(ways)]) expect(text).toContain(words);
    expect(text).toContain('in welchem Bundesland die Person wohnt, für die Sie prüfen');
    expect(text).toContain(`oder ob sie ${ABROAD_LABEL.replace(/^A/, 'a')} wohnt`);
    expect(text).toContain('ob sie bereits Geld gezahlt hat und auf welchem Weg');
    // The purposes: the reader, the Land's online police station, the first step.
    expect(text).toContain('Hinweise für das Gespräch mit ihr oder ihm');
    expect(text).toContain('welche Onlinewache der Polizei wir im Ergebnisbericht nennen');
    expect(text).toContain('sofort die Bank anzurufen oder die Karte sperren zu lassen');
    expect(text).toMatch(
      /Bank enthält\. Rechtsgrundlage ist die Durchführung des Vertrags \(Art\. 6 Abs\. 1 lit\. b DSGVO\)/,
    );
    expect(line('Auftragsdaten')).toContain('für wen Sie prüfen, zum Bundesland und zu bereits gezahltem Geld');
  });

  it('describes the cookieless first-party statistics as running, without consent', () => {
    const text = pageText(page);
    expect(text).toContain('Dafür führen wir eine eigene Besucherstatistik auf unserem eigenen Server.');
    expect(text).toContain('kein Cookie, nichts im lokalen Speicher (Local Storage) und nichts im Sitzungsspeicher');
    expect(text).toContain('Art. 6 Abs. 1 lit. f DSGVO). Die einzelnen Einträge und die Tageszahlen löschen wir');
    expect(text).toContain('SHA-256');
    expect(text).toContain('nach spätestens 48 Stunden');
    expect(text).toContain('Ihre IP-Adresse selbst speichern wir für die Statistik nicht.');
    expect(text).toContain('nie die vollständige Adresse der Seite, von der Sie kamen');
    expect(text).toContain('CC BY 4.0');
    expect(text).toContain('widersprechen (Art. 21 DSGVO)');
    // We do not honour Do Not Track, so the page must not promise it.
    expect(text).not.toMatch(/Do Not Track/i);
    // Pseudonymous for 48 hours, so the statistics are never called anonymous.
    expect(sectionText(page, 'analyse')).not.toMatch(/anonym/i);
  });

  it('with GA_MEASUREMENT_ID empty: names no Google Analytics recipient or cookie and says no Google script loads', () => {
    const text = pageText(page);
    expect(provider.googleAnalytics).toBe(false);
    expect(text).toContain('Google Analytics setzen wir derzeit nicht ein');
    expect(text).toContain('Beim Besuch unserer Seiten lädt Ihr Browser kein Skript von Google.');
    // No banner without Google Analytics: nothing about a stored choice, and the page says why.
    expect(text).toContain('zeigen wir kein Cookie-Banner');
    expect(text).not.toContain('cookie-consent');
    expect(text).not.toContain('das Cookie-Banner fragt nicht danach');
    expect(text).not.toContain('Anbieter ist Google Ireland');
    expect(text).not.toContain('_ga');
    expect(text).not.toContain('Art. 6 Abs. 1 lit. a DSGVO');
    expect(storageLines(page).some((l) => l.startsWith('- Google Analytics'))).toBe(false);
  });

  it('with GA_MEASUREMENT_ID set: names Google Ireland, the DPF basis, the _ga cookies, consent and the periods', () => {
    const gaPage = datenschutzPage(providerInfo(parseConfig({ GA_MEASUREMENT_ID: 'G-TEST1234' })));
    const text = pageText(gaPage);
    expect(text).toContain('Anbieter ist Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland.');
    expect(text).toMatch(/Google LLC in den USA.*EU-US Data Privacy Framework.*Art\. 45 DSGVO/s);
    expect(text).toContain('die Cookies „_ga“ und „_ga_“ mit unserer Mess-ID im Namen');
    expect(text).toContain('„SameSite=None“ und „Secure“');
    expect(text).toContain('(Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG)');
    expect(text).toContain('Vorher lädt er kein Skript von Google');
    expect(text).toContain('ad_storage, ad_user_data, ad_personalization');
    expect(text).toContain('Die erfassten Einzeldaten bewahrt Google 14 Monate auf');
    expect(text).not.toContain('Google Analytics setzen wir derzeit nicht ein');
    // GA4 has no IP anonymisation setting: the page must not claim one.
    expect(text).not.toMatch(/IP-Anonymisierung|anonymi[sz]e/i);
    expect(storageLines(gaPage)).toContain(
      '- Google Analytics (nur mit Ihrer Einwilligung): bei Google 14 Monate; die Cookies „_ga“ und „_ga_…“ in Ihrem Browser bis zu 2 Jahre.',
    );
    // The own statistics are described either way.
    expect(text).toContain('Dafür führen wir eine eigene Besucherstatistik auf unserem eigenen Server.');
  });
});

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

describe('privacy page: payment', () => {
  const payment = (methods: string) =>
    sectionText(datenschutzPage(providerInfo(parseConfig({ PAYMENT_METHODS: methods }))), 'zahlungsanbieter');

  it('names PayPal and Klarna with their addresses as own controllers, and Klarna’s credit check', () => {
    const text = payment('card,paypal,klarna');
    expect(text).toContain(
      'Sie bezahlen per Kredit- oder Debitkarte (auch mit Apple Pay und Google Pay), PayPal oder Klarna über Stripe Payments Europe, Ltd.',
    );
    expect(text).toContain('PayPal (Europe) S.à r.l. et Cie, S.C.A., 22-24 Boulevard Royal, L-2449 Luxemburg');
    expect(text).toContain('Klarna Bank AB (publ), Sveavägen 46, 111 34 Stockholm, Schweden');
    expect(text).toContain('ist PayPal selbst Verantwortlicher');
    expect(text).toContain('ist Klarna selbst Verantwortlicher');
    expect(text).toContain('prüft Klarna vorher Ihre Identität und Ihre Kreditwürdigkeit');
    expect(text).toContain('(Art. 6 Abs. 1 lit. b und f DSGVO)');
    expect(text).toContain(`Apple (Apple Pay) beziehungsweise Google (Google Pay: ${GOOGLE_IRELAND})`);
    expect(text).toContain('die Zahlungsart und eine Zahlungskennung');
    expect(text).not.toContain('SEPA');
    const overview = sectionText(datenschutzPage(provider), 'ueberblick');
    expect(overview).toContain('je nach Zahlungsart außerdem PayPal oder Klarna (Abschnitt 6)');
  });

  it('names only the configured methods and their recipients', () => {
    const card = payment('card');
    expect(card).not.toContain('PayPal');
    expect(card).not.toContain('Klarna');
    expect(card).toContain('Ihre Kartendaten geben Sie nur auf der Zahlungsseite unseres Zahlungsanbieters ein');
    const overview = sectionText(datenschutzPage(providerInfo(parseConfig({ PAYMENT_METHODS: 'card' }))), 'ueberblick');
    expect(overview).not.toContain('PayPal');

    const sepa = payment('sepa_debit,paypal');
    expect(sepa).toContain('Sie bezahlen per SEPA-Lastschrift oder PayPal über');
    expect(sepa).toContain(
      'Ihre IBAN geben Sie nur auf der Zahlungsseite unseres Zahlungsanbieters ein, Ihre Anmelde- und Zahlungsdaten für PayPal nur bei PayPal; wir sehen',
    );
    expect(payment('paypal')).toContain(
      'Ihre Anmelde- und Zahlungsdaten für PayPal geben Sie nur bei PayPal ein; wir sehen',
    );
    expect(sepa).toContain('Ihre IBAN speichern wir nicht.');
    expect(sepa).not.toContain('Apple Pay');
    expect(sepa).not.toContain('Klarna');
  });
});

describe('cookie banner and the footer note', () => {
  it('the banner (Google Analytics only) names Google, the cookies, the USA, the withdrawal and the privacy page', () => {
    expect(cookieBannerText.text).toContain('Mit Ihrer Zustimmung nutzen wir Google Analytics');
    expect(cookieBannerText.text).toContain('Cookies');
    expect(cookieBannerText.text).toContain('USA');
    expect(cookieBannerText.text).toContain('„Cookie-Einstellungen“');
    expect(cookieBannerText.privacyLink).toContain('(/datenschutz#analyse)');
    expect(cookieBannerText.analyticsLabel).toBe('Statistik (Google Analytics)');
  });

  it('accepting and refusing are named alike, and the privacy page names the refusal as the banner does', () => {
    expect(cookieBannerText.acceptAll).toBe('Alle akzeptieren');
    expect(cookieBannerText.rejectAll).toBe('Alle ablehnen');
    const gaPage = datenschutzPage(providerInfo(parseConfig({ GA_MEASUREMENT_ID: 'G-TEST1234' })));
    expect(pageText(gaPage)).toContain(`wählen Sie „${cookieBannerText.rejectAll}“`);
  });

  it('the note without Google Analytics says nothing needs consent and what is stored, as the privacy page does', () => {
    const note = cookieInfoText.paragraphs.join('\n');
    expect(note).toContain('kein Cookie-Banner');
    expect(note).toContain('Sitzungsspeicher (Session Storage)');
    expect(note).toContain('[Datenschutzerklärung](/datenschutz#datenerfassung)');
    const storage = sectionText(datenschutzPage(provider), 'datenerfassung');
    expect(storage).toContain('Bestellformular bewahren wir im Sitzungsspeicher (Session Storage)');
    expect(storage).toContain('Diese Speicherungen sind für die von Ihnen gewünschte Nutzung unbedingt erforderlich');
    // The order cookie of the success page (app/server/customer/order-browser.server.ts), named alike on both.
    expect(ORDER_BROWSER_COOKIE_NAME).toBe(ORDER_BROWSER_COOKIE);
    expect(ORDER_BROWSER_HOURS * 3600).toBe(ORDER_BROWSER_SECONDS);
    for (const text of [note, storage]) {
      expect(text).toContain(`für ${ORDER_BROWSER_HOURS} Stunden das Cookie „${ORDER_BROWSER_COOKIE}“`);
    }
  });
});

describe('terms (AGB)', () => {
  const text = pageText(agbPage(provider));

  it('ask for the minimum information the checkout requires, and call photos and the suspicion optional', () => {
    expect(text).toContain(
      `Beschreibung Ihres Anliegens in eigenen Worten mit ${DESCRIPTION_MIN} bis ${DESCRIPTION_MAX} Zeichen`,
    );
    expect(text).toMatch(/Alles Weitere ist freiwillig:.*Fotos und andere Dateien.*was Sie misstrauisch macht/);
    expect(text).not.toContain('vorhandene Profilbilder oder andere Medien');
  });

  it('say how the contract text is stored and retrieved (Art. 246c Nr. 2 EGBGB)', () => {
    expect(text).toContain('Wir speichern den Vertragstext. Für Sie abrufbar ist er in der Bestätigungs-E-Mail');
    expect(text).toContain('persönliche Statusseite');
  });

  it('do not treat silence as consent to changes', () => {
    expect(text).toContain('Ihr Schweigen gilt nicht als Zustimmung.');
    expect(text).not.toMatch(/gelten die Änderungen als angenommen/);
  });

  it('name the configured payment methods (by default card with its wallets, PayPal and Klarna)', () => {
    expect(text).toContain(
      'Zahlungsarten: Kredit- oder Debitkarte (auch mit Apple Pay und Google Pay), PayPal oder Klarna.',
    );
    const cardOnly = pageText(agbPage(providerInfo(parseConfig({ PAYMENT_METHODS: 'card' }))));
    expect(cardOnly).toContain('Zahlungsarten: Kredit- oder Debitkarte (auch mit Apple Pay und Google Pay).');
    expect(cardOnly).not.toContain('Klarna');
    expect(cardOnly).not.toContain('PayPal');
  });

  it("say that a purchase on account or in instalments is a contract with Klarna under Klarna's terms", () => {
    const klarna = sectionText(agbPage(provider), 'preise');
    expect(klarna).toContain(
      'auf Rechnung oder in Raten, schließen Sie darüber einen eigenen Vertrag mit Klarna Bank AB (publ)',
    );
    expect(klarna).toContain(
      'Dafür gelten die Bedingungen von Klarna; Klarna prüft vorher Ihre Identität und Kreditwürdigkeit',
    );
  });

  it('explain the SEPA mandate, the shortened pre-notification and the start on confirmation only when SEPA is on', () => {
    expect(text).not.toContain('SEPA');
    const sepa = agbPage(providerInfo(parseConfig({ PAYMENT_METHODS: 'card,sepa_debit' })));
    const prices = sectionText(sepa, 'preise');
    expect(prices).toContain(
      'Zahlungsarten: Kredit- oder Debitkarte (auch mit Apple Pay und Google Pay) oder SEPA-Lastschrift.',
    );
    expect(prices).toContain('Das Lastschriftmandat erteilen Sie auf der Zahlungsseite unseres Zahlungsanbieters.');
    expect(prices).toContain('die Frist für diese Ankündigung verkürzen wir auf einen Tag vor der Belastung');
    expect(prices).toContain('„Zahlung in Prüfung“');
    expect(prices).toContain('bitten Sie, auf einem anderen Weg zu bezahlen');
    // No charge for a returned debit is passed on to the customer.
    expect(prices).not.toMatch(/Gebühr|Kosten/);
    expect(sectionText(sepa, 'vertragsschluss')).toContain(
      'bei einer SEPA-Lastschrift, sobald Ihre Bank die Lastschrift eingelöst hat (§ 9)',
    );
    expect(sectionText(sepa, 'preise')).not.toContain('Klarna');
  });

  it('carry the configured version, which is also the stored consent version', () => {
    const configured = providerInfo(parseConfig({ TERMS_VERSION: '01.02.2027' }));
    expect(agbPage(configured).intro).toContain('Stand: 01.02.2027');
    expect(consentTextsFor(configured).find((c) => c.kind === 'agb')?.version).toBe('01.02.2027');
  });
});

describe('withdrawal instructions', () => {
  it('name the address of the online withdrawal function', () => {
    const site = providerInfo(parseConfig({ SITE_URL: 'http://localhost:8080' }));
    const text = pageText(widerrufPage(site));
    expect(text).toContain(
      'direkt erreichbar unter der Adresse [http://localhost:8080/vertrag-widerrufen](/vertrag-widerrufen)',
    );
  });
});

describe('accessibility statement', () => {
  const page = barrierefreiheitPage(provider);
  const micro = barrierefreiheitPage(providerInfo(parseConfig({ OPERATOR_MICRO_ENTERPRISE: 'true' })));

  it('names the standard, how it is tested, the known limits, a contact and the market surveillance authority', () => {
    const text = pageText(page);
    expect(text).toContain('EN 301 549');
    expect(text).toContain('WCAG) 2.1 auf Stufe AA');
    // As tested: axe on every template, the keyboard, 390 px; and no claim of an external audit.
    expect(sectionText(page, 'pruefung')).toMatch(/axe.*Tastatur.*390 Pixeln/s);
    expect(text).toContain('nur teilweise vereinbar');
    expect(text).toContain('Eine Prüfung durch eine unabhängige Prüfstelle hat bisher nicht stattgefunden.');
    // The PDFs we generate carry no tags (app/server/pdf): the page says so.
    expect(sectionText(page, 'einschraenkungen')).toContain('PDF mit Strukturauszeichnung (Tags)');
    expect(sectionText(page, 'kontakt')).toContain(`[${provider.email}](mailto:${provider.email})`);
    expect(sectionText(page, 'marktueberwachung')).toContain(`${ACCESSIBILITY_AUTHORITY} mit Sitz in Magdeburg`);
    expect(text).toContain('(§ 32 BFSG)');
    expect(text).not.toContain('Kleinstunternehmen');
  });

  it('names the service (Echtcheck, the website and the checkout) and covers the payment page: what we know, what is not ours', () => {
    const scope = sectionText(page, 'geltungsbereich');
    expect(scope).toContain('Diese Erklärung gilt für Echtcheck');
    expect(scope).toContain(`für die Website ${provider.siteUrl}`);
    expect(scope).toContain('Buchung eines Profil-Checks (Checkout)');
    expect(scope).toContain(`Zahlungsanbieter ${provider.paymentProvider}`);
    const limits = sectionText(page, 'einschraenkungen');
    expect(limits).toContain('- Zahlungsseite:');
    expect(limits).toContain('Was wir wissen: Die Seite erscheint auf Deutsch');
    expect(limits).toContain('Was außerhalb unseres Einflusses liegt');
    expect(limits).toContain('unsere Tests prüfen diese Seiten nicht');
  });

  it('says, for a micro-enterprise (OPERATOR_MICRO_ENTERPRISE), that the BFSG does not apply, and still what is done', () => {
    expect(provider.microEnterprise).toBe(false);
    const text = pageText(micro);
    expect(text).toContain('Wir sind ein Kleinstunternehmen');
    expect(text).toContain('(§ 3 Abs. 3 BFSG)');
    expect(text).not.toContain('unterliegen wir dem Barrierefreiheitsstärkungsgesetz');
    expect(text).not.toContain('(§ 32 BFSG)');
    // Testing, limits, contact and the authority stay.
    expect(sectionText(micro, 'pruefung')).toBe(sectionText(page, 'pruefung'));
    expect(sectionText(micro, 'einschraenkungen')).toBe(sectionText(page, 'einschraenkungen'));
    expect(sectionText(micro, 'kontakt')).toBe(sectionText(page, 'kontakt'));
    expect(sectionText(micro, 'marktueberwachung')).toContain(ACCESSIBILITY_AUTHORITY);
  });
});
