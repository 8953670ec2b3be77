// Whether a failed request is the database's outage (app.server.ts): 503 rather than 500 while the
// database does not answer or just after it did not (decision record 019); a promise with a time limit.
import type { Database } from '../db/db.server.ts';

/** After the database was seen unreachable, failed requests count as the outage's for this long. */
const OUTAGE_GRACE_MS = 10_000;

/**
 * Asked only after a request failed: a failure while the database does not answer, or just after
 * it did not (a request that failed as the outage ended), is an outage (503, decision record 019),
 * not a bug of ours (500).
 */
export function watchOutages(database: Database) {
  let lastOutage = 0;
  return {
    /** The readiness check found the database unreachable. */
    seen() {
      lastOutage = Date.now();
    },
    async databaseDown() {
      try {
        await withTimeout(database.ping(), 1000);
        return Date.now() - lastOutage < OUTAGE_GRACE_MS;
      } catch {
        lastOutage = Date.now();
        return true;
      }
    },
  };
}

export type OutageWatch = ReturnType<typeof watchOutages>;

export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
