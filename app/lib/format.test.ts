import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  berlinYear,
  formatAmountDecimal,
  formatDate,
  formatDateTime,
  formatEuro,
  formatEuroShort,
  formatFileSize,
} from './format.ts';
import { PRICE_CENTS, PRICE_SHORT, PRICE_WITH_VAT, VAT_RATE_PERCENT, vatBreakdown } from './services.ts';

describe('format', () => {
  it('formats money the German way, with a plain space before the sign', () => {
    expect(formatEuro(3900)).toBe('39,00 €');
    expect(formatEuro(123456)).toBe('1.234,56 €');
    expect(formatEuroShort(3900)).toBe('39 €');
    expect(formatEuroShort(3950)).toBe('39,50 €');
    expect(formatAmountDecimal(3900)).toBe('39.00');
  });

  it('formats file sizes in MB, never below 0,1 MB', () => {
    expect(formatFileSize(2_516_582)).toBe('2,4 MB');
    expect(formatFileSize(50 * 1024 * 1024)).toBe('50,0 MB');
    expect(formatFileSize(4_000)).toBe('0,1 MB');
    expect(formatFileSize(0)).toBe('0,1 MB');
  });

  it('shows dates and times in German time, summer and winter', () => {
    expect(formatDateTime(new Date('2026-01-15T12:05:00Z'))).toBe('15.01.2026, 13:05 Uhr');
    expect(formatDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('02.07.2026, 00:30 Uhr');
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('01.01.2027');
    // The invoice series follows the German calendar year.
    expect(berlinYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(berlinYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
  });
});

describe('the one price', () => {
  it('derives every shown form from PRICE_CENTS', () => {
    expect(PRICE_WITH_VAT).toBe(`${formatEuro(PRICE_CENTS)} inkl. ${VAT_RATE_PERCENT} % MwSt.`);
    expect(PRICE_SHORT).toBe(`${formatEuroShort(PRICE_CENTS)} inkl. MwSt.`);
  });

  it('content prose names no other price than PRICE_CENTS (and its VAT breakdown)', () => {
    // Prose may spell the price out; when the price changes, this test lists every sentence to rewrite.
    const breakdown = vatBreakdown(PRICE_CENTS);
    const allowed = new Set([
      formatEuroShort(PRICE_CENTS),
      formatEuro(PRICE_CENTS),
      formatEuro(breakdown.netCents),
      formatEuro(breakdown.vatCents),
      // A customer's story: the sum a scammer asked for, not one of our prices.
      '4.000 €',
    ]);
    const folder = path.resolve(import.meta.dirname, '../content');
    const found: string[] = [];
    // The red flags' patterns and their labelled sample quote scammers' chats ("schick mir 500 Euro"): no prose of ours.
    const quotesChats = (name: string) => /^red-flag(s|-patterns)/.test(path.basename(name));
    // Every content file, those in the pages' folders (landings/set-a/, legal/, …) too.
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => name.endsWith('.ts') && !quotesChats(name))) {
      const text = readFileSync(path.join(folder, file), 'utf8');
      for (const match of text.matchAll(/\d[\d.,]*\s?(?:€|Euro\b|EUR\b)/g)) {
        const amount = match[0].replace(/\s?(?:Euro|EUR)$/, ' €').replace(/(\d)€$/, '$1 €');
        if (!allowed.has(amount)) found.push(`${file}: ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
