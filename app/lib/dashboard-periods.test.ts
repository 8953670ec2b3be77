// The bucket rules of app/lib/dashboard-periods.ts: daily, weekly (ISO weeks, KW 53) and monthly
// periods and custom ranges, in Berlin time across daylight-saving changes and the year end, and
// the whole range of a period and the one before it. Reading and writing the URL: dashboard-periods-url.test.ts.
import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { buckets, expectContiguousBerlinMidnights, HOUR, hours, labels, utc } from '#tests/support/period-buckets.ts';
import {
  bucketRange,
  type PeriodBucket,
  type PeriodSelection,
  periodBuckets,
  periodKinds,
  periodLabels,
  previousRange,
} from './dashboard-periods.ts';

describe('period kinds and labels', () => {
  it('lists the four kinds with their German labels', () => {
    expect(periodKinds).toEqual(['daily', 'weekly', 'monthly', 'custom']);
    expect(periodKinds.map((kind) => periodLabels[kind])).toEqual([
      'Täglich',
      'Wöchentlich',
      'Monatlich',
      'Benutzerdefiniert',
    ]);
  });
});

describe('daily buckets', () => {
  it('gives the last 7 Berlin days including today, oldest first, as plain Dates', () => {
    const list = buckets({ kind: 'daily' }, '2026-11-23T10:00:00Z');
    expect(labels(list)).toEqual(['17.11', '18.11', '19.11', '20.11', '21.11', '22.11', '23.11']);
    expect(list[0]?.start).toEqual(utc('2026-11-16T23:00:00Z'));
    expect(list[6]?.end).toEqual(utc('2026-11-23T23:00:00Z'));
    expect(list[0]?.start.constructor).toBe(Date);
    expectContiguousBerlinMidnights(list);
  });

  it('makes the spring-forward day (29 Mar 2026) 23 hours long', () => {
    const list = buckets({ kind: 'daily' }, '2026-03-31T10:00:00Z');
    expect(labels(list)).toEqual(['25.03', '26.03', '27.03', '28.03', '29.03', '30.03', '31.03']);
    const spring = list[4];
    expect(spring?.label).toBe('29.03');
    expect(spring?.start).toEqual(utc('2026-03-28T23:00:00Z'));
    expect(spring?.end).toEqual(utc('2026-03-29T22:00:00Z'));
    expect(list.map(hours)).toEqual([24, 24, 24, 24, 23, 24, 24]);
    expectContiguousBerlinMidnights(list);
  });

  it('makes the fall-back day (25 Oct 2026) 25 hours long', () => {
    const list = buckets({ kind: 'daily' }, '2026-10-27T12:00:00Z');
    expect(labels(list)).toEqual(['21.10', '22.10', '23.10', '24.10', '25.10', '26.10', '27.10']);
    const autumn = list[4];
    expect(autumn?.start).toEqual(utc('2026-10-24T22:00:00Z'));
    expect(autumn?.end).toEqual(utc('2026-10-25T23:00:00Z'));
    expect(list.map(hours)).toEqual([24, 24, 24, 24, 25, 24, 24]);
    expectContiguousBerlinMidnights(list);
  });

  it('takes today from Berlin: 31 Dec 23:30 UTC is already 1 January', () => {
    const list = buckets({ kind: 'daily' }, '2026-12-31T23:30:00Z');
    expect(labels(list)).toEqual(['26.12', '27.12', '28.12', '29.12', '30.12', '31.12', '01.01']);
    expect(list[6]?.start).toEqual(utc('2026-12-31T23:00:00Z'));
    expect(list[6]?.end).toEqual(utc('2027-01-01T23:00:00Z'));
    expectContiguousBerlinMidnights(list);
  });

  it('still counts 31 Dec 22:59 UTC as 31 December', () => {
    const list = buckets({ kind: 'daily' }, '2026-12-31T22:59:59Z');
    expect(list[6]?.label).toBe('31.12');
    expect(list[0]?.label).toBe('25.12');
  });

  it('uses the Berlin day near midnight in summer too (22:30 UTC is the next day)', () => {
    expect(buckets({ kind: 'daily' }, '2026-07-14T22:30:00Z')[6]?.label).toBe('15.07');
    expect(buckets({ kind: 'daily' }, '2026-07-14T21:59:00Z')[6]?.label).toBe('14.07');
  });
});

