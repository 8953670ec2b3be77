// Periods of the staff dashboard (spec §2 "Admin dashboard", §9): which time buckets the revenue
// table shows for "Täglich", "Wöchentlich", "Monatlich" and a custom range, read from and written
// to the URL. Pure: no server imports, so the page's browser code may use it too.
//
// Every calendar decision is made in German time (Europe/Berlin), whatever the server's or the
// browser's zone: a bucket starts and ends at a Berlin midnight, so a day bucket is 23 or 25 hours
// long on the days the clocks change. Buckets are half-open instant ranges [start, end).

import { TZDate, tz } from '@date-fns/tz';
// One file per function (the date-fns barrel loads hundreds of modules: seconds at server start).
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { addWeeks } from 'date-fns/addWeeks';
import { format } from 'date-fns/format';
import { getISOWeek } from 'date-fns/getISOWeek';
import { de } from 'date-fns/locale/de';
import { startOfISOWeek } from 'date-fns/startOfISOWeek';
import { startOfMonth } from 'date-fns/startOfMonth';
import { TIME_ZONE } from './format.ts';

export type PeriodKind = 'daily' | 'weekly' | 'monthly' | 'custom';

export const periodKinds: readonly PeriodKind[] = ['daily', 'weekly', 'monthly', 'custom'];

export const periodLabels: Record<PeriodKind, string> = {
  daily: 'Täglich',
  weekly: 'Wöchentlich',
  monthly: 'Monatlich',
  custom: 'Benutzerdefiniert',
};

/** from/to: 'yyyy-MM-dd' Berlin calendar days, both inclusive; used by 'custom' only. */
export interface PeriodSelection {
  kind: PeriodKind;
  from?: string;
  to?: string;
}

/** One row of the revenue table: the instants [start, end), both Berlin midnights. */
export interface PeriodBucket {
  label: string;
  start: Date;
  end: Date;
}

const DAILY_BUCKETS = 7;
const WEEKLY_BUCKETS = 8;
const MONTHLY_BUCKETS = 12;
/** A custom range up to this many days is shown day by day, a longer one month by month. */
const MAX_DAY_BUCKETS = 31;
/** Five years including two leap days: the longest custom range, in days (both ends counted). */
const MAX_RANGE_DAYS = 1827;
const MIN_YEAR = 2000;
const MAX_YEAR = 2100;

/** date-fns context: every step (start of week, next month, label) in German time. */
const berlin = tz(TIME_ZONE);

const periodErrors = {
  invalidDate: 'Bitte geben Sie gültige Daten im Format TT.MM.JJJJ ein.',
  fromAfterTo: 'Das Startdatum liegt nach dem Enddatum.',
  tooLong: 'Bitte wählen Sie einen Zeitraum von höchstens fünf Jahren.',
} as const;

interface CalendarDay {
  year: number;
  month: number; // 1-12
  day: number;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const GERMAN_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/**
 * 'yyyy-MM-dd' (what <input type="date"> sends) or 'dd.MM.yyyy' (what a person types where the
 * browser shows a plain text field) → a real calendar day between 2000 and 2100, else null.
 */
function parseDay(value: string): CalendarDay | null {
  const text = value.trim();
  let year: number;
  let month: number;
  let day: number;
  const iso = ISO_DAY.exec(text);
  const german = iso ? null : GERMAN_DAY.exec(text);
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (german) {
    [day, month, year] = [Number(german[1]), Number(german[2]), Number(german[3])];
  } else {
    return null;
  }
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one; UTC, so no zone can shift it.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return { year, month, day };
}

function dayKey({ year, month, day }: CalendarDay): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days from a to b, both counted (1 when a = b). */
function daysInclusive(a: CalendarDay, b: CalendarDay): number {
  const ms = Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day);
  return Math.round(ms / 86_400_000) + 1;
}

/** Berlin midnight at the start of a calendar day. */
function berlinMidnight({ year, month, day }: CalendarDay): TZDate {
  return new TZDate(year, month - 1, day, TIME_ZONE);
}

/** Berlin midnight at the start of the Berlin calendar day that holds the instant. */
function berlinStartOfDay(instant: Date): TZDate {
  const local = new TZDate(instant.getTime(), TIME_ZONE);
  return new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), TIME_ZONE);
}

