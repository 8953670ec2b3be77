// Staff accounts as `npm run staff` manages them, on a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), with the real better-auth instance signing in against them.
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffAccounts, staffSessions, staffUsers } from '#app/server/db/schema.server.ts';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import {
  countActiveStaff,
  createStaffAccount,
  disableStaffAccount,
  enableStaffAccount,
  isStaffAccountError,
  isTotpRequired,
  listStaffAccounts,
  resetStaffPassword,
  setTotpRequired,
} from './accounts.server.ts';
import { createStaffAuth, type StaffAuth } from './auth.server.ts';
import { PASSWORD_TOO_COMMON_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from './password-policy.server.ts';
import { executeStaffCommand } from './staff-command.server.ts';

const database = useTestDatabase();
let auth: StaffAuth;
const PASSWORD = 'Fensterbank-Zitronen-Wolke-17';
const NEW_PASSWORD = 'Leuchtturm-Kastanie-Geige-42';

beforeAll(async () => {
  auth = await createStaffAuth({
    db: database.db,
    secret: 'test-secret-for-staff-accounts-0123456789',
    siteUrl: 'http://localhost:3000',
    idleMinutes: 120,
  });
});

const db = () => database.db;

function signIn(email: string, password: string) {
  return auth.api.signInEmail({ body: { email, password } });
}

async function sessionsOf(userId: string) {
  return db().select().from(staffSessions).where(eq(staffSessions.userId, userId));
}

async function auditOf(userId: string) {
  const rows = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'staff'), eq(auditLog.entityId, userId)))
    .orderBy(asc(auditLog.id));
  return rows;
}

/** The refusal a call ends with (fails the test when it does not refuse). */
async function refusal(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason as Error,
  );
  if (!error) throw new Error('expected a refusal, but the call succeeded');
  expect(isStaffAccountError(error), String(error)).toBe(true);
  expect(error.name).toBe('StaffAccountError');
  return error;
}

describe('createStaffAccount', () => {
  it('creates an account with a hashed password that can sign in', async () => {
    const account = await createStaffAccount(auth, db(), '  Anna.Schmidt@Echtcheck.DE ', PASSWORD);
    expect(account).toMatchObject({ email: 'anna.schmidt@echtcheck.de', name: 'anna.schmidt' });

    const [user] = await db().select().from(staffUsers).where(eq(staffUsers.id, account.id));
    // Without a role: the one with fewer rights (the command always names one).
    expect(user).toMatchObject({ email: 'anna.schmidt@echtcheck.de', role: 'specialist', disabledAt: null });
    expect(user?.twoFactorEnabled).toBe(false);
    const [credential] = await db().select().from(staffAccounts).where(eq(staffAccounts.userId, account.id));
    expect(credential?.providerId).toBe('credential');
    expect(credential?.password).toBeTruthy();
    expect(credential?.password).not.toContain(PASSWORD);

    const signedIn = await signIn('anna.schmidt@echtcheck.de', PASSWORD);
    expect(signedIn.user.id).toBe(account.id);
    expect(await sessionsOf(account.id)).toHaveLength(1);

    const audit = await auditOf(account.id);
    expect(audit.map((row) => row.action)).toEqual(['staff.account.created']);
    expect(audit[0]).toMatchObject({
      actorType: 'system',
      entityType: 'staff',
      entityId: account.id,
      details: { email: 'anna.schmidt@echtcheck.de', name: 'anna.schmidt', role: 'specialist' },
    });
    expect(JSON.stringify(audit[0]?.details)).not.toContain(PASSWORD);
  });

  it('takes the given name and role', async () => {
    const account = await createStaffAccount(auth, db(), 'bernd@echtcheck.de', PASSWORD, ' Bernd Müller ', 'admin');
    expect(account).toMatchObject({ name: 'Bernd Müller', role: 'admin' });
    const [user] = await db().select().from(staffUsers).where(eq(staffUsers.id, account.id));
    expect(user?.role).toBe('admin');
    expect((await auditOf(account.id))[0]?.details).toMatchObject({ role: 'admin' });
  });

  it('refuses an address that already has an account, whatever its case', async () => {
    await createStaffAccount(auth, db(), 'doppelt@echtcheck.de', PASSWORD);
    const error = await refusal(createStaffAccount(auth, db(), 'DOPPELT@echtcheck.de', NEW_PASSWORD));
    expect(error.message).toBe('Für doppelt@echtcheck.de gibt es bereits ein Mitarbeiterkonto.');
    expect(await db().select().from(staffUsers).where(eq(staffUsers.email, 'doppelt@echtcheck.de'))).toHaveLength(1);
  });

  it('refuses weak passwords and invalid addresses without creating anything', async () => {
    expect((await refusal(createStaffAccount(auth, db(), 'schwach@echtcheck.de', 'passwort1234'))).message).toBe(
      PASSWORD_TOO_COMMON_MESSAGE,
    );
    expect((await refusal(createStaffAccount(auth, db(), 'schwach@echtcheck.de', 'Kurz!1'))).message).toBe(
      PASSWORD_TOO_SHORT_MESSAGE,
    );
    expect((await refusal(createStaffAccount(auth, db(), 'keine-adresse', PASSWORD))).message).toContain(
      'keine gültige E-Mail-Adresse',
    );
    expect(await db().select().from(staffUsers).where(eq(staffUsers.email, 'schwach@echtcheck.de'))).toHaveLength(0);
  });
});

