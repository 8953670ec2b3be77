// Short claims on one piece of background work that several instances may find at the same moment
// and that should be done once (e.g. fingerprinting one image: seconds of CPU, the same result).
// A claim is a system_settings row `claim:{name}` holding its expiry: taking it is one conditional
// upsert (free, or expired), releasing it deletes the row, and an instance that crashed mid-work
// leaves a claim that expires by itself. No transaction stays open while the work runs.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db.server.ts';
import { systemSettings } from '../db/schema.server.ts';

const PREFIX = 'claim:';

/** Takes the claim for `seconds` unless another holder's claim is still running; true when taken. */
export async function claimWork(db: Db, name: string, seconds: number, now = new Date()): Promise<boolean> {
  // ISO timestamps in UTC compare as text in time order.
  const until = new Date(now.getTime() + seconds * 1000).toISOString();
  const taken = await db
    .insert(systemSettings)
    .values({ key: `${PREFIX}${name}`, value: until, updatedAt: now })
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: { value: until, updatedAt: now },
      setWhere: sql`${systemSettings.value} < ${now.toISOString()}`,
    })
    .returning({ key: systemSettings.key });
  return taken.length > 0;
}

/** Gives the claim back (the work is done or failed). */
export async function releaseWork(db: Db, name: string): Promise<void> {
  await db.delete(systemSettings).where(eq(systemSettings.key, `${PREFIX}${name}`));
}
