// Staff sign-in on a real database (PGlite, and PostgreSQL in CI): passwords, the two throttles,
// sessions (idle and absolute expiry, revocation, forged cookies, disabled accounts) and the TOTP
// second factor with recovery codes, through the same functions the /conan routes call.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, rateLimits, staffSessions, staffUsers } from '#app/server/db/schema.server.ts';
import { createStaffAccount } from '#app/server/staff/accounts.server.ts';
import { createStaffAuth, type StaffAuth } from '#app/server/staff/auth.server.ts';
import { endStaffSession, readStaffSession } from '#app/server/staff/sessions.server.ts';
import {
  CODE_FAILED_MESSAGE,
  SIGN_IN_FAILED_MESSAGE,
  signInWithPassword,
  verifySecondFactor,
} from '#app/server/staff/sign-in.server.ts';
import { confirmEnrolment, startEnrolment } from '#app/server/staff/two-factor.server.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { totpCode } from '#tests/support/totp.ts';

const SITE = 'http://localhost:3000';
const PASSWORD = 'korrekt-pferd-batterie-klammer';
let database: TestDatabase;
let auth: StaffAuth;

async function createStaff(email: string) {
  return (await createStaffAccount(auth, database.db, email, PASSWORD)).id;
}

function request(cookies: string[] = []) {
  const headers = new Headers({ origin: SITE, 'user-agent': 'vitest' });
  if (cookies.length > 0) headers.set('cookie', cookies.map((cookie) => cookie.split(';')[0]).join('; '));
  return new Request(`${SITE}/conan`, { method: 'POST', headers });
}

function input(address = '192.0.2.1', cookies: string[] = []) {
  return { auth, db: database.db, request: request(cookies), clientAddress: address, requestId: randomUUID() };
}

async function session(cookies: string[], maxHours = 12) {
  return readStaffSession(auth, database.db, request(cookies), '192.0.2.1', maxHours);
}

beforeAll(async () => {
  database = await createTestDatabase();
  auth = await createStaffAuth({ db: database.db, secret: 'x'.repeat(48), siteUrl: SITE, idleMinutes: 120 });
});
afterAll(async () => {
  await database?.cleanup();
});
beforeEach(async () => {
  await database.db.delete(rateLimits);
});

