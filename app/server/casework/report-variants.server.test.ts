// Issue 38: the delivered report and evidence pack fit the verdict and the reader. For the sample case
// of `npm run report:samples` in every verdict × buyer, which sections each PDF carries and which it
// must not (no complaint draft for "wahrscheinlich echt", no bank call for "unklar", the
// conversation guide only for a relative), rendered by the delivery's own code.
import { describe, expect, it } from 'vitest';
import { policeStationFor } from '#app/content/report-police.ts';
import { extractFlatText } from '#tests/support/pdf-extract.ts';
import { testProvider } from '#tests/support/provider.ts';
import {
  SAMPLE_BUYERS,
  SAMPLE_REPORT_DATE,
  SAMPLE_VERDICTS,
  type SampleBuyer,
  type SampleVerdict,
  sampleCase,
  sampleFiles,
  sampleFindings,
  sampleScreenshots,
} from '#tests/support/report-sample.ts';
import type { ReportCase } from './findings-to-report.server.ts';
import { composeDelivery, gateProblems } from './report-delivery.server.ts';

const station = policeStationFor('HH');

async function render(verdict: SampleVerdict, buyer: SampleBuyer, change: Partial<ReportCase> = {}) {
  const findings = sampleFindings(verdict);
  const shots = await sampleScreenshots(verdict);
  const info = { ...sampleCase(buyer), ...change };
  const { report, evidencePack } = await composeDelivery(
    findings,
    info,
    testProvider,
    shots,
    sampleFiles(shots),
    SAMPLE_REPORT_DATE,
    null,
  );
  return { report: await extractFlatText(report), pack: await extractFlatText(evidencePack) };
}

const FRAUD_ONLY = ['Anzeige bei der Polizei', 'Profil bei der Plattform melden', 'in gutem Glauben'];
const DRAFTS = ['Ihr Entwurf: Strafanzeige', 'Ihr Entwurf: Meldung an', 'Ihr Entwurf: Brief an die Bank'];
const RELATIVE_ONLY = [
  'An wen sich dieser Ergebnisbericht richtet',
  'So sprechen Sie mit der betroffenen Person',
  'WEISSER RING',
  '116 006',
];

describe('the sample case', () => {
  it.each(SAMPLE_VERDICTS)('passes the delivery gate as "%s"', async (verdict) => {
    const findings = sampleFindings(verdict);
    const shots = [...(await sampleScreenshots(verdict)).keys()];
    const info = sampleCase('fuer-mich');
    expect(gateProblems(findings, info.caseType, shots, info.paidAt, SAMPLE_REPORT_DATE)).toEqual([]);
  });
});

