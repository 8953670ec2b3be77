import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:security` (also a step of `npm test`, after the build): the suite that attacks the
// built server — every route without or with a bad session, fuzzed input, the upload attack corpus,
// headers, CSRF, throttling. FUZZ_RUNS sets the generated payloads per endpoint (default a few
// hundred; the long mode is FUZZ_RUNS=10000). On PostgreSQL when TEST_DATABASE_URL is set.
const root = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  root,
  test: {
    name: 'security',
    include: ['tests/security/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // One server process, seeded once, for every file (support/global-setup.ts).
    globalSetup: ['tests/security/support/global-setup.ts'],
    env: { TEST_DB_KIND: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
  },
});
