import { describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '#app/lib/analytics-data.ts';
import { analyticsTableCsv, analyticsTables } from './exports.server.ts';

const BOM = '\ufeff';

const totals = { pageViews: 0, visitors: 0, avgTimeOnSiteSeconds: 0, paidOrders: 0, revenueCents: 0 };

const report: AnalyticsReport = {
  range: { start: '2026-10-31T23:00:00.000Z', end: '2026-11-02T23:00:00.000Z', days: 2 },
  previousRange: { start: '2026-10-29T23:00:00.000Z', end: '2026-10-31T23:00:00.000Z' },
  totals: { pageViews: 120, visitors: 40, avgTimeOnSiteSeconds: 35, paidOrders: 5, revenueCents: 19_500 },
  previousTotals: totals,
  pageViews: 120,
  visitors: 40,
  avgTimeOnSiteSeconds: 35,
  daily: [
    { day: '2026-11-01', pageViews: 70, visitors: 25 },
    { day: '2026-11-02', pageViews: 50, visitors: 15 },
  ],
  topCountries: [
    { country: 'DE', count: 30 },
    { country: null, count: 10 },
  ],
  topPages: [{ path: '/leistungen/romance-scam', count: 1234 }],
  topReferrers: [
    { referrer: 'https://www.google.com', visits: 12 },
    { referrer: null, visits: 28 },
  ],
  funnel: [
    { stage: 1, visitors: 16, previousVisitors: 10, dropOffPercent: null },
    { stage: 2, visitors: 12, previousVisitors: 8, dropOffPercent: 25 },
    { stage: 'paid', visitors: 2, previousVisitors: 0, dropOffPercent: 83.3 },
  ],
  landingPages: [
    { path: '/', visits: 16, paidOrders: 2, revenueCents: 7800, conversionPercent: 12.5 },
    { path: '/=cmd', visits: 0, paidOrders: 0, revenueCents: 0, conversionPercent: null },
  ],
  services: [
    {
      caseType: 'romance_scam',
      serviceName: 'Romance-Scam-Prüfung',
      visits: 8,
      paidOrders: 1,
      revenueCents: 3900,
      conversionPercent: 12.5,
    },
  ],
  paymentMethods: { rows: [], leftWithoutAttempt: 0 },
};

/** The CSV's rows as cells (none of these values needs quoting). */
function rows(table: string): string[][] {
  const csv = analyticsTableCsv(report, table);
  expect(csv).not.toBeNull();
  expect(csv?.startsWith(BOM)).toBe(true);
  expect(csv?.endsWith('\r\n')).toBe(true);
  return (csv ?? '')
    .slice(1, -2)
    .split('\r\n')
    .map((line) => line.split(';'));
}

describe('analyticsTableCsv', () => {
  it('writes the days with German dates', () => {
    expect(rows('tage')).toEqual([
      ['Tag', 'Besucher', 'Seitenaufrufe'],
      ['01.11.2026', '25', '70'],
      ['02.11.2026', '15', '50'],
    ]);
  });

  it('writes the funnel with its stage names and the drop-off with a decimal comma, empty for the first stage', () => {
    expect(rows('strecke')).toEqual([
      ['Schritt', 'Besucher', 'Besucher Vorzeitraum', 'Absprung (%)'],
      ['Schritt 1: Kontaktdaten', '16', '10', ''],
      ['Schritt 2: Zielperson', '12', '8', '25,0'],
      ['Zahlung bestätigt', '2', '0', '83,3'],
    ]);
  });

  it('writes conversion by landing page: 12.5 % as 12,5, 7800 cents as 78,00, no rate without visits', () => {
    expect(rows('einstiegsseiten')).toEqual([
      ['Seite', 'Besuche', 'Bezahlte Bestellungen', 'Conversion-Rate (%)', 'Umsatz (EUR)'],
      ['/', '16', '2', '12,5', '78,00'],
      ['/=cmd', '0', '0', '', '0,00'],
    ]);
  });

  it('writes conversion by service: 3900 cents as 39,00', () => {
    expect(rows('leistungen')).toEqual([
      ['Leistung', 'Buchung begonnen', 'Bezahlte Bestellungen', 'Conversion-Rate (%)', 'Umsatz (EUR)'],
      ['Romance-Scam-Prüfung', '8', '1', '12,5', '39,00'],
    ]);
  });

  it('writes referrers as hosts, a missing one as direct', () => {
    expect(rows('verweise')).toEqual([
      ['Verweis', 'Besuche'],
      ['www.google.com', '12'],
      ['Direkt oder unbekannt', '28'],
    ]);
  });

  it('writes the top pages and countries', () => {
    expect(rows('seiten')).toEqual([
      ['Seite', 'Seitenaufrufe'],
      ['/leistungen/romance-scam', '1234'],
    ]);
    expect(rows('laender')).toEqual([
      ['Land', 'Ländercode', 'Besucher'],
      ['Deutschland', 'DE', '30'],
      ['Unbekannt', '', '10'],
    ]);
  });

  it('writes only the header for an empty table', () => {
    expect(analyticsTableCsv({ ...report, services: [] }, 'leistungen')).toBe(
      `${BOM}Leistung;Buchung begonnen;Bezahlte Bestellungen;Conversion-Rate (%);Umsatz (EUR)\r\n`,
    );
  });

  it('knows every table the tab links to and nothing else', () => {
    for (const table of analyticsTables) expect(analyticsTableCsv(report, table)).not.toBeNull();
    expect(analyticsTableCsv(report, 'kunden')).toBeNull();
    expect(analyticsTableCsv(report, '')).toBeNull();
  });
});
