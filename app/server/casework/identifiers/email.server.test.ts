import { describe, expect, it } from 'vitest';
import { emailFromField, findEmails } from './email.server.ts';

const facts = (email: string) => Object.fromEntries((emailFromField(email)?.facts ?? []).map((f) => [f.label, f]));

describe('e-mail addresses', () => {
  it('finds addresses in text, lower-cased, without trailing punctuation', () => {
    const found = findEmails('Schreib an Max.Mustermann@Web.de, oder (anna@gmail.com).');
    expect(found.map((item) => item.value)).toEqual(['max.mustermann@web.de', 'anna@gmail.com']);
    expect(found[0]?.raw).toBe('Max.Mustermann@Web.de');
  });

  it('flags disposable domains, also below them', () => {
    expect(facts('x@mailinator.com')['Wegwerf-Adresse']).toMatchObject({
      value: expect.stringMatching(/^ja/),
      warning: true,
    });
    expect(facts('x@trashmail.de')['Wegwerf-Adresse']?.warning).toBe(true);
    expect(facts('x@mx.yopmail.com')['Wegwerf-Adresse']?.warning).toBe(true);
  });

  it('names free-mail providers and leaves company addresses alone', () => {
    expect(facts('anna@gmx.de')).toMatchObject({
      'Wegwerf-Adresse': { value: 'nein' },
      'Freemail-Anbieter': { value: 'ja' },
    });
    expect(facts('info@sparkasse.de')['Freemail-Anbieter']?.value).toBe('nein');
    // Real providers that a larger list (mailchecker) counts as disposable.
    expect(facts('student@nus.edu.sg')['Wegwerf-Adresse']?.value).toBe('nein');
  });

  it('shows the registrable domain, internationalised domains readable', () => {
    expect(facts('a@mail.firma.co.uk').Domain?.value).toBe('firma.co.uk');
    expect(emailFromField('info@müller.de')?.value).toBe('info@xn--mller-kva.de');
    expect(facts('info@müller.de').Domain?.value).toBe('müller.de (xn--mller-kva.de)');
  });

  it('takes nothing that is no address', () => {
    expect(findEmails('kein@mail, @anna, a@b, foo@bar.123, ..@x.de')).toEqual([]);
  });
});
