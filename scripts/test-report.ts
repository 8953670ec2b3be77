// Reading the test runners' JSON reports for `npm test`'s summary (scripts/test.ts): each test's
// wall time, from Vitest's JSON reporter and Playwright's, and the slowest of them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface TestTiming {
  file: string;
  test: string;
  ms: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: {
    name: string;
    assertionResults?: { fullName?: string; title?: string; duration?: number | null }[];
  }[];
}

/** Each test of a Vitest JSON report with its duration, the file relative to the repository. */
export function vitestTimings(report: string, root: string): TestTiming[] {
  const parsed = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  return (parsed.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      file: path.relative(root, file.name),
      test: test.fullName ?? test.title ?? '',
      ms: test.duration ?? 0,
    })),
  );
}

interface PlaywrightTest {
  projectName?: string;
  status?: string;
  results?: { duration?: number; status?: string; error?: { message?: string } }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests?: PlaywrightTest[] }[];
  suites?: PlaywrightSuite[];
}

/** Every test of a Playwright JSON report: its file (relative to the repository), its titles, its entry. */
function playwrightTests(report: string, root: string): { file: string; test: string; entry: PlaywrightTest }[] {
  const parsed = JSON.parse(readFileSync(report, 'utf8')) as {
    config?: { rootDir?: string };
    suites?: PlaywrightSuite[];
  };
  // Spec files are named relative to the test folder (the config's rootDir).
  const testDir = parsed.config?.rootDir ?? path.join(root, 'tests', 'e2e');
  const found: { file: string; test: string; entry: PlaywrightTest }[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const entry of spec.tests ?? []) {
        found.push({
          file: path.relative(root, path.join(testDir, spec.file)),
          test: [...titles, spec.title].join(' › '),
          entry,
        });
      }
    }
    // The top-level suites are the files: their title is the file name, not part of the test's.
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of parsed.suites ?? []) walk(suite, []);
  return found;
}

/** Each test of the Playwright JSON report with the time of all its attempts (retries count). */
export function playwrightTimings(report: string, root: string): TestTiming[] {
  return playwrightTests(report, root).map(({ file, test, entry }) => ({
    file,
    test,
    ms: (entry.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0),
  }));
}

/**
 * Each file's time from scripts/vitest-file-times.ts (tests and hooks), the Vitest project as the
 * "test" (a database test file runs once per database).
 */
export function vitestFileTimings(report: string, root: string): TestTiming[] {
  const parsed = JSON.parse(readFileSync(report, 'utf8')) as { file: string; project: string; ms: number }[];
  return parsed.map((entry) => ({ file: path.relative(root, entry.file), test: entry.project, ms: entry.ms }));
}

/** The `count` slowest tests, one a line: seconds, file › test. Empty without timings. */
export function slowestTests(timings: TestTiming[], count: number): string {
  return [...timings]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((timing) => `  ${(timing.ms / 1000).toFixed(1).padStart(6)} s  ${timing.file} › ${timing.test}`)
    .join('\n');
}

export interface TestFailure {
  file: string;
  test: string;
  /** The first line of the runner's message, at most 300 characters. */
  message: string;
}

// Runners colour their messages; the summary is read as plain text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts every colour code
const COLOUR = /\u001b\[[0-9;]*m/g;
const firstLine = (message: string | undefined) =>
  (message ?? '').replace(COLOUR, '').trim().split('\n')[0]?.slice(0, 300) ?? '';

interface VitestFailureReport {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName?: string; title?: string; status?: string; failureMessages?: string[] }[];
  }[];
}

/**
 * The failed tests of a Vitest JSON report, and the files that failed outside any test (a hook or an
 * import), so that the end of a long log names what to look at.
 */
export function vitestFailures(report: string, root: string): TestFailure[] {
  const parsed = JSON.parse(readFileSync(report, 'utf8')) as VitestFailureReport;
  return (parsed.testResults ?? []).flatMap((file) => {
    const name = path.relative(root, file.name);
    const failed = (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        file: name,
        test: test.fullName ?? test.title ?? '',
        message: firstLine(test.failureMessages?.[0]),
      }));
    if (failed.length === 0 && file.status === 'failed')
      return [{ file: name, test: '(the file itself)', message: firstLine(file.message) }];
    return failed;
  });
}

/** The tests of a Playwright JSON report that failed (unexpected), with their last error's first line. */
export function playwrightFailures(report: string, root: string): TestFailure[] {
  return playwrightTests(report, root)
    .filter(({ entry }) => entry.status === 'unexpected')
    .map(({ file, test, entry }) => {
      const last = entry.results?.at(-1);
      return { file, test, message: firstLine(last?.error?.message ?? last?.status) };
    });
}

/** The failures one a line pair: file › test, then the message indented. */
export function listFailures(failures: TestFailure[]): string {
  return failures.map((failure) => `  ${failure.file} › ${failure.test}\n      ${failure.message}`).join('\n');
}
