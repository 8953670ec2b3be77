// The identifier key on a real database (decision record 034): without a configured secret one key
// is generated and kept in the database; a configured secret gives another; the kind is hashed too.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemSettings } from '#app/server/db/schema.server.ts';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { identifierHash, resolveIdentifierKey } from './identifier-hash.server.ts';

const database = useTestDatabase();
const db = () => database.db;
const phone = { kind: 'phone', value: '+4915112345678' } as const;

describe(`identifier key on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('keeps one generated key in the database when no secret is configured', async () => {
    const one = await resolveIdentifierKey(db(), undefined);
    const two = await resolveIdentifierKey(db(), undefined);
    expect(one.equals(two)).toBe(true);
    expect(await db().select().from(systemSettings).where(eq(systemSettings.key, 'identifier-hash-key'))).toHaveLength(
      1,
    );
    const configured = await resolveIdentifierKey(db(), 'x'.repeat(40));
    expect(configured.equals(one)).toBe(false);
    expect(identifierHash(one, phone)).not.toBe(identifierHash(configured, phone));
    // The kind is part of the hash.
    expect(identifierHash(one, phone)).not.toBe(identifierHash(one, { kind: 'username', value: phone.value }));
  });
});
