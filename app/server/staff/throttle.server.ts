// Sign-in throttling for staff (issue: "Sign-in that holds"). Two counters, both in the shared
// rate_limits table so every instance counts the same attempts:
// - per client network: 20 attempts in 15 minutes, whatever the account (password spraying);
// - per account: 10 attempts in 15 minutes, whatever the address (a distributed guess at one
//   account). A successful sign-in clears the account's counter.
// Attempts are counted before the password is checked, so a burst of parallel guesses cannot slip
// through before the first failure is recorded. Second-factor codes count against the same account.
import { eq } from 'drizzle-orm';
import { limitKey } from '../abuse/client-address.server.ts';
import { hitLimit, type LimitRule } from '../abuse/rate-limit.server.ts';
import type { Db } from '../db/db.server.ts';
import { rateLimits } from '../db/schema.server.ts';

export const SIGN_IN_PER_NETWORK: LimitRule = { limit: 20, windowSeconds: 15 * 60 };
export const SIGN_IN_PER_ACCOUNT: LimitRule = { limit: 10, windowSeconds: 15 * 60 };

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function accountKey(account: string): string {
  return `staff-sign-in-account:${account.trim().toLowerCase()}`;
}

/** Counts one sign-in attempt (password or code) for the address and the account, and decides. */
export async function countSignInAttempt(db: Db, address: string, account: string): Promise<ThrottleDecision> {
  const [network, perAccount] = await Promise.all([
    hitLimit(db, limitKey('staff-sign-in', address), SIGN_IN_PER_NETWORK),
    hitLimit(db, accountKey(account), SIGN_IN_PER_ACCOUNT),
  ]);
  const refused = [network, perAccount].filter((decision) => !decision.allowed);
  if (refused.length === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(...refused.map((decision) => decision.retryAfterSeconds)) };
}

/** After a complete sign-in: the account's earlier failures no longer count. */
export async function clearAccountAttempts(db: Db, account: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, accountKey(account)));
}
