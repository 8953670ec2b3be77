// The database test fixture (tests/support/database-fixture.ts): a handle is usable only between
// the hooks its call registered, a describe block can open a database of its own, a skipped block
// opens none, and the scratch folder is there for the tests and gone afterwards.
import { access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';

const database = useTestDatabase();
const scratch = useScratchFolder('echtcheck-fixture-');

// Read while the module is collected, before any hook ran.
const early = { database: captureError(() => database.db), scratch: captureError(() => scratch.path) };

function captureError(read: () => unknown): Error | undefined {
  try {
    read();
    return undefined;
  } catch (error) {
    return error as Error;
  }
}

let seeded = false;
beforeAll(async () => {
  // The file's own beforeAll runs after the fixture's: the database is open here.
  await database.db.execute(sql`create table fixture_probe (id int)`);
  seeded = true;
});

describe('useTestDatabase', () => {
  it('throws a clear error when read before its beforeAll', () => {
    expect(early.database?.message).toMatch(/useTestDatabase\(\): the database is open only between/);
    expect(early.scratch?.message).toMatch(/useScratchFolder\('echtcheck-fixture-'\)/);
  });

  it('is open in the tests and in the hooks registered after it', async () => {
    expect(seeded).toBe(true);
    expect(database.kind).toBe(process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite');
    await database.ping();
    expect(await database.db.execute(sql`select count(*)::int as n from fixture_probe`)).toMatchObject({
      rows: [{ n: 0 }],
    });
  });
});

let inner: ReturnType<typeof useTestDatabase> | undefined;
describe('a second database in a describe block', () => {
  inner = useTestDatabase();
  const second = inner;

  it('is a database of its own', async () => {
    await expect(second.db.execute(sql`select 1 from fixture_probe`)).rejects.toThrow();
  });
});

let skipped: ReturnType<typeof useTestDatabase> | undefined;
describe.runIf(false)('a skipped block', () => {
  skipped = useTestDatabase();
  it('never runs', () => {});
});

describe('after the blocks', () => {
  it('closed the describe block’s database and never opened the skipped one', () => {
    expect(() => inner?.db).toThrow(/useTestDatabase\(\)/);
    expect(() => skipped?.db).toThrow(/useTestDatabase\(\)/);
  });

  it('has a scratch folder to write in', async () => {
    await writeFile(path.join(scratch.path, 'probe.txt'), 'x');
    await expect(access(path.join(scratch.path, 'probe.txt'))).resolves.toBeUndefined();
  });
});
