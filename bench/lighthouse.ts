// `npm run bench:lighthouse`: Lighthouse (mobile, default simulated throttling) on every marketing
// route of the built site, served by our server. Prints performance, accessibility, best practices
// and SEO per route, plus LCP, CLS and the JavaScript each page transfers.
// LIGHTHOUSE_PATHS="/,/romance-scam" limits the run to some paths; LIGHTHOUSE_JSON_DIR=dir also
// writes each route's full report (diagnostics, critical chains, main-thread breakdown) there.

import { mkdir, rm, writeFile } from 'node:fs/promises';
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
try {
  for (const pagePath of paths) {
    const result = await lighthouse(`${base}${encodeURI(pagePath)}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`no result for ${pagePath}`);
    if (jsonDir) {
      const name = pagePath === '/' ? 'home' : pagePath.replace(/^\//, '').replace(/[^a-zA-Z0-9äöüß-]+/g, '_');
      await writeFile(path.join(jsonDir, `${name}.json`), JSON.stringify(result.lhr));
    }
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const items = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
      ?.items;
    const script = items?.find((item) => item.resourceType === 'script');
    rows.push({
      path: pagePath,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      jsKb: Math.round(((script?.transferSize ?? 0) / 1024) * 10) / 10,
    });
    const row = rows[rows.length - 1] as Row;
    // A run Lighthouse could not measure scores 0: say why, so it is rerun rather than read as slow.
    const failed = [result.lhr.runtimeError?.message, audits['largest-contentful-paint']?.errorMessage].find(Boolean);
    console.log(
      `${row.path.padEnd(52)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}${failed ? ` (not measured: ${failed})` : ''}`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
  await rm(server.dataDir, { recursive: true, force: true });
}

console.log(`\nLighthouse ${'13'} mobile (simulated throttling), ${rows.length} routes\n`);
console.log('| route | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms | JS KB |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.cls} | ${r.tbt} | ${r.jsKb} |`,
  );
}
const min = (key: keyof Row) => Math.min(...rows.map((r) => r[key] as number));
const max = (key: keyof Row) => Math.max(...rows.map((r) => r[key] as number));
console.log(
  `\nminimum: performance ${min('performance')}, accessibility ${min('accessibility')}, best practices ${min('bestPractices')}, SEO ${min('seo')}; max CLS ${max('cls')}; max JS ${max('jsKb')} KB`,
);
