// Staff sign-in throttling and the second factor through the whole HTTP layer (app.server.ts) and the
// real /conan route modules, in-process, as a browser's forms post them: the client address comes
// from X-Forwarded-For (TRUST_PROXY), so each test speaks from networks of its own. Only the root
// layout is a stand-in (it needs the Vite build's CSS).
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accountRoute from '#app/routes/staff/account.tsx';
import * as guardRoute from '#app/routes/staff/guard.tsx';
import * as secondFactorRoute from '#app/routes/staff/second-factor.tsx';
import * as signInRoute from '#app/routes/staff/sign-in.tsx';
import { parseConfig } from '#app/server/config/config.server.ts';
import { createHttpApp } from '#app/server/http/app.server.ts';
import { createRuntime, type Runtime, setRuntime } from '#app/server/runtime.server.ts';
import { createStaffAccount } from '#app/server/staff/accounts.server.ts';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from '#app/server/staff/device-cookie.server.ts';
import { takeAccountSlot } from '#app/server/staff/throttle.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { testServerBuild } from '#tests/support/route-build.ts';
import { totpCode } from '#tests/support/totp.ts';

const PASSWORD = 'korrekt-pferd-batterie-klammer';
const database = useTestDatabase();
const dataDir = useScratchFolder('echtcheck-staff-http-');
let runtime: Runtime;
let app: ReturnType<typeof createHttpApp>;
let origin: string;
const logger = pino({ level: 'silent' });

/** The staff sign-in pages and the account page below the guard. */
function staffBuild() {
  return testServerBuild([
    { id: 'routes/staff/sign-in', path: 'conan', module: signInRoute },
    { id: 'routes/staff/second-factor', path: 'conan/zwei-faktor', module: secondFactorRoute },
    { id: 'routes/staff/guard', module: guardRoute },
    { id: 'routes/staff/account', parentId: 'routes/staff/guard', path: 'conan/konto', module: accountRoute },
  ]);
}

beforeAll(async () => {
  runtime = createRuntime(parseConfig({ DATA_DIR: dataDir.path, TRUST_PROXY: 'true' }), database, logger);
  setRuntime(runtime);
  origin = new URL(runtime.config.SITE_URL).origin;
  app = createHttpApp({
    config: runtime.config,
    logger,
    database,
    build: staffBuild(),
    staticFiles: new Map(),
    mode: 'production',
  });
});
afterAll(async () => {
  setRuntime(undefined);
  await runtime?.mailWorker.stop();
});

let nextHost = 1;
/** An address of a network no other request of this file used. */
function freshAddress(): string {
  const n = nextHost++;
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** The cookies a browser would send back, from Set-Cookie values (a later value replaces, Max-Age=0 removes). */
class Jar {
  private readonly values = new Map<string, string>();
  take(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', ...rest] = pair.split('=');
      if (attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || rest.join('=') === '') {
        this.values.delete(name.trim());
      } else {
        this.values.set(name.trim(), rest.join('='));
      }
    }
  }
  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  get(name: string): string | undefined {
    return this.values.get(name);
  }
  set(name: string, value: string): void {
    this.values.set(name, value);
  }
  /** A jar with only the device cookie (a browser whose session has ended). */
  deviceOnly(): Jar {
    const jar = new Jar();
    const device = this.values.get(DEVICE_COOKIE);
    if (device) jar.set(DEVICE_COOKIE, device);
    return jar;
  }
}

/** The device cookie's name on this http test site (with https it has the __Secure- prefix). */
const DEVICE_COOKIE = 'echtcheck-device';

async function post(pathname: string, form: Record<string, string>, address: string, jar = new Jar()) {
  const response = await app.request(`${origin}${pathname}`, {
    method: 'POST',
    headers: {
      origin,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': address,
      cookie: jar.header(),
    },
    body: new URLSearchParams(form).toString(),
  });
  jar.take(response);
  return {
    status: response.status,
    location: response.headers.get('location'),
    setCookies: response.headers.getSetCookie(),
    body: await response.text(),
  };
}

function signIn(email: string, password: string, address: string, jar?: Jar) {
  return post('/conan', { email, password }, address, jar);
}

async function staff() {
  const email = `staff-${randomUUID().slice(0, 8)}@echtcheck.test`;
  await createStaffAccount(await runtime.staffAuth(), database.db, email, PASSWORD);
  return email;
}

