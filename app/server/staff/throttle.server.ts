// Throttling of every staff password and code check: the sign-in (sign-in.server.ts) and the account
// page's checks (two-factor.server.ts). docs/decisions/020-staff-sign-in-throttle.md explains the
// design; in short, three counters in the shared rate_limits table, so every instance counts the same:
// - per client network, whatever the account: 20 attempts in 15 minutes (password spraying);
// - per account and client network: 10 attempts in 15 minutes, then 429 for that network only, so a
//   stranger's failures never lock the owner out from another network;
// - per account from anywhere, a pace instead of a block: the first 10 failed checks are free, then
//   each further check must wait for the account's next slot, 1 s after the previous check, doubling
//   up to one check a minute. A right password does not count; the count starts again after a day
//   without checks. This bounds a distributed guess at one account to about 1,450 checks a day,
//   whatever the number of networks, and the owner waits at most a minute for a slot;
// - a check presenting the account's device cookie (device-cookie.server.ts: the browser completed a
//   sign-in of this account before) skips the pace and the per-account-and-network counter and is
//   counted per account and device instead: 10 attempts in 15 minutes, then 429 for that device
//   only. A guess from many networks so never keeps the owner's own browser waiting.
// Attempts are counted before the password is checked, so a burst of parallel guesses cannot slip
// through before the first failure is recorded. Failures are counted per account for the audit log:
// one entry when the account reaches 5, 10, 20, 50, … failures in 24 hours.
import { createHash, randomUUID } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import { inMinutes } from '#app/lib/checkout-schema.ts';
import { limitKey } from '../abuse/client-address.server.ts';
import { hitLimit, type LimitRule } from '../abuse/rate-limit.server.ts';
import type { Db } from '../db/db.server.ts';
import { rateLimits, staffUsers } from '../db/schema.server.ts';
import { auditStaff } from './audit.server.ts';

export const SIGN_IN_PER_NETWORK: LimitRule = { limit: 20, windowSeconds: 15 * 60 };
export const SIGN_IN_PER_ACCOUNT_NETWORK: LimitRule = { limit: 10, windowSeconds: 15 * 60 };
/** Checks of one account from one known device (a valid device cookie), whatever the network. */
export const SIGN_IN_PER_DEVICE: LimitRule = { limit: 10, windowSeconds: 15 * 60 };

/** The per-account pace (see the header comment and decision 020). */
export const ACCOUNT_PACE = {
  /** Checks without any wait after a quiet day. */
  freeChecks: 10,
  /** The wait after the first paced check; it doubles with each further check. */
  firstIntervalMs: 1000,
  /** The longest wait between two checks of one account. */
  maxIntervalMs: 60_000,
  /** A day without any check starts the count again. */
  quietResetMs: 24 * 3600 * 1000,
} as const;

/** Failures of one account in this window are counted for the audit log. */
export const FAILURE_WINDOW: LimitRule = { limit: Number.MAX_SAFE_INTEGER, windowSeconds: 24 * 3600 };
const FAILURE_AUDIT_THRESHOLDS = new Set([5, 10, 20, 50, 100, 200, 500, 1000]);

export type ThrottleReason = 'network' | 'account-network' | 'account' | 'device';
export type ThrottleDecision =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; reason: ThrottleReason };

/** The account as counted: trimmed and lower-cased (as the sign-in stores and looks up e-mails). */
export function normaliseAccount(account: string): string {
  return account.trim().toLowerCase();
}

/** A pseudonymous key part for an account (the e-mail address itself is not stored in the table). */
function accountHash(account: string): string {
  return createHash('sha256')
    .update(`staff-account\n${normaliseAccount(account)}`)
    .digest('hex')
    .slice(0, 32);
}

function pairKey(address: string, account: string): string {
  return limitKey(`staff-sign-in-account:${accountHash(account)}`, address);
}

function paceKey(account: string): string {
  return `staff-sign-in-pace:${accountHash(account)}`;
}

function deviceKey(account: string, device: string): string {
  return `staff-sign-in-device:${accountHash(account)}:${device}`;
}

function failuresKey(account: string): string {
  return `staff-sign-in-failures:${accountHash(account)}`;
}

/** The wait after the check that follows `previousChecks` checks (SQL, for the atomic update). */
function intervalAfter(previousChecks: SQL) {
  const { freeChecks, firstIntervalMs, maxIntervalMs } = ACCOUNT_PACE;
  return sql`(case when ${previousChecks} < ${freeChecks} then 0 else least(${maxIntervalMs}::bigint, (${firstIntervalMs} * power(2, least(${previousChecks} - ${freeChecks}, 30)))::bigint) end)`;
}

/**
 * Takes the account's next check slot when it is free (or one of the free checks is left), in one
 * statement: of two parallel attempts only one can take a slot. Otherwise says how long to wait.
 */
