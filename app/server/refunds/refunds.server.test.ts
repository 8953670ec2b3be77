// Reading the amount staff type into the refund form (refunds.server.ts): German and plain amounts
// in euros, as cents.
import { describe, expect, it } from 'vitest';
import { parseEuroAmount } from './refunds.server.ts';

describe('parseEuroAmount', () => {
  it('reads German and plain amounts in cents', () => {
    expect(parseEuroAmount('19,50')).toBe(1950);
    expect(parseEuroAmount('19.5')).toBe(1950);
    expect(parseEuroAmount('39 €')).toBe(3900);
    expect(parseEuroAmount('0,01')).toBe(1);
    expect(parseEuroAmount('1.000,00')).toBeNull();
    expect(parseEuroAmount('')).toBeNull();
    expect(parseEuroAmount('12,345')).toBeNull();
  });
});
