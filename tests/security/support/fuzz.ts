// The frame of a fuzzing file (fuzz-public.test.ts, fuzz-staff.test.ts): its endpoints' tests run
// concurrently, and after all of them the server process must be up and its resident memory back at
// its level (memory.ts states the tolerance).
import { beforeAll, describe, test } from 'vitest';
import { FUZZ_RUNS } from './hostile.ts';
import { expectHealthyAfter, type MemoryWatch, watchMemory } from './memory.ts';
import { residentKb } from './suite-server.ts';

/**
 * `tests` (one test an endpoint, `endpoints` of them, each sending FUZZ_RUNS payloads) in a concurrent
 * describe titled `title`, then the health check of the server at `server`.
 */
export function describeFuzzing(
  title: string,
  server: { base: string; pid: number },
  endpoints: number,
  tests: () => void,
): void {
  let rssBefore = 0;
  let watch: MemoryWatch;
  beforeAll(async () => {
    rssBefore = await residentKb(server.pid);
    watch = watchMemory(server.pid, FUZZ_RUNS * endpoints);
  });

  describe.concurrent(`${title} (${FUZZ_RUNS} payloads each)`, tests);

  describe('after the fuzzing', () => {
    test('the process is up and its memory back at its level', async () => {
      await expectHealthyAfter(server.base, server.pid, rssBefore, watch);
    });
  });
}
