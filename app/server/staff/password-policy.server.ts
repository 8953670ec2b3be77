// The password rule for staff accounts (set by `npm run staff`, changed on the account page): 12 to
// 256 characters, not in the common-password lists of zxcvbn-ts (its international list and the
// German words), and not easy to guess by zxcvbn's estimate (score 3 or more), with the e-mail
// address's local part counted as a guessable word. Messages are German, for the operator or the
// staff member who chose the password.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnDe from '@zxcvbn-ts/language-de';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
/** zxcvbn's score from 0 (guessed at once) to 4; below this a password is refused. */
export const MIN_PASSWORD_SCORE = 3;

export const PASSWORD_TOO_SHORT_MESSAGE = `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`;
export const PASSWORD_TOO_LONG_MESSAGE = `Das Passwort darf höchstens ${MAX_PASSWORD_LENGTH} Zeichen lang sein.`;
export const PASSWORD_TOO_COMMON_MESSAGE =
  'Dieses Passwort ist zu verbreitet oder zu leicht zu erraten. Bitte wählen Sie ein anderes (z. B. mehrere zufällige Wörter).';
export const PASSWORD_LIKE_EMAIL_MESSAGE =
  'Das Passwort ähnelt der E-Mail-Adresse und ist damit zu leicht zu erraten. Bitte wählen Sie ein anderes (z. B. mehrere zufällige Wörter).';

export type PasswordCheck = { ok: true } | { ok: false; message: string };

let estimator: ZxcvbnFactory | undefined;
let commonPasswords: Set<string> | undefined;

/** Built on first use: the dictionaries take a moment to load and most processes never need them. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnDe.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnDe.translations,
    maxLength: MAX_PASSWORD_LENGTH,
  });
  return estimator;
}

function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    [...zxcvbnCommon.dictionary['passwords-common'], ...zxcvbnDe.dictionary.commonWords].map((word) =>
      word.toLowerCase(),
    ),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** The parts of an e-mail address a guesser would try: the local part and its pieces. */
function userInputs(email: string | undefined): string[] {
  const local = email?.trim().toLowerCase().split('@')[0] ?? '';
  if (!local) return [];
  const pieces = local.split(/[._+-]+/).filter((piece) => piece.length >= 3);
  return [...new Set([local, ...pieces])];
}

export function checkPassword(password: string, { email }: { email?: string } = {}): PasswordCheck {
  // Length in characters (code points), as a person counts them.
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return { ok: false, message: PASSWORD_TOO_SHORT_MESSAGE };
  if (length > MAX_PASSWORD_LENGTH) return { ok: false, message: PASSWORD_TOO_LONG_MESSAGE };
  if (isCommonPassword(password)) return { ok: false, message: PASSWORD_TOO_COMMON_MESSAGE };
  const result = zxcvbn().check(password, userInputs(email));
  if (result.score < MIN_PASSWORD_SCORE) {
    const likeEmail = result.sequence.some(
      (match) => match.pattern === 'dictionary' && 'dictionaryName' in match && match.dictionaryName === 'userInputs',
    );
    return { ok: false, message: likeEmail ? PASSWORD_LIKE_EMAIL_MESSAGE : PASSWORD_TOO_COMMON_MESSAGE };
  }
  return { ok: true };
}
