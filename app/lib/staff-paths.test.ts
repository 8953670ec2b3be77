import { describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  caseBackLink,
  caseListPath,
  staffCasePath,
  staffReturnPath,
  staffSignInPath,
} from './staff-paths.ts';

const CASE = '3f2a9c1b-5d7e-4f60-8a91-0b2c3d4e5f60';

describe('staff return path after sign-in', () => {
  it('keeps pages of the staff area with their query', () => {
    expect(staffReturnPath(staffCasePath(CASE))).toBe(`/conan/faelle/${CASE}`);
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
      expect(afterSignInPath(attack)).toBe('/conan/faelle');
    }
  });

  it('builds the sign-in link only with a valid return path', () => {
    expect(staffSignInPath(`/conan/faelle/${CASE}`)).toBe(
      `/conan?weiter=${encodeURIComponent(`/conan/faelle/${CASE}`)}`,
    );
    expect(staffSignInPath('//evil.example')).toBe('/conan');
    expect(staffSignInPath(null)).toBe('/conan');
  });
});

describe('the case page and the list it was opened from', () => {
  it('is its own page below the work queue; mails name no list', () => {
    expect(staffCasePath(CASE)).toBe(`/conan/faelle/${CASE}`);
    expect(staffCasePath('a/b')).toBe('/conan/faelle/a%2Fb');
  });

  it('carries the queue or the dashboard with their filters in ?von=, and the back link returns there', () => {
    const queue = '/conan/faelle?status=ueberfaellig&q=Rosa';
    expect(staffCasePath(CASE, queue)).toBe(`/conan/faelle/${CASE}?von=${encodeURIComponent(queue)}`);
    expect(caseBackLink(queue)).toEqual({ href: queue, label: 'Zur Arbeitsliste' });
    const dashboard = '/conan/dashboard?tab=faelle&seite=2';
    expect(caseBackLink(dashboard)).toEqual({ href: dashboard, label: 'Zur Übersicht' });
  });

  it('never lets ?von= lead elsewhere: anything but the two lists is the plain work queue', () => {
    for (const from of [
      '//evil.example/conan/faelle',
      'https://evil.example/conan/faelle',
      '/conan/konto',
      '/conan/faelle/x/../../../evil',
      '/conan/faelleX',
      `/conan/faelle/${CASE}`,
      '/conan/api/export/faelle',
      '',
      null,
    ]) {
      expect(caseListPath(from), String(from)).toBeNull();
      expect(caseBackLink(from)).toEqual({ href: '/conan/faelle', label: 'Zur Arbeitsliste' });
    }
    expect(staffCasePath(CASE, '//evil.example')).toBe(`/conan/faelle/${CASE}`);
  });
});
