// `npm run bench:lighthouse-tasks`: where a marketing page's blocking time comes from. Runs
// Lighthouse (mobile, simulated throttling, as `bench:lighthouse`) on some routes and on the empty
// control page, and reads the page's main-thread tasks out of each run's trace, in real
// (unthrottled) milliseconds. One run's blocking time varies by 100 ms and more on this machine;
// the task durations behind it say more per run, so a page change can be judged by them.
//
// How Lighthouse's simulation (lantern) turns these tasks into blocking time (decision record 009,
// amendment 4): every main-thread task is stretched 4× (2× when it contains a layout); the
// simulated first paint is computed from the document, the first parse task, the first layout
// task and the first paint task only, while the full simulation also runs the navigation commit
// (Chromium's own, 25–72 ms here) and every other task before them. Everything the commit pushes
// past the simulated first paint counts, less 50 ms per task: in practice the first layout task
// over 25 ms, and any other task over 12.5 ms.
//
// LIGHTHOUSE_PATHS="/,/romance-scam" (default: three representative routes), LIGHTHOUSE_RUNS=n
// (default 5, rounds interleaved). Prints every run, then the medians as a Markdown table.
//
// Columns (real ms): commit = the navigation commit task; parse 1 = the first HTML parse task;
// parse 2+ = later parse tasks before the first layout; layout = the first task with a layout (it
// holds style, layout, paint and the font set-up); layout CPU = that task's thread time; waited =
// wall minus thread time of every task up to and including the first layout (the main thread
// waiting for the browser's answers to synchronous requests, or for a core); other = the longest
// task after it in the first second; font IPC = synchronous font-settings requests to the browser
// (on Linux, one per font size and weight through the stack's generic families; amendment 4).
// Thread time varies with the machine too (the first layout of / took 11–38 ms of thread time in
// runs an hour apart), so compare runs of the same minutes, beside the control page.

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LIGHTHOUSE_CHROME, median, requireBuild, startControlPage, startServer } from './support.ts';

requireBuild();
const paths = process.env.LIGHTHOUSE_PATHS
  ? process.env.LIGHTHOUSE_PATHS.split(',')
  : ['/', '/romance-scam-anzeichen', '/datenschutz'];
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

const control = await startControlPage();
const server = await startServer({ LOG_LEVEL: 'silent' });
const chrome = await chromeLauncher.launch(LIGHTHOUSE_CHROME);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event; less than `dur` when the thread waited. */
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}

interface Measure {
  tbt: number;
  fcp: number;
  commit: number;
  parse1: number;
  parse2: number;
  layout: number;
  layoutCpu: number;
  waited: number;
  other: number;
  fontIpc: number;
}

const COLUMNS: { key: keyof Measure; heading: string }[] = [
  { key: 'tbt', heading: 'TBT' },
  { key: 'fcp', heading: 'simulated FCP' },
  { key: 'commit', heading: 'commit' },
  { key: 'parse1', heading: 'parse 1' },
  { key: 'parse2', heading: 'parse 2+' },
  { key: 'layout', heading: 'layout' },
  { key: 'layoutCpu', heading: 'layout CPU' },
  { key: 'waited', heading: 'waited' },
  { key: 'other', heading: 'other' },
  { key: 'fontIpc', heading: 'font IPC' },
];

/** The page's main-thread tasks of the first second after navigation, classified. */
function mainThreadTasks(events: TraceEvent[]): Omit<Measure, 'tbt' | 'fcp'> {
  const navigation = events
    .filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'))
    .at(-1);
  if (!navigation) throw new Error('no navigation in the trace');
  const onMainThread = events.filter(
    (event) =>
      event.pid === navigation.pid &&
      event.tid === navigation.tid &&
      event.ph === 'X' &&
      event.ts >= navigation.ts - 20_000 &&
      event.ts < navigation.ts + 1_000_000,
  );
  const tasks = onMainThread
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= 1000)
    .sort((a, b) => a.ts - b.ts);
  // The names of the events inside each task, gathered in one pass over the thread's events.
  const inside = new Map<TraceEvent, Set<string>>(tasks.map((task) => [task, new Set<string>()]));
  for (const event of onMainThread) {
    const task = tasks.find((candidate) => event.ts >= candidate.ts && event.ts < candidate.ts + (candidate.dur ?? 0));
    if (task) inside.get(task)?.add(event.name);
  }
  const contains = (task: TraceEvent, name: string) => inside.get(task)?.has(name) ?? false;
  const result = { commit: 0, parse1: 0, parse2: 0, layout: 0, layoutCpu: 0, waited: 0, other: 0, fontIpc: 0 };
  let parses = 0;
  let laidOut = false;
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    // Wall time the main thread did not run, from the commit up to and including the first layout.
    if (!laidOut) result.waited += Math.max(0, (task.dur ?? 0) - (task.tdur ?? task.dur ?? 0)) / 1000;
    if (result.commit === 0 && contains(task, 'DocumentLoader::CommitNavigation')) result.commit = ms;
    else if (!laidOut && contains(task, 'Layout')) {
      result.layout = ms;
      result.layoutCpu = (task.tdur ?? task.dur ?? 0) / 1000;
      laidOut = true;
    } else if (!laidOut && contains(task, 'ParseHTML')) {
      parses += 1;
      if (parses === 1) result.parse1 = ms;
      else result.parse2 += ms;
    } else if (laidOut) result.other = Math.max(result.other, ms);
  }
  result.fontIpc = onMainThread.filter(
    (event) => event.name === 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike',
  ).length;
  return result;
}

async function measure(url: string): Promise<Measure> {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    { extends: 'lighthouse:default', settings: { additionalTraceCategories: 'disabled-by-default-fonts,fonts' } },
  );
  if (!result) throw new Error(`no result for ${url}`);
  const { audits } = result.lhr;
  const metrics = (audits.metrics?.details as { items?: { firstContentfulPaint?: number }[] } | undefined)?.items?.[0];
  const trace = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace;
  return {
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    fcp: metrics?.firstContentfulPaint ?? 0,
    ...mainThreadTasks(trace.traceEvents),
  };
}

const targets = [
  { label: 'control page', url: control.url },
  ...paths.map((pagePath) => ({ label: pagePath, url: `${server.base}${encodeURI(pagePath)}` })),
];
const measured = new Map<string, Measure[]>(targets.map((target) => [target.label, []]));
try {
  for (let round = 1; round <= runs; round++) {
    for (const target of targets) {
      const row = await measure(target.url);
      measured.get(target.label)?.push(row);
      console.log(
        `${target.label.padEnd(40)} ${COLUMNS.map(({ key, heading }) => `${heading} ${Math.round(row[key])}`).join('  ')}`,
      );
    }
  }
} finally {
  await chrome.kill();
  control.close();
  await server.stop();
}

console.log(
  `\nLighthouse 13 mobile (simulated throttling), median of ${runs} runs; TBT and FCP simulated, tasks in real ms\n`,
);
console.log(`| route | ${COLUMNS.map(({ heading }) => heading).join(' | ')} | TBT of every run |`);
console.log(`|---|${COLUMNS.map(() => '---:').join('|')}|---|`);
for (const { label } of targets) {
  const rows = measured.get(label) ?? [];
  const medians = COLUMNS.map(({ key }) => Math.round(median(rows.map((row) => row[key]))));
  console.log(`| ${label} | ${medians.join(' | ')} | ${rows.map((row) => Math.round(row.tbt)).join(', ')} |`);
}
