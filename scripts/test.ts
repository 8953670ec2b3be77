// `npm test`: typecheck, lint, spell check, unit + database tests, build, security tests, browser
// tests, fault and scale-out tests — in that order, with a
// summary at the end. Browser tests need Debian's Chromium; without it this says so loudly, and
// with CI=true that is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from '../tests/support/chromium.ts';

const ci = process.env.CI === 'true' || process.env.CI === '1';

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Reads the runner's JSON report: how many tests passed and failed. */
  counts?: () => { passed: number; failed: number };
}

// Test reports go to the git-ignored test-results folder, so the summary can count tests, not steps.
const reports = path.resolve(import.meta.dirname, '..', 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

/** A Vitest run of its own config, after the build (its tests drive the built server). */
function vitestStep(name: string, config: string, reportName: string): Step {
  const report = path.join(reports, reportName);
  return {
    name,
    command: [
      'npx',
      'vitest',
      'run',
      '--config',
      config,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    counts: () => {
      const parsed = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
      return { passed: parsed.numPassedTests, failed: parsed.numFailedTests };
    },
  };
}

const steps: Step[] = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'German spell check', command: ['npm', 'run', 'spell'] },
  {
    name: 'unit and database tests',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    counts: () => {
      const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as {
        numPassedTests: number;
        numFailedTests: number;
      };
      return { passed: report.numPassedTests, failed: report.numFailedTests };
    },
  },
  { name: 'build', command: ['npm', 'run', 'build'] },
  vitestStep('security tests', 'tests/security/vitest.config.ts', 'security.json'),
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
  },
  vitestStep('fault and scale-out tests', 'tests/faults/vitest.config.ts', 'faults.json'),
];

if (process.env.TEST_DATABASE_URL) {
  console.log(`Database tests run on PGlite and on PostgreSQL (TEST_DATABASE_URL is set).`);
} else {
  console.log('Database tests run on PGlite only (set TEST_DATABASE_URL to also run them on PostgreSQL).');
}

const results: { name: string; status: 'passed' | 'failed' | 'skipped'; seconds: number }[] = [];
const tests = { passed: 0, failed: 0 };
for (const step of steps) {
  if (step.name === 'browser tests') {
    if (!existsSync(CHROMIUM_PATH)) {
      const banner = [
        '',
        '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
        `!! Chromium not found at ${CHROMIUM_PATH}: BROWSER TESTS DID NOT RUN.`,
        '!! Install it with: apt-get update && apt-get install -y chromium',
        '!! (or point CHROMIUM_PATH at a Chromium binary).',
        '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
        '',
      ].join('\n');
      console.error(banner);
      results.push({ name: step.name, status: ci ? 'failed' : 'skipped', seconds: 0 });
      continue;
    }
  }
  if (['browser tests', 'security tests', 'fault and scale-out tests'].includes(step.name)) {
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
}

console.log('\nSummary');
for (const result of results) console.log(`  ${result.status.padEnd(7)} ${result.name} (${result.seconds} s)`);
const passed = results.filter((r) => r.status === 'passed').length;
const failed = results.filter((r) => r.status === 'failed').length;
const skipped = results.filter((r) => r.status === 'skipped').length;
console.log(`steps: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
console.log(`tests: ${tests.passed} passed, ${tests.failed} failed`);
process.exit(failed > 0 ? 1 : 0);
