// `npm run bench:lighthouse`: Lighthouse (mobile, default simulated throttling) on every marketing
// route of the built site, served by our server. Prints performance, accessibility, best practices
// and SEO per route, plus LCP, CLS and the JavaScript each page transfers.
// LIGHTHOUSE_PATHS="/,/romance-scam" limits the run to some paths; LIGHTHOUSE_JSON_DIR=dir also
// writes each route's full report (diagnostics, critical chains, main-thread breakdown) there.
//
// LIGHTHOUSE_RUNS=n (default 3) audits every route n times, rounds interleaved, and reports the
// median run as Lighthouse CI does (Lighthouse's own computeMedianRun: the run nearest the median
// first paint and time to interactive); the TBT column also shows the range over the runs. One run
// of a page that ships no JavaScript still varies by 50–100 ms of blocking time on this machine:
// the empty control page alone measured 3–102 ms in one afternoon (docs/benchmarks.md).
//
// The browser's floor: before and after the routes, the same audit runs on a control page (a heading
// and a paragraph; no stylesheet, script, font or icon) served by a bare HTTP server. Its blocking
// time is Chromium's own work (navigation commit, context creation) times the 4× CPU slowdown, which
// no page can remove; the table shows each route's blocking time above it (decision record 009).

import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { sitePages } from '../app/content/site.ts';
import { LIGHTHOUSE_CHROME, requireBuild, startControlPage, startServer } from './support.ts';

requireBuild();
const paths = process.env.LIGHTHOUSE_PATHS
  ? process.env.LIGHTHOUSE_PATHS.split(',')
  : sitePages.filter((page) => page.canonicalPath === page.path).map((page) => page.path);

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const jsonDir = process.env.LIGHTHOUSE_JSON_DIR ? path.resolve(process.env.LIGHTHOUSE_JSON_DIR) : undefined;
if (jsonDir) await mkdir(jsonDir, { recursive: true });

const server = await startServer({ LOG_LEVEL: 'silent' });
const base = server.base;

const control = await startControlPage();
const chrome = await chromeLauncher.launch(LIGHTHOUSE_CHROME);

interface Row {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** The blocking time of every run, to show the spread. */
  tbtRuns: number[];
  jsKb: number;
}

const rows: Row[] = [];
const floor: number[] = [];

type Lhr = RunnerResult['lhr'];

async function runOnce(url: string, label: string): Promise<Lhr> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`no result for ${label}`);
  const { audits } = result.lhr;
  // A run Lighthouse could not measure scores 0: say why, so it is rerun rather than read as slow.
  const failed = [result.lhr.runtimeError?.message, audits['largest-contentful-paint']?.errorMessage].find(Boolean);
  const score = Math.round((result.lhr.categories.performance?.score ?? 0) * 100);
  const tbt = Math.round(audits['total-blocking-time']?.numericValue ?? 0);
  console.log(`${label.padEnd(52)} perf ${score} TBT ${tbt}${failed ? ` (not measured: ${failed})` : ''}`);
  return result.lhr;
}

/** The median of a route's runs (Lighthouse's own choice, as Lighthouse CI makes it), as a row. */
async function toRow(label: string, lhrs: Lhr[]): Promise<Row> {
  const measured = lhrs.filter(
    (lhr) =>
      Number.isFinite(lhr.audits['first-contentful-paint']?.numericValue) &&
      Number.isFinite(lhr.audits.interactive?.numericValue),
  );
  const median = (measured.length > 0 ? computeMedianRun(measured) : lhrs[0]) as Lhr;
  if (jsonDir) {
    const name = label === '/' ? 'home' : label.replace(/^\//, '').replace(/[^a-zA-Z0-9äöüß-]+/g, '_');
    await writeFile(path.join(jsonDir, `${name}.json`), JSON.stringify(median));
  }
  const { categories, audits } = median;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const items = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
    ?.items;
  const script = items?.find((item) => item.resourceType === 'script');
  return {
    path: label,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    tbtRuns: lhrs.map((lhr) => Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)),
    jsKb: Math.round(((script?.transferSize ?? 0) / 1024) * 10) / 10,
  };
}

// Rounds interleaved (every route once, then again), so that a slow minute of the machine does
// not fall on all runs of one route.
const targets = [
  { url: control.url, label: 'control page (before)' },
  ...paths.map((pagePath) => ({ url: `${base}${encodeURI(pagePath)}`, label: pagePath })),
];
const results = new Map<string, Lhr[]>(targets.map((target) => [target.label, []]));
try {
  for (let round = 1; round <= runs; round++) {
    if (runs > 1) console.log(`\nround ${round} of ${runs}`);
    for (const target of targets) results.get(target.label)?.push(await runOnce(target.url, target.label));
  }
  for (let round = 1; round <= runs; round++) {
    const after = await runOnce(control.url, 'control page (after)');
    results.set('control page (after)', [...(results.get('control page (after)') ?? []), after]);
  }
  floor.push((await toRow('control page (before)', results.get('control page (before)') ?? [])).tbt);
  for (const pagePath of paths) rows.push(await toRow(pagePath, results.get(pagePath) ?? []));
  floor.push((await toRow('control page (after)', results.get('control page (after)') ?? [])).tbt);
} finally {
  await chrome.kill();
  control.close();
  await server.stop();
  await rm(server.dataDir, { recursive: true, force: true });
}

const browserFloor = Math.min(...floor);
console.log(
  `\nLighthouse 13 mobile (simulated throttling), ${rows.length} routes, ${runs === 1 ? 'one run each' : `the median of ${runs} runs each (TBT: median run, then all runs)`}\n`,
);
console.log(
  `Browser floor: the control page (no stylesheet, script, font or icon) blocks ${floor.join(' ms and ')} ms (before and after the routes).\n`,
);
console.log(
  '| route | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms | TBT above floor ms | JS KB |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.cls} | ${r.tbt}${runs > 1 ? ` (${r.tbtRuns.join(', ')})` : ''} | ${Math.max(0, r.tbt - browserFloor)} | ${r.jsKb} |`,
  );
}
const min = (key: keyof Row) => Math.min(...rows.map((r) => r[key] as number));
const max = (key: keyof Row) => Math.max(...rows.map((r) => r[key] as number));
console.log(
  `\nminimum: performance ${min('performance')}, accessibility ${min('accessibility')}, best practices ${min('bestPractices')}, SEO ${min('seo')}; max LCP ${max('lcp')} ms; max CLS ${max('cls')}; max TBT ${max('tbt')} ms (${Math.max(0, max('tbt') - browserFloor)} above the floor of ${browserFloor} ms); max JS ${max('jsKb')} KB`,
);
