import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests run alone; database tests (*.db.test.ts) run once on embedded PGlite and, when
// TEST_DATABASE_URL is set (CI), once more on PostgreSQL — each file in its own fresh database.
const dbTests = ['app/**/*.db.test.{ts,tsx}', 'tests/integration/**/*.db.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// One worker per core, and at least two.
const MAX_WORKERS = Math.max(2, availableParallelism());

export default defineConfig({
  test: {
    // Test files share their worker's modules (no fresh module graph per file): importing the app's
    // modules and compiling PGlite's WebAssembly once per worker instead of once per file took the
    // PGlite database tests from 137 s to 59 s (docs/testing.md). Each file still gets a database
    // of its own; no test file replaces a module (no vi.mock) or leaves global state behind.
    isolate: false,
    // Vitest's default on a 2-core machine is one worker; most of a database test's time is waiting
    // (PostgreSQL, password hashing off the main thread, server round trips), so more overlap.
    maxWorkers: MAX_WORKERS,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: dbTests,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'db:pglite',
          include: dbTests,
          env: { TEST_DB_KIND: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'db:postgres',
                include: dbTests,
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
