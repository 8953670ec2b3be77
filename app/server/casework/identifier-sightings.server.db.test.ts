// The identifier lookup's statement on a real database (decision record 034): all identifiers of a
// case in one statement, read from the index in its order and stopped after the limit (no sort).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '#app/server/db/db.server.ts';
import { insertCase, insertClient } from '#tests/support/dashboard-fixtures.ts';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { indexCaseIdentifiers } from './identifier-indexing.server.ts';
import { identifierSightings, sightingsSql } from './identifier-sightings.server.ts';

const database = useTestDatabase();
const db = () => database.db;
const key = randomBytes(32);

const phone = { kind: 'phone', value: '+4915112345678' } as const;
const email = { kind: 'email', value: 'romeo.love@example.org' } as const;
const iban = { kind: 'iban', value: 'DE89370400440532013000' } as const;
const username = { kind: 'username', value: 'instagram:romeo_love' } as const;

/** A paid case. */
async function newCase(): Promise<string> {
  return insertCase(db(), { clientId: await insertClient(db()), createdAt: new Date(Date.UTC(2026, 0, 1)) });
}

/** The database handle with every statement counted (execute, select, insert, update, delete, transaction). */
function counting(target: Db): { db: Db; count: () => number } {
  let count = 0;
  const counted = new Set(['execute', 'select', 'insert', 'update', 'delete', 'transaction']);
  const db = new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (typeof property === 'string' && counted.has(property) && typeof value === 'function') {
        return (...args: unknown[]) => {
          count++;
          return value.apply(object, args);
        };
      }
      return value;
    },
  });
  return { db, count: () => count };
}

describe(`identifier lookup on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('looks up all identifiers of a case in one statement that reads the index', async () => {
    const caseId = await newCase();
    const identifiers = [
      phone,
      email,
      iban,
      username,
      { kind: 'domain', value: 'romeo-love.example' },
      { kind: 'url', value: 'https://instagram.com/romeo_love' },
      { kind: 'wallet', value: '0x52908400098527886E0F7030069857D2E4169EE7' },
    ] as const;
    await indexCaseIdentifiers(db(), caseId, identifiers);
    const probe = counting(db());
    const found = await identifierSightings(probe.db, caseId, identifiers, { key });
    expect(probe.count()).toBe(1);
    expect(found.size).toBe(identifiers.length);

    const query = sightingsSql(caseId, identifiers, key, new Date());
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('case_identifiers_lookup_idx');
    // Read in the index's order and stopped after the limit: never all of a value's rows sorted (the
    // order by must be the index's exactly; with "desc" alone a common value took 70 ms).
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
