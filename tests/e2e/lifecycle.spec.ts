import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '#app/server/db/db.server.ts';
import { clients } from '#app/server/db/schema.server.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { exitOf, startServerProcess } from '#tests/support/server-process.ts';

// The operator's view: start on a data folder, stop with SIGTERM, start again: nothing lost.
test.describe.configure({ mode: 'serial' });

function startServer(dataDir: string) {
  return startServerProcess({}, { dataDir, keepData: true });
}

test('SIGTERM stops the server cleanly and a restart reuses the data folder', async () => {
  test.setTimeout(240_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'echtcheck-lifecycle-'));
  try {
    const first = await startServer(dataDir);
    expect(first.output()).toContain('PGlite (embedded)');
    expect(first.output()).toContain(dataDir);
    expect((await fetch(`${first.base}/`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await exitOf(first.child)).toBe(0);
    expect(first.output()).toContain('stopped cleanly');

    // Between runs, write a record straight into the embedded database.
    const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
    const [client] = await database.db
      .insert(clients)
      .values({ firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' })
      .returning();
    await database.close();

    const second = await startServer(dataDir);
    second.child.kill('SIGINT');
    expect(await exitOf(second.child)).toBe(0);

    const reopened = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
    const rows = await reopened.db
      .select()
      .from(clients)
      .where(eq(clients.id, client?.id as string));
    await reopened.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe('erika@example.de');
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('a bad setting stops start-up with a message naming the variable', async () => {
  const child = spawn(process.execPath, ['server.ts'], {
    env: { ...process.env, PORT: 'achtzig' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  expect(await exitOf(child)).toBe(1);
  expect(stderr).toContain('PORT="achtzig"');
});
