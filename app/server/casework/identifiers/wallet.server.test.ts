import { describe, expect, it } from 'vitest';
import { eip55Valid, findWallets } from './wallet.server.ts';

const one = (text: string) => {
  const [found] = findWallets(text);
  return found
    ? { value: found.value, valid: found.valid, facts: Object.fromEntries(found.facts.map((f) => [f.label, f.value])) }
    : null;
};

describe('wallet addresses', () => {
  it('Bitcoin: Bech32, Taproot and legacy', () => {
    expect(one('Sende an bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq.')).toEqual({
      value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      valid: true,
      facts: { Währung: 'Bitcoin', Format: 'gültig (Bech32, SegWit)' },
    });
    expect(one('bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297')?.facts.Format).toBe(
      'gültig (Bech32m, Taproot)',
    );
    expect(one('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')?.facts.Format).toBe('gültig (Legacy, P2PKH)');
    expect(one('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')?.facts.Format).toBe('gültig (Legacy, P2SH)');
  });

  it('a Bech32 address with a typo is shown as invalid; a legacy one with a typo is not taken', () => {
    expect(one('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr')?.valid).toBe(false);
    expect(findWallets('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3')).toEqual([]);
  });

  it('Ethereum: EIP-55 checksum in mixed case, lower-cased value', () => {
    expect(eip55Valid('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
    expect(eip55Valid('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(one('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toMatchObject({
      value: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      valid: true,
    });
    expect(one('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')?.valid).toBe(false);
    expect(one('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')?.valid).toBe(true);
  });

  it('TRON and Litecoin', () => {
    expect(one('TRX an TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9')?.facts.Währung).toMatch(/^TRON/);
    expect(one('LaMT348PWRnrqeeWArpwQPbuanpXDZGEUz')?.facts).toEqual({
      Währung: 'Litecoin',
      Format: 'gültig (Legacy, P2PKH)',
    });
    expect(one('ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea')?.facts.Format).toBe('gültig (Bech32, SegWit)');
  });

  it('takes no transaction hashes, words or mixed-case Bech32', () => {
    expect(
      findWallets(
        '0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b TransactionIdentifierLongWord12345 ' +
          'bC1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq T1234567890123456789012345678901234',
      ),
    ).toEqual([]);
  });
});