describe('resetStaffPassword', () => {
  it('sets a new password and ends every session of the account', async () => {
    const account = await createStaffAccount(auth, db(), 'reset@echtcheck.de', PASSWORD);
    const other = await createStaffAccount(auth, db(), 'andere@echtcheck.de', PASSWORD);
    await signIn('reset@echtcheck.de', PASSWORD);
    await signIn('reset@echtcheck.de', PASSWORD);
    await signIn('andere@echtcheck.de', PASSWORD);
    expect(await sessionsOf(account.id)).toHaveLength(2);

    const result = await resetStaffPassword(auth, db(), 'Reset@echtcheck.de', NEW_PASSWORD);
    expect(result).toEqual({ id: account.id, email: 'reset@echtcheck.de', sessionsEnded: 2 });
    expect(await sessionsOf(account.id)).toHaveLength(0);
    expect(await sessionsOf(other.id)).toHaveLength(1);

    await expect(signIn('reset@echtcheck.de', PASSWORD)).rejects.toThrow();
    expect((await signIn('reset@echtcheck.de', NEW_PASSWORD)).user.id).toBe(account.id);
    expect((await auditOf(account.id)).map((row) => row.action)).toEqual([
      'staff.account.created',
      'staff.account.password-reset',
    ]);
  });

  it('refuses a weak password and an unknown account, and keeps the old password', async () => {
    await createStaffAccount(auth, db(), 'bleibt@echtcheck.de', PASSWORD);
    expect((await refusal(resetStaffPassword(auth, db(), 'bleibt@echtcheck.de', 'qwertzuiop123'))).message).toBe(
      PASSWORD_TOO_COMMON_MESSAGE,
    );
    expect((await refusal(resetStaffPassword(auth, db(), 'niemand@echtcheck.de', NEW_PASSWORD))).message).toBe(
      'Es gibt kein Mitarbeiterkonto mit der E-Mail-Adresse niemand@echtcheck.de.',
    );
    expect((await signIn('bleibt@echtcheck.de', PASSWORD)).user.email).toBe('bleibt@echtcheck.de');
  });

  it('re-enables nothing: a disabled account stays disabled', async () => {
    const account = await createStaffAccount(auth, db(), 'gesperrt-reset@echtcheck.de', PASSWORD);
    await disableStaffAccount(db(), 'gesperrt-reset@echtcheck.de');
    await resetStaffPassword(auth, db(), 'gesperrt-reset@echtcheck.de', NEW_PASSWORD);
    const [user] = await db().select().from(staffUsers).where(eq(staffUsers.id, account.id));
    expect(user?.disabledAt).toBeInstanceOf(Date);
    await expect(signIn('gesperrt-reset@echtcheck.de', NEW_PASSWORD)).rejects.toThrow();
  });
});

