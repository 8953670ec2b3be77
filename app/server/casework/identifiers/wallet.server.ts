// Crypto wallet addresses (issue 30 point 1): Bitcoin (legacy Base58Check P2PKH/P2SH, Bech32 SegWit,
// Bech32m Taproot; checked by bitcoin-address-validation), Ethereum and the EVM networks (0x and 40
// hex digits, the EIP-55 checksum when written in mixed case; keccak from @noble/hashes), TRON
// (T…, Base58Check, version 0x41) and Litecoin (L…/M… Base58Check, ltc1 Bech32), the last two with
// @scure/base. Offline: the format and its checksum, never a balance or a transaction.
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bech32, bech32m, createBase58check } from '@scure/base';
import { AddressType, getAddressInfo, Network } from 'bitcoin-address-validation';
import type { IdentifierFact } from '#app/lib/identifiers.ts';
import type { Found, Located } from './found.server.ts';

const base58check = createBase58check(sha256);

/** Bech32 addresses: one case throughout, the data part in the Bech32 alphabet. */
const BECH32 = /(?<![\p{L}\p{N}])(?:bc|ltc)1[02-9ac-hj-np-z]{11,87}(?![\p{L}\p{N}])/giu;
const EVM = /(?<![\p{L}\p{N}])0x[0-9a-f]{40}(?![\p{L}\p{N}])/giu;
/** Base58 addresses: 1… and 3… (Bitcoin), L… and M… (Litecoin), T… (TRON). */
const BASE58 = /(?<![\p{L}\p{N}])[13LMT][1-9A-HJ-NP-Za-km-z]{25,34}(?![\p{L}\p{N}])/gu;

const bitcoinFormats: Record<AddressType, string> = {
  [AddressType.p2pkh]: 'Legacy, P2PKH',
  [AddressType.p2sh]: 'Legacy, P2SH',
  [AddressType.p2wpkh]: 'Bech32, SegWit',
  [AddressType.p2wsh]: 'Bech32, SegWit-Skript',
  [AddressType.p2tr]: 'Bech32m, Taproot',
  [AddressType.unknown]: 'unbekannte Art',
};

function wallet(
  raw: string,
  value: string,
  currency: string,
  format: string | null,
  extra: IdentifierFact[] = [],
): Found {
  const facts: IdentifierFact[] = [{ label: 'Währung', value: currency }];
  facts.push(
    format
      ? { label: 'Format', value: `gültig (${format})` }
      : {
          label: 'Format',
          value: 'ungültig (Prüfsumme stimmt nicht: Tippfehler oder erfundene Adresse)',
          warning: true,
        },
  );
  facts.push(...extra);
  return { kind: 'wallet', value, raw, valid: format !== null, facts };
}

function bitcoin(raw: string): Found | null {
  try {
    const info = getAddressInfo(raw);
    const extra: IdentifierFact[] =
      info.network === Network.mainnet
        ? []
        : [{ label: 'Netz', value: 'Testnetz (Coins ohne Geldwert)', warning: true }];
    return wallet(raw, info.bech32 ? raw.toLowerCase() : raw, 'Bitcoin', bitcoinFormats[info.type], extra);
  } catch {
    return null;
  }
}

function litecoinBech32(raw: string): string | null {
  const lower = raw.toLowerCase() as `ltc1${string}`;
  for (const [coder, name] of [
    [bech32, 'Bech32, SegWit'],
    [bech32m, 'Bech32m, Taproot'],
  ] as const) {
    const decoded = coder.decodeUnsafe(lower, 90);
    if (decoded?.prefix !== 'ltc' || decoded.words.length === 0) continue;
    const version = decoded.words[0];
    // Version 0 needs Bech32, versions 1–16 Bech32m (BIP 350).
    if ((version === 0) === (coder === bech32)) return name;
  }
  return null;
}

function base58Version(raw: string): { version: number; length: number } | null {
  try {
    const bytes = base58check.decode(raw);
    return { version: bytes[0] ?? -1, length: bytes.length };
  } catch {
    return null;
  }
}

/** EIP-55: a letter is upper case when the matching nibble of keccak-256 of the lower-case address is ≥ 8. */
export function eip55Valid(address: string): boolean {
  const hex = address.slice(2);
  const hash = keccak_256(new TextEncoder().encode(hex.toLowerCase()));
  for (let index = 0; index < 40; index += 1) {
    const char = hex[index] ?? '';
    if (!/[a-f]/i.test(char)) continue;
    const byte = hash[index >> 1] ?? 0;
    const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f;
    if (nibble >= 8 !== (char === char.toUpperCase())) return false;
  }
  return true;
}

function evm(raw: string): Found {
  const hex = raw.slice(2);
  const mixed = /[a-f]/.test(hex) && /[A-F]/.test(hex);
  const format = !mixed
    ? 'ohne Prüfsumme: nur Klein- oder nur Großbuchstaben'
    : eip55Valid(raw)
      ? 'EIP-55-Prüfsumme stimmt'
      : null;
  return wallet(
    raw,
    `0x${hex.toLowerCase()}`,
    'Ethereum oder ein kompatibles Netz (z. B. BNB Smart Chain, Polygon); auch Token wie USDT',
    format,
  );
}

/** The wallet addresses in a free text, with their places. */
export function findWallets(text: string): Located[] {
  const found: Located[] = [];
  const at = (item: Found | null, index: number) => {
    if (item) found.push({ ...item, start: index, end: index + item.raw.length });
  };
  for (const match of text.matchAll(BECH32)) {
    const raw = match[0];
    // Mixed case is not Bech32 at all.
    if (raw !== raw.toLowerCase() && raw !== raw.toUpperCase()) continue;
    if (raw.toLowerCase().startsWith('bc1')) {
      // The strong prefix makes a failing one worth showing as invalid (a typo in a payment request).
      at(bitcoin(raw) ?? wallet(raw, raw.toLowerCase(), 'Bitcoin', null), match.index);
    } else {
      const format = litecoinBech32(raw);
      at(wallet(raw, raw.toLowerCase(), 'Litecoin', format), match.index);
    }
  }
  for (const match of text.matchAll(EVM)) at(evm(match[0]), match.index);
  for (const match of text.matchAll(BASE58)) {
    const raw = match[0];
    // Base58 runs are only shown when the checksum holds: without it a random word of the right
    // letters would count.
    if (raw.startsWith('1') || raw.startsWith('3')) {
      at(bitcoin(raw), match.index);
      continue;
    }
    const decoded = base58Version(raw);
    if (decoded?.length !== 21) continue;
    if (raw.startsWith('T') && decoded.version === 0x41) {
      at(wallet(raw, raw, 'TRON (TRX; auch Token wie USDT im TRON-Netz)', 'Base58Check'), match.index);
    } else if ((raw.startsWith('L') && decoded.version === 0x30) || (raw.startsWith('M') && decoded.version === 0x32)) {
      at(wallet(raw, raw, 'Litecoin', raw.startsWith('L') ? 'Legacy, P2PKH' : 'P2SH'), match.index);
    }
  }
  return found;
}
