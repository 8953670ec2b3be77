// Staff roles and the last admin (one change, and two at once), on a real database; the accounts'
// other commands: accounts.server.db.test.ts.
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffSessions, staffUsers } from '#app/server/db/schema.server.ts';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import {
  countActiveStaff,
  createStaffAccount,
  disableStaffAccount,
  enableStaffAccount,
  isStaffAccountError,
  LAST_ADMIN_MESSAGE,
  setStaffRole,
} from './accounts.server.ts';
import { createStaffAuth, type StaffAuth } from './auth.server.ts';
import { executeStaffCommand } from './staff-command.server.ts';

const PASSWORD = 'Fensterbank-Zitronen-Wolke-17';

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

describe('roles and the last admin', () => {
  // A database of this block's own: the rule counts every active admin.
  const own = useTestDatabase();
  let ownAuth: StaffAuth;
  beforeAll(async () => {
    ownAuth = await createStaffAuth({
      db: own.db,
      secret: 'test-secret-for-staff-roles-0123456789abc',
      siteUrl: 'http://localhost:3000',
      idleMinutes: 120,
    });
  });
  const roleOf = async (email: string) =>
    (await own.db.select({ role: staffUsers.role }).from(staffUsers).where(eq(staffUsers.email, email)))[0]?.role;
  const roleAudit = async () =>
    (
      await own.db
        .select({ action: auditLog.action, entityId: auditLog.entityId, details: auditLog.details })
        .from(auditLog)
        .where(eq(auditLog.action, 'staff.account.role-changed'))
        .orderBy(asc(auditLog.id))
    ).map((row) => row.details);

  it('changes a role, audits it, and never demotes or disables the last active admin', async () => {
    const owner = await createStaffAccount(ownAuth, own.db, 'inhaberin@echtcheck.de', PASSWORD, 'Ina Haber', 'admin');
    await createStaffAccount(ownAuth, own.db, 'pruefer@echtcheck.de', PASSWORD, 'Paul Prüfer', 'specialist');
    // A disabled admin does not count: it cannot sign in.
    await createStaffAccount(ownAuth, own.db, 'alt@echtcheck.de', PASSWORD, 'Alt', 'admin');
    await createStaffAccount(ownAuth, own.db, 'zweite@echtcheck.de', PASSWORD, 'Zweite', 'admin');
    await disableStaffAccount(own.db, 'alt@echtcheck.de');
    await disableStaffAccount(own.db, 'zweite@echtcheck.de');
    expect(await countActiveStaff(own.db, 'admin')).toBe(1);
    const { token } = await ownAuth.api.signInEmail({ body: { email: 'inhaberin@echtcheck.de', password: PASSWORD } });

    expect((await refusal(setStaffRole(own.db, 'Inhaberin@echtcheck.de', 'specialist'))).message).toBe(
      LAST_ADMIN_MESSAGE,
    );
    expect((await refusal(disableStaffAccount(own.db, 'inhaberin@echtcheck.de'))).message).toBe(LAST_ADMIN_MESSAGE);
    expect(await roleOf('inhaberin@echtcheck.de')).toBe('admin');
    const [still] = await own.db.select().from(staffUsers).where(eq(staffUsers.id, owner.id));
    expect(still?.disabledAt).toBeNull();
    expect(await own.db.select().from(staffSessions).where(eq(staffSessions.token, token))).toHaveLength(1);
    expect(await roleAudit()).toEqual([]);
    // Through the command too, as a German refusal.
    expect(
      await executeStaffCommand(
        { db: own.db, auth: async () => ownAuth },
        { command: 'role', email: 'inhaberin@echtcheck.de', role: 'specialist' },
      ),
    ).toEqual({ ok: false, message: LAST_ADMIN_MESSAGE });

    // A disabled admin may be demoted (nobody active loses anything).
    expect(await setStaffRole(own.db, 'alt@echtcheck.de', 'specialist')).toMatchObject({ changed: true });

    // With a second active admin, the first may step down; then the second is the last.
    expect(await setStaffRole(own.db, 'pruefer@echtcheck.de', 'admin')).toMatchObject({
      role: 'admin',
      previous: 'specialist',
      changed: true,
    });
    expect(await setStaffRole(own.db, 'inhaberin@echtcheck.de', 'specialist')).toMatchObject({ changed: true });
    expect(await roleOf('inhaberin@echtcheck.de')).toBe('specialist');
    expect((await refusal(disableStaffAccount(own.db, 'pruefer@echtcheck.de'))).message).toBe(LAST_ADMIN_MESSAGE);
    // Enabling an admin makes a second one: now the other may be disabled.
    await enableStaffAccount(own.db, 'zweite@echtcheck.de');
    expect((await disableStaffAccount(own.db, 'pruefer@echtcheck.de')).changed).toBe(true);
    // Disabling a specialist is never refused.
    expect((await disableStaffAccount(own.db, 'inhaberin@echtcheck.de')).changed).toBe(true);

    expect(await setStaffRole(own.db, 'zweite@echtcheck.de', 'admin')).toMatchObject({ changed: false });
    expect(await roleAudit()).toEqual([
      { email: 'alt@echtcheck.de', from: 'admin', to: 'specialist', label: 'Prüfer' },
      { email: 'pruefer@echtcheck.de', from: 'specialist', to: 'admin', label: 'Inhaber' },
      { email: 'inhaberin@echtcheck.de', from: 'admin', to: 'specialist', label: 'Prüfer' },
    ]);
    await refusal(setStaffRole(own.db, 'niemand@echtcheck.de', 'admin'));
  });

  it('the database refuses any other role', async () => {
    await expect(
      own.db
        .update(staffUsers)
        .set({ role: 'staff' as 'admin' })
        .where(eq(staffUsers.email, 'zweite@echtcheck.de')),
    ).rejects.toThrow();
  });
});

describe('the last admin, two changes at once', () => {
  const own = useTestDatabase();

  it('two admins demoting or disabling each other at once: one of them stays', async () => {
    const ownAuth = await createStaffAuth({
      db: own.db,
      secret: 'test-secret-for-staff-roles-race-0123456789',
      siteUrl: 'http://localhost:3000',
      idleMinutes: 120,
    });
    await createStaffAccount(ownAuth, own.db, 'eins@echtcheck.de', PASSWORD, 'Eins', 'admin');
    await createStaffAccount(ownAuth, own.db, 'zwei@echtcheck.de', PASSWORD, 'Zwei', 'admin');
    const results = await Promise.allSettled([
      setStaffRole(own.db, 'eins@echtcheck.de', 'specialist'),
      disableStaffAccount(own.db, 'zwei@echtcheck.de'),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult | undefined)?.reason?.message).toBe(LAST_ADMIN_MESSAGE);
    expect(await countActiveStaff(own.db, 'admin')).toBe(1);
  });
});
