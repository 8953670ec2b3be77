// Measuring and reporting for `npm run bench:dashboard` (bench/dashboard.ts and its HTTP half,
// bench/dashboard-http.ts): timing a call over several runs (median and max), the JSON bytes of a
// result, and the markdown table with PASS/FAIL against the time and bytes goals.
import { availableParallelism } from 'node:os';
import { median } from './support.ts';

export interface Measurement {
  runsMs: number[];
  medianMs: number;
  maxMs: number;
  /** UTF-8 bytes of JSON.stringify of the (last) result. */
  bytes: number;
}

export function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '');
}

/** Runs `fn` `runs` times one after another (no warm-up: the first run counts). */
export async function measure(fn: () => Promise<unknown>, runs = 5): Promise<Measurement> {
  const runsMs: number[] = [];
  let result: unknown;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = await fn();
    runsMs.push(performance.now() - started);
  }
  return { runsMs, medianMs: median(runsMs), maxMs: Math.max(...runsMs), bytes: jsonBytes(result) };
}

export interface TargetReport {
  target: string;
  goalMs: number;
  seedSeconds: number;
  rollupSeconds: number;
  rolledUpDays: number;
  readAll: { analyticsBytes: number; casesBytes: number };
  /** A figure's own goal (goalMs) applies instead of the target's where it is given. */
  figures: (Measurement & { name: string; goalMs?: number })[];
  /** os.loadavg() after measuring (1, 5, 15 minutes). */
  load: number[];
}

const BYTES_RATIO_GOAL = 1 / 1000;
const fmtMs = (ms: number) => (ms < 10 ? ms.toFixed(1) : Math.round(ms).toString());
const fmtBytes = (bytes: number) =>
  bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : bytes >= 1e3 ? `${(bytes / 1e3).toFixed(1)} KB` : `${bytes} B`;

/** A markdown table with PASS/FAIL per goal; `failed` counts the failures. */
export function reportTable(report: TargetReport, http = false): { text: string; failed: number } {
  const readAll = report.readAll.analyticsBytes + report.readAll.casesBytes;
  let failed = 0;
  const lines = [
    `### ${report.target}${http ? ': HTTP requests of the dashboard (signed in, uncompressed bytes)' : ''}`,
    '',
    http
      ? 'Each request as the browser makes it: the session check and the data of the routes it loads, serialised by React Router.'
      : `Seeded in ${report.seedSeconds.toFixed(1)} s; roll-up of ${report.rolledUpDays} days in ${report.rollupSeconds.toFixed(1)} s. ` +
        `Read-all: analytics ${fmtBytes(report.readAll.analyticsBytes)} + paid cases with clients ${fmtBytes(report.readAll.casesBytes)} = ${fmtBytes(readAll)}.`,
    '',
    `Load average ${report.load.map((value) => value.toFixed(1)).join(' / ')} on ${availableParallelism()} CPUs while measuring.`,
    '',
    `| ${http ? 'request' : 'figure'} | median ms | max ms | time (median ≤ ${report.goalMs} ms) | ${http ? 'response' : 'JSON'} bytes | read-all bytes | ratio | bytes (≤ 1/1000) |`,
    '|---|---:|---:|---|---:|---:|---:|---|',
  ];
  for (const figure of report.figures) {
    const goalMs = figure.goalMs ?? report.goalMs;
    const timeOk = figure.medianMs <= goalMs;
    const ratio = figure.bytes / readAll;
    const bytesOk = ratio <= BYTES_RATIO_GOAL;
    failed += (timeOk ? 0 : 1) + (bytesOk ? 0 : 1);
    lines.push(
      `| ${figure.name} | ${fmtMs(figure.medianMs)} | ${fmtMs(figure.maxMs)} | ${timeOk ? 'PASS' : 'FAIL'}${goalMs === report.goalMs ? '' : ` (≤ ${goalMs} ms)`} | ${figure.bytes} | ${fmtBytes(readAll)} | 1/${Math.round(1 / ratio).toLocaleString('en')} | ${bytesOk ? 'PASS' : 'FAIL'} |`,
    );
  }
  return { text: lines.join('\n'), failed };
}
