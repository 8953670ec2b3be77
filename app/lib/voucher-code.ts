// Guarantee voucher codes as customers see and type them (app/server/vouchers/vouchers.server.ts issues
// and redeems them): twelve characters of Crockford base32 (no I, L, O, U: nothing to confuse),
// shown as EC-XXXX-XXXX-XXXX, accepted with or without the prefix, dashes, spaces and in any case.

export const VOUCHER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VOUCHER_LENGTH = 12;

/**
 * The code as stored (12 characters), or null when the input cannot be a code. Letters a reader
 * may confuse are read as the digit they look like (O → 0, I and L → 1), as Crockford base32 does.
 */
export function normalizeVoucherCode(input: string): string | null {
  let compact = input
    .toUpperCase()
    .replace(/[\s\-–_.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (compact.startsWith('EC') && compact.length === VOUCHER_LENGTH + 2) compact = compact.slice(2);
  if (compact.length !== VOUCHER_LENGTH) return null;
  for (const character of compact) if (!VOUCHER_ALPHABET.includes(character)) return null;
  return compact;
}

/** EC-XXXX-XXXX-XXXX */
export function formatVoucherCode(code: string): string {
  return `EC-${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8, 12)}`;
}
