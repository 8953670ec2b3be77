import { describe, expect, it } from 'vitest';
import { profileHref } from './case-view.server.ts';

describe('profile links in the case details', () => {
  it('adds https:// when the scheme is missing (spec §2)', () => {
    expect(profileHref('instagram.com/anna.m')).toBe('https://instagram.com/anna.m');
    expect(profileHref('//www.facebook.com/x')).toBe('https://www.facebook.com/x');
  });

  it('keeps http and https links', () => {
    expect(profileHref('http://example.org/p?id=1')).toBe('http://example.org/p?id=1');
    expect(profileHref('https://www.tinder.com/@x')).toBe('https://www.tinder.com/@x');
  });

  it('links nothing else', () => {
    expect(profileHref('javascript:alert(1)')).toBeNull();
    expect(profileHref('JavaScript:alert(1)')).toBeNull();
    expect(profileHref('data:text/html,<b>x</b>')).toBeNull();
    expect(profileHref('mailto:a@b.de')).toBeNull();
    expect(profileHref('')).toBeNull();
    expect(profileHref(null)).toBeNull();
    expect(profileHref('https://')).toBeNull();
  });
});