/** A plain Date for the instant, so callers and tests see no zone-bearing subclass. */
function instant(date: Date): Date {
  return new Date(date.getTime());
}

function dayLabel(start: Date): string {
  return format(start, 'dd.MM', { in: berlin });
}

function weekLabel(start: Date): string {
  return `KW ${getISOWeek(start, { in: berlin })}`;
}

/** 'Sep. 2026', 'Mai 2026', 'März 2026': date-fns' German locale, the one source for these labels. */
function monthLabel(start: Date): string {
  return format(start, 'MMM yyyy', { locale: de, in: berlin });
}

/**
 * Reads ?period=daily|weekly|monthly|custom&from=yyyy-MM-dd&to=yyyy-MM-dd. Unknown or missing
 * period → daily. Never throws. from/to are read for 'custom' only and may also come as
 * dd.MM.yyyy; the selection always carries them as yyyy-MM-dd. On an error (German, for the
 * page) the selection is { kind: 'custom' } without dates, so the page shows its prompt; showing
 * the entered values again is the caller's job.
 */
export function readPeriod(params: URLSearchParams): { selection: PeriodSelection; error?: string } {
  const period = params.get('period')?.trim() ?? '';
  const kind = periodKinds.find((candidate) => candidate === period) ?? 'daily';
  if (kind !== 'custom') return { selection: { kind } };

  const rawFrom = params.get('from')?.trim() ?? '';
  const rawTo = params.get('to')?.trim() ?? '';
  const from = rawFrom ? parseDay(rawFrom) : null;
  const to = rawTo ? parseDay(rawTo) : null;
  const failed = (error: string) => ({ selection: { kind: 'custom' as const }, error });

  if ((rawFrom && !from) || (rawTo && !to)) return failed(periodErrors.invalidDate);
  if (!from || !to) {
    // Not both chosen yet: no error, the page asks for a range (periodBuckets gives null).
    const selection: PeriodSelection = { kind };
    if (from) selection.from = dayKey(from);
    if (to) selection.to = dayKey(to);
    return { selection };
  }
  const days = daysInclusive(from, to);
  if (days < 1) return failed(periodErrors.fromAfterTo);
  if (days > MAX_RANGE_DAYS) return failed(periodErrors.tooLong);
  return { selection: { kind, from: dayKey(from), to: dayKey(to) } };
}

/**
 * The rows of the revenue table, oldest first, for the selection at the instant `now`:
 * - daily: the last 7 Berlin days including today, labels 'dd.MM';
 * - weekly: the last 8 ISO weeks (Monday to Monday) including the current one, labels 'KW n';
 * - monthly: the last 12 calendar months including the current one, labels 'MMM yyyy' ('Sep. 2026');
 * - custom: from..to inclusive; up to 31 days one bucket per day ('dd.MM'), longer one bucket per
 *   calendar month ('MMM yyyy'), the first and last clipped to the range.
 * null for a custom selection without both dates (the page shows 'Bitte wählen Sie einen
 * Zeitraum aus'), and also for one readPeriod would have rejected (so nothing invalid is queried).
 */
export function periodBuckets(selection: PeriodSelection, now: Date): PeriodBucket[] | null {
  switch (selection.kind) {
    case 'daily': {
      const first = addDays(berlinStartOfDay(now), -(DAILY_BUCKETS - 1), { in: berlin });
      return dayBuckets(first, DAILY_BUCKETS);
    }
    case 'weekly': {
      const first = addWeeks(startOfISOWeek(now, { in: berlin }), -(WEEKLY_BUCKETS - 1), { in: berlin });
      return Array.from({ length: WEEKLY_BUCKETS }, (_, index) => {
        const start = addWeeks(first, index, { in: berlin });
        return { label: weekLabel(start), start: instant(start), end: instant(addWeeks(start, 1, { in: berlin })) };
      });
    }
    case 'monthly': {
      const first = addMonths(startOfMonth(now, { in: berlin }), -(MONTHLY_BUCKETS - 1), { in: berlin });
      return Array.from({ length: MONTHLY_BUCKETS }, (_, index) => {
        const start = addMonths(first, index, { in: berlin });
        return { label: monthLabel(start), start: instant(start), end: instant(addMonths(start, 1, { in: berlin })) };
      });
    }
    case 'custom':
      return customBuckets(selection);
    default:
      return null;
  }
}

