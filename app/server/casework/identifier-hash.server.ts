// The keyed hash of a confirmed identifier (decision record 034): HMAC-SHA256 of kind and value with
// the server's identifier key, never the value itself. The key comes from IDENTIFIER_HASH_SECRET or
// is generated once and kept in the database, shared by every instance.
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db.server.ts';
import { systemSettings } from '../db/schema.server.ts';
import { type IndexedIdentifier, keyOf } from './indexed-identifier.server.ts';

const KEY_SETTING = 'identifier-hash-key';

/**
 * The key of the confirmed identifiers' hashes: IDENTIFIER_HASH_SECRET when set (kept outside the
 * database, which a production deployment should do), otherwise one generated at the first use and
 * kept in the database, shared by every instance (as resolveAuthSecret does for the auth secret). It is
 * separate from the auth secret, so rotating that one keeps the confirmations findable. Changing this
 * key makes every confirmed identifier unfindable (they expire as usual).
 */
export async function resolveIdentifierKey(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return deriveKey(configured);
  await db
    .insert(systemSettings)
    .values({ key: KEY_SETTING, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: systemSettings.key });
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, KEY_SETTING));
  if (!row) throw new Error('identifier key missing after insert');
  return deriveKey(row.value);
}

export function deriveKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('echtcheck identifier index v1').digest();
}

/** HMAC-SHA256 of kind and normalised value with the identifier key, hex. */
export function identifierHash(key: Buffer, identifier: IndexedIdentifier): string {
  return createHmac('sha256', key).update(keyOf(identifier)).digest('hex');
}
