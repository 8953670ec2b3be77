// The visitor id of the statistics (docs/product.md §11, issue 11 point 2): a hash of a secret salt
// of the Berlin day, the client's address and its user agent. Nothing is stored on the device and the
// address is never stored: the same browser on the same network is one visitor per day, and once the
// day's salt is deleted (after 48 hours) nobody, us included, can link a hash to an address again.
// The salts live in the database so that every instance computes the same hash.
import { createHash, randomBytes } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/db.server.ts';
import { analyticsSalts } from '../db/schema.server.ts';

const SALT_LIFETIME_MS = 48 * 60 * 60 * 1000;

/** YYYY-MM-DD of the Berlin calendar day of `now`. */
export function berlinDay(now: Date): string {
  const berlin = new TZDate(now.getTime(), 'Europe/Berlin');
  const month = String(berlin.getMonth() + 1).padStart(2, '0');
  const day = String(berlin.getDate()).padStart(2, '0');
  return `${berlin.getFullYear()}-${month}-${day}`;
}

/** 128 bits of SHA-256 over salt, address and user agent, base64url (22 characters). */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256')
    .update(`${salt}\n${address}\n${userAgent}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

export interface VisitorSalts {
  /** The salt of the Berlin day of `now`, created by the first instance that needs it. */
  saltFor(now?: Date): Promise<string>;
  /** Deletes salts older than 48 hours (the retention job); returns how many. */
  deleteExpired(now?: Date): Promise<number>;
}

export function createVisitorSalts(db: Db): VisitorSalts {
  // Today's salt, and at midnight tomorrow's: one database read per day and instance.
  let cached: { day: string; salt: string } | undefined;
  let pending: { day: string; promise: Promise<string> } | undefined;
  const load = async (day: string): Promise<string> => {
    await db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(sql`${analyticsSalts.day} = ${day}::date`);
    if (!row) throw new Error(`analytics salt of ${day} missing`);
    return row.salt;
  };
  // The Berlin day of the last call and when it ends: the time-zone arithmetic runs once a day, not per event.
  let dayOf: { day: string; from: number; until: number } | undefined;
  const dayAt = (now: Date): string => {
    const time = now.getTime();
    if (dayOf && time >= dayOf.from && time < dayOf.until) return dayOf.day;
    const day = berlinDay(now);
    const berlin = new TZDate(time, 'Europe/Berlin');
    const from = new TZDate(berlin.getFullYear(), berlin.getMonth(), berlin.getDate(), 'Europe/Berlin').getTime();
    const until = new TZDate(berlin.getFullYear(), berlin.getMonth(), berlin.getDate() + 1, 'Europe/Berlin').getTime();
    dayOf = { day, from, until };
    return day;
  };
  return {
    async saltFor(now = new Date()) {
      const day = dayAt(now);
      if (cached?.day === day) return cached.salt;
      if (pending?.day !== day) {
        const promise = load(day);
        pending = { day, promise };
        promise.then(
          (salt) => {
            if (pending?.promise === promise) pending = undefined;
            cached = { day, salt };
          },
          () => {
            if (pending?.promise === promise) pending = undefined;
          },
        );
      }
      return pending.promise;
    },
    async deleteExpired(now = new Date()) {
      const removed = await db
        .delete(analyticsSalts)
        .where(lt(analyticsSalts.createdAt, new Date(now.getTime() - SALT_LIFETIME_MS)))
        .returning({ day: analyticsSalts.day });
      if (cached && removed.some((row) => row.day === cached?.day)) cached = undefined;
      return removed.length;
    },
  };
}
