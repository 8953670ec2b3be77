// The second factor and the account page's checks on a real database (PGlite, and PostgreSQL in CI):
// a TOTP code works once (RFC 6238 §5.2), also when two sign-ins send it at the same moment; a
// recovery code works once, also in parallel; and every password or code check on the account page
// counts against the sign-in throttle (a stolen session must not guess the password there).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, rateLimits } from '#app/server/db/schema.server.ts';
import { createStaffAccount } from '#app/server/staff/accounts.server.ts';
import { createStaffAuth, type StaffAuth } from '#app/server/staff/auth.server.ts';
import { CODE_FAILED_MESSAGE, signInWithPassword, verifySecondFactor } from '#app/server/staff/sign-in.server.ts';
import { claimTotpStep } from '#app/server/staff/totp-replay.server.ts';
import { confirmEnrolment, disableTwoFactor, startEnrolment } from '#app/server/staff/two-factor.server.ts';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { totpCode } from '#tests/support/totp.ts';

const SITE = 'http://localhost:3000';
const PASSWORD = 'korrekt-pferd-batterie-klammer';
const database = useTestDatabase();
let auth: StaffAuth;

function request(cookies: string[] = []) {
  const headers = new Headers({ origin: SITE, 'user-agent': 'vitest' });
  if (cookies.length > 0) headers.set('cookie', cookies.map((cookie) => cookie.split(';')[0]).join('; '));
  return new Request(`${SITE}/conan`, { method: 'POST', headers });
}

function input(address = '192.0.2.1', cookies: string[] = []) {
  return { auth, db: database.db, request: request(cookies), clientAddress: address, requestId: randomUUID() };
}

/** A signed-in staff member (no second factor yet): the account page's input. */
async function signedIn(email: string) {
  const id = (await createStaffAccount(auth, database.db, email, PASSWORD)).id;
  const result = await signInWithPassword(input(), email, PASSWORD);
  if (result.kind !== 'signed-in') throw new Error('sign-in failed');
  return {
    id,
    email,
    cookies: result.setCookies,
    page: { ...input('192.0.2.1', result.setCookies), staffId: id, email },
  };
}

/** A staff member with a confirmed TOTP factor (confirmed with the code of the current step). */
async function enrolled(email: string) {
  const staff = await signedIn(email);
  const started = await startEnrolment(staff.page, PASSWORD);
  if (!started.ok) throw new Error(started.message);
  const confirmed = await confirmEnrolment(staff.page, totpCode(started.secret));
  if (!confirmed.ok) throw new Error(confirmed.message);
  return { ...staff, secret: started.secret, recoveryCodes: started.recoveryCodes };
}

/** The password step of a sign-in: the pending sign-in's cookies. */
async function pending(email: string, address = '192.0.2.1') {
  const result = await signInWithPassword(input(address), email, PASSWORD);
  if (result.kind !== 'second-factor') throw new Error(`expected a second step, got ${result.kind}`);
  return result.setCookies;
}

beforeAll(async () => {
  auth = await createStaffAuth({ db: database.db, secret: 'x'.repeat(48), siteUrl: SITE, idleMinutes: 120 });
});
beforeEach(async () => {
  await database.db.delete(rateLimits);
});

describe('a TOTP code works once', () => {
  it('refuses the same code at a second sign-in, and the code the enrolment used, like a wrong code', async () => {
    const staff = await enrolled('otto@echtcheck.test');
    const enrolmentCode = totpCode(staff.secret);
    // The next step's code (accepted for clock drift): the enrolment used the current one.
    const code = totpCode(staff.secret, Date.now() + 30_000);
    const first = await verifySecondFactor(input('192.0.2.1', await pending(staff.email)), 'totp', code);
    expect(first.kind).toBe('signed-in');
    const second = await verifySecondFactor(input('192.0.2.1', await pending(staff.email)), 'totp', code);
    expect(second).toMatchObject({ kind: 'refused', status: 401, message: CODE_FAILED_MESSAGE });
    // The audit log tells a reused code from a wrong one.
    const failures = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.second-factor.failed'));
    expect(failures.map((row) => (row.details as { code?: string }).code)).toContain('TOTP_CODE_REUSED');
    const older = await verifySecondFactor(input('192.0.2.1', await pending(staff.email)), 'totp', enrolmentCode);
    expect(older).toMatchObject({ kind: 'refused', status: 401, message: CODE_FAILED_MESSAGE });
  });

  it('lets only one of two parallel sign-ins with the same code through', async () => {
    const staff = await enrolled('paula@echtcheck.test');
    const [one, two] = [await pending(staff.email), await pending(staff.email, '192.0.2.2')];
    const code = totpCode(staff.secret, Date.now() + 30_000);
    const results = await Promise.all([
      verifySecondFactor(input('192.0.2.1', one), 'totp', code),
      verifySecondFactor(input('192.0.2.2', two), 'totp', code),
    ]);
    expect(results.map((result) => result.kind).sort()).toEqual(['refused', 'signed-in']);
  });

  it('records each time step once, also when two claims meet', async () => {
    const staff = await enrolled('quirin@echtcheck.test');
    const step = Math.floor(Date.now() / 30_000) + 10;
    const claims = await Promise.all([
      claimTotpStep(database.db, staff.id, step),
      claimTotpStep(database.db, staff.id, step),
    ]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await claimTotpStep(database.db, staff.id, step - 1)).toBe(false);
    expect(await claimTotpStep(database.db, staff.id, step + 1)).toBe(true);
  });
});

