// Web addresses and domains (issue 30 point 1): found in free text (with http(s)://, with www. or as
// a bare domain with a known public suffix), and explained offline: the registrable domain (tldts,
// from the Public Suffix List), punycode labels decoded, look-alike characters (letters of another
// script mixed in, "Cyrillic а in paypal"; the look-alike reading from the confusables package) and
// link shorteners (app/content/link-shorteners.ts).
import { domainToUnicode } from 'node:url';
import { remove } from 'confusables';
import { parse as parseHost } from 'tldts';
import { linkShortenerDomains } from '#app/content/link-shorteners.ts';
import type { IdentifierFact } from '#app/lib/identifiers.ts';
import { displayDomain, type Found, type Located } from './found.server.ts';

const shorteners = new Set(linkShortenerDomains);

/** http(s) links: everything up to white space or a character that cannot stand in a link. */
const WITH_SCHEME = /\bhttps?:\/\/[^\s<>"'`´{}|\\^]{1,2000}/giu;
/**
 * www. links and bare domains ("sichere-zahlung.de/login"): labels of letters, digits and hyphens, a
 * top-level label of letters, then an optional path. Not after a character that would make it part
 * of an e-mail address, a path or another word. The labels cannot contain the dot that ends each,
 * and a start is only possible at the beginning of a chain, so the work stays linear.
 */
const BARE =
  /(?<![\p{L}\p{N}@._/\\:-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.){1,8}\p{L}{2,24}(?![\p{L}\p{N}@-])(?:[/?#][^\s<>"'`´{}|\\^]{0,2000})?/giu;
/** Top-level domains that are far more often file extensions when written without a link around them. */
const FILE_LIKE_TLDS = new Set(['zip', 'mov']);

const scriptNames: [RegExp, string][] = [
  [/\p{Script=Cyrillic}/u, 'kyrillische'],
  [/\p{Script=Greek}/u, 'griechische'],
  [/\p{Script=Armenian}/u, 'armenische'],
  [/\p{Script=Cherokee}/u, 'Cherokee-'],
  [/\p{Script=Georgian}/u, 'georgische'],
];

/** Cut what ends a sentence or encloses the link: "(siehe https://x.de/a)." → "https://x.de/a". */
function trimTrailing(candidate: string): string {
  let end = candidate.length;
  while (end > 0) {
    const char = candidate[end - 1] ?? '';
    if ('.,;:!?…'.includes(char) || char === '"' || char === "'" || char === '»' || char === '«') {
      end -= 1;
      continue;
    }
    const pairs: Record<string, string> = { ')': '(', ']': '[', '>': '<' };
    const open = pairs[char];
    if (open) {
      const text = candidate.slice(0, end);
      const opened = text.split(open).length - 1;
      const closed = text.split(char).length - 1;
      if (closed > opened) {
        end -= 1;
        continue;
      }
    }
    break;
  }
  return candidate.slice(0, end);
}

/**
 * Cyrillic and Greek letters that look the same as a Latin letter in the usual fonts of a browser's
 * address bar (a subset of Unicode's confusables, kept strict: "п" and "и" are not on it).
 */
const IDENTICAL_TO_LATIN = new Set([...'аеорсухіјӏѕһԁԛԝοαρνικτυ']);

/**
 * The look-alike facts of a host name (in Unicode): letters of other scripts among Latin ones, or a
 * label wholly of letters that look Latin under a Latin top-level domain ("аррӏе.com"). A domain
 * wholly in another script (пример.рф) is named, not flagged.
 */
function lookAlikeFacts(unicodeHost: string): IdentifierFact[] {
  const labels = unicodeHost.split('.');
  const latinTld = /^[a-z0-9-]+$/i.test(labels[labels.length - 1] ?? '');
  const flagged = new Set<string>();
  const named = new Set<string>();
  for (const label of labels) {
    const others = scriptNames.filter(([pattern]) => pattern.test(label)).map(([, name]) => name);
    if (others.length === 0) continue;
    const mixed = /\p{Script=Latin}/u.test(label);
    const wholeLookAlike =
      latinTld && [...label].every((char) => /[a-z0-9-]/i.test(char) || IDENTICAL_TO_LATIN.has(char));
    for (const name of others) (mixed || wholeLookAlike ? flagged : named).add(name);
  }
  const letters = (names: Set<string>) => {
    const list = [...names].join(' und ');
    return list.endsWith('-') ? `${list}Buchstaben` : `${list} Buchstaben`;
  };
  const facts: IdentifierFact[] = [];
  if (flagged.size > 0) {
    const reading = remove(unicodeHost).toLowerCase();
    facts.push({
      label: 'Ähnliche Zeichen',
      value: `enthält ${letters(flagged)}${/^[a-z0-9.-]+$/.test(reading) ? ` (sieht aus wie „${reading}“)` : ''}`,
      warning: true,
    });
  }
  if (named.size > 0) facts.push({ label: 'Schrift', value: letters(named) });
  return facts;
}

/** The facts about a host name (ASCII, as the URL parser gives it). */
export function hostFacts(
  hostname: string,
  options: { scheme?: string } = {},
): { facts: IdentifierFact[]; domain: string | null } {
  const facts: IdentifierFact[] = [];
  const host = parseHost(hostname, { allowPrivateDomains: false });
  if (host.isIp) {
    facts.push({ label: 'Adresse', value: 'eine IP-Adresse statt eines Namens', warning: true });
    return { facts, domain: null };
  }
  const domain = host.domain;
  facts.push({ label: 'Domain', value: domain ? displayDomain(domain) : displayDomain(hostname) });
  if (host.subdomain && host.subdomain !== 'www') {
    facts.push({ label: 'Subdomain', value: displayDomain(host.subdomain) });
  }
  if (hostname.split('.').some((label) => label.startsWith('xn--'))) {
    facts.push({ label: 'Punycode', value: `${hostname} steht für ${domainToUnicode(hostname)}` });
  }
  facts.push(...lookAlikeFacts(domainToUnicode(hostname) || hostname));
  if (
    domain &&
    [...shorteners].some((short) => domain === short || hostname.endsWith(`.${short}`) || hostname === short)
  ) {
    facts.push({ label: 'Linkverkürzer', value: 'ja (das eigentliche Ziel ist nicht zu sehen)', warning: true });
  }
  if (options.scheme === 'http:') facts.push({ label: 'Verschlüsselung', value: 'keine (http statt https)' });
  return { facts, domain };
}

/** A link as the URL parser reads it, https:// added when the scheme is missing; null when it is no web address. */
export function parseLink(candidate: string): URL | null {
  const withScheme = /^https?:\/\//i.test(candidate) ? candidate : `https://${candidate.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.')) return null;
    return url;
  } catch {
    return null;
  }
}

/** A web address (kind url) or, written without path or scheme, a domain (kind domain). */
export function describeLink(raw: string, options: { asUrl?: boolean } = {}): Found | null {
  const url = parseLink(raw);
  if (!url) return null;
  const host = parseHost(url.hostname);
  if (!host.isIp && (!host.domain || !host.isIcann)) return null;
  const { facts, domain } = hostFacts(url.hostname, { scheme: url.protocol });
  const bare =
    !options.asUrl && !/^https?:\/\//i.test(raw) && (url.pathname === '/' || url.pathname === '') && !url.search;
  if (bare && domain) {
    return { kind: 'domain', value: domain, raw, valid: true, facts };
  }
  url.hash = '';
  return { kind: 'url', value: url.href, raw, valid: true, facts };
}

/** Web addresses and domains in a free text, with their places. */
export function findLinks(text: string): Located[] {
  const found: Located[] = [];
  const taken: [number, number][] = [];
  for (const match of text.matchAll(WITH_SCHEME)) {
    const raw = trimTrailing(match[0]);
    const link = describeLink(raw);
    if (link) {
      found.push({ ...link, start: match.index, end: match.index + raw.length });
      taken.push([match.index, match.index + match[0].length]);
    }
  }
  for (const match of text.matchAll(BARE)) {
    if (taken.some(([start, end]) => match.index >= start && match.index < end)) continue;
    const raw = trimTrailing(match[0]);
    const hostPart = raw.split(/[/?#]/)[0] ?? raw;
    const tld = hostPart.slice(hostPart.lastIndexOf('.') + 1);
    const hasPath = hostPart.length < raw.length;
    // Written bare, the top-level label must be in lower case ("Anna.Berlin" is a sentence, not a
    // domain) unless a path follows, and file names ("rechnung.zip") are not read as domains.
    if (!hasPath && !/^www\./i.test(raw) && (tld !== tld.toLowerCase() || FILE_LIKE_TLDS.has(tld))) continue;
    const link = describeLink(raw);
    if (link) found.push({ ...link, start: match.index, end: match.index + raw.length });
  }
  return found;
}
