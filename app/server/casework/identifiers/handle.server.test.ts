import { describe, expect, it } from 'vitest';
import { findMentions, handleFromField, handleFromProfileUrl, platformOfTarget } from './handle.server.ts';

describe('user names', () => {
  it('"@name" in text, with the platform named just before it', () => {
    expect(findMentions('Schreib mir auf Telegram: @Krypto_Max oder insta @anna.m.').map((item) => item.value)).toEqual(
      ['telegram:krypto_max', 'instagram:anna.m'],
    );
    expect(findMentions('Frag @peter_01')[0]?.value).toBe('unknown:peter_01');
  });

  it('no mentions inside addresses or of one letter', () => {
    expect(findMentions('anna@web.de, x @a, foo@@bar')).toEqual([]);
  });

  it('profile addresses of known platforms', () => {
    const name = (href: string, domain: string) => handleFromProfileUrl(new URL(href), domain)?.value ?? null;
    expect(name('https://www.instagram.com/anna.m/', 'instagram.com')).toBe('instagram:anna.m');
    expect(name('https://www.tiktok.com/@anna.m?lang=de', 'tiktok.com')).toBe('tiktok:anna.m');
    expect(name('https://t.me/krypto_max', 't.me')).toBe('telegram:krypto_max');
    expect(name('https://www.facebook.com/anna.mueller.1', 'facebook.com')).toBe('facebook:anna.mueller.1');
    expect(name('https://www.instagram.com/p/Cxyz123/', 'instagram.com')).toBeNull();
    expect(name('https://www.instagram.com/explore', 'instagram.com')).toBeNull();
    expect(name('https://example.com/anna', 'example.com')).toBeNull();
  });

  it('the target field takes the target’s only platform with user names', () => {
    expect(platformOfTarget(['Instagram', 'WhatsApp'])).toBe('instagram');
    expect(platformOfTarget(['Instagram', 'Tinder'])).toBeNull();
    expect(handleFromField('@Anna.M', 'instagram')?.value).toBe('instagram:anna.m');
    expect(handleFromField('anna m', null)).toBeNull();
  });
});
