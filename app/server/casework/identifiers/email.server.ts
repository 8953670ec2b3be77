// E-mail addresses (issue 30 point 1): found in free text, lower-cased, and explained offline.
// Disposable domains: disposable-email-domains-js, the npm edition of the community list
// disposable-email-domains (CC0, ~8,900 domains, republished with every change of the list; chosen
// over mailchecker's ~56,000, which also lists real providers such as nus.edu.sg, tom.com and msk.ru:
// a false "Wegwerf-Adresse" would mislead staff). Free-mail providers: email-providers (the goware
// list, ~8,700 domains, updated monthly).
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';
import freeMailDomains from 'email-providers/all.json' with { type: 'json' };
import { getDomain } from 'tldts';
import type { IdentifierFact } from '#app/lib/identifiers.ts';
import { displayDomain, type Found, type Located, yesNo } from './found.server.ts';

const disposable = disposableEmailBlocklistSet();
const freeMail = new Set<string>(freeMailDomains as string[]);

/**
 * local@domain: a local part of the usual characters (no quoted forms), a domain of labels and a
 * top-level label of letters (or xn--). Each part is one character-class run, so matching is linear.
 */
const EMAIL =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]{1,64}@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.){1,8}(?:\p{L}{2,24}|xn--[a-z0-9-]{1,59})(?![\p{L}\p{N}-]|\.[\p{L}\p{N}])/giu;

/** The domain itself, or any parent of it, is listed ("mx.mailinator.com" counts as mailinator.com). */
function listed(domain: string, list: Set<string>): boolean {
  let rest = domain;
  while (rest.includes('.')) {
    if (list.has(rest)) return true;
    rest = rest.slice(rest.indexOf('.') + 1);
  }
  return false;
}

function toAscii(domain: string): string | null {
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
}

function describe(raw: string): Found | null {
  const trimmed = raw.trim().replace(/^mailto:/i, '');
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return null;
  const local = trimmed.slice(0, at);
  const domain = toAscii(trimmed.slice(at + 1));
  if (!domain || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return null;
  const value = `${local}@${domain}`.toLowerCase();
  const registrable = getDomain(domain) ?? domain;
  const isDisposable = listed(domain, disposable);
  const facts: IdentifierFact[] = [
    { label: 'Domain', value: displayDomain(registrable) },
    isDisposable
      ? { label: 'Wegwerf-Adresse', value: 'ja (Domain eines Anbieters für Wegwerf-Postfächer)', warning: true }
      : { label: 'Wegwerf-Adresse', value: 'nein' },
  ];
  // A disposable domain is no provider to name: the fact above says more.
  if (!isDisposable) facts.push({ label: 'Freemail-Anbieter', value: yesNo(listed(domain, freeMail)) });
  return { kind: 'email', value, raw: trimmed, valid: getDomain(domain) !== null, facts };
}

/** The address given in the target's e-mail field. */
export function emailFromField(value: string): Found | null {
  const match = value.match(new RegExp(EMAIL.source, 'iu'));
  return match ? describe(match[0]) : null;
}

/** E-mail addresses in a free text, with their places. */
export function findEmails(text: string): Located[] {
  const found: Located[] = [];
  for (const match of text.matchAll(EMAIL)) {
    const email = describe(match[0]);
    if (email) found.push({ ...email, start: match.index, end: match.index + match[0].length });
  }
  return found;
}
