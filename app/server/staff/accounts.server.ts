// Staff accounts as the operator manages them (`npm run staff`, scripts/staff.ts): there is no public
// sign-up, so every account is created here. Passwords follow password-policy.server.ts and are
// hashed by better-auth (the same hasher its sign-in checks against); every change is written to the
// audit log as a system action. Refusals throw a StaffAccountError with a German message for the
// operator (check with isStaffAccountError: the bundled server build has its own copy of the class).
import { count, eq, isNull, max } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/db.server.ts';
import { auditLog, staffSessions, staffUsers } from '../db/schema.server.ts';
import { type StaffAuth, setTotpRequired as storeTotpRequired } from './auth.server.ts';
import { checkPassword } from './password-policy.server.ts';

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
  role: string;
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

async function audit(db: Db, action: string, entityId: string | null, details: Record<string, unknown>) {
  await db.insert(auditLog).values({
    actorType: 'system',
    action,
    entityType: 'staff',
    entityId,
    details,
  });
}

async function findUser(db: Db, email: string) {
  const [user] = await db
    .select({ id: staffUsers.id, email: staffUsers.email, disabledAt: staffUsers.disabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  return user;
}

/** Ends every session of the account; returns how many there were. */
async function endSessions(db: Db, userId: string): Promise<number> {
  const ended = await db
    .delete(staffSessions)
    .where(eq(staffSessions.userId, userId))
    .returning({ id: staffSessions.id });
  return ended.length;
}

export async function createStaffAccount(
  auth: StaffAuth,
  db: Db,
  email: string,
  password: string,
  name?: string,
): Promise<{ id: string; email: string; name: string }> {
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
      { email: address, name: displayName, emailVerified: true, role: 'staff' },
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
  await audit(db, 'staff.account.created', user.id, { email: address, name: displayName });
  return { id: user.id, email: address, name: displayName };
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

/** Blocks sign-in and ends every session at once. `changed` is false when it was disabled already. */
export async function disableStaffAccount(
  db: Db,
  email: string,
): Promise<{ id: string; email: string; changed: boolean; sessionsEnded: number }> {
  const address = normaliseStaffEmail(email);
  return db.transaction(async (tx) => {
    const user = await findUser(tx, address);
    if (!user) throw noAccount(address);
    const changed = !user.disabledAt;
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

/** Accounts that can sign in (not disabled). */
export async function countActiveStaff(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(staffUsers).where(isNull(staffUsers.disabledAt));
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
