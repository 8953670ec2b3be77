// What one extractor reports: an identifier with its place in the text, before the sources are merged
// (extract.server.ts). Shared by the extractors of app/server/casework/identifiers/.
import { domainToUnicode } from 'node:url';
import type { IdentifierFact, IdentifierKind } from '#app/lib/identifiers.ts';

export interface Found {
  kind: IdentifierKind;
  /** The normalised value (see CaseIdentifier.value). */
  value: string;
  /** As written in the text. */
  raw: string;
  valid: boolean;
  facts: IdentifierFact[];
}

/** A found identifier and where it stands in the text (start inclusive, end exclusive). */
export interface Located extends Found {
  start: number;
  end: number;
}

const regionNames = new Intl.DisplayNames('de', { type: 'region' });

/** A country's German name from its ISO 3166-1 alpha-2 code ("DE" → "Deutschland"); the code when unknown. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export const yesNo = (value: boolean) => (value ? 'ja' : 'nein');

/** A domain in punycode as people read it: "müller.de (xn--mller-kva.de)"; plain ASCII unchanged. */
export function displayDomain(ascii: string): string {
  if (!ascii.split('.').some((label) => label.startsWith('xn--'))) return ascii;
  const unicode = domainToUnicode(ascii);
  return unicode && unicode !== ascii ? `${unicode} (${ascii})` : ascii;
}
