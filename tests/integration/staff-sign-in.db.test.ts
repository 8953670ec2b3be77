// Staff sign-in on a real database (PGlite, and PostgreSQL in CI): passwords, the two throttles,
// sessions (idle and absolute expiry, revocation, forged cookies, disabled accounts) and the TOTP
// second factor with recovery codes, through the same functions the /conan routes call.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
import { recordSignInFailure, takeAccountSlot } from '#app/server/staff/throttle.server.ts';
import { confirmEnrolment, startEnrolment } from '#app/server/staff/two-factor.server.ts';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { totpCode } from '#tests/support/totp.ts';

const SITE = 'http://localhost:3000';
const PASSWORD = 'korrekt-pferd-batterie-klammer';
const database = useTestDatabase();
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
  auth = await createStaffAuth({ db: database.db, secret: 'x'.repeat(48), siteUrl: SITE, idleMinutes: 120 });
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

  it("does not let a stranger's 10 failures from one network stop the owner on another", async () => {
    await createStaff('clara@echtcheck.test');
    for (let i = 0; i < 10; i++) {
      const result = await signInWithPassword(input('198.51.100.7'), 'clara@echtcheck.test', `falsch-${i}-xxxxxxxx`);
      expect(result).toMatchObject({ kind: 'refused', status: 401 });
    }
    // The stranger's network waits, even with the right password ...
    const stranger = await signInWithPassword(input('198.51.100.7'), 'clara@echtcheck.test', PASSWORD);
    expect(stranger.kind === 'refused' && stranger.status).toBe(429);
    expect(stranger.kind === 'refused' && stranger.message).toMatch(
      /Zu viele Anmeldeversuche\. Bitte versuchen Sie es in (einer Minute|\d+ Minuten) erneut\./,
    );
    // ... the owner from another network signs in at once.
    expect((await signInWithPassword(input('203.0.113.77'), 'Clara@echtcheck.test', PASSWORD)).kind).toBe('signed-in');
  });

  it('paces a guess from many networks after 10 failures; the owner gets in after a short wait', {
    timeout: 120_000,
  }, async () => {
    await createStaff('carl@echtcheck.test');
    const attempts = [];
    for (let i = 0; i < 30; i++) {
      const started = Date.now();
      const result = await signInWithPassword(input(`198.51.100.${i + 1}`), 'carl@echtcheck.test', `falsch-${i}-xxxx`);
      attempts.push({ status: result.kind === 'refused' ? result.status : 200, started, answered: Date.now() });
    }
    expect(attempts.slice(0, 10).map(({ status }) => status)).toEqual(Array(10).fill(401));
    expect(attempts.filter(({ status }) => status === 429).length).toBeGreaterThanOrEqual(10);
    // Each check after the 10 free ones waited for the account's slot: 1 s, 2 s, 4 s, … after the
    // previous one (from the earlier attempt's start to the later one's answer: a lower bound).
    const paced = attempts.slice(10).filter(({ status }) => status === 401);
    expect(paced.length).toBeGreaterThanOrEqual(1);
    for (let k = 1; k < paced.length; k++) {
      expect((paced[k]?.answered ?? 0) - (paced[k - 1]?.started ?? 0)).toBeGreaterThanOrEqual(1000 * 2 ** (k - 1));
    }
    // The owner, from yet another network, is asked to wait for the account's next slot (a second
    // here), then signs in.
    let owner = await signInWithPassword(input('203.0.113.78'), 'carl@echtcheck.test', PASSWORD);
    if (owner.kind === 'refused') {
      expect(owner.status).toBe(429);
      // The account's next slot (the only pace row here): the owner comes back then, once.
      const [pace] = await database.db
        .select({ nextSlot: rateLimits.lastRequest })
        .from(rateLimits)
        .where(sql`${rateLimits.key} like 'staff-sign-in-pace:%'`);
      const wait = (pace?.nextSlot ?? 0) - Date.now();
      expect(wait).toBeLessThanOrEqual(60_000);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
      owner = await signInWithPassword(input('203.0.113.78'), 'carl@echtcheck.test', PASSWORD);
    }
    expect(owner.kind).toBe('signed-in');
  });

  it('bounds a guess at one account from any number of networks to about 1,450 checks a day', async () => {
    const account = 'bound@echtcheck.test';
    const start = Date.UTC(2026, 10, 26, 8, 0, 0);
    let now = start;
    let checks = 0;
    // An attacker who comes back the moment each refusal says (Retry-After), for 24 hours.
    while (now < start + 24 * 3600 * 1000) {
      const decision = await takeAccountSlot(database.db, account, now);
      if (decision.allowed) {
        checks++;
        now += 1;
      } else {
        now += decision.retryAfterSeconds * 1000;
      }
    }
    // 10 free, then waits of 1, 2, 4, 8, 16, 32 s, then one a minute: 10 + 6 + 1,439.
    expect(checks).toBeGreaterThan(1400);
    expect(checks).toBeLessThanOrEqual(10 + 6 + 1440);
    // After a quiet day the count starts again.
    const later = now + 25 * 3600 * 1000;
    for (let i = 0; i < 10; i++) expect((await takeAccountSlot(database.db, account, later + i)).allowed).toBe(true);
  });

  it('writes one audit entry when an account reaches 5, 10, 20 failures, not one per failure', async () => {
    const id = await createStaff('audit@echtcheck.test');
    const now = Date.now();
    for (let i = 0; i < 20; i++) await recordSignInFailure(database.db, 'audit@echtcheck.test', randomUUID(), now + i);
    const rows = await database.db
      .select({ entityId: auditLog.entityId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.sign-in.repeated-failures'));
    const mine = rows.filter((row) => (row.details as { email?: string }).email === 'audit@echtcheck.test');
    expect(mine.map((row) => (row.details as { failures: number }).failures)).toEqual([5, 10, 20]);
    expect(mine.every((row) => row.entityId === id)).toBe(true);
  });

  it('audits repeated failures of a sign-in', async () => {
    await createStaff('audit2@echtcheck.test');
    for (let i = 0; i < 5; i++)
      await signInWithPassword(input(`198.51.100.${i + 1}`), 'audit2@echtcheck.test', `falsch-${i}-xxxxxxxx`);
    const rows = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'staff.sign-in.repeated-failures' and ${auditLog.details}->>'email' = 'audit2@echtcheck.test'`,
      );
    expect(rows).toHaveLength(1);
  });

  it('makes an address wait after 20 attempts in 15 minutes, whatever the account', async () => {
    await createStaff('dora@echtcheck.test');
    for (let i = 0; i < 20; i++) await signInWithPassword(input('192.0.2.99'), `spray${i}@echtcheck.test`, PASSWORD);
    const fromSameAddress = await signInWithPassword(input('192.0.2.99'), 'dora@echtcheck.test', PASSWORD);
    expect(fromSameAddress.kind === 'refused' && fromSameAddress.status).toBe(429);
    const fromElsewhere = await signInWithPassword(input('192.0.2.100'), 'dora@echtcheck.test', PASSWORD);
    expect(fromElsewhere.kind).toBe('signed-in');
  });

  it('lets at most 11 of 30 parallel guesses from 30 networks at one account reach the password check', async () => {
    await createStaff('emil@echtcheck.test');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signInWithPassword(input(`203.0.113.${i + 1}`), 'emil@echtcheck.test', `rate-${i}-xxxxxx`),
      ),
    );
    // The 10 free checks, and at most the one of the account's next slot.
    const refused = results.filter((r) => r.kind === 'refused' && r.status === 429).length;
    expect(refused).toBeGreaterThanOrEqual(19);
    const checked = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'staff.sign-in.failed' and ${auditLog.details}->>'email' = 'emil@echtcheck.test'`,
      );
    expect(checked[0]?.n).toBe(30 - refused);
  });

  it("clears the network's attempts after a sign-in; right passwords do not count toward the pace", async () => {
    await createStaff('finn@echtcheck.test');
    for (let i = 0; i < 9; i++) await signInWithPassword(input(), 'finn@echtcheck.test', `falsch-${i}-xxxxxxxx`);
    expect((await signInWithPassword(input(), 'finn@echtcheck.test', PASSWORD)).kind).toBe('signed-in');
    // Nine more attempts from the same network are allowed again (the 10 per network start anew) ...
    for (let i = 0; i < 9; i++) {
      const again = await signInWithPassword(input(), 'finn@echtcheck.test', PASSWORD);
      expect(again.kind).toBe('signed-in');
    }
    // ... and the account's pace counted the 9 failures only: one more is free.
    expect((await signInWithPassword(input('192.0.2.2'), 'finn@echtcheck.test', 'falsch-9-xxxxxxxx')).kind).toBe(
      'refused',
    );
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
    const twoFactorInput = { ...input('192.0.2.1', cookies), staffId: id, email: 'lena@echtcheck.test' };
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
    // The code of the next 30-second step (accepted for clock drift): the enrolment used this one's.
    const nextCode = totpCode(started.secret, Date.now() + 30_000);
    const done = await verifySecondFactor(input('192.0.2.1', pendingCookies), 'totp', nextCode);
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
