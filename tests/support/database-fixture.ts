// The set-up every database test file shares. Call at the top of a test file (or of a describe
// block), before the file's own hooks:
//
//   const database = useTestDatabase();
//   const filesDir = useScratchFolder('echtcheck-files-');
//   beforeAll(async () => { await database.db.insert(…) });   // runs after both are ready
//
// Each call registers its own beforeAll/afterAll and returns its own handle; nothing is kept at
// module level, because with `isolate: false` the test files of a worker share this module. Vitest
// runs beforeAll hooks in the order they were registered and afterAll hooks in reverse (its default
// `sequence.hooks: 'stack'`), so a file's own hooks see the database open, and whatever its afterAll
// stops (a server, a runtime) is stopped before the database closes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '#app/server/db/db.server.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * A fresh, migrated database (createTestDatabase) for the tests of the file or describe block the
 * call is in: opened in beforeAll, removed in afterAll. The handle is a Database (pass it wherever
 * the app wants one); reading it outside the hooks' span (at module level, before the beforeAll or
 * after the afterAll) throws rather than handing out a database of another file.
 */
export function useTestDatabase(): Database {
  let current: TestDatabase | undefined;
  const open = (): TestDatabase => {
    if (!current) {
      throw new Error(
        'useTestDatabase(): the database is open only between the beforeAll and afterAll this call ' +
          'registered; use it inside a test or a hook registered after the call',
      );
    }
    return current;
  };
  beforeAll(async () => {
    current = await createTestDatabase();
  });
  afterAll(async () => {
    const closing = current;
    current = undefined;
    await closing?.cleanup();
  });
  return {
    get kind() {
      return open().kind;
    },
    get db() {
      return open().db;
    },
    ping: () => open().ping(),
    migrate: () => open().migrate(),
    close: () => open().close(),
  };
}

export interface ScratchFolder {
  /** The folder's absolute path. */
  readonly path: string;
}

/**
 * A temporary folder (below the system's temporary directory, its name starting with `prefix`) for
 * the tests of the file or describe block the call is in: made in beforeAll, removed with its
 * contents in afterAll.
 */
export function useScratchFolder(prefix: string): ScratchFolder {
  let folder: string | undefined;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterAll(async () => {
    const removing = folder;
    folder = undefined;
    // Retries: a server stopped just before may still be closing files in it.
    if (removing) await rm(removing, { recursive: true, force: true, maxRetries: 5 });
  });
  return {
    get path() {
      if (!folder) {
        throw new Error(
          `useScratchFolder('${prefix}'): the folder exists only between the beforeAll and afterAll ` +
            'this call registered; use it inside a test or a hook registered after the call',
        );
      }
      return folder;
    },
  };
}
