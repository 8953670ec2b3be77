// `npm test`: typecheck, lint, spell check, unit + database tests, build, the built pages' checks,
// security tests, browser tests, fault and scale-out tests — in that order, with a
// summary at the end: each step's wall time and the ten slowest tests (from the runners' JSON
// reports). Browser tests need Debian's Chromium; without it this says so loudly, and with CI=true
// that is a failure. TEST_STEPS=name,name (e.g. TEST_STEPS=typecheck,lint) runs only those steps,
// matched by a case-insensitive part of the name, to try the script out.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { TEST_BROWSER_PATH } from '../tests/support/chromium.ts';
import {
  listFailures,
  playwrightFailures,
  playwrightTimings,
  slowestTests,
  type TestFailure,
  type TestTiming,
  vitestFailures,
  vitestFileTimings,
  vitestTimings,
} from './test-report.ts';

const ci = process.env.CI === 'true' || process.env.CI === '1';

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Reads the runner's JSON report: how many tests passed and failed. */
  counts?: () => { passed: number; failed: number };
  /** Reads the runner's JSON report: each test's wall time. */
  timings?: () => TestTiming[];
  /** Reads scripts/vitest-file-times.ts's report: each test file's wall time, hooks included. */
  fileTimings?: () => TestTiming[];
  /** Reads the runner's JSON report: the tests that failed, with the first line of their message. */
  failures?: () => TestFailure[];
}

// Test reports go to the git-ignored test-results folder, so the summary can count tests, not steps.
const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const playwrightReport = path.join(reports, 'playwright.json');

const fileTimesReporter = path.join(root, 'scripts', 'vitest-file-times.ts');

/** A Vitest run: the console, the JSON report (counts, each test's time) and each file's time. */
function vitestStep(name: string, reportName: string, config?: string): Step {
  const report = path.join(reports, `${reportName}.json`);
  const fileTimes = path.join(reports, `${reportName}-files.json`);
  return {
    name,
    command: [
      'npx',
      'vitest',
      'run',
      ...(config ? ['--config', config] : []),
      '--reporter=default',
      '--reporter=json',
      `--reporter=${fileTimesReporter}`,
      `--outputFile.json=${report}`,
    ],
    env: { VITEST_FILE_TIMES: fileTimes },
    counts: () => {
      const parsed = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
      return { passed: parsed.numPassedTests, failed: parsed.numFailedTests };
    },
    timings: () => vitestTimings(report, root),
    fileTimings: () => vitestFileTimings(fileTimes, root),
    failures: () => vitestFailures(report, root),
  };
}

const steps: Step[] = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'German spell check', command: ['npm', 'run', 'spell'] },
  vitestStep('unit and database tests', 'vitest'),
  { name: 'build', command: ['npm', 'run', 'build'] },
  // Every prerendered page's metadata, font subset and links, read from build/client in seconds; the
  // browser tests then only need one page per template for the status and axe.
  vitestStep('built pages', 'built-pages', 'tests/site/vitest.config.ts'),
  vitestStep('security tests', 'security', 'tests/security/vitest.config.ts'),
  {
    name: 'browser tests',
    command: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    counts: () => {
      const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8')) as {
        stats: { expected: number; unexpected: number; flaky: number };
      };
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
    },
    timings: () => playwrightTimings(playwrightReport, root),
    failures: () => playwrightFailures(playwrightReport, root),
  },
  vitestStep('fault and scale-out tests', 'faults', 'tests/faults/vitest.config.ts'),
];

if (process.env.TEST_DATABASE_URL) {
  console.log(`Database tests run on PGlite and on PostgreSQL (TEST_DATABASE_URL is set).`);
} else {
  console.log('Database tests run on PGlite only (set TEST_DATABASE_URL to also run them on PostgreSQL).');
}

const results: { name: string; status: 'passed' | 'failed' | 'skipped'; seconds: number }[] = [];
const tests = { passed: 0, failed: 0 };
const timings: TestTiming[] = [];
const fileTimings: TestTiming[] = [];
const failures: TestFailure[] = [];
const only = process.env.TEST_STEPS?.split(',')
  .map((name) => name.trim().toLowerCase())
  .filter(Boolean);
const selected = only?.length
  ? steps.filter((step) => only.some((name) => step.name.toLowerCase().includes(name)))
  : steps;
if (selected.length < steps.length) console.log(`TEST_STEPS: only ${selected.map((step) => step.name).join(', ')}`);
for (const step of selected) {
  if (step.name === 'browser tests') {
    if (!existsSync(TEST_BROWSER_PATH)) {
      const banner = [
        '',
        '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
        `!! Chromium not found at ${TEST_BROWSER_PATH}: BROWSER TESTS DID NOT RUN.`,
        '!! Install it with: apt-get update && apt-get install -y chromium chromium-headless-shell',
        '!! (or point CHROMIUM_PATH at a Chromium binary).',
        '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
        '',
      ].join('\n');
      console.error(banner);
      results.push({ name: step.name, status: ci ? 'failed' : 'skipped', seconds: 0 });
      continue;
    }
  }
  if (['built pages', 'browser tests', 'security tests', 'fault and scale-out tests'].includes(step.name)) {
    if (results.some((r) => r.name === 'build' && r.status !== 'passed')) {
      results.push({ name: step.name, status: 'failed', seconds: 0 });
      console.error(`${step.name} need a build; the build failed`);
      continue;
    }
  }
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const [command, ...args] = step.command as [string, ...string[]];
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  results.push({ name: step.name, status: run.status === 0 ? 'passed' : 'failed', seconds });
  if (step.counts) {
    try {
      const counted = step.counts();
      tests.passed += counted.passed;
      tests.failed += counted.failed;
    } catch {
      console.error(`${step.name}: no test report was written`);
    }
  }
  if (step.timings) {
    try {
      timings.push(...step.timings());
      fileTimings.push(...(step.fileTimings?.() ?? []));
      failures.push(...(step.failures?.() ?? []));
    } catch {
      // Said above, where the counts are read from the same report.
    }
  }
}

console.log('\nSummary');
for (const result of results) console.log(`  ${result.status.padEnd(7)} ${result.name} (${result.seconds} s)`);
const passed = results.filter((r) => r.status === 'passed').length;
const failed = results.filter((r) => r.status === 'failed').length;
const skipped = results.filter((r) => r.status === 'skipped').length;
const total = Math.round(results.reduce((sum, r) => sum + r.seconds, 0));
console.log(`steps: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${total} s in all)`);
console.log(`tests: ${tests.passed} passed, ${tests.failed} failed`);
// Named here, at the end of the log, because a long run's log may be read from its end only.
if (failures.length > 0) console.log(`\nFailed tests\n${listFailures(failures)}`);
const slowest = slowestTests(timings, 10);
if (slowest) console.log(`\nSlowest tests\n${slowest}`);
const slowestFiles = slowestTests(fileTimings, 10);
if (slowestFiles) console.log(`\nSlowest Vitest files (tests and hooks; › the project)\n${slowestFiles}`);
process.exit(failed > 0 ? 1 : 0);