describe('weekly buckets', () => {
  it('gives the last 8 ISO weeks from Monday, including KW 53 of 2026', () => {
    // Tuesday 5 Jan 2027: KW 1 of 2027; KW 53 of 2026 runs from 28 Dec 2026 to 3 Jan 2027.
    const list = buckets({ kind: 'weekly' }, '2027-01-05T12:00:00Z');
    expect(labels(list)).toEqual(['KW 47', 'KW 48', 'KW 49', 'KW 50', 'KW 51', 'KW 52', 'KW 53', 'KW 1']);
    expect(list[0]?.start).toEqual(utc('2026-11-15T23:00:00Z'));
    const week53 = list[6];
    expect(week53?.start).toEqual(utc('2026-12-27T23:00:00Z'));
    expect(week53?.end).toEqual(utc('2027-01-03T23:00:00Z'));
    expect(list[7]?.end).toEqual(utc('2027-01-10T23:00:00Z'));
    for (const bucket of list) {
      expect(new TZDate(bucket.start.getTime(), 'Europe/Berlin').getDay()).toBe(1);
      expect(hours(bucket)).toBe(7 * 24);
    }
    expectContiguousBerlinMidnights(list);
  });

  it('starts the new week at Berlin midnight on Monday, not at UTC midnight', () => {
    // Sunday 3 Jan 2027 23:30 UTC is Monday 4 Jan 00:30 in Berlin.
    expect(buckets({ kind: 'weekly' }, '2027-01-03T23:30:00Z')[7]?.label).toBe('KW 1');
    expect(buckets({ kind: 'weekly' }, '2027-01-03T22:30:00Z')[7]?.label).toBe('KW 53');
  });

  it('counts a week on a Sunday in the week that began on Monday', () => {
    const list = buckets({ kind: 'weekly' }, '2026-11-29T12:00:00Z'); // Sunday, KW 48
    expect(list[7]?.label).toBe('KW 48');
    expect(list[7]?.start).toEqual(utc('2026-11-22T23:00:00Z'));
  });

  it('makes the week with the spring-forward day 167 hours long', () => {
    const list = buckets({ kind: 'weekly' }, '2026-04-01T12:00:00Z'); // KW 14
    expect(labels(list).slice(-2)).toEqual(['KW 13', 'KW 14']);
    expect(list[6]?.start).toEqual(utc('2026-03-22T23:00:00Z'));
    expect(list[6]?.end).toEqual(utc('2026-03-29T22:00:00Z'));
    expect(hours(list[6] as PeriodBucket)).toBe(167);
    expectContiguousBerlinMidnights(list);
  });
});

describe('monthly buckets', () => {
  it('gives the last 12 months across the year end, with date-fns German labels', () => {
    // 31 Dec 23:30 UTC is January 2027 in Berlin.
    const list = buckets({ kind: 'monthly' }, '2026-12-31T23:30:00Z');
    expect(labels(list)).toEqual([
      'Feb. 2026',
      'März 2026',
      'Apr. 2026',
      'Mai 2026',
      'Juni 2026',
      'Juli 2026',
      'Aug. 2026',
      'Sep. 2026',
      'Okt. 2026',
      'Nov. 2026',
      'Dez. 2026',
      'Jan. 2027',
    ]);
    expect(list[0]?.start).toEqual(utc('2026-01-31T23:00:00Z'));
    expect(list[2]?.start).toEqual(utc('2026-03-31T22:00:00Z')); // April starts in summer time
    expect(list[11]?.start).toEqual(utc('2026-12-31T23:00:00Z'));
    expect(list[11]?.end).toEqual(utc('2027-01-31T23:00:00Z'));
    expectContiguousBerlinMidnights(list);
  });

  it('ends with December when now is still 31 December in Berlin', () => {
    const list = buckets({ kind: 'monthly' }, '2026-12-31T22:00:00Z');
    expect(list[0]?.label).toBe('Jan. 2026');
    expect(list[11]?.label).toBe('Dez. 2026');
    expect(list[11]?.end).toEqual(utc('2026-12-31T23:00:00Z'));
  });

  it('gives months their real lengths (March 2026 has the 23-hour day)', () => {
    const list = buckets({ kind: 'monthly' }, '2026-06-10T12:00:00Z');
    const march = list.find((bucket) => bucket.label === 'März 2026');
    expect(march && hours(march)).toBe(31 * 24 - 1);
    const february = list.find((bucket) => bucket.label === 'Feb. 2026');
    expect(february && hours(february)).toBe(28 * 24);
  });
});

