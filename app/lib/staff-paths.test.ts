import { describe, expect, it } from 'vitest';
import { afterSignInPath, staffCasePath, staffReturnPath, staffSignInPath } from './staff-paths.ts';

const CASE = '3f2a9c1b-5d7e-4f60-8a91-0b2c3d4e5f60';

describe('staff return path after sign-in', () => {
  it('keeps pages of the staff area with their query', () => {
    expect(staffReturnPath(staffCasePath(CASE))).toBe(`/conan/dashboard/fall/${CASE}`);
    expect(staffReturnPath('/conan/dashboard?tab=faelle&seite=2')).toBe('/conan/dashboard?tab=faelle&seite=2');
    expect(staffReturnPath('/conan/konto#zwei-faktor')).toBe('/conan/konto');
  });

  it('refuses every way to leave the site or the staff area', () => {
    for (const attack of [
      'https://evil.example/conan/dashboard',
      '//evil.example/conan/dashboard',
      '/\\evil.example/conan/dashboard',
      '\\\\evil.example',
      '/conan/../evil',
      '/conan/%2e%2e/evil',
      '/conan/dashboard/../../evil',
      'javascript:alert(1)',
      '/conan/\tdashboard',
      '/conan/\ndashboard',
      ' /conan/dashboard',
      'conan/dashboard',
      '/',
      '/conan',
      '/conanx/dashboard',
      '/checkout',
      '/conan/api/export/faelle',
      '/conan/dashboard.data',
      '/conan/abmelden',
      '/conan/zwei-faktor',
      `/conan/${'a'.repeat(1000)}`,
      '',
      null,
      undefined,
      42,
    ]) {
      expect(staffReturnPath(attack), String(attack)).toBeNull();
      expect(afterSignInPath(attack)).toBe('/conan/dashboard');
    }
  });

  it('builds the sign-in link only with a valid return path', () => {
    expect(staffSignInPath(`/conan/dashboard/fall/${CASE}`)).toBe(
      `/conan?weiter=${encodeURIComponent(`/conan/dashboard/fall/${CASE}`)}`,
    );
    expect(staffSignInPath('//evil.example')).toBe('/conan');
    expect(staffSignInPath(null)).toBe('/conan');
  });
});
