// The server process's health around a fuzzing file: alive (same process id, /healthz answers) and
// its resident memory back at its level. The level is the highest RSS during the first half of the
// file's payloads (the heap grows to the load: V8 and PGlite's WebAssembly memory keep what they grew
// to, so the RSS before any load is no fair level); after all payloads and a 3 s settle the RSS may
// exceed it by 25 % + 64 MB at most. A leak of the payloads keeps growing through the second half and
// fails this, the more clearly the longer the run (FUZZ_RUNS=10000 measured: 487 MB before, 745 MB
// reached in the first minute, flat for the last three minutes of 90,000 payloads).
import { expect } from 'vitest';
import { pause } from './http.ts';
import { residentKb } from './suite-server.ts';

export const RSS_TOLERANCE = { ratio: 0.25, kb: 64 * 1024 };

/** Payloads sent so far by this file's fuzz() calls. */
export const progress = { done: 0 };

export interface MemoryWatch {
  /** The highest RSS while the first half of the payloads ran. */
  level(): number;
  peak(): number;
  stop(): void;
}

export function watchMemory(pid: number, totalPayloads: number): MemoryWatch {
  let level = 0;
  let peak = 0;
  const timer = setInterval(() => {
    residentKb(pid)
      .then((kb) => {
        peak = Math.max(peak, kb);
        if (progress.done < totalPayloads / 2) level = Math.max(level, kb);
      })
      .catch(() => {});
  }, 250);
  return { level: () => level, peak: () => peak, stop: () => clearInterval(timer) };
}

export async function expectHealthyAfter(
  base: string,
  pid: number,
  beforeKb: number,
  watch: MemoryWatch,
): Promise<void> {
  watch.stop();
  expect(() => process.kill(pid, 0), 'the server process is gone').not.toThrow();
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  await pause(3000);
  const afterKb = await residentKb(pid);
  const level = watch.level() || beforeKb;
  const allowed = level * (1 + RSS_TOLERANCE.ratio) + RSS_TOLERANCE.kb;
  const mb = (kb: number) => Math.round(kb / 1024);
  console.info(
    `server RSS: ${mb(beforeKb)} MB before, ${mb(level)} MB highest in the first half of the payloads (the level), peak ${mb(watch.peak())} MB, ${mb(afterKb)} MB after (allowed ${mb(allowed)} MB)`,
  );
  expect(afterKb, 'resident memory did not return to its level').toBeLessThanOrEqual(allowed);
}
