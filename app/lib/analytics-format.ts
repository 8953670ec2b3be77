// How the analytics tab (app/components/staff/dashboard/analytics-tab.tsx) and its CSV exports
// (app/server/dashboard/exports.server.ts) name countries, referrers and days and write percentages,
// so that the page and the file read the same.

const regionNames = new Intl.DisplayNames('de', { type: 'region' });

/** 'DE' → 'Deutschland'; null (country unknown) → 'Unbekannt'; a code Intl does not know stays as it is. */
export function countryName(code: string | null): string {
  if (!code) return 'Unbekannt';
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** 'https://www.google.com' → 'www.google.com'; null (no referrer) → 'Direkt oder unbekannt'. */
export function referrerLabel(referrer: string | null): string {
  if (!referrer) return 'Direkt oder unbekannt';
  try {
    return new URL(referrer).host || referrer;
  } catch {
    return referrer;
  }
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A report day ('yyyy-MM-dd', a Berlin calendar day) → [yyyy, MM, dd]; anything else → null. */
function dayParts(day: string): [string, string, string] | null {
  const match = ISO_DAY.exec(day);
  return match ? [match[1] as string, match[2] as string, match[3] as string] : null;
}

/** '2026-11-03' → '03.11.' (chart axis). */
export function shortDayLabel(day: string): string {
  const parts = dayParts(day);
  return parts ? `${parts[2]}.${parts[1]}.` : day;
}

/** '2026-11-03' → '03.11.2026' (tables, CSV, tooltips). */
export function dayLabel(day: string): string {
  const parts = dayParts(day);
  return parts ? `${parts[2]}.${parts[1]}.${parts[0]}` : day;
}

const oneDecimal = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
});

/** 12.5 → '12,5', 3 → '3,0': a percentage's number with a decimal comma (German Excel reads it as a number). */
export function percentNumber(value: number): string {
  return oneDecimal.format(value);
}

/** 12.5 → '12,5 %'; null → '–'. */
export function formatPercent(value: number | null): string {
  return value === null ? '–' : `${percentNumber(value)} %`;
}

/** paidOrders / visits in %, one decimal; null without visits. */
export function conversionPercent(paidOrders: number, visits: number): number | null {
  return visits > 0 ? Math.round((paidOrders / visits) * 1000) / 10 : null;
}
