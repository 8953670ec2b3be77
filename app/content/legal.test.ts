// Facts on the legal pages that must not drift from the code (issue 12): storage periods, the
// reverse image search and its recipients, the withdrawal address, the terms' minimum information.
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from '#app/lib/checkout-schema.ts';
import { ACCOUNTING_YEARS, EVIDENCE_YEARS } from '#app/server/cases/record-expiry.server.ts';
import { CASE_DATA_DAYS, DELAYED_PAYMENT_DAYS, UNPAID_DAYS } from '#app/server/cases/retention.server.ts';
import { VOUCHER_VALID_YEARS } from '#app/server/cases/vouchers.server.ts';
import { parseConfig, providerInfo } from '#app/server/config/config.server.ts';
import { agbPage, consentTextsFor, datenschutzPage, widerrufPage } from './legal.ts';
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
    expect(line('Protokoll unserer Bearbeitungsschritte')).toContain(
      `${EVIDENCE_YEARS} Jahre ab dem Ende des Jahres, in dem der Eintrag entstand`,
    );
    expect(line('Server-Protokolle')).toBe(`- Server-Protokolle: ${provider.logRetentionDays} Tage.`);
    expect(line('Zähler gegen Missbrauch')).toContain('25 Stunden');
    expect(line('Statistikdaten')).toContain('keine');
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
    expect(text).toMatch(/- Google Lens: Google LLC, USA\..*Data Privacy Framework.*Art\. 45 DSGVO/);
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

  it('does not describe a statistic or Google Analytics as running', () => {
    const text = pageText(page);
    expect(text).toContain('Es läuft weder eine eigene Besucherstatistik noch Google Analytics');
    expect(text).not.toMatch(/Google Analytics 4 nutzen wir/);
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

  it('name the payment methods', () => {
    expect(text).toContain('Zahlungsarten: Kredit- oder Debitkarte.');
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