describe('disableStaffAccount and enableStaffAccount', () => {
  it('disabling ends the sessions and blocks sign-in; enabling allows it again', async () => {
    const account = await createStaffAccount(auth, db(), 'sperre@echtcheck.de', PASSWORD);
    await signIn('sperre@echtcheck.de', PASSWORD);
    const activeBefore = await countActiveStaff(db());

    const disabled = await disableStaffAccount(db(), 'SPERRE@echtcheck.de');
    expect(disabled).toEqual({ id: account.id, email: 'sperre@echtcheck.de', changed: true, sessionsEnded: 1 });
    expect(await sessionsOf(account.id)).toHaveLength(0);
    const [user] = await db().select().from(staffUsers).where(eq(staffUsers.id, account.id));
    expect(user?.disabledAt).toBeInstanceOf(Date);
    expect(await countActiveStaff(db())).toBe(activeBefore - 1);

    await expect(signIn('sperre@echtcheck.de', PASSWORD)).rejects.toThrow();
    expect(await sessionsOf(account.id)).toHaveLength(0);

    // Again: nothing changes, nothing is audited twice.
    expect((await disableStaffAccount(db(), 'sperre@echtcheck.de')).changed).toBe(false);

    expect(await enableStaffAccount(db(), 'sperre@echtcheck.de')).toEqual({
      id: account.id,
      email: 'sperre@echtcheck.de',
      changed: true,
    });
    expect((await enableStaffAccount(db(), 'sperre@echtcheck.de')).changed).toBe(false);
    expect(await countActiveStaff(db())).toBe(activeBefore);
    expect((await signIn('sperre@echtcheck.de', PASSWORD)).user.id).toBe(account.id);

    expect((await auditOf(account.id)).map((row) => row.action)).toEqual([
      'staff.account.created',
      'staff.account.disabled',
      'staff.account.enabled',
    ]);
  });

  it('refuses unknown accounts', async () => {
    await refusal(disableStaffAccount(db(), 'unbekannt@echtcheck.de'));
    await refusal(enableStaffAccount(db(), 'unbekannt@echtcheck.de'));
  });
});

describe('listStaffAccounts', () => {
  it('lists every account with its state and the newest sign-in', async () => {
    const account = await createStaffAccount(auth, db(), 'liste@echtcheck.de', PASSWORD, 'Lisa Liste');
    await createStaffAccount(auth, db(), 'nie-angemeldet@echtcheck.de', PASSWORD);
    await signIn('liste@echtcheck.de', PASSWORD);
    const second = await signIn('liste@echtcheck.de', PASSWORD);
    await disableStaffAccount(db(), 'nie-angemeldet@echtcheck.de');

    const list = await listStaffAccounts(db());
    expect(list.map((row) => row.email)).toEqual([...list.map((row) => row.email)].sort());
    const listed = list.find((row) => row.email === 'liste@echtcheck.de');
    const [newest] = await db()
      .select({ createdAt: staffSessions.createdAt })
      .from(staffSessions)
      .where(eq(staffSessions.token, second.token));
    expect(listed).toMatchObject({
      id: account.id,
      name: 'Lisa Liste',
      role: 'specialist',
      twoFactorEnabled: false,
      disabledAt: null,
    });
    expect(listed?.createdAt).toBeInstanceOf(Date);
    expect(listed?.lastSignInAt?.getTime()).toBe(newest?.createdAt.getTime());
    const never = list.find((row) => row.email === 'nie-angemeldet@echtcheck.de');
    expect(never?.lastSignInAt).toBeNull();
    expect(never?.disabledAt).toBeInstanceOf(Date);
  });
});