describe('password sign-in', () => {
  it('signs in with the right password into an HttpOnly, SameSite=Lax session cookie', async () => {
    const id = await createStaff('anna@echtcheck.test');
    const result = await signInWithPassword(input(), 'Anna@Echtcheck.test', PASSWORD);
    expect(result.kind).toBe('signed-in');
    const cookie = result.kind === 'signed-in' ? result.setCookies.find((c) => c.includes('session_token')) : '';
    expect(cookie).toMatch(/^echtcheck-staff\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=7200/);
    const read = await session(result.kind === 'signed-in' ? result.setCookies : []);
    expect(read.staff?.id).toBe(id);
    const [row] = await database.db.select().from(staffSessions).where(eq(staffSessions.userId, id));
    expect(row?.ipAddress).toBe('192.0.2.1');
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    await createStaff('ben@echtcheck.test');
    const wrong = await signInWithPassword(input(), 'ben@echtcheck.test', 'falsches-passwort-123');
    const unknown = await signInWithPassword(input(), 'niemand@echtcheck.test', PASSWORD);
    expect(wrong).toEqual({ kind: 'refused', status: 401, message: SIGN_IN_FAILED_MESSAGE });
    expect(unknown).toEqual({ kind: 'refused', status: 401, message: SIGN_IN_FAILED_MESSAGE });
  });

  it('makes an account wait after 10 attempts in 15 minutes, whatever the address', async () => {
    await createStaff('clara@echtcheck.test');
    for (let i = 0; i < 10; i++) {
      const result = await signInWithPassword(
        input(`198.51.100.${i + 1}`),
        'clara@echtcheck.test',
        `falsch-${i}-xxxxxxxx`,
      );
      expect(result.kind).toBe('refused');
    }
    const right = await signInWithPassword(input('203.0.113.77'), 'clara@echtcheck.test', PASSWORD);
    expect(right.kind).toBe('refused');
    expect(right.kind === 'refused' && right.status).toBe(429);
    expect(right.kind === 'refused' && right.message).toMatch(
      /Zu viele Anmeldeversuche\. Bitte versuchen Sie es in \d+ Minuten erneut\./,
    );
  });

  it('makes an address wait after 20 attempts in 15 minutes, whatever the account', async () => {
    await createStaff('dora@echtcheck.test');
    for (let i = 0; i < 20; i++) await signInWithPassword(input('192.0.2.99'), `spray${i}@echtcheck.test`, PASSWORD);
    const fromSameAddress = await signInWithPassword(input('192.0.2.99'), 'dora@echtcheck.test', PASSWORD);
    expect(fromSameAddress.kind === 'refused' && fromSameAddress.status).toBe(429);
    const fromElsewhere = await signInWithPassword(input('192.0.2.100'), 'dora@echtcheck.test', PASSWORD);
    expect(fromElsewhere.kind).toBe('signed-in');
  });

  it('lets at most 10 of 30 parallel guesses at one account reach the password check', async () => {
    await createStaff('emil@echtcheck.test');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signInWithPassword(input(`203.0.113.${i + 1}`), 'emil@echtcheck.test', `rate-${i}-xxxxxx`),
      ),
    );
    expect(results.filter((r) => r.kind === 'refused' && r.status === 429)).toHaveLength(20);
    const checked = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'staff.sign-in.failed' and ${auditLog.details}->>'email' = 'emil@echtcheck.test'`,
      );
    expect(checked[0]?.n).toBe(10);
  });

  it('clears the account counter after a successful sign-in', async () => {
    await createStaff('finn@echtcheck.test');
    for (let i = 0; i < 9; i++) await signInWithPassword(input(), 'finn@echtcheck.test', `falsch-${i}-xxxxxxxx`);
    expect((await signInWithPassword(input(), 'finn@echtcheck.test', PASSWORD)).kind).toBe('signed-in');
    for (let i = 0; i < 9; i++)
      await signInWithPassword(input('192.0.2.2'), 'finn@echtcheck.test', `falsch-${i}-xxxxxxxx`);
    expect((await signInWithPassword(input('192.0.2.3'), 'finn@echtcheck.test', PASSWORD)).kind).toBe('signed-in');
  });

  it('refuses a disabled account and ends its open sessions', async () => {
    const id = await createStaff('gina@echtcheck.test');
    const first = await signInWithPassword(input(), 'gina@echtcheck.test', PASSWORD);
    const cookies = first.kind === 'signed-in' ? first.setCookies : [];
    await database.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, id));
    expect((await session(cookies)).staff).toBeNull();
    expect((await signInWithPassword(input(), 'gina@echtcheck.test', PASSWORD)).kind).toBe('refused');
  });
});

describe('sessions', () => {
  async function signedIn(email: string) {
    const id = await createStaff(email);
    const result = await signInWithPassword(input(), email, PASSWORD);
    if (result.kind !== 'signed-in') throw new Error('sign-in failed');
    return { id, cookies: result.setCookies };
  }

  it('ends after the idle time (expires_at passed)', async () => {
    const { id, cookies } = await signedIn('hans@echtcheck.test');
    expect((await session(cookies)).staff?.id).toBe(id);
    await database.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.userId, id));
    expect((await session(cookies)).staff).toBeNull();
  });

  it('ends after the absolute limit however active, and deletes the row', async () => {
    const { id, cookies } = await signedIn('ida@echtcheck.test');
    await database.db
      .update(staffSessions)
      .set({ createdAt: new Date(Date.now() - 13 * 3600 * 1000) })
      .where(eq(staffSessions.userId, id));
    const read = await session(cookies, 12);
    expect(read.staff).toBeNull();
    expect(read.setCookies.join()).toMatch(/session_token=;.*Max-Age=0/);
    expect(await database.db.select().from(staffSessions).where(eq(staffSessions.userId, id))).toHaveLength(0);
  });

  it('is revoked by signing out: the same cookie no longer works', async () => {
    const { id, cookies } = await signedIn('jana@echtcheck.test');
    await endStaffSession(auth, request(cookies), '192.0.2.1');
    expect(await database.db.select().from(staffSessions).where(eq(staffSessions.userId, id))).toHaveLength(0);
    expect((await session(cookies)).staff).toBeNull();
  });

  it('does not accept a forged or re-signed cookie', async () => {
    const { cookies } = await signedIn('karl@echtcheck.test');
    const [name, value] = (cookies.find((c) => c.includes('session_token'))?.split(';')[0] ?? '').split('=');
    const token = decodeURIComponent(value ?? '').split('.')[0];
    expect((await session([`${name}=${token}.AAAA`])).staff).toBeNull();
    expect((await session([`${name}=${randomUUID()}.${'A'.repeat(43)}`])).staff).toBeNull();
    const other = await createStaffAuth({ db: database.db, secret: 'y'.repeat(48), siteUrl: SITE, idleMinutes: 120 });
    expect((await readStaffSession(other, database.db, request(cookies), '192.0.2.1', 12)).staff).toBeNull();
  });
});

describe('TOTP second factor', () => {
  it('is set up with a code from the app, then asked for at sign-in; a recovery code works once', async () => {
    const id = await createStaff('lena@echtcheck.test');
    const first = await signInWithPassword(input(), 'lena@echtcheck.test', PASSWORD);
    const cookies = first.kind === 'signed-in' ? first.setCookies : [];
    const twoFactorInput = { ...input('192.0.2.1', cookies), staffId: id };
    expect((await startEnrolment(twoFactorInput, 'falsches-passwort-xx')).ok).toBe(false);
    const started = await startEnrolment(twoFactorInput, PASSWORD);
    if (!started.ok) throw new Error(started.message);
    expect(started.recoveryCodes).toHaveLength(10);
    expect(started.qrSvg).toMatch(/^<svg/);
    expect((await confirmEnrolment(twoFactorInput, '000000')).ok).toBe(totpCode(started.secret) === '000000');
    const confirmed = await confirmEnrolment(twoFactorInput, totpCode(started.secret));
    expect(confirmed.ok).toBe(true);
    // Turning the factor on renews the session: the old cookie ends, the new one works.
    expect((await session(cookies)).staff).toBeNull();
    expect((await session(confirmed.setCookies ?? [])).staff?.twoFactorEnabled).toBe(true);

    // Password alone no longer signs in: a pending second step.
    const pending = await signInWithPassword(input(), 'lena@echtcheck.test', PASSWORD);
    expect(pending.kind).toBe('second-factor');
    const pendingCookies = pending.kind === 'second-factor' ? pending.setCookies : [];
    expect((await session(pendingCookies)).staff).toBeNull();
    const wrongCode = totpCode(started.secret) === '123456' ? '654321' : '123456';
    expect(await verifySecondFactor(input('192.0.2.1', pendingCookies), 'totp', wrongCode)).toMatchObject({
      kind: 'refused',
      message: CODE_FAILED_MESSAGE,
    });
    const done = await verifySecondFactor(input('192.0.2.1', pendingCookies), 'totp', totpCode(started.secret));
    expect(done.kind).toBe('signed-in');
    expect((await session(done.kind === 'signed-in' ? done.setCookies : [])).staff?.twoFactorEnabled).toBe(true);

    // A recovery code instead of the app, once.
    const recovery = started.recoveryCodes[0] ?? '';
    expect(recovery).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    const pending2 = await signInWithPassword(input(), 'lena@echtcheck.test', PASSWORD);
    const cookies2 = pending2.kind === 'second-factor' ? pending2.setCookies : [];
    expect((await verifySecondFactor(input('192.0.2.1', cookies2), 'recovery', recovery)).kind).toBe('signed-in');
    const pending3 = await signInWithPassword(input(), 'lena@echtcheck.test', PASSWORD);
    const cookies3 = pending3.kind === 'second-factor' ? pending3.setCookies : [];
    expect((await verifySecondFactor(input('192.0.2.1', cookies3), 'recovery', recovery)).kind).toBe('refused');
    // Typed without the dash, another code works.
    const withoutDash = (started.recoveryCodes[1] ?? '').replace('-', '');
    expect((await verifySecondFactor(input('192.0.2.1', cookies3), 'recovery', withoutDash)).kind).toBe('signed-in');
  });

  it('refuses a code without the pending sign-in cookie', async () => {
    const result = await verifySecondFactor(input(), 'totp', '123456');
    expect(result.kind).toBe('refused');
  });
});
