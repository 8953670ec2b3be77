import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:faults` (also a step of `npm test`, after the build): crashes (kill -9), SMTP down,
// PostgreSQL restarted, the disk full, and two instances on one database and one bucket
// (tests/scale-out). Each test drives real `node server.ts` processes of the build.
const root = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  root,
  test: {
    name: 'faults',
    include: ['tests/faults/**/*.test.ts', 'tests/scale-out/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