export async function takeAccountSlot(db: Db, account: string, now = Date.now()): Promise<ThrottleDecision> {
  const key = paceKey(account);
  const quiet = sql`${rateLimits.lastRequest} <= ${now - ACCOUNT_PACE.quietResetMs}::bigint`;
  const previous = sql`(case when ${quiet} then 0 else ${rateLimits.count} end)`;
  const [taken] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`${previous} + 1`,
        lastRequest: sql`greatest(${rateLimits.lastRequest}, ${now}::bigint + ${intervalAfter(previous)})`,
      },
      setWhere: sql`${rateLimits.count} < ${ACCOUNT_PACE.freeChecks} or ${rateLimits.lastRequest} <= ${now}::bigint`,
    })
    .returning({ count: rateLimits.count });
  if (taken) return { allowed: true };
  const [row] = await db.select({ nextSlot: rateLimits.lastRequest }).from(rateLimits).where(eq(rateLimits.key, key));
  const waitMs = (row?.nextSlot ?? now) - now;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), reason: 'account' };
}

/** How a check is counted: `device` is the id from a valid device cookie for the account, if any. */
export interface AttemptOptions {
  device?: string | null;
  now?: number;
  /** The operator's limit per client network (STAFF_SIGN_IN_PER_NETWORK); default SIGN_IN_PER_NETWORK's. */
  networkLimit?: number;
}

/** The per-network rule with the operator's limit. */
export function perNetworkRule(limit?: number): LimitRule {
  return limit === undefined ? SIGN_IN_PER_NETWORK : { ...SIGN_IN_PER_NETWORK, limit };
}

/**
 * Counts one password or code check for the network, then either (with a known device) for the
 * account on that device, or for the account on that network and the account's pace, and decides.
 * Call it before the check.
 */
export async function countSignInAttempt(
  db: Db,
  address: string,
  account: string,
  { device = null, now = Date.now(), networkLimit }: AttemptOptions = {},
): Promise<ThrottleDecision> {
  const [network, pair] = await Promise.all([
    hitLimit(db, limitKey('staff-sign-in', address), perNetworkRule(networkLimit), now),
    device
      ? hitLimit(db, deviceKey(account, device), SIGN_IN_PER_DEVICE, now)
      : hitLimit(db, pairKey(address, account), SIGN_IN_PER_ACCOUNT_NETWORK, now),
  ]);
  const refused = [
    { decision: network, reason: 'network' as const },
    { decision: pair, reason: device ? ('device' as const) : ('account-network' as const) },
  ].filter(({ decision }) => !decision.allowed);
  const [first] = refused;
  if (first) {
    return {
      allowed: false,
      retryAfterSeconds: Math.max(...refused.map(({ decision }) => decision.retryAfterSeconds)),
      reason: first.reason,
    };
  }
  // A known device does not wait for (nor take) the account's slots: those are the guesser's.
  if (device) return { allowed: true };
  return takeAccountSlot(db, account, now);
}

/**
 * Counts a failed check of the account (wrong password or code) and writes one audit entry when the
 * account reaches 5, 10, 20, 50, 100, 200, 500 or 1000 failures in 24 hours (not one per failure).
 */
export async function recordSignInFailure(
  db: Db,
  account: string,
  requestId: string,
  now = Date.now(),
): Promise<number> {
  const email = normaliseAccount(account);
  const { count } = await hitLimit(db, failuresKey(email), FAILURE_WINDOW, now);
  if (FAILURE_AUDIT_THRESHOLDS.has(count)) {
    const [user] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
    await auditStaff(db, {
      action: 'staff.sign-in.repeated-failures',
      entityType: 'staff',
      entityId: user?.id ?? null,
      details: { email, failures: count, windowHours: FAILURE_WINDOW.windowSeconds / 3600 },
      requestId,
    });
  }
  return count;
}

/**
 * After a right password or code: the check does not count toward the account's pace (which so
 * counts failures and checks still running; a check from a known device never counted there), and,
 * with `signedIn` (the sign-in is complete, or the check was on the account page), the account's
 * attempts from this network, or from this device, are cleared.
 */
export async function recordSignInSuccess(
  db: Db,
  address: string,
  account: string,
  { signedIn, device = null }: { signedIn: boolean; device?: string | null },
): Promise<void> {
  if (!device) {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, paceKey(account)));
  }
  if (signedIn) await clearNetworkAttempts(db, address, account, device);
}

/** The account's attempts from this network (or known device) no longer count (after a complete sign-in). */
export async function clearNetworkAttempts(
  db: Db,
  address: string,
  account: string,
  device: string | null = null,
): Promise<void> {
  await db
    .delete(rateLimits)
    .where(eq(rateLimits.key, device ? deviceKey(account, device) : pairKey(address, account)));
}

/** The German refusal for a throttled check. */
export function throttledMessage(retryAfterSeconds: number, what = 'Anmeldeversuche'): string {
  return `Zu viele ${what}. Bitte versuchen Sie es in ${inMinutes(retryAfterSeconds)} erneut.`;
}
