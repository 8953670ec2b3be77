import { defineConfig } from 'vitest/config';

// Unit tests run alone; database tests (*.db.test.ts) run once on embedded PGlite and, when
// TEST_DATABASE_URL is set (CI), once more on PostgreSQL — each file in its own fresh database.
const dbTests = ['app/**/*.db.test.{ts,tsx}', 'tests/integration/**/*.db.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
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
