// Helpers for the tests of app/lib/dashboard-periods.ts: the buckets of a selection at a given UTC
// instant, their labels and lengths, and the check that they tile time at Berlin midnights.
import { TZDate } from '@date-fns/tz';
import { expect } from 'vitest';
import { type PeriodBucket, type PeriodSelection, periodBuckets } from '#app/lib/dashboard-periods.ts';

export const HOUR = 3_600_000;

export function utc(iso: string): Date {
  return new Date(iso);
}

/** The buckets of `selection` at `now` (an ISO instant); fails the test when there are none. */
export function buckets(selection: PeriodSelection, now: string): PeriodBucket[] {
  const result = periodBuckets(selection, utc(now));
  if (!result) throw new Error('expected buckets');
  return result;
}

export function labels(list: PeriodBucket[]): string[] {
  return list.map((bucket) => bucket.label);
}

export function hours(bucket: PeriodBucket): number {
  return (bucket.end.getTime() - bucket.start.getTime()) / HOUR;
}

/** Each end is the next start, and every boundary is a Berlin midnight. */
export function expectContiguousBerlinMidnights(list: PeriodBucket[]) {
  expect(list.length).toBeGreaterThan(0);
  list.forEach((bucket, index) => {
    expect(bucket.end.getTime()).toBeGreaterThan(bucket.start.getTime());
    const next = list[index + 1];
    if (next) expect(bucket.end.getTime()).toBe(next.start.getTime());
    for (const boundary of [bucket.start, bucket.end]) {
      const berlin = new TZDate(boundary.getTime(), 'Europe/Berlin');
      expect([berlin.getHours(), berlin.getMinutes(), berlin.getSeconds(), berlin.getMilliseconds()]).toEqual([
        0, 0, 0, 0,
      ]);
    }
  });
}
