import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  PASSWORD_LIKE_EMAIL_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from './password-policy.server.ts';

const email = 'anna.schmidt@echtcheck.de';

describe('checkPassword', () => {
  it('accepts a long passphrase of unrelated words', () => {
    expect(checkPassword('Fensterbank-Zitronen-Wolke-17', { email })).toEqual({ ok: true });
    expect(checkPassword('Tr0ub4dor&3xyz!q', { email })).toEqual({ ok: true });
  });

  it('refuses fewer than 12 characters, counting characters rather than bytes', () => {
    expect(checkPassword('kurz', { email })).toEqual({ ok: false, message: PASSWORD_TOO_SHORT_MESSAGE });
    expect(checkPassword('Xq7!vR2#pL9', { email })).toEqual({ ok: false, message: PASSWORD_TOO_SHORT_MESSAGE });
    // 11 umlauts are 22 bytes in UTF-8, still 11 characters.
    expect(checkPassword('äöüÄÖÜßäöüÄ', { email })).toEqual({ ok: false, message: PASSWORD_TOO_SHORT_MESSAGE });
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('Das Passwort muss mindestens 12 Zeichen lang sein.');
  });

  it('refuses more than 256 characters', () => {
    const long = 'Fensterbank-Zitronen-Wolke-'.repeat(10);
    expect(long.length).toBeGreaterThan(256);
    expect(checkPassword(long, { email })).toEqual({ ok: false, message: PASSWORD_TOO_LONG_MESSAGE });
    expect(checkPassword(long.slice(0, 256), { email }).ok).toBe(true);
  });

  it('refuses passwords from the common lists, whatever the case', () => {
    // International list (language-common) and German words (language-de), 12 characters or more.
    for (const password of ['qwertyuiop123', 'QWERTYUIOP123', 'passwort1234', 'bundesrepublik', 'Hallo1234567']) {
      expect(checkPassword(password, { email }), password).toEqual({ ok: false, message: PASSWORD_TOO_COMMON_MESSAGE });
    }
  });

  it('refuses passwords that are easy to guess (score below 3)', () => {
    for (const password of ['aaaaaaaaaaaaaaa', 'abcdefghijklmn', '123456789012', 'sommersommer2024']) {
      expect(checkPassword(password, { email }), password).toEqual({ ok: false, message: PASSWORD_TOO_COMMON_MESSAGE });
    }
  });

  it('counts the e-mail address as guessable', () => {
    expect(checkPassword('anna.schmidt1990', { email })).toEqual({ ok: false, message: PASSWORD_LIKE_EMAIL_MESSAGE });
  });
});