describe('custom buckets', () => {
  it('is null without both dates', () => {
    expect(periodBuckets({ kind: 'custom' }, utc('2026-11-23T10:00:00Z'))).toBeNull();
    expect(periodBuckets({ kind: 'custom', from: '2026-11-01' }, utc('2026-11-23T10:00:00Z'))).toBeNull();
    expect(periodBuckets({ kind: 'custom', to: '2026-11-01' }, utc('2026-11-23T10:00:00Z'))).toBeNull();
  });

  it('is null for a selection readPeriod would reject', () => {
    const now = utc('2026-11-23T10:00:00Z');
    expect(periodBuckets({ kind: 'custom', from: '2026-11-20', to: '2026-11-01' }, now)).toBeNull();
    expect(periodBuckets({ kind: 'custom', from: '2026-02-30', to: '2026-03-01' }, now)).toBeNull();
    expect(periodBuckets({ kind: 'custom', from: '2020-01-01', to: '2025-01-01' }, now)).toBeNull();
  });

  it('gives one bucket per day up to 31 days, both ends included, across the autumn change', () => {
    const list = buckets({ kind: 'custom', from: '2026-10-20', to: '2026-10-26' }, '2026-11-23T10:00:00Z');
    expect(labels(list)).toEqual(['20.10', '21.10', '22.10', '23.10', '24.10', '25.10', '26.10']);
    expect(list[0]?.start).toEqual(utc('2026-10-19T22:00:00Z'));
    expect(list[6]?.end).toEqual(utc('2026-10-26T23:00:00Z'));
    expect(hours(list[5] as PeriodBucket)).toBe(25);
    expectContiguousBerlinMidnights(list);
  });

  it('gives a single bucket when from equals to', () => {
    const list = buckets({ kind: 'custom', from: '2026-03-29', to: '2026-03-29' }, '2026-11-23T10:00:00Z');
    expect(list).toEqual([{ label: '29.03', start: utc('2026-03-28T23:00:00Z'), end: utc('2026-03-29T22:00:00Z') }]);
  });

  it('does not depend on now', () => {
    const selection: PeriodSelection = { kind: 'custom', from: '2026-10-20', to: '2026-10-26' };
    expect(buckets(selection, '2030-01-01T00:00:00Z')).toEqual(buckets(selection, '2026-10-27T00:00:00Z'));
  });

  it('still shows 31 days day by day, and 32 days in months', () => {
    const days31 = buckets({ kind: 'custom', from: '2026-12-15', to: '2027-01-14' }, '2027-02-01T10:00:00Z');
    expect(days31).toHaveLength(31);
    expect(days31[0]?.label).toBe('15.12');
    expect(days31[16]?.label).toBe('31.12');
    expect(days31[17]?.label).toBe('01.01');
    expect(days31[30]?.label).toBe('14.01');
    expectContiguousBerlinMidnights(days31);

    const days32 = buckets({ kind: 'custom', from: '2026-01-01', to: '2026-02-01' }, '2026-11-23T10:00:00Z');
    expect(days32).toEqual([
      { label: 'Jan. 2026', start: utc('2025-12-31T23:00:00Z'), end: utc('2026-01-31T23:00:00Z') },
      { label: 'Feb. 2026', start: utc('2026-01-31T23:00:00Z'), end: utc('2026-02-01T23:00:00Z') },
    ]);
  });

  it('gives the months a longer range touches, the first and last clipped to the range', () => {
    const list = buckets({ kind: 'custom', from: '2026-11-15', to: '2027-02-10' }, '2027-03-01T10:00:00Z');
    expect(list).toEqual([
      { label: 'Nov. 2026', start: utc('2026-11-14T23:00:00Z'), end: utc('2026-11-30T23:00:00Z') },
      { label: 'Dez. 2026', start: utc('2026-11-30T23:00:00Z'), end: utc('2026-12-31T23:00:00Z') },
      { label: 'Jan. 2027', start: utc('2026-12-31T23:00:00Z'), end: utc('2027-01-31T23:00:00Z') },
      { label: 'Feb. 2027', start: utc('2027-01-31T23:00:00Z'), end: utc('2027-02-10T23:00:00Z') },
    ]);
    expectContiguousBerlinMidnights(list);
  });

  it('covers exactly the days of a long range across daylight-saving changes', () => {
    const list = buckets({ kind: 'custom', from: '2026-03-10', to: '2026-10-31' }, '2026-11-23T10:00:00Z');
    expect(labels(list)).toEqual([
      'März 2026',
      'Apr. 2026',
      'Mai 2026',
      'Juni 2026',
      'Juli 2026',
      'Aug. 2026',
      'Sep. 2026',
      'Okt. 2026',
    ]);
    const range = bucketRange(list);
    expect(range.start).toEqual(utc('2026-03-09T23:00:00Z'));
    expect(range.end).toEqual(utc('2026-10-31T23:00:00Z'));
    // 236 days, one 23-hour and one 25-hour day among them.
    expect((range.end.getTime() - range.start.getTime()) / HOUR).toBe(236 * 24);
    expectContiguousBerlinMidnights(list);
  });

  it('allows the longest range of five years', () => {
    const list = buckets({ kind: 'custom', from: '2020-01-01', to: '2024-12-31' }, '2026-11-23T10:00:00Z');
    expect(list).toHaveLength(60);
    expect(list[0]?.label).toBe('Jan. 2020');
    expect(list[59]?.label).toBe('Dez. 2024');
    expectContiguousBerlinMidnights(list);
  });
});

