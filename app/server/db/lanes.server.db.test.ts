// Staff requests have database connections of their own (app/server/db/lanes.server.ts): with every
// connection of the shop's pool busy and queries queued behind them, a query in the staff lane still
// runs at once. On PostgreSQL only (PGlite has one connection and no pool).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '#tests/support/test-database.ts';
import { type Database, openDatabase } from './db.server.ts';
import { currentLane, runInLane } from './lanes.server.ts';

const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

describe.skipIf(testDatabaseKind() !== 'postgres')('database lanes', () => {
  it('a staff query runs while the shop pool is busy and has a queue; a public one waits its turn', async () => {
    const database = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '', poolSize: 2 });
    opened.push(database);
    const { db } = database;
    // Both public connections busy for 1.5 s, and one more public query queued behind them
    // (drizzle's queries start when awaited: `.then` starts them now).
    const busy = [1, 2].map(() => db.execute(sql`select pg_sleep(1.5)`).then(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const queuedStarted = performance.now();
    const queued = db.execute(sql`select 1`).then(() => performance.now() - queuedStarted);

    const staffStarted = performance.now();
    const staffLane = await runInLane('staff', async () => {
      // A plain query and a transaction (drizzle takes a connection of the pool for it).
      await db.execute(sql`select 1`);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      return currentLane();
    });
    const staffMs = performance.now() - staffStarted;

    expect(staffLane).toBe('staff');
    expect(staffMs).toBeLessThan(1000);
    expect(await queued).toBeGreaterThan(1000);
    await Promise.all(busy);
  });

  it('a connection lost in the middle of a transaction fails that transaction, not the process; the pool goes on', async () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    opened.push(database);
    const { db } = database;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (const which of ['public', 'staff'] as const) {
        const outcome = await runInLane(which, () =>
          db
            .transaction(async (tx) => {
              const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
                rows: { pid: number }[];
              };
              // As when PostgreSQL restarts: the server ends this connection while no query runs on it.
              await admin.query('select pg_terminate_backend($1)', [result.rows[0]?.pid]);
              await new Promise((resolve) => setTimeout(resolve, 300));
              await tx.execute(sql`select 1`);
            })
            .then(
              () => 'committed',
              () => 'failed',
            ),
        );
        // Unheard, the client's 'error' event was an uncaught exception here (Vitest fails the run).
        expect(outcome, which).toBe('failed');
        const after = (await runInLane(which, () => db.execute(sql`select 1 as one`))) as unknown as {
          rows: { one: number }[];
        };
        expect(after.rows, which).toEqual([{ one: 1 }]);
      }
    } finally {
      await admin.end();
    }
  });

  it('outside a request the lane is the public one', () => {
    expect(currentLane()).toBe('public');
    expect(runInLane('public', () => currentLane())).toBe('public');
  });
});
