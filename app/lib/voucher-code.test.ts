import { describe, expect, it } from 'vitest';
import { formatVoucherCode, normalizeVoucherCode, VOUCHER_ALPHABET, VOUCHER_LENGTH } from './voucher-code.ts';

describe('guarantee voucher codes', () => {
  it('reads the code as printed, with or without prefix, dashes and spaces, in any case', () => {
    expect(normalizeVoucherCode('EC-7KQ4-M2XD-9RTB')).toBe('7KQ4M2XD9RTB');
    expect(normalizeVoucherCode('7KQ4M2XD9RTB')).toBe('7KQ4M2XD9RTB');
    expect(normalizeVoucherCode('7kq4-m2xd-9rtb')).toBe('7KQ4M2XD9RTB');
    expect(normalizeVoucherCode('ec-7kq4 m2xd-9rtb')).toBe('7KQ4M2XD9RTB');
    expect(normalizeVoucherCode('  EC 7KQ4 M2XD 9RTB  ')).toBe('7KQ4M2XD9RTB');
    expect(normalizeVoucherCode('EC–7KQ4–M2XD–9RTB')).toBe('7KQ4M2XD9RTB');
    expect(normalizeVoucherCode('ec7kq4m2xd9rtb')).toBe('7KQ4M2XD9RTB');
  });

  it('reads letters that look like digits as those digits (O → 0, I and L → 1)', () => {
    expect(normalizeVoucherCode('EC-OOOO-IIII-LLLL')).toBe('000011111111');
    expect(normalizeVoucherCode('ec-o1i1-l0o0-abcd')).toBe('01111000ABCD');
  });

  it('refuses a wrong length or characters outside the alphabet', () => {
    expect(normalizeVoucherCode('')).toBeNull();
    expect(normalizeVoucherCode('EC-')).toBeNull();
    expect(normalizeVoucherCode('EC-7KQ4-M2XD-9RT')).toBeNull();
    expect(normalizeVoucherCode('EC-7KQ4-M2XD-9RTBX')).toBeNull();
    expect(normalizeVoucherCode('7KQ4M2XD9RTB7')).toBeNull();
    // U is not in Crockford base32; neither are umlauts and symbols.
    expect(normalizeVoucherCode('EC-7KQ4-M2XD-9RTU')).toBeNull();
    expect(normalizeVoucherCode('EC-7KQ4-M2XD-9RTÄ')).toBeNull();
    expect(normalizeVoucherCode('EC-7KQ4-M2XD-9RT#')).toBeNull();
    expect(normalizeVoucherCode('EC-7KQ4-M2XD-9RT\u0000')).toBeNull();
  });

  it('keeps a 12-character code that itself starts with EC', () => {
    expect(normalizeVoucherCode('EC12-3456-7890')).toBe('EC1234567890');
    expect(normalizeVoucherCode('EC-EC12-3456-7890')).toBe('EC1234567890');
  });

  it('formats the stored code as EC-XXXX-XXXX-XXXX, and reads that back unchanged', () => {
    expect(formatVoucherCode('7KQ4M2XD9RTB')).toBe('EC-7KQ4-M2XD-9RTB');
    for (const code of ['000000000000', 'ZZZZZZZZZZZZ', 'EC1234567890']) {
      expect(normalizeVoucherCode(formatVoucherCode(code))).toBe(code);
    }
  });

  it('has 32 unambiguous characters and 12 of them per code', () => {
    expect(VOUCHER_LENGTH).toBe(12);
    expect(new Set(VOUCHER_ALPHABET).size).toBe(32);
    for (const confusable of ['I', 'L', 'O', 'U']) expect(VOUCHER_ALPHABET).not.toContain(confusable);
  });
});
