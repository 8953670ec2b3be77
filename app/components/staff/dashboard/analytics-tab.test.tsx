import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '#app/lib/analytics-data.ts';
import { AnalyticsTab } from './analytics-tab.tsx';

const none = { pageViews: 0, visitors: 0, avgTimeOnSiteSeconds: 0, paidOrders: 0, revenueCents: 0 };

function day(index: number): AnalyticsReport['daily'][number] {
  const date = new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10);
  return { day: date, pageViews: 10 + (index % 7), visitors: 4 + (index % 3) };
}

const report: AnalyticsReport = {
  range: { start: '2026-10-31T23:00:00.000Z', end: '2026-11-01T23:00:00.000Z', days: 1 },
  previousRange: { start: '2026-10-30T23:00:00.000Z', end: '2026-10-31T23:00:00.000Z' },
  totals: { pageViews: 90, visitors: 40, avgTimeOnSiteSeconds: 35, paidOrders: 5, revenueCents: 19_500 },
  previousTotals: { ...none, pageViews: 80, visitors: 40, paidOrders: 4 },
  pageViews: 90,
  visitors: 40,
  avgTimeOnSiteSeconds: 35,
  daily: [{ day: '2026-11-01', pageViews: 90, visitors: 40 }],
  topCountries: [{ country: 'DE', count: 30 }],
  topPages: [{ path: '/', count: 90 }],
  topReferrers: [{ referrer: 'https://www.google.com', visits: 12 }],
  funnel: [
    { stage: 1, visitors: 16, previousVisitors: 10, dropOffPercent: null },
    { stage: 2, visitors: 12, previousVisitors: 8, dropOffPercent: 25 },
  ],
  landingPages: [],
  services: [],
  paymentMethods: {
    rows: [
      { method: 'card', attempts: 1234, paid: 1000, conversionPercent: 81 },
      { method: 'paypal', attempts: 3, paid: 1, conversionPercent: 33.3 },
    ],
    leftWithoutAttempt: 1,
  },
};

function markup(shown: AnalyticsReport | null, url = '/conan/dashboard?tab=analyse&period=daily'): string {
  const Stub = createRoutesStub([
    {
      path: '/conan/dashboard',
      Component: () => <AnalyticsTab report={shown} period={{ selection: { kind: 'daily' } }} />,
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[url]} />);
}

/** The table rows of a table, found by the start of its caption: each row's header and cells as text. */
function tableRows(html: string, caption: string): string[] {
  const table = html.match(new RegExp(`<caption[^>]*>${caption}[\\s\\S]*?</table>`))?.[0] ?? '';
  return [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    (row[1] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

describe('analytics tab', () => {
  it('shows the funnel with the drop-off, a dash for the first stage', () => {
    expect(tableRows(markup(report), 'Besucher je Schritt')).toEqual([
      'Schritt Besucher Vorzeitraum Absprung',
      'Schritt 1: Kontaktdaten 16 10 –',
      'Schritt 2: Zielperson 12 8 25,0 %',
    ]);
  });

  it('shows attempts, payments and conversion per payment method, and the payment pages left without an attempt', () => {
    const html = markup(report);
    expect(tableRows(html, 'Zahlungsversuche, bezahlte Bestellungen')).toEqual([
      'Zahlungsart Zahlungsversuche Bezahlt Conversion',
      'Karte 1.234 1.000 81,0 %',
      'PayPal 3 1 33,3 %',
      'Zahlungsseite ohne Zahlungsversuch verlassen 1 Bestellung – –',
    ]);
    expect(html).toMatch(/<th scope="row"[^>]*>Karte<\/th>/);
    const empty = markup({ ...report, paymentMethods: { rows: [], leftWithoutAttempt: 0 } });
    expect(tableRows(empty, 'Zahlungsversuche, bezahlte Bestellungen')).toEqual([]);
  });

  it('names DB-IP as the source of the countries, with a link', () => {
    expect(markup(report)).toContain('IP Geolocation by <a href="https://db-ip.com"');
  });

  it('compares the key figures with the previous period', () => {
    const html = markup(report);
    expect(html).toContain('+12,5 % ggü. Vorzeitraum'); // page views 80 → 90
    expect(html).toContain('+25,0 % ggü. Vorzeitraum'); // paid orders 4 → 5
    expect(html).toContain('Vorzeitraum: 0,00 €');
    expect(html).toContain('tabular-nums">neu</dd>'); // revenue 0 → 195 €
    expect(html).toContain('+2,5 Prozentpunkte ggü. Vorzeitraum'); // conversion 10 % → 12,5 %
  });

  it('links every table to its CSV with the period of the page', () => {
    const html = markup(report);
    for (const table of [
      'tage',
      'strecke',
      'zahlungsarten',
      'einstiegsseiten',
      'leistungen',
      'verweise',
      'seiten',
      'laender',
    ]) {
      expect(html).toContain(`href="/conan/api/export/analyse/${table}?period=daily"`);
    }
    expect(html).toContain('Keine Daten verfügbar'); // no landing pages, no services
    expect(html).toContain('www.google.com');
  });

  it('draws the chart for one day and for a leap year, with its summary, HTML labels and the figures in a table', () => {
    const one = markup(report);
    expect(one).toContain('Diagramm: Besucher (Linie) und Seitenaufrufe (Balken) je Tag am 01.11.2026');
    expect(one).toContain('<summary');
    // No text inside the stretched drawing: every label is HTML.
    expect(one).not.toMatch(/<text[\s>]/);
    const year = markup({ ...report, daily: Array.from({ length: 366 }, (_, index) => day(index)) });
    const labels = [...year.matchAll(/data-axis-label="" class="([^"]*)"[^>]*>(\d{2}\.\d{2}\.)<\/span>/g)];
    // On a phone (labels without "hidden") at most 4, on a wide chart more, never more than fit.
    const phone = labels.filter((match) => !match[1]?.includes('hidden'));
    expect(phone.length).toBeGreaterThanOrEqual(2);
    expect(phone.length).toBeLessThanOrEqual(4);
    expect(labels.length).toBeGreaterThan(phone.length);
    expect(labels.length).toBeLessThanOrEqual(13);
    expect(labels[0]?.[2]).toBe('01.01.');
    // The screen-reader table has a row per day.
    expect([...year.matchAll(/<th scope="row">\d{2}\.\d{2}\.\d{4}<\/th>/g)]).toHaveLength(366);
  });

  it('asks for a period when there is none', () => {
    expect(markup(null, '/conan/dashboard?tab=analyse&period=custom')).toContain('Bitte wählen Sie einen Zeitraum aus');
  });
});
