// The identifiers of a case (issue 30 point 1): from each target's fields (phone, e-mail, profile
// address, user name) and from the suspicion and chat texts, each explained offline, deduplicated by
// kind and value with their sources merged. Pure: no database, no network (the index across cases,
// issue 30 point 2, calls identifiersOfCase too).
//
// In a text the extractors run in a fixed order and each masks what it took, so nothing is read twice:
// links first (an address in a link is part of the link), then e-mail addresses (their domain is no
// web address and their "@" no user name), IBANs, wallet addresses, telephone numbers (the digits of
// an IBAN are no number to call) and "@name" mentions last.

import { parse as parseHost } from 'tldts';
import type { PaidCaseDetail } from '#app/lib/dashboard-data.ts';
import type { CaseIdentifier, IdentifierKind, IdentifierSource } from '#app/lib/identifiers.ts';
import { identifierKinds } from '#app/lib/identifiers.ts';
import { emailFromField, findEmails } from './email.server.ts';
import type { Found, Located } from './found.server.ts';
import { findMentions, handleFromField, handleFromProfileUrl, platformOfTarget } from './handle.server.ts';
import { findIbans } from './iban.server.ts';
import { findPhones, phoneFromField, phoneFromInternationalDigits } from './phone.server.ts';
import { describeLink, findLinks, parseLink } from './url.server.ts';
import { findWallets } from './wallet.server.ts';

/** The longest text read: the checkout allows 20,000 characters for the chat and 5,000 for the suspicion. */
export const MAX_TEXT_LENGTH = 20_000;

type Detail = PaidCaseDetail['details'][number];

/** Replace a taken span by spaces: the other extractors do not see it, and the places stay. */
function mask(text: string, items: Located[]): string {
  if (items.length === 0) return text;
  const chars = [...text.split('')];
  for (const { start, end } of items) for (let index = start; index < end; index += 1) chars[index] = ' ';
  return chars.join('');
}

/** What a link says beyond itself: a profile's user name, or a wa.me number. */
function fromLink(link: Found): Found[] {
  if (link.kind !== 'url') return [link];
  const url = parseLink(link.value);
  if (!url) return [link];
  const domain = parseHost(url.hostname).domain;
  if (domain === 'wa.me' || (domain === 'whatsapp.com' && url.pathname === '/send')) {
    const digits =
      domain === 'wa.me' ? url.pathname.slice(1).replace(/\/$/, '') : (url.searchParams.get('phone') ?? '');
    const phone = phoneFromInternationalDigits(digits.replace(/^\+/, ''));
    if (phone) return [{ ...phone, raw: link.raw }];
  }
  const name = handleFromProfileUrl(url, domain);
  return name ? [link, { ...name, raw: link.raw }] : [link];
}

/** Every identifier in a free text, in the order they stand (before merging). */
export function findInText(input: string): Found[] {
  let text = input.length > MAX_TEXT_LENGTH ? input.slice(0, MAX_TEXT_LENGTH) : input;
  const all: Located[] = [];
  for (const find of [findLinks, findEmails, findIbans, findWallets, findPhones, findMentions]) {
    const found = find(text);
    all.push(...found);
    text = mask(text, found);
  }
  return all.sort((a, b) => a.start - b.start).flatMap((item) => fromLink(item));
}

function fromDetail(detail: Detail): { found: Found; source: IdentifierSource }[] {
  const out: { found: Found; source: IdentifierSource }[] = [];
  const add = (found: Found | null | undefined, source: IdentifierSource) => {
    if (found) out.push({ found, source });
  };
  const profile = detail.targetProfileUrl?.trim();
  let profileName: Found | null = null;
  if (profile) {
    const link = describeLink(profile.slice(0, 2000), { asUrl: true });
    if (link) {
      for (const item of fromLink(link)) {
        add(item, 'target-profile-url');
        if (item.kind === 'username') profileName = item;
      }
    }
  }
  if (detail.targetUsername?.trim()) {
    // The user name is the profile's when they are the same name; otherwise on the target's only platform.
    const name = detail.targetUsername.trim().replace(/^@/, '').toLowerCase();
    const profilePlatform = profileName?.value.endsWith(`:${name}`) ? profileName.value.split(':')[0] : null;
    add(
      handleFromField(detail.targetUsername, profilePlatform ?? platformOfTarget(detail.targetPlatforms)),
      'target-username',
    );
  }
  if (detail.targetEmail?.trim()) add(emailFromField(detail.targetEmail), 'target-email');
  if (detail.targetPhone?.trim()) add(phoneFromField(detail.targetPhone), 'target-phone');
  for (const found of findInText(detail.suspicionReason ?? '')) add(found, 'suspicion');
  for (const found of findInText(detail.chatContent ?? '')) add(found, 'chat');
  return out;
}

const kindOrder = new Map<IdentifierKind, number>(identifierKinds.map((kind, index) => [kind, index]));

/** The identifiers of a case's target entries: one per kind and value, sources merged, grouped by kind. */
export function caseIdentifiers(details: readonly Detail[]): CaseIdentifier[] {
  const byKey = new Map<string, CaseIdentifier>();
  for (const detail of details) {
    for (const { found, source } of fromDetail(detail)) {
      const key = `${found.kind}\u0000${found.value}`;
      const known = byKey.get(key);
      if (known) {
        if (!known.sources.includes(source)) known.sources.push(source);
        continue;
      }
      byKey.set(key, {
        kind: found.kind,
        value: found.value,
        raw: found.raw,
        sources: [source],
        facts: found.facts,
        valid: found.valid,
        seenIn: [],
      });
    }
  }
  // Stable: within a kind, the order found (the target's fields first, then the texts).
  return [...byKey.values()].sort((a, b) => (kindOrder.get(a.kind) ?? 0) - (kindOrder.get(b.kind) ?? 0));
}

/** The identifiers of one case (pure; for the case page and the index across cases). */
export function identifiersOfCase(detail: { details: readonly Detail[] }): CaseIdentifier[] {
  return caseIdentifiers(detail.details);
}
