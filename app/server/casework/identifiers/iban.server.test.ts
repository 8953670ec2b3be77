import { describe, expect, it } from 'vitest';
import { findIbans } from './iban.server.ts';

describe('IBANs', () => {
  it('finds a German IBAN with or without spaces and names country and Bankleitzahl', () => {
    for (const text of ['IBAN: DE89 3704 0044 0532 0130 00 BIC COBADEFFXXX', 'an DE89370400440532013000.']) {
      const [found] = findIbans(text);
      expect(found?.value).toBe('DE89370400440532013000');
      expect(found?.valid).toBe(true);
      expect(found?.facts).toEqual([
        { label: 'Prüfsumme', value: 'gültig' },
        { label: 'Land', value: 'Deutschland' },
        { label: 'Bankleitzahl', value: '37040044' },
      ]);
    }
  });

  it('flags a failing checksum', () => {
    const [found] = findIbans('DE89 3704 0044 0532 0130 01');
    expect(found?.valid).toBe(false);
    expect(found?.facts[0]).toMatchObject({ label: 'Prüfsumme', warning: true });
    expect(found?.facts[0]?.value).toMatch(/^ungültig/);
  });

  it('reads other countries', () => {
    const found = findIbans('AT611904300234573201 und CH9300762011623852957, NL91ABNA0417164300');
    expect(found.map((item) => item.facts.map((fact) => fact.value).join(' | '))).toEqual([
      'gültig | Österreich | 19043',
      'gültig | Schweiz | 00762',
      'gültig | Niederlande | ABNA',
    ]);
  });

  it('takes no words, order numbers or country codes without an IBAN format', () => {
    expect(findIbans('DE12 und ABCD 1234 und KW 1234 1234 1234, XX89370400440532013000, Bestellung DE 1234')).toEqual(
      [],
    );
  });
});