describe('a recovery code works once', () => {
  it('signs in once with it, also when two sign-ins send it at the same moment', async () => {
    const staff = await enrolled('rosa@echtcheck.test');
    const recovery = staff.recoveryCodes[0] ?? '';
    const [one, two] = [await pending(staff.email), await pending(staff.email, '192.0.2.2')];
    const results = await Promise.all([
      verifySecondFactor(input('192.0.2.1', one), 'recovery', recovery),
      verifySecondFactor(input('192.0.2.2', two), 'recovery', recovery),
    ]);
    expect(results.map((result) => result.kind).sort()).toEqual(['refused', 'signed-in']);
    const later = await verifySecondFactor(input('192.0.2.1', await pending(staff.email)), 'recovery', recovery);
    expect(later.kind).toBe('refused');
  });
});

describe('the account page counts its checks against the sign-in throttle', () => {
  it('answers 429 after 10 wrong passwords from one network when setting up the second factor', async () => {
    const staff = await signedIn('sven@echtcheck.test');
    const results = [];
    for (let i = 0; i < 25; i++) results.push(await startEnrolment(staff.page, `falsch-${i}-xxxxxxxx`));
    expect(results.slice(0, 10).map((result) => result.ok === false && result.status)).toEqual(
      Array(10).fill(undefined),
    );
    expect(results[10]).toMatchObject({ ok: false, status: 429 });
    expect(results[10]?.ok === false && results[10].message).toMatch(
      /^Zu viele Versuche\. Bitte versuchen Sie es in (einer Minute|\d+ Minuten) erneut\.$/,
    );
    // The right password waits as well: otherwise the guesses would go on.
    expect(await startEnrolment(staff.page, PASSWORD)).toMatchObject({ ok: false, status: 429 });
  });

  it('counts wrong codes at the confirmation and the password for turning the factor off', async () => {
    const staff = await enrolled('tina@echtcheck.test');
    const wrong = totpCode(staff.secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await confirmEnrolment(staff.page, wrong);
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await disableTwoFactor(staff.page, `falsch-${i}-xxxxxxxx`));
    expect(results.slice(0, 5).every((result) => !result.ok && result.status === undefined)).toBe(true);
    expect(results[5]).toMatchObject({ ok: false, status: 429 });
  });

  it("counts the account's sign-in failures from the same network, except in the owner's known browser", async () => {
    const staff = await signedIn('uwe@echtcheck.test');
    for (let i = 0; i < 10; i++) await signInWithPassword(input(), staff.email, `falsch-${i}-xxxxxxxx`);
    // The session cookie alone (taken to another browser): counted with the network's failures.
    const sessionOnly = staff.cookies.filter((cookie) => !cookie.startsWith('echtcheck-device='));
    expect(sessionOnly).toHaveLength(staff.cookies.length - 1);
    const elsewhere = { ...input('192.0.2.1', sessionOnly), staffId: staff.id, email: staff.email };
    expect(await disableTwoFactor(elsewhere, PASSWORD)).toMatchObject({ ok: false, status: 429 });
    // The browser that signed in (device cookie): counted per device, so not stopped by them.
    expect(await disableTwoFactor(staff.page, PASSWORD)).toMatchObject({ ok: true });
  });
});
