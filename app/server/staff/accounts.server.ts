// Staff accounts as the operator manages them (`npm run staff`, scripts/staff.ts): there is no public
// sign-up, so every account is created here, with its role (roles.server.ts; decision record 027).
// Passwords follow password-policy.server.ts and are hashed by better-auth (the same hasher its
// sign-in checks against); every change, a role change included, is written to the audit log as a
// system action. The last active admin can be neither demoted nor disabled. Refusals throw a StaffAccountError with a German message for the
// operator (check with isStaffAccountError: the bundled server build has its own copy of the class).
import { and, count, eq, isNull, max } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/db.server.ts';
import { auditLog, staffSessions, staffUsers } from '../db/schema.server.ts';
import { type StaffAuth, setTotpRequired as storeTotpRequired } from './auth.server.ts';
import { checkPassword } from './password-policy.server.ts';
import { STAFF_ROLE_LABELS, type StaffRole } from './roles.server.ts';

export { isTotpRequired } from './auth.server.ts';

export class StaffAccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StaffAccountError';
  }
}

export function isStaffAccountError(error: unknown): error is StaffAccountError {
  return (error as Error | undefined)?.name === 'StaffAccountError';
}

export interface StaffAccountSummary {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  disabledAt: Date | null;
  createdAt: Date;
  /** When the newest of the account's sessions began; null without any session. */
  lastSignInAt: Date | null;
}

const emailSchema = z.email().max(254);

/** The e-mail address as stored: trimmed and lower-cased; refused unless it is a valid address. */
export function normaliseStaffEmail(email: string): string {
  const address = email.trim().toLowerCase();
  if (!emailSchema.safeParse(address).success) {
    throw new StaffAccountError(
      `„${email.trim()}“ ist keine gültige E-Mail-Adresse. Bitte geben Sie sie vollständig an, z. B. name@example.org.`,
    );
  }
  return address;
}

function noAccount(email: string): StaffAccountError {
  return new StaffAccountError(`Es gibt kein Mitarbeiterkonto mit der E-Mail-Adresse ${email}.`);
}

function isUniqueViolation(error: unknown): boolean {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}

function assertPassword(password: string, email: string): void {
  const check = checkPassword(password, { email });
  if (!check.ok) throw new StaffAccountError(check.message);
}

async function audit(db: DbOrTx, action: string, entityId: string | null, details: Record<string, unknown>) {
  await db.insert(auditLog).values({
    actorType: 'system',
    action,
    entityType: 'staff',
    entityId,
    details,
  });
}

async function findUser(db: DbOrTx, email: string) {
  const [user] = await db
    .select({ id: staffUsers.id, email: staffUsers.email, role: staffUsers.role, disabledAt: staffUsers.disabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  return user;
}

/** Ends every session of the account; returns how many there were. */
async function endSessions(db: DbOrTx, userId: string): Promise<number> {
  const ended = await db
    .delete(staffSessions)
    .where(eq(staffSessions.userId, userId))
    .returning({ id: staffSessions.id });
  return ended.length;
}

/**
 * The refusal when a change would leave no active admin: someone must be able to see the money and
 * erase a client's data on request. Checked under a lock on the active admins' rows, so two changes
 * at once cannot both pass (the second re-reads after the first commits).
 */
export const LAST_ADMIN_MESSAGE =
  'Das ist das letzte aktive Konto mit der Rolle Inhaber. Legen Sie zuerst ein weiteres Inhaber-Konto an oder geben Sie einem anderen Konto die Rolle Inhaber (npm run staff -- role <E-Mail> inhaber).';

async function refuseLastAdmin(tx: DbOrTx, userId: string): Promise<void> {
  const admins = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), isNull(staffUsers.disabledAt)))
    .for('update');
  if (admins.length === 1 && admins[0]?.id === userId) throw new StaffAccountError(LAST_ADMIN_MESSAGE);
}

/** Creates an account with its role; without one it gets the role with fewer rights (Prüfer). */
export async function createStaffAccount(
  auth: StaffAuth,
  db: Db,
  email: string,
  password: string,
  name?: string,
  role: StaffRole = 'specialist',
): Promise<{ id: string; email: string; name: string; role: StaffRole }> {
  const address = normaliseStaffEmail(email);
  const displayName = name?.trim() || (address.split('@')[0] as string);
  if (displayName.length > 100) throw new StaffAccountError('Der Name darf höchstens 100 Zeichen lang sein.');
  assertPassword(password, address);
  const exists = () => new StaffAccountError(`Für ${address} gibt es bereits ein Mitarbeiterkonto.`);
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(address)) throw exists();
  const hash = await ctx.password.hash(password);
  let user: { id: string };
  try {
    user = await ctx.internalAdapter.createUser(
      { email: address, name: displayName, emailVerified: true, role },
      { method: 'admin' },
    );
  } catch (error) {
    // Two commands at once for the same address: the unique e-mail column decides.
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
  try {
    await ctx.internalAdapter.linkAccount({
      providerId: 'credential',
      accountId: user.id,
      userId: user.id,
      password: hash,
    });
  } catch (error) {
    // No account without a password: remove the half-created one so the command can be repeated.
    await db.delete(staffUsers).where(eq(staffUsers.id, user.id));
    throw error;
  }
  // A new Prüfer's reports are reviewed before sending (issue 39; an Inhaber turns it off on /conan/team).
  if (role === 'specialist') await db.update(staffUsers).set({ reviewReports: true }).where(eq(staffUsers.id, user.id));
  await audit(db, 'staff.account.created', user.id, { email: address, name: displayName, role });
  return { id: user.id, email: address, name: displayName, role };
}