describe('bucketRange and previousRange', () => {
  it('spans from the first start to the last end', () => {
    const list = buckets({ kind: 'daily' }, '2026-11-23T10:00:00Z');
    expect(bucketRange(list)).toEqual({ start: utc('2026-11-16T23:00:00Z'), end: utc('2026-11-23T23:00:00Z') });
  });

  it('refuses an empty list', () => {
    expect(() => bucketRange([])).toThrow(RangeError);
  });

  it('moves a day range back by whole Berlin days across a clock change', () => {
    // The last 7 days up to 4 April 2026 start on 29 March, the spring-forward day.
    const range = bucketRange(buckets({ kind: 'daily' }, '2026-04-04T10:00:00Z'));
    expect(range).toEqual({ start: utc('2026-03-28T23:00:00Z'), end: utc('2026-04-04T22:00:00Z') });
    expect(previousRange(range)).toEqual({ start: utc('2026-03-21T23:00:00Z'), end: utc('2026-03-28T23:00:00Z') });
  });

  it('moves a week range back by whole weeks', () => {
    const range = bucketRange(buckets({ kind: 'weekly' }, '2027-01-05T12:00:00Z'));
    expect(previousRange(range)).toEqual({ start: utc('2026-09-20T22:00:00Z'), end: utc('2026-11-15T23:00:00Z') });
  });

  it('moves a month range back by whole months', () => {
    const range = bucketRange(buckets({ kind: 'monthly' }, '2026-12-31T23:30:00Z'));
    expect(previousRange(range)).toEqual({ start: utc('2025-01-31T23:00:00Z'), end: utc('2026-01-31T23:00:00Z') });
  });

  it('moves a clipped custom range back by its number of days', () => {
    const range = bucketRange(
      buckets({ kind: 'custom', from: '2026-11-15', to: '2027-02-10' }, '2027-03-01T10:00:00Z'),
    );
    // 88 days, 15.11.2026-10.02.2027 → 19.08.2026-14.11.2026.
    expect(previousRange(range)).toEqual({ start: utc('2026-08-18T22:00:00Z'), end: utc('2026-11-14T23:00:00Z') });
  });

  it('moves any other range back by its length', () => {
    expect(previousRange({ start: utc('2026-11-23T10:00:00Z'), end: utc('2026-11-23T12:30:00Z') })).toEqual({
      start: utc('2026-11-23T07:30:00Z'),
      end: utc('2026-11-23T10:00:00Z'),
    });
  });
});
