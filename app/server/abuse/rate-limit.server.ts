// Fixed-window counters in the database (table rate_limits), so every instance behind a load
// balancer counts the same requests. One call counts one request and says whether it is allowed.
import { randomUUID } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/db.server.ts';
import { rateLimits } from '../db/schema.server.ts';

export interface LimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
  /** When the current window started (ms since the epoch); it ends `windowSeconds` later. */
  windowStartedAt: number;
}

/** Counts a request against `key` (e.g. limitKey('withdrawal', address)) and decides. */
export async function hitLimit(db: DbOrTx, key: string, rule: LimitRule, now = Date.now()): Promise<LimitDecision> {
  const windowStart = now - rule.windowSeconds * 1000;
  // `last_request` holds the start of the current window; an expired window starts again at 1.
  // The conflict is decided on `key` alone: the row id is random, so concurrent first hits of one key
  // cannot collide on the primary key, which ON CONFLICT (key) would not catch.
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, started: rateLimits.lastRequest });
  const count = row?.count ?? 1;
  const started = row?.started ?? now;
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((started + rule.windowSeconds * 1000 - now) / 1000)),
    windowStartedAt: Number(started),
  };
}

/** Deletes counters whose window ended more than a day ago (hourly job). */
export async function sweepRateLimits(db: Db, now = Date.now()) {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.lastRequest, now - 24 * 3600 * 1000))
    .returning({ key: rateLimits.key });
  return removed.length;
}