/** Sets a new password and ends every session of the account. A disabled account stays disabled. */
export async function resetStaffPassword(
  auth: StaffAuth,
  db: Db,
  email: string,
  password: string,
): Promise<{ id: string; email: string; sessionsEnded: number }> {
  const address = normaliseStaffEmail(email);
  const user = await findUser(db, address);
  if (!user) throw noAccount(address);
  assertPassword(password, address);
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(password);
  if (await ctx.internalAdapter.findCredentialAccount(user.id)) {
    await ctx.internalAdapter.updatePassword(user.id, hash);
  } else {
    await ctx.internalAdapter.linkAccount({
      providerId: 'credential',
      accountId: user.id,
      userId: user.id,
      password: hash,
    });
  }
  const sessionsEnded = await endSessions(db, user.id);
  await audit(db, 'staff.account.password-reset', user.id, { email: address, sessionsEnded });
  return { id: user.id, email: address, sessionsEnded };
}

/**
 * Blocks sign-in and ends every session at once. `changed` is false when it was disabled already.
 * Refused for the last active admin.
 */
export async function disableStaffAccount(
  db: Db,
  email: string,
): Promise<{ id: string; email: string; changed: boolean; sessionsEnded: number }> {
  const address = normaliseStaffEmail(email);
  return db.transaction(async (tx) => {
    const user = await findUser(tx, address);
    if (!user) throw noAccount(address);
    const changed = !user.disabledAt;
    if (changed && user.role === 'admin') await refuseLastAdmin(tx, user.id);
    if (changed) {
      await tx
        .update(staffUsers)
        .set({ disabledAt: new Date(), updatedAt: new Date() })
        .where(eq(staffUsers.id, user.id));
    }
    const sessionsEnded = await endSessions(tx, user.id);
    if (changed || sessionsEnded > 0) {
      await audit(tx, 'staff.account.disabled', user.id, { email: address, sessionsEnded, wasDisabled: !changed });
    }
    return { id: user.id, email: address, changed, sessionsEnded };
  });
}

/** Allows sign-in again (with the password the account had). `changed` is false when it was active. */
export async function enableStaffAccount(
  db: Db,
  email: string,
): Promise<{ id: string; email: string; changed: boolean }> {
  const address = normaliseStaffEmail(email);
  return db.transaction(async (tx) => {
    const user = await findUser(tx, address);
    if (!user) throw noAccount(address);
    if (!user.disabledAt) return { id: user.id, email: address, changed: false };
    await tx.update(staffUsers).set({ disabledAt: null, updatedAt: new Date() }).where(eq(staffUsers.id, user.id));
    await audit(tx, 'staff.account.enabled', user.id, { email: address });
    return { id: user.id, email: address, changed: true };
  });
}

/**
 * Gives the account another role; it applies from the account's next request (the guard reads the
 * role every time), so no session needs to end. `changed` is false when it had the role already.
 * Demoting the last active admin is refused.
 */
export async function setStaffRole(
  db: Db,
  email: string,
  role: StaffRole,
): Promise<{ id: string; email: string; role: StaffRole; previous: StaffRole; changed: boolean }> {
  const address = normaliseStaffEmail(email);
  return db.transaction(async (tx) => {
    const user = await findUser(tx, address);
    if (!user) throw noAccount(address);
    const previous = user.role;
    if (previous === role) return { id: user.id, email: address, role, previous, changed: false };
    if (previous === 'admin' && !user.disabledAt) await refuseLastAdmin(tx, user.id);
    await tx.update(staffUsers).set({ role, updatedAt: new Date() }).where(eq(staffUsers.id, user.id));
    await audit(tx, 'staff.account.role-changed', user.id, {
      email: address,
      from: previous,
      to: role,
      label: STAFF_ROLE_LABELS[role],
    });
    return { id: user.id, email: address, role, previous, changed: true };
  });
}

export async function listStaffAccounts(db: Db): Promise<StaffAccountSummary[]> {
  const lastSignIn = max(staffSessions.createdAt);
  const rows = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      twoFactorEnabled: staffUsers.twoFactorEnabled,
      disabledAt: staffUsers.disabledAt,
      createdAt: staffUsers.createdAt,
      lastSignInAt: lastSignIn,
    })
    .from(staffUsers)
    .leftJoin(staffSessions, eq(staffSessions.userId, staffUsers.id))
    .groupBy(staffUsers.id)
    .orderBy(staffUsers.email);
  return rows.map((row) => ({
    ...row,
    // max() over a join comes back as the driver's text on some drivers: always hand out a Date.
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt) : null,
  }));
}

/** Accounts that can sign in (not disabled), of one role when given. */
export async function countActiveStaff(db: Db, role?: StaffRole): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(staffUsers)
    .where(and(isNull(staffUsers.disabledAt), role ? eq(staffUsers.role, role) : undefined));
  return row?.value ?? 0;
}

/** Whether every staff member must use a second factor; the change is audited. */
export async function setTotpRequired(db: Db, required: boolean): Promise<void> {
  await storeTotpRequired(db, required);
  await db.insert(auditLog).values({
    actorType: 'system',
    action: required ? 'staff.two-factor.required' : 'staff.two-factor.optional',
    entityType: 'system_settings',
    entityId: 'staff-require-totp',
    details: { required },
  });
}
