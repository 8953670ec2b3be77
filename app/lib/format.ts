// The one formatting module for everything customers and staff read, on pages, in mails and in
// PDFs: money, file sizes, dates and times. German formats; dates and times in German time
// (Europe/Berlin), whatever the server's time zone.

export const TIME_ZONE = 'Europe/Berlin';

// Each formatter is made on its first use: creating an Intl formatter (above all a date format with
// a time zone) costs the browser milliseconds of main-thread work, which a page that never formats a
// date should not pay when it loads this module (the checkout, decision record 026).
function once<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= create();
    return value;
  };
}

const euro = once(() => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }));
const wholeEuro = once(
  () => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
);

/** Intl puts a no-break space between number and sign; a plain space reads and searches the same everywhere. */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** 3900 → "39,00 €": invoices, mails, the checkout summary. */
export function formatEuro(cents: number): string {
  return plainSpaces(euro().format(cents / 100));
}

/** 3900 → "39 €", 3950 → "39,50 €": headlines and short notes on the marketing pages. */
export function formatEuroShort(cents: number): string {
  return plainSpaces(cents % 100 === 0 ? wholeEuro().format(cents / 100) : euro().format(cents / 100));
}

/** 3900 → "39.00": machine-readable amounts (schema.org offers). */
export function formatAmountDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

const BYTES_PER_MB = 1024 * 1024;
const oneDecimal = once(() => new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const wholeNumber = once(() => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }));

/**
 * 2_516_582 → "2,4 MB" (1 MB = 1024 × 1024 bytes). Always in MB, as the spec asks for the staff
 * views, so customers and staff read the same figure; anything below 0,1 MB shows as "0,1 MB".
 */
export function formatFileSize(bytes: number): string {
  return `${oneDecimal().format(Math.max(bytes / BYTES_PER_MB, 0.1))} MB`;
}

/** 1234 → "1.234" (German thousands separator). */
export function formatCount(value: number): string {
  return wholeNumber().format(value);
}

const dateFormat = once(
  () =>
    new Intl.DateTimeFormat('de-DE', {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);

const timeFormat = once(
  () =>
    new Intl.DateTimeFormat('de-DE', {
      timeZone: TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

const yearFormat = once(() => new Intl.DateTimeFormat('de-DE', { timeZone: TIME_ZONE, year: 'numeric' }));

/** "21.11.2026" (German time). */
export function formatDate(date: Date): string {
  return dateFormat().format(date);
}

/** "14:05" (German time, CET/CEST). */
export function formatTime(date: Date): string {
  return timeFormat().format(date);
}

/** "21.11.2026, 14:05 Uhr" (German time, CET/CEST). */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)}, ${formatTime(date)} Uhr`;
}

/** The calendar year in Germany: 31.12. 23:30 UTC is already the next year there. */
export function berlinYear(date: Date): number {
  return Number(yearFormat().format(date));
}

const isoDayFormat = once(
  () => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/** The calendar day in Germany as YYYY-MM-DD (the value of a date input). */
export function berlinDay(date: Date): string {
  return isoDayFormat().format(date);
}

/** A YYYY-MM-DD day as the Date of its noon in UTC (formats as that day in German time). */
export function dayToDate(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}