describe('setTotpRequired', () => {
  it('stores the setting and audits the change', async () => {
    await setTotpRequired(db(), true);
    expect(await isTotpRequired(db())).toBe(true);
    await setTotpRequired(db(), false);
    expect(await isTotpRequired(db())).toBe(false);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, 'system_settings'))
      .orderBy(asc(auditLog.id));
    expect(rows.map((row) => [row.actorType, row.action])).toEqual([
      ['system', 'staff.two-factor.required'],
      ['system', 'staff.two-factor.optional'],
    ]);
  });
});

describe('executeStaffCommand', () => {
  const context = () => ({ db: db(), auth: async () => auth });

  it('answers in German and turns refusals into { ok: false }', async () => {
    // Another active admin, so that this test's account is never the last one (that rule: below).
    await createStaffAccount(auth, db(), 'befehl-inhaber@echtcheck.de', PASSWORD, undefined, 'admin');
    const create = { command: 'create', password: PASSWORD, role: 'specialist' } as const;
    expect(await executeStaffCommand(context(), { ...create, email: 'Befehl@echtcheck.de' })).toEqual({
      ok: true,
      message: 'Konto angelegt: befehl@echtcheck.de (Name: befehl, Rolle: Prüfer).',
    });
    expect(await executeStaffCommand(context(), { ...create, email: 'befehl@echtcheck.de' })).toEqual({
      ok: false,
      message: 'Für befehl@echtcheck.de gibt es bereits ein Mitarbeiterkonto.',
    });
    expect(
      await executeStaffCommand(context(), { command: 'role', email: 'befehl@echtcheck.de', role: 'admin' }),
    ).toEqual({
      ok: true,
      message:
        'Rolle geändert: befehl@echtcheck.de ist jetzt Inhaber (vorher Prüfer). Das gilt ab der nächsten Anfrage des Kontos.',
    });
    expect(
      await executeStaffCommand(context(), { command: 'role', email: 'befehl@echtcheck.de', role: 'admin' }),
    ).toEqual({ ok: true, message: 'Das Konto befehl@echtcheck.de hat bereits die Rolle Inhaber.' });
    expect(
      await executeStaffCommand(context(), { command: 'role', email: 'befehl@echtcheck.de', role: 'specialist' }),
    ).toMatchObject({ ok: true });
    expect(await executeStaffCommand(context(), { command: 'disable', email: 'befehl@echtcheck.de' })).toEqual({
      ok: true,
      message: 'Konto gesperrt: befehl@echtcheck.de (0 Sitzungen beendet).',
    });
    const list = await executeStaffCommand(context(), { command: 'list' });
    expect(list.ok).toBe(true);
    const listed = list.ok ? list.accounts?.find((row) => row.email === 'befehl@echtcheck.de') : undefined;
    expect(listed?.disabledAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(listed?.role).toBe('specialist');
    expect(await executeStaffCommand(context(), { command: 'require-2fa', value: 'on' })).toMatchObject({
      ok: true,
      totpRequired: true,
    });
    expect(await isTotpRequired(db())).toBe(true);
    await setTotpRequired(db(), false);
  });

  it('refuses malformed requests', async () => {
    for (const request of [
      null,
      'create',
      { command: 'drop' },
      { command: 'create', email: 'x@y.de' },
      // The role is always named, and only one of the two.
      { command: 'create', email: 'x@y.de', password: PASSWORD },
      { command: 'create', email: 'x@y.de', password: PASSWORD, role: 'staff' },
      { command: 'role', email: 'x@y.de', role: 'inhaber' },
      { command: 'role', email: 'x@y.de' },
    ]) {
      const answer = await executeStaffCommand(context(), request);
      expect(answer.ok, JSON.stringify(request)).toBe(false);
      expect(answer.message).toMatch(/^Ungültige Anfrage/);
    }
  });
});
