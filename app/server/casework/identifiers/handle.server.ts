// User names ("handles", issue 30 point 1): "@name" in free text, the target's user name field, and
// the name in a profile address of a known platform (instagram.com/name, tiktok.com/@name,
// facebook.com/name, t.me/name, …). Normalised "platform:name" in lower case when the platform is
// known (from the address, the word just before the "@", or the target's only platform), else
// "unknown:name". wa.me/number is a telephone number, not a name (extract.server.ts).
import type { IdentifierFact } from '#app/lib/identifiers.ts';
import type { Found, Located } from './found.server.ts';

export const platformLabels: Record<string, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  telegram: 'Telegram',
  x: 'X (Twitter)',
  tinder: 'Tinder',
  linkedin: 'LinkedIn',
  snapchat: 'Snapchat',
  youtube: 'YouTube',
  lovoo: 'Lovoo',
  finya: 'Finya',
  bumble: 'Bumble',
  badoo: 'Badoo',
  edarling: 'eDarling',
  parship: 'Parship',
};

/** The checkout's platform options (app/lib/checkout-rules.ts) that have user names. */
const platformOfOption: Record<string, string> = {
  Instagram: 'instagram',
  Tinder: 'tinder',
  Facebook: 'facebook',
  Lovoo: 'lovoo',
  Finya: 'finya',
  Bumble: 'bumble',
  Badoo: 'badoo',
  eDarling: 'edarling',
  Parship: 'parship',
  LinkedIn: 'linkedin',
  'Twitter/X': 'x',
};

/** Words that name the platform just before an "@name" ("Telegram: @max", "insta @anna"). */
const platformWords: [RegExp, string][] = [
  [/\b(?:instagram|insta|ig)\b/gi, 'instagram'],
  [/\btik ?tok\b/gi, 'tiktok'],
  [/\b(?:telegram|tg)\b/gi, 'telegram'],
  [/\b(?:snapchat|snap)\b/gi, 'snapchat'],
  [/\b(?:facebook|fb)\b/gi, 'facebook'],
  [/\btwitter\b/gi, 'x'],
  [/\blinkedin\b/gi, 'linkedin'],
  [/\btinder\b/gi, 'tinder'],
];

/** Profile addresses: registrable domain → platform and how the name stands in the path. */
const profilePaths: Record<string, { platform: string; pattern: RegExp }> = {
  'instagram.com': { platform: 'instagram', pattern: /^\/([A-Za-z0-9_.]{1,30})\/?$/ },
  'tiktok.com': { platform: 'tiktok', pattern: /^\/@([A-Za-z0-9_.]{2,24})\/?/ },
  'facebook.com': { platform: 'facebook', pattern: /^\/([A-Za-z0-9.]{5,50})\/?$/ },
  'fb.com': { platform: 'facebook', pattern: /^\/([A-Za-z0-9.]{5,50})\/?$/ },
  't.me': { platform: 'telegram', pattern: /^\/([A-Za-z0-9_]{5,32})\/?$/ },
  'telegram.me': { platform: 'telegram', pattern: /^\/([A-Za-z0-9_]{5,32})\/?$/ },
  'x.com': { platform: 'x', pattern: /^\/([A-Za-z0-9_]{1,15})\/?$/ },
  'twitter.com': { platform: 'x', pattern: /^\/([A-Za-z0-9_]{1,15})\/?$/ },
  'linkedin.com': { platform: 'linkedin', pattern: /^\/in\/([A-Za-z0-9-]{3,100})\/?$/ },
  'tinder.com': { platform: 'tinder', pattern: /^\/@([A-Za-z0-9_.]{1,40})\/?$/ },
  'snapchat.com': { platform: 'snapchat', pattern: /^\/add\/([A-Za-z0-9_.-]{3,15})\/?$/ },
  'youtube.com': { platform: 'youtube', pattern: /^\/@([A-Za-z0-9_.-]{3,30})\/?$/ },
};

/** Path segments of the platforms that are pages, not people. */
const reservedNames = new Set([
  'p',
  'reel',
  'reels',
  'stories',
  'explore',
  'accounts',
  'home',
  'share',
  'watch',
  'login',
  'groups',
  'events',
  'pages',
  'marketplace',
  'profile.php',
  'search',
  'hashtag',
  'intent',
  'i',
  'settings',
  'messages',
  'joinchat',
]);

export function handle(platform: string | null, name: string, raw: string): Found {
  const key = platform ?? 'unknown';
  const facts: IdentifierFact[] = [
    platform
      ? { label: 'Plattform', value: platformLabels[platform] ?? platform }
      : { label: 'Plattform', value: 'unbekannt (aus den Angaben nicht ableitbar)' },
  ];
  return { kind: 'username', value: `${key}:${name.toLowerCase()}`, raw, valid: true, facts };
}

/** The user name in a profile address of a known platform, or null. */
export function handleFromProfileUrl(url: URL, registrableDomain: string | null): Found | null {
  const known = registrableDomain ? profilePaths[registrableDomain] : undefined;
  if (!known) return null;
  const name = url.pathname.match(known.pattern)?.[1];
  if (!name || reservedNames.has(name.toLowerCase())) return null;
  return handle(known.platform, name, url.href);
}

/** The platform of the target's user name: the only one of the target's platforms that has user names. */
export function platformOfTarget(platforms: string[]): string | null {
  const known = [...new Set(platforms.map((option) => platformOfOption[option]).filter(Boolean))];
  return known.length === 1 ? (known[0] ?? null) : null;
}

/** The target's user name field: "@anna.m", "anna.m"; null when it holds no name. */
export function handleFromField(value: string, platform: string | null): Found | null {
  const raw = value.trim();
  const name = raw.replace(/^@/, '');
  if (!/^[\p{L}\p{N}_.-]{2,60}$/u.test(name)) return null;
  return handle(platform, name, raw);
}

/** "@name" (2 to 30 letters, digits, "_" or "."), not inside an e-mail address or a word. */
const MENTION =
  /(?<![\p{L}\p{N}_.@/])@([A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?)(?![\p{L}\p{N}_@]|\.[\p{L}\p{N}])/gu;

/** "@name" mentions in a free text, with their places. */
export function findMentions(text: string): Located[] {
  const found: Located[] = [];
  for (const match of text.matchAll(MENTION)) {
    const name = match[1] ?? '';
    if (name.length < 2) continue;
    const before = text.slice(Math.max(0, match.index - 24), match.index);
    // The platform word nearest before the "@" names it.
    let platform: string | null = null;
    let nearest = -1;
    for (const [pattern, key] of platformWords) {
      for (const word of before.matchAll(pattern)) {
        if (word.index > nearest) {
          nearest = word.index;
          platform = key;
        }
      }
    }
    found.push({ ...handle(platform, name, match[0]), start: match.index, end: match.index + match[0].length });
  }
  return found;
}
