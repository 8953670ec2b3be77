// The server process's health around a fuzzing file: alive (same process id, /healthz answers) and
// its resident memory back near its level after a short settle. Tolerance: the level plus 25 % and
// 64 MB (V8 and PGlite keep some grown heap; a leak of the fuzzed payloads grows far beyond it in
// the long mode).
import { expect } from 'vitest';
import { pause } from './http.ts';
import { residentKb } from './suite-server.ts';

export const RSS_TOLERANCE = { ratio: 0.25, kb: 64 * 1024 };

export async function settledRss(pid: number, settleMs = 3000): Promise<number> {
  await pause(settleMs);
  return residentKb(pid);
}

export async function expectHealthyAfter(base: string, pid: number, beforeKb: number): Promise<void> {
  expect(() => process.kill(pid, 0), 'the server process is gone').not.toThrow();
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  const afterKb = await settledRss(pid);
  const allowed = beforeKb * (1 + RSS_TOLERANCE.ratio) + RSS_TOLERANCE.kb;
  console.info(
    `server RSS: ${Math.round(beforeKb / 1024)} MB before, ${Math.round(afterKb / 1024)} MB after (allowed ${Math.round(allowed / 1024)} MB)`,
  );
  expect(afterKb, 'resident memory did not return to its level').toBeLessThanOrEqual(allowed);
}