describe('the report and the evidence pack by verdict and buyer', () => {
  it('"wahrscheinlich gefälscht" for herself: the bank first, then police of her Land, platforms, all drafts', async () => {
    if (!station) throw new Error('no station for Hamburg');
    const { report, pack } = await render('gefaelscht', 'fuer-mich');
    const first = report.indexOf('Rufen Sie jetzt Ihre Bank an');
    expect(first).toBeGreaterThan(report.indexOf('Ergebnis: wahrscheinlich gefälscht'));
    expect(first).toBeLessThan(report.indexOf('Zusammenfassung'));
    for (const part of ['§ 675p BGB', 'Echtzeitüberweisung', 'Anbieter der Gutscheinkarten', ...FRAUD_ONLY])
      expect(report).toContain(part);
    expect(report).toContain(station.name);
    expect(report).toContain(station.url);
    // What the police need, taken from the case.
    for (const part of ['+233 20 555 0142', 'daniel.berger.offshore@example.com', 'Kopfzeilen', 'IBAN des Empfängers'])
      expect(report).toContain(part);
    expect(report).toContain('Facebook');
    for (const part of RELATIVE_ONLY) expect(report).not.toContain(part);
    expect(report).not.toContain('116 116');
    for (const part of DRAFTS) expect(pack).toContain(part);
    expect(pack).toContain('Ihr Entwurf: Meldung an Facebook');
    expect(pack).toContain('Ihr Entwurf: Meldung an WhatsApp');
    expect(pack).toContain(station.url);
    expect(pack).not.toContain('Keine Entwürfe zu diesem Ergebnis');
  });

  it('"wahrscheinlich gefälscht" for a relative: addressed to the buyer, with the conversation guide', async () => {
    const { report, pack } = await render('gefaelscht', 'fuer-angehoerige');
    expect(report).toContain('Rufen Sie jetzt mit der betroffenen Person deren Bank an');
    for (const part of [...RELATIVE_ONLY, ...FRAUD_ONLY]) expect(report).toContain(part);
    expect(report).toContain('Die betroffene Person lebt nach Ihren Angaben in Hamburg');
    expect(pack).toContain('für die betroffene Person geschrieben');
    expect(pack).toContain('[Vor- und Nachname der betroffenen Person]');
  });

  it('names the card block line after a card payment and leaves out the bank draft when no bank was involved', async () => {
    const card = await render('gefaelscht', 'fuer-mich', { payments: ['card'] });
    expect(card.report).toContain('116 116');
    expect(card.report).toContain('Chargeback');
    const none = await render('gefaelscht', 'fuer-mich', { payments: ['none'] });
    expect(none.report).toContain('Zahlen Sie nichts und brechen Sie den Kontakt ab');
    expect(none.report).not.toContain('Rufen Sie jetzt');
    expect(none.pack).toContain('Ihr Entwurf: Strafanzeige');
    expect(none.pack).not.toContain('Ihr Entwurf: Brief an die Bank');
  });

  it('falls back to all online stations when the Land is not known or abroad', async () => {
    const abroad = await render('gefaelscht', 'fuer-mich', { residence: 'abroad' });
    expect(abroad.report).toContain('außerhalb Deutschlands');
    if (station) expect(abroad.report).not.toContain(station.url);
    const older = await render('gefaelscht', 'fuer-mich', { residence: null, orderedFor: null, payments: [] });
    expect(older.report).toContain('Haben Sie schon Geld gezahlt? Dann rufen Sie jetzt Ihre Bank an');
    expect(older.report).toContain('Onlinewache des eigenen Bundeslandes');
    expect(older.pack).toContain('Ihr Entwurf: Brief an die Bank');
  });

  it.each(SAMPLE_BUYERS)('"unklar" (%s): what to ask and not to send, no police, no drafts', async (buyer) => {
    const { report, pack } = await render('unklar', buyer);
    expect(report).toContain('Bevor Sie etwas zahlen oder schicken');
    expect(report).toContain('Was Sie erfragen können');
    expect(report).toContain('bereits gezahlt');
    expect(report).not.toContain('Rufen Sie jetzt');
    for (const part of FRAUD_ONLY) expect(report).not.toContain(part);
    for (const part of DRAFTS) expect(pack).not.toContain(part);
    expect(pack).toContain('Keine Entwürfe zu diesem Ergebnis');
    for (const part of RELATIVE_ONLY)
      if (buyer === 'fuer-angehoerige') expect(report).toContain(part);
      else expect(report).not.toContain(part);
  });

  it.each(SAMPLE_BUYERS)(
    '"wahrscheinlich echt" (%s): what was checked and what it does not prove, no complaint draft',
    async (buyer) => {
      const { report, pack } = await render('echt', buyer);
      expect(report).toContain('Was wir geprüft haben – und was das nicht beweist');
      expect(report).toContain('Bildrückwärtssuche für jedes Profilfoto');
      expect(report).toContain('Was das Ergebnis nicht beweist');
      for (const part of [...FRAUD_ONLY, 'Rufen Sie jetzt', 'Bevor Sie etwas zahlen'])
        expect(report).not.toContain(part);
      for (const part of [...DRAFTS, 'Strafanzeige']) expect(pack).not.toContain(part);
      expect(pack).toContain('„wahrscheinlich echt“');
    },
  );

  it.each(SAMPLE_BUYERS)('"keine Treffer" (%s): which steps found nothing and what that means', async (buyer) => {
    const { report, pack } = await render('keine-treffer', buyer);
    expect(report).toContain('Keine Treffer: Diese Schritte haben keine Fundstelle ergeben');
    expect(report).toContain('Alle 9 Schritte, die oben mit Tag und Quellen stehen, haben keine Fundstelle');
    expect(report).toContain('Telefonnummer und E-Mail-Adresse öffentlich suchen');
    expect(report).toContain('Keine Treffer sind kein Beweis dafür');
    for (const part of FRAUD_ONLY) expect(report).not.toContain(part);
    for (const part of DRAFTS) expect(pack).not.toContain(part);
  });

  it('the report with findings does not carry the no-hits step list', async () => {
    const { report } = await render('gefaelscht', 'fuer-mich');
    expect(report).not.toContain('Diese Schritte haben keine Fundstelle ergeben');
  });
});
