import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import pg from 'pg';
import { CHROMIUM_FLAGS, TEST_BROWSER_PATH } from './tests/support/chromium.ts';
import { copyMigratedDataFolder, postgresTemplate } from './tests/support/database-templates.ts';
import { freePort } from './tests/support/free-port.ts';

// Browser tests run the built server (`npm run build` first) on a free port with a temporary data
// folder, in Debian's Chromium headless shell (tests/support/chromium.ts).

// Workers load this file again: keep the port and folder the main process chose.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'echtcheck-e2e-'));
// With TEST_DATABASE_URL (CI) the server under test runs on a fresh PostgreSQL database, so the
// tests can also look at the rows an order leaves; without it, on embedded PGlite in E2E_DATA_DIR.
// Either way the database starts as a copy of a migrated one (tests/support/database-templates.ts).
if (process.env.TEST_DATABASE_URL && !process.env.E2E_DATABASE_URL) {
  const name = `echtcheck_e2e_${process.pid}`;
  const template = await postgresTemplate(process.env.TEST_DATABASE_URL);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.E2E_DATABASE_URL = url.toString();
} else if (!process.env.E2E_DATABASE_URL && !existsSync(path.join(process.env.E2E_DATA_DIR, 'db'))) {
  await copyMigratedDataFolder(path.join(process.env.E2E_DATA_DIR, 'db'));
}
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries, in CI either: a test that passes only on its second try is a defect to fix.
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  // The longest walks take up to 20 s on a quiet 2-core machine and nearly twice that when it is busy
  // (a 30-s limit once failed a 19-s test under load); a hang still fails within the minute.
  timeout: 60_000,
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL,
    // A failed test keeps its trace (actions, console, network) without the DOM snapshots and the
    // screencast: recording those for every test took a third of the suite's time. The page as it
    // was at the failure is in error-context.md (its accessibility tree) and the screenshot.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: TEST_BROWSER_PATH,
          args: ['--headless', ...CHROMIUM_FLAGS],
        },
      },
    },
  ],
  webServer: {
    command: 'node server.ts',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SITE_URL: baseURL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      MAIL_POLL_SECONDS: '1',
      // Every spec signs in from 127.0.0.1: the default 20 per 15 minutes is one office's budget.
      STAFF_SIGN_IN_PER_NETWORK: '200',
      // The same for the statistics beacon: 120 events a minute is one network's budget, and every
      // worker's pages send from 127.0.0.1 (one CI run went over it: a 429 failed the checkout test).
      ANALYTICS_EVENTS_PER_MINUTE: '5000',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