describe(`staff throttling over HTTP on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it("a stranger's 10 wrong passwords from network A do not stop the owner's sign-in from network B", async () => {
    const email = await staff();
    const stranger = freshAddress();
    for (let i = 0; i < 10; i++) expect((await signIn(email, `falsch-${i}-passwort`, stranger)).status).toBe(401);
    const blocked = await signIn(email, PASSWORD, stranger);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toContain('Zu viele Anmeldeversuche');
    const owner = await signIn(email, PASSWORD, freshAddress());
    expect(owner).toMatchObject({ status: 302, location: '/conan/faelle' });
  });

  it('slows a guess from many networks to the account pace', async () => {
    const email = await staff();
    const attempts: { status: number; started: number; answered: number }[] = [];
    for (let i = 0; i < 30; i++) {
      const started = Date.now();
      const { status } = await signIn(email, `falsch-${i}-passwort`, freshAddress());
      attempts.push({ status, started, answered: Date.now() });
    }
    expect(attempts.slice(0, 10).map(({ status }) => status)).toEqual(Array(10).fill(401));
    expect(attempts.filter(({ status }) => status === 429).length).toBeGreaterThanOrEqual(10);
    // After the 10 free checks, each further check waited for the account's slot: 1 s after the
    // 11th, 2 s after the 12th, and so on (measured from the earlier request's start to the later
    // one's answer, so a slow machine cannot make the gap look shorter than it was).
    const paced = attempts.slice(10).filter(({ status }) => status === 401);
    for (let k = 1; k < paced.length; k++) {
      expect((paced[k]?.answered ?? 0) - (paced[k - 1]?.started ?? 0)).toBeGreaterThanOrEqual(1000 * 2 ** (k - 1));
    }
  });

  /**
   * The account's pace exhausted as by a day-long guess from many networks: 10 wrong passwords over
   * HTTP from 10 networks (the free checks), then the slots taken as an attacker polling from further
   * networks takes each one the moment it opens, until the next one is a minute or more away.
   */
  async function exhaustPace(email: string) {
    for (let i = 0; i < 10; i++) expect((await signIn(email, `falsch-${i}-passwort`, freshAddress())).status).toBe(401);
    let now = Date.now();
    for (let taken = 0; taken < 8; ) {
      const decision = await takeAccountSlot(database.db, email, now);
      if (decision.allowed) taken++;
      else now += decision.retryAfterSeconds * 1000;
    }
  }

  it('signs the owner in at once from a device of an earlier sign-in while a guess from many networks holds the pace', async () => {
    const email = await staff();
    const ownerAddress = freshAddress();
    const browser = new Jar();
    const first = await signIn(email, PASSWORD, ownerAddress, browser);
    expect(first).toMatchObject({ status: 302, location: '/conan/faelle' });
    const deviceCookie = first.setCookies.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`)) ?? '';
    expect(deviceCookie).toContain('Path=/conan');
    expect(deviceCookie).toContain('HttpOnly');
    expect(deviceCookie).toContain('SameSite=Strict');
    expect(deviceCookie).toContain(`Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`);
    // The cookie names no account.
    expect(deviceCookie.toLowerCase()).not.toContain(email.split('@')[0]);

    await exhaustPace(email);
    // The attacker, from yet another network, keeps getting 429.
    const attacker = await signIn(email, 'falsch-noch-einmal', freshAddress());
    expect(attacker.status).toBe(429);
    expect(attacker.body).toContain('Zu viele Anmeldeversuche');
    // The owner's correct password without the device cookie waits for the pace as well ...
    expect((await signIn(email, PASSWORD, ownerAddress)).status).toBe(429);
    // ... with it (the session ended, the device cookie kept), from the same or another network: at once.
    expect(await signIn(email, PASSWORD, ownerAddress, browser.deviceOnly())).toMatchObject({
      status: 302,
      location: '/conan/faelle',
    });
    expect(await signIn(email, PASSWORD, freshAddress(), browser.deviceOnly())).toMatchObject({
      status: 302,
      location: '/conan/faelle',
    });
    // The account page's password check from that browser does not wait for the pace either.
    const signedIn = browser.deviceOnly();
    expect((await signIn(email, PASSWORD, ownerAddress, signedIn)).status).toBe(302);
    expect((await post('/conan/konto', { intent: 'start', password: PASSWORD }, ownerAddress, signedIn)).status).toBe(
      200,
    );
  });

  it('gives no exemption for a forged device cookie or one of another account', async () => {
    const email = await staff();
    const other = await staff();
    const otherBrowser = new Jar();
    expect((await signIn(other, PASSWORD, freshAddress(), otherBrowser)).status).toBe(302);
    const ownBrowser = new Jar();
    expect((await signIn(email, PASSWORD, freshAddress(), ownBrowser)).status).toBe(302);
    await exhaustPace(email);

    // Another account's device cookie.
    expect((await signIn(email, PASSWORD, freshAddress(), otherBrowser.deviceOnly())).status).toBe(429);
    // The account's own cookie with the MAC altered, with the issue time altered, or made up.
    const [deviceId = '', issuedAt = '', mac = ''] = (ownBrowser.get(DEVICE_COOKIE) ?? '').split('.');
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      `${deviceId}.${issuedAt}.${flipped}`,
      `${deviceId}.${Number(issuedAt) + 1}.${mac}`,
      `${'A'.repeat(22)}.${issuedAt}.${'A'.repeat(43)}`,
    ]) {
      const jar = new Jar();
      jar.set(DEVICE_COOKIE, forged);
      expect((await signIn(email, PASSWORD, freshAddress(), jar)).status).toBe(429);
    }
    // The genuine one still works.
    expect((await signIn(email, PASSWORD, freshAddress(), ownBrowser.deviceOnly())).status).toBe(302);
  });

  it('limits failures with a valid device cookie per device, outside the account pace', async () => {
    const email = await staff();
    const stolen = new Jar();
    expect((await signIn(email, PASSWORD, freshAddress(), stolen)).status).toBe(302);
    const owner = new Jar();
    expect((await signIn(email, PASSWORD, freshAddress(), owner)).status).toBe(302);
    // Ten wrong passwords with one device's cookie, each from another network: 401; then 429 for
    // that device, even with the right password.
    for (let i = 0; i < 10; i++) {
      expect((await signIn(email, `falsch-${i}-passwort`, freshAddress(), stolen.deviceOnly())).status).toBe(401);
    }
    expect((await signIn(email, 'falsch-elf-passwort', freshAddress(), stolen.deviceOnly())).status).toBe(429);
    const right = await signIn(email, PASSWORD, freshAddress(), stolen.deviceOnly());
    expect(right.status).toBe(429);
    expect(right.body).toContain('Zu viele Anmeldeversuche');
    // The other device is not affected, and the failures did not count toward the account's pace:
    // without any device cookie the account still has its free checks.
    expect((await signIn(email, PASSWORD, freshAddress(), owner.deviceOnly())).status).toBe(302);
    for (let i = 0; i < 10; i++) expect((await signIn(email, `anders-${i}-passwort`, freshAddress())).status).toBe(401);
  });

  it('answers 429 to wrong passwords at /conan/konto (intent=start) before the 25th', async () => {
    const email = await staff();
    const address = freshAddress();
    const jar = new Jar();
    expect((await signIn(email, PASSWORD, address, jar)).status).toBe(302);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await post('/conan/konto', { intent: 'start', password: `falsch-${i}-xx` }, address, jar)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(15).fill(429));
    const right = await post('/conan/konto', { intent: 'start', password: PASSWORD }, address, jar);
    expect(right.status).toBe(429);
    expect(right.body).toContain('Zu viele Versuche');
  });

  it('refuses the same TOTP code at a second sign-in', async () => {
    const email = await staff();
    const address = freshAddress();
    const jar = new Jar();
    expect((await signIn(email, PASSWORD, address, jar)).status).toBe(302);
    const started = await post('/conan/konto', { intent: 'start', password: PASSWORD }, address, jar);
    expect(started.status).toBe(200);
    const secret = /<code[^>]*>([A-Z2-7]+)<\/code>/.exec(started.body)?.[1] ?? '';
    expect(secret).not.toBe('');
    const confirmed = await post('/conan/konto', { intent: 'confirm', code: totpCode(secret) }, address, jar);
    expect(confirmed.status).toBe(200);

    // The next step's code (accepted for clock drift): the confirmation used the current one.
    const code = totpCode(secret, Date.now() + 30_000);
    const first = new Jar();
    expect(await signIn(email, PASSWORD, address, first)).toMatchObject({
      status: 302,
      location: '/conan/zwei-faktor',
    });
    // The device cookie comes with the complete sign-in, not with the password alone.
    expect(first.get(DEVICE_COOKIE)).toBeUndefined();
    expect(await post('/conan/zwei-faktor', { kind: 'totp', code }, address, first)).toMatchObject({
      status: 302,
      location: '/conan/faelle',
    });
    expect(first.get(DEVICE_COOKIE)).toMatch(/^[\w-]{22}\.\d+\.[\w-]{43}$/);
    const second = new Jar();
    expect(await signIn(email, PASSWORD, address, second)).toMatchObject({
      status: 302,
      location: '/conan/zwei-faktor',
    });
    const replay = await post('/conan/zwei-faktor', { kind: 'totp', code }, address, second);
    expect(replay.status).toBe(401);
    expect(replay.body).toContain('Der Code ist falsch oder abgelaufen.');
  });
});
