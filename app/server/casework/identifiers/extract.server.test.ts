import { describe, expect, it } from 'vitest';
import type { PaidCaseDetail } from '#app/lib/dashboard-data.ts';
import { caseIdentifiers, findInText, identifiersOfCase, MAX_TEXT_LENGTH } from './extract.server.ts';

type Detail = PaidCaseDetail['details'][number];
const detail = (fields: Partial<Detail>): Detail => ({
  id: 'd1',
  targetName: 'Max Muster',
  targetUsername: null,
  targetEmail: null,
  targetPhone: null,
  targetProfileUrl: null,
  targetPlatforms: [],
  suspicionReason: null,
  chatContent: null,
  ...fields,
});

describe('the identifiers of a case', () => {
  it('the acceptance case: German mobile, disposable address, German IBAN, Bitcoin address, gift cards', () => {
    const identifiers = identifiersOfCase({
      details: [
        detail({
          targetPhone: '0151 12345678',
          targetEmail: 'max.muster@trashmail.de',
          suspicionReason:
            'Er wollte Amazon-Geschenkkarten über 2.000 € und schrieb am 12.03.2024 von +49 151 12345678.',
          chatContent:
            'Kauf bitte Geschenkkarten und schick mir die Codes. Oder überweise auf DE89 3704 0044 0532 0130 00 ' +
            'oder in Bitcoin an bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq. Bestellnr. 123456789012',
        }),
      ],
    });
    expect(identifiers.map(({ kind, value, sources }) => ({ kind, value, sources }))).toEqual([
      { kind: 'phone', value: '+4915112345678', sources: ['target-phone', 'suspicion'] },
      { kind: 'email', value: 'max.muster@trashmail.de', sources: ['target-email'] },
      { kind: 'iban', value: 'DE89370400440532013000', sources: ['chat'] },
      { kind: 'wallet', value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', sources: ['chat'] },
    ]);
    expect(identifiers.every((identifier) => identifier.seenIn.length === 0)).toBe(true);
  });

  it('merges the same value from several targets and fields', () => {
    const identifiers = caseIdentifiers([
      detail({
        targetUsername: 'anna.m',
        targetProfileUrl: 'instagram.com/anna.m',
        targetPlatforms: ['Tinder', 'Instagram'],
      }),
      detail({ id: 'd2', chatContent: 'Sie schrieb auf Insta @Anna.M' }),
    ]);
    const names = identifiers.filter((identifier) => identifier.kind === 'username');
    expect(names).toEqual([
      expect.objectContaining({
        value: 'instagram:anna.m',
        sources: ['target-profile-url', 'target-username', 'chat'],
      }),
    ]);
    expect(identifiers.find((identifier) => identifier.kind === 'url')?.value).toBe('https://instagram.com/anna.m');
  });

  it('reads a wa.me link as a phone number, and a mention in an address as nothing', () => {
    const found = findInText('Schreib mir: wa.me/4917612345678 oder anna@web.de');
    expect(found.map((item) => `${item.kind}:${item.value}`)).toEqual(['phone:+4917612345678', 'email:anna@web.de']);
  });

  it('a target field with nothing usable gives nothing', () => {
    expect(
      caseIdentifiers([
        detail({ targetPhone: 'weiß nicht', targetEmail: 'keine', targetProfileUrl: 'javascript:alert(1)' }),
      ]),
    ).toEqual([]);
  });

  it('stays fast on 20,000 adversarial characters', () => {
    const attacks = [
      '1'.repeat(MAX_TEXT_LENGTH),
      '+49 ('.repeat(MAX_TEXT_LENGTH / 5),
      'a.'.repeat(MAX_TEXT_LENGTH / 2),
      'a-'.repeat(MAX_TEXT_LENGTH / 2),
      `${'a'.repeat(MAX_TEXT_LENGTH - 2)}@`,
      '@a'.repeat(MAX_TEXT_LENGTH / 2),
      'https://'.repeat(MAX_TEXT_LENGTH / 8),
      'DE89 '.repeat(MAX_TEXT_LENGTH / 5),
      'bc1q'.repeat(MAX_TEXT_LENGTH / 4),
      '0151 1'.repeat(MAX_TEXT_LENGTH / 6),
      'x@a.'.repeat(MAX_TEXT_LENGTH / 4),
      '1'.repeat(MAX_TEXT_LENGTH * 5),
    ];
    for (const attack of attacks) {
      const started = performance.now();
      findInText(attack);
      expect(performance.now() - started, attack.slice(0, 12)).toBeLessThan(100);
    }
  });
});