function dayBuckets(first: TZDate, count: number): PeriodBucket[] {
  return Array.from({ length: count }, (_, index) => {
    const start = addDays(first, index, { in: berlin });
    return { label: dayLabel(start), start: instant(start), end: instant(addDays(start, 1, { in: berlin })) };
  });
}

function customBuckets(selection: PeriodSelection): PeriodBucket[] | null {
  const from = selection.from ? parseDay(selection.from) : null;
  const to = selection.to ? parseDay(selection.to) : null;
  if (!from || !to) return null;
  const days = daysInclusive(from, to);
  if (days < 1 || days > MAX_RANGE_DAYS) return null;

  const first = berlinMidnight(from);
  if (days <= MAX_DAY_BUCKETS) return dayBuckets(first, days);

  // The spec says "monthly buckets computed as ceil(days/30)". We use the calendar months the
  // range touches instead, the first and last clipped to from/to: every day of the range lands in
  // exactly one bucket, none is dropped and none outside the range is counted, and each label
  // names a real month (30-day blocks would straddle months and drift from the labels).
  const end = addDays(berlinMidnight(to), 1, { in: berlin });
  const buckets: PeriodBucket[] = [];
  let start: TZDate = first;
  while (start.getTime() < end.getTime()) {
    const nextMonth = addMonths(startOfMonth(start, { in: berlin }), 1, { in: berlin });
    const bucketEnd = nextMonth.getTime() < end.getTime() ? nextMonth : end;
    buckets.push({ label: monthLabel(start), start: instant(start), end: instant(bucketEnd) });
    start = bucketEnd;
  }
  return buckets;
}

/** The whole range the buckets cover: the first start to the last end. Throws on an empty list. */
export function bucketRange(buckets: PeriodBucket[]): { start: Date; end: Date } {
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  if (!first || !last) throw new RangeError('bucketRange needs at least one bucket');
  return { start: instant(first.start), end: instant(last.end) };
}

/**
 * The range of the same length just before the given one (it ends where the given one starts),
 * for comparisons. "Same length" in calendar terms, so the previous range again starts at a Berlin
 * midnight: a range from one Berlin month start to another moves back by whole months (the 12
 * months before the last 12 months); one from midnight to midnight moves back by whole Berlin days
 * (the 7 days before the last 7, across a clock change too); anything else by its length in ms.
 */
export function previousRange(range: { start: Date; end: Date }): { start: Date; end: Date } {
  const start = new TZDate(range.start.getTime(), TIME_ZONE);
  const end = new TZDate(range.end.getTime(), TIME_ZONE);
  const isMidnight = (date: TZDate) => berlinStartOfDay(date).getTime() === date.getTime();

  if (isMidnight(start) && isMidnight(end)) {
    if (start.getDate() === 1 && end.getDate() === 1) {
      const months = (end.getFullYear() - start.getFullYear()) * 12 + (end.getMonth() - start.getMonth());
      return { start: instant(addMonths(start, -months, { in: berlin })), end: instant(start) };
    }
    const days = Math.round(
      (Date.UTC(end.getFullYear(), end.getMonth(), end.getDate()) -
        Date.UTC(start.getFullYear(), start.getMonth(), start.getDate())) /
        86_400_000,
    );
    return { start: instant(addDays(start, -days, { in: berlin })), end: instant(start) };
  }
  const length = range.end.getTime() - range.start.getTime();
  return { start: new Date(range.start.getTime() - length), end: instant(range.start) };
}

/**
 * The URL search string for a selection, e.g. '?period=custom&from=2026-11-01&to=2026-11-20'.
 * Other parameters in `keep` (e.g. the tab) stay, in their order, before the period; old
 * period/from/to in `keep` are replaced. from/to are written for 'custom' only.
 */
export function periodSearch(selection: PeriodSelection, keep?: URLSearchParams): string {
  const params = new URLSearchParams(keep);
  params.delete('period');
  params.delete('from');
  params.delete('to');
  params.set('period', selection.kind);
  if (selection.kind === 'custom') {
    if (selection.from) params.set('from', selection.from);
    if (selection.to) params.set('to', selection.to);
  }
  return `?${params.toString()}`;
}
