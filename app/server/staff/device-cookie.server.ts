// The staff device cookie (OWASP "Slow down online guessing attacks with device cookies"; decision
// 020 point 5): after a complete sign-in (password, plus the second factor when the account has one)
// the browser gets a long-lived cookie that names this browser as a device the account has signed in
// from. A later password or code check of that account presenting it skips the account's pace (a
// guess from many networks takes the pace's slots, not the owner's) and is limited per device instead
// (throttle.server.ts). The cookie never authenticates anybody: the password and the second factor
// are still needed, it only decides which counter a check goes to.
//
// Value: up to five entries "deviceId.issuedAt.mac" joined by "~" (one per account signed in from
// this browser, newest first). deviceId is 16 random bytes, issuedAt the issue time in seconds, and
// mac = HMAC-SHA256(key, "v1\n" + deviceId + "\n" + issuedAt + "\n" + account), with the key derived
// from the auth secret as HMAC-SHA256(secret, "staff-device-cookie"). The account (the normalised
// e-mail address) is only inside the MAC: the cookie names no account, cannot be forged without the
// secret, and an entry for one account is worth nothing for another.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StaffAuth } from './auth.server.ts';
import { normaliseAccount } from './throttle.server.ts';

/** How long a device stays known after its last complete sign-in. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;
/** Accounts remembered per browser (a shared office computer). */
const MAX_ENTRIES = 5;
const BASE_NAME = 'echtcheck-device';
const ENTRY = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

interface DeviceContext {
  key: Buffer;
  secure: boolean;
}

async function deviceContext(auth: StaffAuth): Promise<DeviceContext> {
  const context = await auth.$context;
  return {
    key: createHmac('sha256', context.secret).update('staff-device-cookie').digest(),
    // Secure exactly when the session cookie is (SITE_URL is https; auth.server.ts).
    secure: Boolean(context.authCookies.sessionToken.attributes.secure),
  };
}

/** The cookie's name: with the __Secure- prefix when it is Secure (as better-auth names the session's). */
export function deviceCookieName(secure: boolean): string {
  return secure ? `__Secure-${BASE_NAME}` : BASE_NAME;
}

function mac(key: Buffer, deviceId: string, issuedAt: string, account: string): string {
  return createHmac('sha256', key)
    .update(`v1\n${deviceId}\n${issuedAt}\n${normaliseAccount(account)}`)
    .digest('base64url');
}

function readCookie(request: Request, name: string): string {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return '';
}

interface Entry {
  raw: string;
  deviceId: string;
  issuedAt: number;
  mac: string;
}

function entries(value: string): Entry[] {
  return value
    .split('~')
    .slice(0, MAX_ENTRIES)
    .flatMap((raw) => {
      const match = ENTRY.exec(raw);
      if (!match) return [];
      const [, deviceId = '', issuedAt = '', entryMac = ''] = match;
      return [{ raw, deviceId, issuedAt: Number(issuedAt), mac: entryMac }];
    });
}

function isValidFor(key: Buffer, entry: Entry, account: string, now: number): boolean {
  const age = now / 1000 - entry.issuedAt;
  if (age < -60 || age > DEVICE_COOKIE_MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(mac(key, entry.deviceId, String(entry.issuedAt), account));
  const given = Buffer.from(entry.mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The device id of the request's device cookie when it holds a valid entry for this account; otherwise null. */
export async function knownDevice(
  auth: StaffAuth,
  request: Request,
  account: string,
  now = Date.now(),
): Promise<string | null> {
  const { key, secure } = await deviceContext(auth);
  const value = readCookie(request, deviceCookieName(secure));
  if (!value) return null;
  return entries(value).find((entry) => isValidFor(key, entry, account, now))?.deviceId ?? null;
}

/**
 * The Set-Cookie value after a complete sign-in of the account: a new entry for it (a new device id),
 * in front of the entries for other accounts the browser already had (the account's older entry goes).
 */
export async function issueDeviceCookie(
  auth: StaffAuth,
  request: Request,
  account: string,
  now = Date.now(),
): Promise<string> {
  const { key, secure } = await deviceContext(auth);
  const name = deviceCookieName(secure);
  const deviceId = randomBytes(16).toString('base64url');
  const issuedAt = String(Math.floor(now / 1000));
  const fresh = `${deviceId}.${issuedAt}.${mac(key, deviceId, issuedAt, account)}`;
  const others = entries(readCookie(request, name))
    .filter(
      (entry) => !isValidFor(key, entry, account, now) && now / 1000 - entry.issuedAt <= DEVICE_COOKIE_MAX_AGE_SECONDS,
    )
    .map((entry) => entry.raw);
  const value = [fresh, ...others].slice(0, MAX_ENTRIES).join('~');
  const parts = [
    `${name}=${value}`,
    'Path=/conan',
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
