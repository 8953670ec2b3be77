// How long an admin's confirmation of an identifier is kept (decision record 034; the privacy page):
// CONFIRMED_IDENTIFIER_YEARS after the confirmation, then the job deletes it; an objection (Art. 21
// DSGVO) deletes it at once. Hashes only: the value is neither stored nor logged.
import { eq, sql } from 'drizzle-orm';
import { CONFIRMED_IDENTIFIER_YEARS } from '#app/lib/identifiers.ts';
import type { Db } from '../db/db.server.ts';
import { confirmedIdentifiers } from '../db/schema.server.ts';
import { identifierHash } from './identifier-hash.server.ts';
import { indexable } from './indexed-identifier.server.ts';

/** The earliest confirmation still kept at `now`. */
export function confirmationCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CONFIRMED_IDENTIFIER_YEARS);
  return cutoff;
}

/**
 * An objection (Art. 21 DSGVO; the privacy page): the confirmation of an identifier named by the person,
 * normalised as the case page normalises it, is deleted whichever case it came from. Returns whether
 * one was stored. Hashes only: the value is neither stored nor logged.
 */
export async function forgetConfirmedIdentifier(
  db: Db,
  key: Buffer,
  identifier: { kind: string; value: string },
): Promise<boolean> {
  const candidate = { kind: identifier.kind, value: identifier.value };
  if (!indexable(candidate)) return false;
  const removed = await db
    .delete(confirmedIdentifiers)
    .where(eq(confirmedIdentifiers.valueHash, identifierHash(key, candidate)))
    .returning({ id: confirmedIdentifiers.id });
  return removed.length > 0;
}

/** Confirmed identifiers are kept CONFIRMED_IDENTIFIER_YEARS after the confirmation (privacy page). */
export async function deleteExpiredConfirmedIdentifiers(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(confirmedIdentifiers)
    .where(sql`${confirmedIdentifiers.confirmedAt} < ${confirmationCutoff(now).toISOString()}::timestamptz`)
    .returning({ id: confirmedIdentifiers.id });
  return removed.length;
}
