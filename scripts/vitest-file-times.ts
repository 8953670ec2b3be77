// A Vitest reporter for `npm test`'s summary (scripts/test.ts): each test file's time, its hooks
// included (the JSON reporter's per-test durations leave out beforeAll/afterAll, where a file's
// expensive setup usually is). Writes [{ file, project, ms }] to the path in VITEST_FILE_TIMES.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export default class FileTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const output = process.env.VITEST_FILE_TIMES;
    if (!output) return;
    const times = testModules.map((module) => ({
      file: module.moduleId,
      project: module.project.name,
      ms: module.diagnostic().duration,
    }));
    writeFileSync(output, JSON.stringify(times));
  }
}
