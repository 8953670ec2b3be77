// The period in the dashboard's URL (app/lib/dashboard-periods.ts): readPeriod's defaults, date
// validation and German messages, and periodSearch writing it back. The bucket rules: dashboard-periods.test.ts.
import { describe, expect, it } from 'vitest';
import { type PeriodSelection, periodSearch, readPeriod } from './dashboard-periods.ts';

function read(search: string) {
  return readPeriod(new URLSearchParams(search));
}

describe('readPeriod', () => {
  it('defaults to daily for a missing or unknown period, without an error', () => {
    expect(read('')).toEqual({ selection: { kind: 'daily' } });
    expect(read('period=yearly')).toEqual({ selection: { kind: 'daily' } });
    expect(read('period=')).toEqual({ selection: { kind: 'daily' } });
  });

  it('reads the fixed kinds and ignores dates for them', () => {
    expect(read('period=weekly')).toEqual({ selection: { kind: 'weekly' } });
    expect(read('period=monthly&from=2026-11-01&to=2026-11-20')).toEqual({ selection: { kind: 'monthly' } });
    expect(read('period=daily&from=nonsense')).toEqual({ selection: { kind: 'daily' } });
  });

  it('reads a custom range', () => {
    expect(read('period=custom&from=2026-11-01&to=2026-11-20')).toEqual({
      selection: { kind: 'custom', from: '2026-11-01', to: '2026-11-20' },
    });
  });

  it('also accepts dates typed as TT.MM.JJJJ and normalises them', () => {
    expect(read('period=custom&from=1.11.2026&to=20.11.2026')).toEqual({
      selection: { kind: 'custom', from: '2026-11-01', to: '2026-11-20' },
    });
  });

  it('gives a custom selection without an error while dates are missing', () => {
    expect(read('period=custom')).toEqual({ selection: { kind: 'custom' } });
    expect(read('period=custom&from=&to=')).toEqual({ selection: { kind: 'custom' } });
    expect(read('period=custom&from=2026-11-01')).toEqual({ selection: { kind: 'custom', from: '2026-11-01' } });
    expect(read('period=custom&to=2026-11-01')).toEqual({ selection: { kind: 'custom', to: '2026-11-01' } });
  });

  const invalidDate = 'Bitte geben Sie gültige Daten im Format TT.MM.JJJJ ein.';

  it.each([
    ['an impossible day', 'from=2026-02-29&to=2026-03-10'],
    ['an impossible month', 'from=2026-13-01&to=2026-12-10'],
    ['day zero', 'from=2026-01-00&to=2026-01-10'],
    ['a wrong format', 'from=2026-1-5&to=2026-01-10'],
    ['text', 'from=gestern&to=heute'],
    ['a date before 2000', 'from=1999-12-31&to=2000-01-05'],
    ['a date after 2100', 'from=2100-12-01&to=2101-01-01'],
    ['an invalid date with the other missing', 'from=2026-02-30'],
    ['an impossible typed date', 'from=31.04.2026&to=01.05.2026'],
  ])('rejects %s', (_, query) => {
    expect(read(`period=custom&${query}`)).toEqual({ selection: { kind: 'custom' }, error: invalidDate });
  });

  it('accepts the edges of the allowed years and 29 February in a leap year', () => {
    expect(read('period=custom&from=2000-01-01&to=2000-01-02').error).toBeUndefined();
    expect(read('period=custom&from=2100-12-30&to=2100-12-31').error).toBeUndefined();
    expect(read('period=custom&from=2028-02-29&to=2028-03-01').error).toBeUndefined();
  });

  it('rejects a start after the end', () => {
    expect(read('period=custom&from=2026-11-21&to=2026-11-20')).toEqual({
      selection: { kind: 'custom' },
      error: 'Das Startdatum liegt nach dem Enddatum.',
    });
  });

  it('rejects a range of more than five years (1827 days)', () => {
    // 2020-01-01..2024-12-31 is 1827 days, both ends counted: allowed; one more day is not.
    expect(read('period=custom&from=2020-01-01&to=2024-12-31').error).toBeUndefined();
    expect(read('period=custom&from=2020-01-01&to=2025-01-01')).toEqual({
      selection: { kind: 'custom' },
      error: 'Bitte wählen Sie einen Zeitraum von höchstens fünf Jahren.',
    });
  });

  it('never throws on odd input', () => {
    for (const query of ['period=custom&from=%E0%A4%A&to=%', 'period=custom&from=9999999-01-01&to=x', 'period[]=1']) {
      expect(() => read(query)).not.toThrow();
    }
  });
});

describe('periodSearch', () => {
  it('writes a custom range', () => {
    expect(periodSearch({ kind: 'custom', from: '2026-11-01', to: '2026-11-20' })).toBe(
      '?period=custom&from=2026-11-01&to=2026-11-20',
    );
    expect(periodSearch({ kind: 'custom' })).toBe('?period=custom');
  });

  it('writes dates for custom only', () => {
    expect(periodSearch({ kind: 'weekly', from: '2026-11-01', to: '2026-11-20' })).toBe('?period=weekly');
  });

  it('keeps other parameters and replaces the old period', () => {
    const keep = new URLSearchParams('tab=cases&period=custom&from=2026-11-01&to=2026-11-20&q=M%C3%BCller');
    expect(periodSearch({ kind: 'monthly' }, keep)).toBe('?tab=cases&q=M%C3%BCller&period=monthly');
    expect(keep.get('period')).toBe('custom'); // the given params are not changed
  });

  it('round-trips through readPeriod', () => {
    for (const selection of [
      { kind: 'daily' },
      { kind: 'weekly' },
      { kind: 'monthly' },
      { kind: 'custom', from: '2026-02-01', to: '2026-03-31' },
    ] satisfies PeriodSelection[]) {
      expect(readPeriod(new URLSearchParams(periodSearch(selection)))).toEqual({ selection });
    }
  });
});
