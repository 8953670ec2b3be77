import { describe, expect, it } from 'vitest';
import type { StaffAuth } from './auth.server.ts';
import {
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  deviceCookieName,
  issueDeviceCookie,
  knownDevice,
} from './device-cookie.server.ts';

/** What the device cookie reads of better-auth: the secret and whether the session cookie is Secure. */
function fakeAuth(secret: string, secure = false): StaffAuth {
  return {
    $context: Promise.resolve({ secret, authCookies: { sessionToken: { attributes: { secure } } } }),
  } as unknown as StaffAuth;
}

const auth = fakeAuth('a'.repeat(48));

/** A request carrying the cookie value of a Set-Cookie (as the browser sends it back). */
function requestWith(setCookie: string): Request {
  return new Request('https://echtcheck.test/conan', { headers: { cookie: `other=1; ${setCookie.split(';')[0]}` } });
}

describe('staff device cookie', () => {
  it('is valid for its account only, case and spaces of the e-mail aside', async () => {
    const cookie = await issueDeviceCookie(auth, new Request('https://echtcheck.test/conan'), 'Anna@Echtcheck.test ');
    const request = requestWith(cookie);
    expect(await knownDevice(auth, request, 'anna@echtcheck.test')).toMatch(/^[\w-]{22}$/);
    expect(await knownDevice(auth, request, 'bert@echtcheck.test')).toBeNull();
    expect(cookie).not.toContain('anna');
  });

  it('is worth nothing under another secret', async () => {
    const cookie = await issueDeviceCookie(auth, new Request('https://echtcheck.test/conan'), 'anna@echtcheck.test');
    expect(await knownDevice(fakeAuth('b'.repeat(48)), requestWith(cookie), 'anna@echtcheck.test')).toBeNull();
  });

  it('ends 180 days after the sign-in that issued it', async () => {
    const issued = Date.UTC(2026, 0, 1);
    const cookie = await issueDeviceCookie(
      auth,
      new Request('https://echtcheck.test/conan'),
      'anna@echtcheck.test',
      issued,
    );
    const request = requestWith(cookie);
    const lastDay = issued + DEVICE_COOKIE_MAX_AGE_SECONDS * 1000;
    expect(await knownDevice(auth, request, 'anna@echtcheck.test', lastDay)).not.toBeNull();
    expect(await knownDevice(auth, request, 'anna@echtcheck.test', lastDay + 1000)).toBeNull();
  });

  it('keeps the entries of other accounts signed in from the same browser, one per account', async () => {
    const empty = new Request('https://echtcheck.test/conan');
    const anna = await issueDeviceCookie(auth, empty, 'anna@echtcheck.test');
    const both = await issueDeviceCookie(auth, requestWith(anna), 'bert@echtcheck.test');
    const again = await issueDeviceCookie(auth, requestWith(both), 'anna@echtcheck.test');
    const request = requestWith(again);
    expect(await knownDevice(auth, request, 'anna@echtcheck.test')).not.toBeNull();
    expect(await knownDevice(auth, request, 'bert@echtcheck.test')).not.toBeNull();
    expect(again.split(';')[0]?.split('~')).toHaveLength(2);
  });

  it('is Secure with the __Secure- prefix when the session cookie is, and stays on /conan', async () => {
    const secureAuth = fakeAuth('a'.repeat(48), true);
    const cookie = await issueDeviceCookie(
      secureAuth,
      new Request('https://echtcheck.test/conan'),
      'anna@echtcheck.test',
    );
    expect(cookie.startsWith(`${deviceCookieName(true)}=`)).toBe(true);
    expect(deviceCookieName(true)).toBe('__Secure-echtcheck-device');
    expect(cookie).toContain('; Secure');
    expect(cookie).toContain('; Path=/conan');
    expect(cookie).toContain('; HttpOnly');
    // Sent back under the plain name (an http site's cookie), it does not count on the https site.
    const plain = cookie.replace('__Secure-', '');
    expect(await knownDevice(secureAuth, requestWith(plain), 'anna@echtcheck.test')).toBeNull();
    expect(await knownDevice(secureAuth, requestWith(cookie), 'anna@echtcheck.test')).not.toBeNull();
  });
});
