// After `react-router build`: cut each prerendered page's inline stylesheet to the rules it uses, then
// precompress every text asset and prerendered page (brotli q11 and gzip 9) so the server sends them
// without compressing per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { prunePage } from './css-prune.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.data',
  '.webmanifest',
  '.map',
]);
const buildDir = path.resolve(import.meta.dirname, '..', 'build');
const clientDir = path.join(buildDir, 'client');

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

// Per-page CSS: each prerendered page keeps only the rules it can use (scripts/css-prune.ts; decision
// record 009). Before the compression below, which then compresses the pruned pages.
let pages = 0;
let cssBefore = 0;
let cssAfter = 0;
for await (const file of walk(clientDir)) {
  if (!file.endsWith('.html')) continue;
  const pruned = prunePage(await readFile(file, 'utf8'));
  if (pruned.before === 0) continue;
  await writeFile(file, pruned.html);
  pages++;
  cssBefore += pruned.before;
  cssAfter += pruned.after;
}
if (pages > 0) {
  console.log(
    `postbuild: per-page CSS on ${pages} prerendered pages, inline stylesheet ${(cssBefore / pages / 1024).toFixed(1)} KiB → ${(cssAfter / pages / 1024).toFixed(1)} KiB on average`,
  );
}

let count = 0;
let raw = 0;
let compressed = 0;
const jobs: Promise<void>[] = [];
for await (const file of walk(clientDir)) {
  if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
  if ((await stat(file)).size < 256) continue;
  jobs.push(
    (async () => {
      const body = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      count++;
      raw += body.length;
      compressed += br.length;
    })(),
  );
}
await Promise.all(jobs);
console.log(
  `postbuild: precompressed ${count} files (${(raw / 1024).toFixed(0)} KiB → ${(compressed / 1024).toFixed(0)} KiB brotli)`,
);

// Prerendered pages carry build-time settings (canonical URLs, operator data): record which, so the
// server can warn when it runs with different ones.
const { parseConfig } = await import('../app/server/config/config.server.ts');
const config = parseConfig(process.env);
await writeFile(
  path.join(buildDir, 'build-info.json'),
  `${JSON.stringify(
    {
      siteUrl: config.SITE_URL,
      companyName: config.COMPANY_NAME,
      // The privacy page describes Google Analytics only when it was built with it; the
      // accessibility statement says whether the operator is a micro-enterprise.
      googleAnalytics: config.GA_MEASUREMENT_ID !== '',
      microEnterprise: config.OPERATOR_MICRO_ENTERPRISE,
      builtAt: new Date().toISOString(),
    },
    null,
    2,
  )}\n`,
);
