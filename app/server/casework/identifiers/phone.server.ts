// Telephone numbers (issue 30 point 1): found in free text by a linear candidate pattern written for
// the ways German numbers are typed (0151 12345678, +49 (0)151-123 45 67, 0049 …, 030/1234567), then
// parsed and explained by libphonenumber-js with its "max" metadata (number type by range).
// Candidates are kept only when they start the way a dialled number starts (+, 00 or the trunk 0):
// dates, amounts, postcodes and order numbers are not written that way.
import { type NumberType, type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { IdentifierFact } from '#app/lib/identifiers.ts';
import { countryName, type Found, type Located } from './found.server.ts';

const typeLabels: Record<NonNullable<NumberType>, string> = {
  MOBILE: 'Mobilfunk',
  FIXED_LINE: 'Festnetz',
  FIXED_LINE_OR_MOBILE: 'Festnetz oder Mobilfunk',
  VOIP: 'Internettelefonie (VoIP)',
  TOLL_FREE: 'kostenlose Servicenummer',
  PREMIUM_RATE: 'kostenpflichtige Sondernummer',
  SHARED_COST: 'Servicenummer mit geteilten Kosten',
  PERSONAL_NUMBER: 'persönliche Rufnummer (Weiterleitung)',
  PAGER: 'Funkrufdienst (Pager)',
  UAN: 'Unternehmensrufnummer',
  VOICEMAIL: 'Sprachbox',
};

/** Types worth a second look: numbers that are not tied to a line or a SIM card in one place. */
const warnTypes = new Set<NumberType>(['VOIP', 'PERSONAL_NUMBER', 'PREMIUM_RATE']);

/**
 * A candidate: a digit (after an optional "+" or "(") and a run of digits and the separators people
 * type inside a number (space, hyphen, slash, dot, parentheses), ending in a digit. Not preceded by
 * a letter, digit or a character that makes it part of something else ("#0123456", "Nr.-0151…").
 * One character class run: the engine backtracks at most the run's length (≤ 30) per start, so
 * the work is linear in the text.
 */
const CANDIDATE = /(?<![\p{L}\p{N}_#.,/+-])(?:\+|\(\s?)?\d[\d \-/().]{4,30}\d(?![\p{L}\p{N}_])/gu;
const DATE_OR_TIME = /^\d{1,4}[./-]\d{1,2}(?:[./-]\d{2,4})?$|^\d{1,2}:\d{2}/;
/** German mobile ranges (015x, 016x, 017x): a mistyped one is worth showing as invalid. */
const GERMAN_MOBILE_START = /^(?:(?:\+|00)49[\s(]*0?\)?[\s-]*|0)1[567]\d/;

function digitCount(value: string): number {
  let count = 0;
  for (const char of value) if (char >= '0' && char <= '9') count += 1;
  return count;
}

/** Written the way a dialled number starts: "+", "00" or the German trunk "0" (also "(0"). */
function startsLikeDialled(raw: string): boolean {
  return /^(?:\+|00|\(?\s?0[1-9])/.test(raw);
}

function parse(raw: string): PhoneNumber | undefined {
  // "0049 …" is the international prefix written out: read it as "+49 …".
  const written = raw.replace(/^00(?=[1-9])/, '+');
  try {
    return parsePhoneNumberFromString(written, { defaultCountry: 'DE', extract: false });
  } catch {
    return undefined;
  }
}

/** The facts about a parsed number, in German. */
export function phoneFacts(number: PhoneNumber): IdentifierFact[] {
  const valid = number.isValid();
  const facts: IdentifierFact[] = [{ label: 'Format', value: number.formatInternational() }];
  const country = number.country;
  if (country) facts.push({ label: 'Land', value: countryName(country) });
  else facts.push({ label: 'Ländervorwahl', value: `+${number.countryCallingCode}` });
  if (!valid) {
    facts.push({
      label: 'Gültig',
      value: 'nein (passt zu keinem vergebenen Nummernbereich: Tippfehler oder erfundene Nummer?)',
      warning: true,
    });
    return facts;
  }
  const type = number.getType();
  facts.push({
    label: 'Art',
    value: type ? typeLabels[type] : 'unbekannt',
    ...(type && warnTypes.has(type) ? { warning: true } : {}),
  });
  return facts;
}

function toFound(number: PhoneNumber, raw: string): Found {
  return { kind: 'phone', value: number.number, raw, valid: number.isValid(), facts: phoneFacts(number) };
}

/** A number given in the target's phone field: shown even when it is not a valid number. */
export function phoneFromField(value: string): Found | null {
  const raw = value.trim();
  if (digitCount(raw) < 5) return null;
  const number = parse(raw);
  return number ? toFound(number, raw) : null;
}

/** An international number written without "+", as in wa.me/4915112345678. */
export function phoneFromInternationalDigits(digits: string): Found | null {
  if (!/^[1-9]\d{6,14}$/.test(digits)) return null;
  const number = parse(`+${digits}`);
  return number ? toFound(number, digits) : null;
}

/** The longest valid number at the start of a run of space-separated groups, for runs holding two numbers. */
function splitRun(run: string, offset: number): Located[] {
  const found: Located[] = [];
  const groups = [...run.matchAll(/\S+/g)];
  let index = 0;
  while (index < groups.length) {
    let best: { end: number; number: PhoneNumber } | null = null;
    const first = groups[index];
    if (first?.index === undefined) break;
    for (let last = index; last < groups.length && last < index + 8; last += 1) {
      const group = groups[last];
      if (group?.index === undefined) break;
      const raw = run.slice(first.index, group.index + group[0].length);
      if (!startsLikeDialled(raw) || digitCount(raw) < 6) continue;
      const number = parse(raw);
      if (number?.isValid()) best = { end: last, number };
    }
    if (best) {
      const endGroup = groups[best.end];
      if (!endGroup || endGroup.index === undefined) break;
      const raw = run.slice(first.index, endGroup.index + endGroup[0].length);
      found.push({ ...toFound(best.number, raw), start: offset + first.index, end: offset + first.index + raw.length });
      index = best.end + 1;
    } else {
      index += 1;
    }
  }
  return found;
}

/** Telephone numbers in a free text, with their places. */
export function findPhones(text: string): Located[] {
  const found: Located[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    const raw = match[0];
    const start = match.index;
    if (!startsLikeDialled(raw) || DATE_OR_TIME.test(raw) || digitCount(raw) < 6 || digitCount(raw) > 17) {
      // A run may start with something else and hold a number further on ("Nr. 12 0151 …"): split it.
      if (/\s/.test(raw)) found.push(...splitRun(raw, start));
      continue;
    }
    const number = parse(raw);
    if (number?.isValid()) {
      found.push({ ...toFound(number, raw), start, end: start + raw.length });
      continue;
    }
    const parts = /\s/.test(raw) ? splitRun(raw, start) : [];
    if (parts.length > 0) {
      found.push(...parts);
      continue;
    }
    // Not valid: shown (as invalid) only when it is clearly meant as a number to call: written
    // internationally, or a German mobile number with a digit too many or too few.
    if (number && (raw.startsWith('+') || GERMAN_MOBILE_START.test(raw)) && digitCount(raw) >= 9) {
      found.push({ ...toFound(number, raw), start, end: start + raw.length });
    }
  }
  return found;
}
