// IBANs (issue 30 point 1): found with or without the spaces of the printed form, checked with
// ibantools (ISO 13616 checksum, the country's length and BBAN format) and explained: country and the
// bank identifier the BBAN carries (in Germany the Bankleitzahl, the first 8 digits).
import { extractIBAN, getCountrySpecifications, validateIBAN } from 'ibantools';
import type { IdentifierFact } from '#app/lib/identifiers.ts';
import { countryName, type Found, type Located } from './found.server.ts';

const specifications = getCountrySpecifications();

/**
 * Two capitals, two check digits, then 11 to 30 letters or digits, in groups separated by single
 * spaces (the printed form) or not at all. Only capitals: "de89…" in running text is rare and lower
 * case letters would turn ordinary words into candidates. Linear: one run of [A-Z0-9 ] bounded to 40.
 */
const CANDIDATE = /(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}(?![\p{L}\p{N}])/gu;

const WRITTEN_LIKE_IBAN = /^[A-Z]{2}\d{2}(?:(?: [A-Z0-9]{4})+(?: [A-Z0-9]{1,3})?|[A-Z0-9]+)$/;

/** What the bank identifier is called in the country. */
function bankIdentifierLabel(country: string): string {
  if (country === 'DE' || country === 'AT') return 'Bankleitzahl';
  if (country === 'CH' || country === 'LI') return 'Bankenclearing-Nummer';
  return 'Bankkennung';
}

function describe(raw: string): Found | null {
  const iban = raw.replace(/\s+/g, '').toUpperCase();
  const country = iban.slice(0, 2);
  const specification = specifications[country];
  // Only countries with an IBAN format; anything else ("AB12 …") is not an IBAN at all.
  if (!specification?.chars) return null;
  const lengthOk = iban.length === specification.chars;
  const { valid } = validateIBAN(iban);
  const facts: IdentifierFact[] = [
    valid
      ? { label: 'Prüfsumme', value: 'gültig' }
      : {
          label: 'Prüfsumme',
          value: lengthOk
            ? 'ungültig (Tippfehler oder erfundene IBAN)'
            : `ungültig (${iban.length} statt ${specification.chars} Zeichen)`,
          warning: true,
        },
    { label: 'Land', value: countryName(country) },
  ];
  if (valid) {
    const { bankIdentifier } = extractIBAN(iban);
    if (bankIdentifier) facts.push({ label: bankIdentifierLabel(country), value: bankIdentifier });
  }
  return { kind: 'iban', value: iban, raw, valid, facts };
}

/** The IBANs in a free text, with their places. */
export function findIbans(text: string): Located[] {
  const found: Located[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    let raw = match[0];
    const specification = specifications[raw.slice(0, 2)];
    if (!specification?.chars) continue;
    // A printed IBAN followed by a word in capitals ("DE89 3704 … 00 BIC COBADEFFXXX") would run on:
    // cut the run at the country's length when the rest is a separate group.
    const compact = raw.replace(/ /g, '');
    if (compact.length > specification.chars) {
      let count = 0;
      let cut = raw.length;
      for (let index = 0; index < raw.length; index += 1) {
        if (raw[index] !== ' ') count += 1;
        if (count === specification.chars) {
          cut = index + 1;
          break;
        }
      }
      if (raw[cut] !== ' ') continue;
      raw = raw.slice(0, cut);
    }
    const iban = describe(raw);
    // One that fails the check is only shown when it is written like an IBAN: in groups of four or
    // without spaces, not as loose letters and digits.
    if (!iban || (!iban.valid && !WRITTEN_LIKE_IBAN.test(raw))) continue;
    found.push({ ...iban, start: match.index, end: match.index + raw.length });
  }
  return found;
}
