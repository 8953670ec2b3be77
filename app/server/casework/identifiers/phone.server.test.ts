import { describe, expect, it } from 'vitest';
import { findPhones, phoneFromField, phoneFromInternationalDigits } from './phone.server.ts';

const values = (text: string) => findPhones(text).map((found) => found.value);
const factsOf = (text: string) => Object.fromEntries((findPhones(text)[0]?.facts ?? []).map((f) => [f.label, f.value]));

describe('telephone numbers in text', () => {
  it('reads the German ways of writing a mobile number', () => {
    expect(values('Ruf an: 0151 12345678')).toEqual(['+4915112345678']);
    expect(values('WhatsApp +49 151 12345678!')).toEqual(['+4915112345678']);
    expect(values('alt 0049 151 12345678.')).toEqual(['+4915112345678']);
    expect(values('oder 0151-12345678, danke')).toEqual(['+4915112345678']);
    expect(values('+49 (0)151-123 456 78')).toEqual(['+4915112345678']);
    expect(values('Festnetz 030/1234567 und 030 12345678')).toEqual(['+49301234567', '+493012345678']);
  });

  it('explains country and type in German', () => {
    expect(factsOf('0151 12345678')).toEqual({ Format: '+49 1511 2345678', Land: 'Deutschland', Art: 'Mobilfunk' });
    expect(factsOf('030 12345678').Art).toBe('Festnetz');
    expect(factsOf('0800 1234567').Art).toBe('kostenlose Servicenummer');
    expect(factsOf('+43 664 1234567')).toMatchObject({ Land: 'Österreich', Art: 'Mobilfunk' });
    expect(factsOf('+1 415 555 2671')).toMatchObject({ Land: 'Vereinigte Staaten', Art: 'Festnetz oder Mobilfunk' });
  });

  it('shows a mistyped mobile number as invalid, with a warning', () => {
    const [found] = findPhones('Meine Nummer: 0151 1234567');
    expect(found?.valid).toBe(false);
    expect(found?.facts.find((fact) => fact.label === 'Gültig')?.warning).toBe(true);
  });

  it('takes no dates, times, amounts, postcodes or order numbers', () => {
    expect(
      values(
        'Am 12.03.2024 um 14:30 Uhr 2.000 € überwiesen, am 01.03.24 nochmal 0,50 €. Bestellnr. 123456789012, ' +
          'Rechnung 2024-0012345, Kundennr. 004711, Bestellnummer 0012345678, PLZ 10115, Konto 1234567890, ' +
          'Ticket #0123456, Sendung 00340434161234567890, 09:30-10:15, 05/2024',
      ),
    ).toEqual([]);
  });

  it('separates two numbers written one after the other', () => {
    expect(values('0151 12345678 0171 7654321')).toEqual(['+4915112345678', '+491717654321']);
  });

  it('reads the target field and wa.me digits', () => {
    expect(phoneFromField(' +49 151 12345678 ')?.value).toBe('+4915112345678');
    expect(phoneFromField('123')).toBeNull();
    expect(phoneFromInternationalDigits('4915112345678')?.value).toBe('+4915112345678');
    expect(phoneFromInternationalDigits('0151')).toBeNull();
  });
});
