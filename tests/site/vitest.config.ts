import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:pages` (also the step "built pages" of `npm test`, right after the build): the
// checks of every prerendered marketing page that need no browser, on the HTML in build/client.
const root = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  root,
  test: {
    name: 'built pages',
    include: ['tests/site/**/*.test.ts'],
    environment: 'node',
  },
});
