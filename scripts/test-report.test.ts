import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  listFailures,
  playwrightFailures,
  playwrightTimings,
  slowestTests,
  vitestFailures,
  vitestFileTimings,
  vitestTimings,
} from './test-report.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'echtcheck-test-report-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const root = '/repo';

function report(name: string, content: unknown): string {
  const file = path.join(folder, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('test report timings', () => {
  it("reads each Vitest test's duration with its file relative to the repository", () => {
    const file = report('vitest.json', {
      numPassedTests: 3,
      numFailedTests: 0,
      testResults: [
        {
          name: '/repo/app/a.test.ts',
          assertionResults: [
            { fullName: 'a works', title: 'works', duration: 1200.5 },
            { fullName: 'a is skipped', title: 'is skipped', duration: null },
          ],
        },
        {
          name: '/repo/tests/b.db.test.ts',
          assertionResults: [{ fullName: 'b stores', title: 'stores', duration: 30 }],
        },
      ],
    });
    expect(vitestTimings(file, root)).toEqual([
      { file: 'app/a.test.ts', test: 'a works', ms: 1200.5 },
      { file: 'app/a.test.ts', test: 'a is skipped', ms: 0 },
      { file: 'tests/b.db.test.ts', test: 'b stores', ms: 30 },
    ]);
  });

  it("reads each Playwright test's time over all its attempts, with its describe titles", () => {
    const file = report('playwright.json', {
      config: { rootDir: '/repo/tests/e2e' },
      suites: [
        {
          title: 'checkout.spec.ts',
          file: 'checkout.spec.ts',
          specs: [
            {
              title: 'orders',
              file: 'checkout.spec.ts',
              tests: [{ results: [{ duration: 4000 }, { duration: 3500 }] }],
            },
          ],
          suites: [
            {
              title: 'on a phone',
              file: 'checkout.spec.ts',
              specs: [{ title: 'pays', file: 'checkout.spec.ts', tests: [{ results: [{ duration: 900 }] }] }],
            },
          ],
        },
      ],
    });
    expect(playwrightTimings(file, root)).toEqual([
      { file: 'tests/e2e/checkout.spec.ts', test: 'orders', ms: 7500 },
      { file: 'tests/e2e/checkout.spec.ts', test: 'on a phone › pays', ms: 900 },
    ]);
  });

  it("reads each Vitest file's time (hooks included) with its project", () => {
    const file = report('vitest-files.json', [
      { file: '/repo/app/a.test.ts', project: 'unit', ms: 8400 },
      { file: '/repo/app/b.db.test.ts', project: 'db:pglite', ms: 950 },
    ]);
    expect(vitestFileTimings(file, root)).toEqual([
      { file: 'app/a.test.ts', test: 'unit', ms: 8400 },
      { file: 'app/b.db.test.ts', test: 'db:pglite', ms: 950 },
    ]);
  });

  it('lists the slowest first, as many as asked, in seconds', () => {
    const timings = [
      { file: 'a.test.ts', test: 'fast', ms: 10 },
      { file: 'b.test.ts', test: 'slow', ms: 12_345 },
      { file: 'c.spec.ts', test: 'middle', ms: 2_000 },
    ];
    expect(slowestTests(timings, 2).split('\n')).toEqual([
      '    12.3 s  b.test.ts › slow',
      '     2.0 s  c.spec.ts › middle',
    ]);
    expect(slowestTests([], 10)).toBe('');
  });
});

describe('test report failures', () => {
  it('names the failed Vitest tests with their first message line, and a file that failed outside its tests', () => {
    const file = report('vitest-failed.json', {
      testResults: [
        {
          name: '/repo/tests/security/limits.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'limits passes', status: 'passed', failureMessages: [] },
            {
              fullName: 'limits refuses the 21st',
              status: 'failed',
              failureMessages: ['\u001b[31mAssertionError: expected 200 to be 429\u001b[39m\n    at limits.test.ts:12'],
            },
          ],
        },
        {
          name: '/repo/tests/security/headers.test.ts',
          status: 'failed',
          message: 'hook timed out\nmore',
          assertionResults: [],
        },
        { name: '/repo/app/a.test.ts', status: 'passed', assertionResults: [{ fullName: 'a', status: 'passed' }] },
      ],
    });
    expect(vitestFailures(file, root)).toEqual([
      {
        file: 'tests/security/limits.test.ts',
        test: 'limits refuses the 21st',
        message: 'AssertionError: expected 200 to be 429',
      },
      { file: 'tests/security/headers.test.ts', test: '(the file itself)', message: 'hook timed out' },
    ]);
  });

  it('names the unexpected Playwright tests (not the flaky or expected failures) with their last error', () => {
    const file = report('playwright-failed.json', {
      config: { rootDir: '/repo/tests/e2e' },
      suites: [
        {
          title: 'shell.spec.ts',
          specs: [
            {
              title: 'renders',
              file: 'shell.spec.ts',
              tests: [
                { status: 'unexpected', results: [{ status: 'timedOut', error: { message: 'Timeout 60000ms' } }] },
              ],
            },
            { title: 'expected to fail', file: 'shell.spec.ts', tests: [{ status: 'expected', results: [{}] }] },
            { title: 'flaky', file: 'shell.spec.ts', tests: [{ status: 'flaky', results: [{}, {}] }] },
          ],
        },
      ],
    });
    expect(playwrightFailures(file, root)).toEqual([
      { file: 'tests/e2e/shell.spec.ts', test: 'renders', message: 'Timeout 60000ms' },
    ]);
    expect(listFailures(playwrightFailures(file, root))).toBe(
      '  tests/e2e/shell.spec.ts › renders\n      Timeout 60000ms',
    );
  });
});
