// Facts on the legal pages that must not drift from the code (issue 12): storage periods, the
// reverse image search and its recipients, the withdrawal address, the terms' minimum information.
// More: legal/privacy-beyond-the-order.test.ts, legal/other-pages.test.ts.
import { describe, expect, it } from 'vitest';
import {
  type OrderedFor,
  orderedForOptions,
  type PaymentKey,
  paymentOptions,
  SOLE_PAYMENT_ANSWERS,
} from '#app/lib/checkout-schema.ts';
import { CONFIRMED_FINGERPRINT_YEARS } from '#app/lib/findings.ts';
import { DEFAULT_ANALYTICS_RETENTION_MONTHS } from '#app/lib/legal-settings.ts';
import { ABROAD_LABEL } from '#app/lib/residence.ts';
import { parseConfig, providerInfo } from '#app/server/config/config.server.ts';
import { CASE_DATA_DAYS, DELAYED_PAYMENT_DAYS, UNPAID_DAYS } from '#app/server/privacy/case-retention.server.ts';
import { ACCOUNTING_YEARS, EVIDENCE_YEARS } from '#app/server/privacy/record-expiry.server.ts';
import { VOUCHER_VALID_YEARS } from '#app/server/vouchers/vouchers.server.ts';
import { pageText, provider, sectionText, storageLines } from '#tests/support/legal-text.ts';
import { datenschutzPage, GOOGLE_IRELAND } from './legal.ts';

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
