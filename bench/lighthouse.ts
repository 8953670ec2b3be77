// `npm run bench:lighthouse`: Lighthouse (mobile, default simulated throttling) on every marketing
// route of the built site, served by our server. Prints performance, accessibility, best practices
// and SEO per route, plus LCP, CLS and the JavaScript each page transfers.
// LIGHTHOUSE_PATHS="/,/romance-scam" limits the run to some paths; LIGHTHOUSE_JSON_DIR=dir also
// writes each route's full report (diagnostics, critical chains, main-thread breakdown) there.
//
// The browser's floor: before and after the routes, the same audit runs on a control page (a heading
// and a paragraph; no stylesheet, script, font or icon) served by a bare HTTP server. Its blocking
// time is Chromium's own work (navigation commit, context creation) times the 4× CPU slowdown, which
// no page can remove; the table shows each route's blocking time above it (decision record 009).

import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { sitePages } from '../app/content/site.ts';
import { requireBuild, startServer } from './support.ts';

requireBuild();
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const paths = process.env.LIGHTHOUSE_PATHS
  ? process.env.LIGHTHOUSE_PATHS.split(',')
  : sitePages.filter((page) => page.canonicalPath === page.path).map((page) => page.path);

const jsonDir = process.env.LIGHTHOUSE_JSON_DIR ? path.resolve(process.env.LIGHTHOUSE_JSON_DIR) : undefined;
if (jsonDir) await mkdir(jsonDir, { recursive: true });

const server = await startServer({ LOG_LEVEL: 'silent' });
const base = server.base;

const CONTROL_PAGE =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Kontrollseite</title><meta name="description" content="Leere Kontrollseite für Lighthouse"><link rel="icon" href="data:,"></head><body><h1>Kontrollseite</h1><p>Eine Überschrift und ein Absatz: kein Stylesheet, kein Skript, keine Schrift.</p></body></html>';
const control = createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(CONTROL_PAGE);
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}/`;

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

interface Row {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  jsKb: number;
}

const rows: Row[] = [];
const floor: number[] = [];

async function audit(url: string, label: string): Promise<Row> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`no result for ${label}`);
  if (jsonDir) {
    const name = label === '/' ? 'home' : label.replace(/^\//, '').replace(/[^a-zA-Z0-9äöüß-]+/g, '_');
    await writeFile(path.join(jsonDir, `${name}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const items = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
    ?.items;
  const script = items?.find((item) => item.resourceType === 'script');
  const row: Row = {
    path: label,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    jsKb: Math.round(((script?.transferSize ?? 0) / 1024) * 10) / 10,
  };
  // A run Lighthouse could not measure scores 0: say why, so it is rerun rather than read as slow.
  const failed = [result.lhr.runtimeError?.message, audits['largest-contentful-paint']?.errorMessage].find(Boolean);
  console.log(
    `${row.path.padEnd(52)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} TBT ${row.tbt}${failed ? ` (not measured: ${failed})` : ''}`,
  );
  return row;
}

try {
  floor.push((await audit(controlUrl, 'control page (before)')).tbt);
  for (const pagePath of paths) rows.push(await audit(`${base}${encodeURI(pagePath)}`, pagePath));
  floor.push((await audit(controlUrl, 'control page (after)')).tbt);
} finally {
  await chrome.kill();
  control.close();
  await server.stop();
  await rm(server.dataDir, { recursive: true, force: true });
}

const browserFloor = Math.min(...floor);
console.log(`\nLighthouse 13 mobile (simulated throttling), ${rows.length} routes\n`);
console.log(
  `Browser floor: the control page (no stylesheet, script, font or icon) blocks ${floor.join(' ms and ')} ms (before and after the routes).\n`,
);
console.log(
  '| route | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms | TBT above floor ms | JS KB |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.cls} | ${r.tbt} | ${Math.max(0, r.tbt - browserFloor)} | ${r.jsKb} |`,
  );
}
const min = (key: keyof Row) => Math.min(...rows.map((r) => r[key] as number));
const max = (key: keyof Row) => Math.max(...rows.map((r) => r[key] as number));
console.log(
  `\nminimum: performance ${min('performance')}, accessibility ${min('accessibility')}, best practices ${min('bestPractices')}, SEO ${min('seo')}; max LCP ${max('lcp')} ms; max CLS ${max('cls')}; max TBT ${max('tbt')} ms (${Math.max(0, max('tbt') - browserFloor)} above the floor of ${browserFloor} ms); max JS ${max('jsKb')} KB`,
);
