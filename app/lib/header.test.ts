import { describe, expect, it } from 'vitest';
import { headerVariant, showsSiteHeader } from './header.ts';

describe('header rules (spec §2 global behaviour)', () => {
  it('is transparent on the home page only', () => {
    expect(headerVariant('/')).toBe('transparent');
    expect(headerVariant('/fake-profil')).toBe('default');
    expect(headerVariant('/checkout')).toBe('default');
  });

  it('uses the admin variant under /conan and hides the site header there', () => {
    expect(headerVariant('/conan')).toBe('admin');
    expect(headerVariant('/conan/dashboard')).toBe('admin');
    expect(showsSiteHeader('/conan')).toBe(false);
    expect(showsSiteHeader('/conan/dashboard')).toBe(false);
  });

  it('treats the staff-only test-mail page as part of the staff area', () => {
    expect(showsSiteHeader('/test-email')).toBe(false);
    expect(showsSiteHeader('/test-emails')).toBe(true);
  });

  it('does not treat look-alike paths as staff paths', () => {
    expect(showsSiteHeader('/conanx')).toBe(true);
    expect(headerVariant('/conan-info')).toBe('default');
    expect(showsSiteHeader('/')).toBe(true);
  });
});
