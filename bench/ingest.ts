// `npm run bench:ingest`: page-view beacons accepted and stored per second through POST /api/analytics
// (autocannon, 50 connections, 20 s after a 2 s warm-up), on embedded PGlite and on PostgreSQL.
//
// Every request is a new page view (its own page-session id) from a random client address (the
// server trusts X-Forwarded-For here, as behind our proxy), so the per-network limit does not apply
// and each one is a distinct visitor with a country lookup. After the run the server is stopped
// (SIGTERM writes what is still queued) and the rows are counted: every event answered 204 must be
// stored. Goal (issue 11): ≥ 5,000 events/s on PostgreSQL with 0 lost.
//
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a fresh
// database echtcheck_bench_ingest is created and dropped. BENCH_TARGETS=pglite or =postgres runs one.
// Needs `npm run build`.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../app/server/db/db.server.ts';
import { selectRows } from '../app/server/db/rows.server.ts';
import { createScratchDatabase } from '../tests/support/scratch-database.ts';
import { requireBuild, startServer } from './support.ts';

requireBuild();
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',').map((entry) => entry.trim());
const PAGES = ['/', '/fake-profil', '/romance-scam', '/agb', '/checkout', '/datenschutz', '/dating-app-check'];
const REFERRERS = [
  null,
  'https://www.google.com/search?q=fake+profil',
  'https://www.bing.com/',
  'https://duckduckgo.com/',
];

const random = (n: number) => Math.floor(Math.random() * n);
/** A public-looking IPv4 address (first octet 2–223, no private ranges that matter for the figures). */
const address = () => `${2 + random(220)}.${random(256)}.${random(256)}.${1 + random(254)}`;

function rssMb(pid: number): Promise<number> {
  return readFile(`/proc/${pid}/status`, 'utf8').then(
    (status) => Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024,
    () => 0,
  );
}

interface Row {
  database: string;
  seconds: number;
  accepted: number;
  perSecond: number;
  other: string;
  stored: number;
  lost: number;
  p50: number;
  p99: number;
  peakRssMb: number;
}

/** One analytics event as a browser sends it, from a random address, page and referrer. */
function analyticsRequest() {
  return {
    method: 'POST' as const,
    path: '/api/analytics',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'x-forwarded-for': address(),
      'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0.${random(5000)}.0 Safari/537.36`,
    },
    body: JSON.stringify({
      kind: 'entry',
      session: randomUUID(),
      path: PAGES[random(PAGES.length)],
      referrer: REFERRERS[random(REFERRERS.length)],
    }),
  };
}

/** The answers other than 204, errors and timeouts of a run, as one line. */
function otherAnswers(result: autocannon.Result): string {
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code !== '204')
    .map(([code, stat]) => `${code}: ${(stat as { count: number }).count}`);
  return [
    ...codes,
    result.errors ? `errors: ${result.errors}` : '',
    result.timeouts ? `timeouts: ${result.timeouts}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The analytics rows the stopped server left in its database. */
async function countStored(dataDir: string, pgUrl: string | undefined): Promise<number> {
  const database = await openDatabase(
    pgUrl ? { kind: 'postgres', url: pgUrl } : { kind: 'pglite', dir: path.join(dataDir, 'db') },
  );
  const [row] = await selectRows<{ count: unknown }>(database.db, sql`select count(*) as count from analytics`);
  await database.close();
  return Number(row?.count ?? 0);
}

async function run(target: string): Promise<Row> {
  let env: Record<string, string> = { TRUST_PROXY: 'true' };
  let dropDatabase: (() => Promise<void>) | undefined;
  let pgUrl: string | undefined;
  if (target === 'postgres') {
    const scratch = await createScratchDatabase(adminUrl, { fixed: 'echtcheck_bench_ingest' });
    pgUrl = scratch.url;
    env = { ...env, DATABASE_URL: pgUrl };
    dropDatabase = scratch.drop;
  }
  const server = await startServer(env);
  const pid = server.child.pid ?? 0;
  let peak = 0;
  const sampler = setInterval(() => {
    void rssMb(pid).then((mb) => {
      peak = Math.max(peak, mb);
    });
  }, 100);
  const options = {
    url: server.base,
    connections: CONNECTIONS,
    // setupRequest must keep autocannon's own fields (host and the like), or the request is malformed.
    requests: [{ setupRequest: (req: object) => ({ ...req, ...analyticsRequest() }) }],
  };
  try {
    // Warm-up, counted like the run (its rows are stored too).
    const warm = await autocannon({ ...options, duration: 2 });
    const result = await autocannon({ ...options, duration: DURATION });
    clearInterval(sampler);
    const accepted = warm['2xx'] + result['2xx'];
    const other = otherAnswers(result);
    // SIGTERM: the server writes what is still queued, then closes the database.
    await server.stop();
    const stored = await countStored(server.dataDir, pgUrl);
    return {
      database: target === 'postgres' ? 'PostgreSQL' : 'PGlite',
      seconds: DURATION,
      accepted: result['2xx'],
      perSecond: Math.round(result['2xx'] / DURATION),
      other: other || 'none',
      stored,
      // Answered 204 (warm-up and run) but not stored. An event the server stored whose answer
      // autocannon no longer counted at the end of the run makes stored exceed accepted.
      lost: Math.max(0, accepted - stored),
      p50: result.latency.p50,
      p99: result.latency.p99,
      peakRssMb: Math.round(peak),
    };
  } finally {
    clearInterval(sampler);
    await server.stop();
    await dropDatabase?.();
  }
}

const results: Row[] = [];
for (const target of targets) {
  console.log(`\n${target}: ${CONNECTIONS} connections, ${DURATION} s after a 2 s warm-up …`);
  results.push(await run(target));
}
console.log(
  `\nbench:ingest — POST /api/analytics, one page view per request, load average ${loadavg()[0]?.toFixed(2)}\n`,
);
console.log(
  '| database | events/s accepted | accepted (run) | stored (warm-up + run) | lost | other answers | p50 ms | p99 ms | peak RSS MB |',
);
console.log('|---|---:|---:|---:|---:|---|---:|---:|---:|');
for (const row of results) {
  console.log(
    `| ${row.database} | ${row.perSecond.toLocaleString('en-US')} | ${row.accepted.toLocaleString('en-US')} | ${row.stored.toLocaleString('en-US')} | ${row.lost} | ${row.other} | ${row.p50} | ${row.p99} | ${row.peakRssMb} |`,
  );
}
const postgres = results.find((row) => row.database === 'PostgreSQL');
if (postgres) {
  const met = postgres.perSecond >= 5000 && postgres.lost === 0;
  console.log(`\nGoal on PostgreSQL (≥ 5,000 events/s, 0 lost): ${met ? 'met' : 'NOT met'}`);
}
