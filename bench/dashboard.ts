// `npm run bench:dashboard`: the staff dashboard's figures on a realistic amount of data.
//
// Seeds 1,000,000 analytics rows (400 days, ~60 pages, ~30 countries, time on page for about half)
// and 100,000 paid cases with their clients (plus pending ones) with set-based SQL, rolls the
// analytics up, then times every figure the dashboard shows (5 runs: median and max) and compares
// the JSON bytes of each result with what the original design sent the browser: every analytics row
// and every paid case with its client (estimated from a 1 % sample). Runs on PGlite (temporary data
// folder) and on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
// a fresh database echtcheck_bench_dashboard, dropped afterwards). BENCH_TARGETS=pglite or
// BENCH_TARGETS=postgres runs one of them. BENCH_KEEP=1 keeps the PostgreSQL database afterwards (to EXPLAIN).
//
// Goals: ≤ 100 ms per figure on PostgreSQL, ≤ 1 s on PGlite (checked against the median of the runs;
// the max, usually the first and coldest run, is shown beside it), ≤ 1/1000 of the read-all bytes.
// The machine's load average is printed with each table: other processes skew the times. The HTTP
// half (bench/dashboard-http.ts) then times the real dashboard requests against a server process on
// the same data (needs `npm run build`).
//
// This file: the figures, the read-all baseline and the run over both databases. Seeding is in
// bench/dashboard-seed.ts; measuring and the report tables in bench/dashboard-report.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type PeriodSelection, periodBuckets } from '../app/lib/dashboard-periods.ts';
import { readQueueFilters } from '../app/lib/work-queue.ts';
import { rollUpAnalytics } from '../app/server/analytics/rollup.server.ts';
import { loadWorkQueue } from '../app/server/casework/work-queue.server.ts';
import { analyticsReport } from '../app/server/dashboard/analytics-report.server.ts';
import { dashboardCards } from '../app/server/dashboard/cards.server.ts';
import { clientsPage } from '../app/server/dashboard/clients.server.ts';
import { paidCasesPage } from '../app/server/dashboard/paid-cases.server.ts';
import { revenueRows } from '../app/server/dashboard/revenue.server.ts';
import { type Database, type Db, openDatabase } from '../app/server/db/db.server.ts';
import { paidCase } from '../app/server/db/paid-case.server.ts';
import { analytics, cases, clients } from '../app/server/db/schema.server.ts';
import { createScratchDatabase } from '../tests/support/scratch-database.ts';
import { benchHttp } from './dashboard-http.ts';
import { jsonBytes, measure, reportTable, type TargetReport } from './dashboard-report.ts';
import { seedDashboardData } from './dashboard-seed.ts';
import { requireBuild } from './support.ts';

// ── The figures and the read-all baseline ──────────────────────────────────────────────────────

export interface Figure {
  name: string;
  run: () => Promise<unknown>;
}

const berlinDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
function berlinDay(instant: Date, offsetDays = 0): string {
  const [year, month, day] = berlinDate.format(instant).split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + offsetDays)).toISOString().slice(0, 10);
}

function buckets(selection: PeriodSelection, now: Date) {
  const list = periodBuckets(selection, now);
  if (!list?.length) throw new Error(`no buckets for ${JSON.stringify(selection)}`);
  return list;
}

/** Berlin midnight starting a range, via the periods module's daily buckets. */
function range(fromDay: string, toDay: string, now: Date) {
  const days = buckets({ kind: 'custom', from: fromDay, to: toDay }, now);
  return { start: days[0]?.start ?? now, end: days.at(-1)?.end ?? now };
}

/** Every figure of the dashboard, as the loaders call it at `now`. */
export function dashboardFigures(db: Db, now: Date): Figure[] {
  const lastMonthStart = `${berlinDay(now).slice(0, 7)}-01`;
  const queue = (query: string) => loadWorkQueue(db, readQueueFilters(new URLSearchParams(query)), 'bench-staff', now);
  const twelveMonthsFrom = new Date(`${lastMonthStart}T00:00:00Z`);
  twelveMonthsFrom.setUTCMonth(twelveMonthsFrom.getUTCMonth() - 11);
  return [
    { name: 'cards', run: () => dashboardCards(db) },
    { name: 'revenue daily (7 days)', run: () => revenueRows(db, buckets({ kind: 'daily' }, now)) },
    { name: 'revenue weekly (8 weeks)', run: () => revenueRows(db, buckets({ kind: 'weekly' }, now)) },
    { name: 'revenue monthly (12 months)', run: () => revenueRows(db, buckets({ kind: 'monthly' }, now)) },
    {
      name: 'revenue custom (90 days)',
      run: () => revenueRows(db, buckets({ kind: 'custom', from: berlinDay(now, -89), to: berlinDay(now) }, now)),
    },
    { name: 'cases page 1', run: () => paidCasesPage(db, { page: 1 }) },
    { name: 'cases search "schmidt"', run: () => paidCasesPage(db, { search: 'schmidt', page: 1 }) },
    { name: 'cases search "müller" (umlaut)', run: () => paidCasesPage(db, { search: 'müller', page: 1 }) },
    { name: 'cases search reference "3f2a9c1e"', run: () => paidCasesPage(db, { search: '3f2a9c1e', page: 1 }) },
    { name: 'queue: open cases', run: () => queue('') },
    { name: 'queue: overdue', run: () => queue('status=ueberfaellig') },
    { name: 'queue: one service, nobody assigned', run: () => queue('leistung=dating-app&zustaendig=niemand') },
    { name: 'queue: completed, page 2', run: () => queue('status=abgeschlossen&seite=2') },
    { name: 'queue: search "schmidt"', run: () => queue('q=schmidt') },
    { name: 'clients page 1', run: () => clientsPage(db, { page: 1 }) },
    { name: 'clients search "schmidt"', run: () => clientsPage(db, { search: 'schmidt', page: 1 }) },
    {
      name: 'analytics last 30 days',
      run: () => analyticsReport(db, range(berlinDay(now, -29), berlinDay(now), now)),
    },
    {
      name: 'analytics 12 months',
      run: () => analyticsReport(db, range(twelveMonthsFrom.toISOString().slice(0, 10), berlinDay(now), now)),
    },
  ];
}

/**
 * What the original design sent the browser (spec §7 calls 8 and 9): every analytics row and every
 * paid case with its client, as JSON. Estimated from a 1 % sample (ids and hashes spread evenly).
 */
export async function readAllBytes(db: Db): Promise<{ analyticsBytes: number; casesBytes: number }> {
  const [analyticsCount] = await db.select({ n: sql<number>`count(*)::int` }).from(analytics);
  const analyticsSample = await db.select().from(analytics).where(sql`${analytics.id} % 100 = 0`);
  const [casesCount] = await db.select({ n: sql<number>`count(*)::int` }).from(cases).where(paidCase);
  const casesSample = await db
    .select({ case: cases, client: clients })
    .from(cases)
    .innerJoin(clients, sql`${clients.id} = ${cases.clientId}`)
    .where(sql`${paidCase} and get_byte(decode(md5(${cases.id}::text), 'hex'), 0) < 3`);
  const perRow = (rows: unknown[]) => (rows.length ? (jsonBytes(rows) - 2) / rows.length : 0);
  return {
    analyticsBytes: Math.round(perRow(analyticsSample) * Number(analyticsCount?.n ?? 0)),
    casesBytes: Math.round(perRow(casesSample) * Number(casesCount?.n ?? 0)),
  };
}

/** Seeds, rolls up and measures one database. */
export async function benchDatabase(database: Database, target: string, goalMs: number): Promise<TargetReport> {
  const now = new Date();
  await database.migrate();
  let started = performance.now();
  await seedDashboardData(database.db, now);
  const seedSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const rollup = await rollUpAnalytics(database.db, now);
  const rollupSeconds = (performance.now() - started) / 1000;
  const readAll = await readAllBytes(database.db);
  const figures: TargetReport['figures'] = [];
  for (const figure of dashboardFigures(database.db, now)) {
    figures.push({ name: figure.name, ...(await measure(figure.run)) });
  }
  return { target, goalMs, seedSeconds, rollupSeconds, rolledUpDays: rollup.days, readAll, figures, load: loadavg() };
}

/** The case the HTTP half opens on the case page: the newest paid one of the seeded data. */
async function newestPaidCase(db: Db): Promise<string> {
  const [row] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(sql`${cases.status} = 'paid'`)
    .orderBy(sql`${cases.paidAt} desc nulls last`)
    .limit(1);
  if (!row) throw new Error('no paid case in the seeded data');
  return row.id;
}

async function main(): Promise<void> {
  requireBuild();
  const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',').map((t) => t.trim());
  let failed = 0;
  if (targets.includes('pglite')) {
    const dir = await mkdtemp(path.join(tmpdir(), 'echtcheck-bench-dashboard-'));
    const database = await openDatabase({ kind: 'pglite', dir: path.join(dir, 'db') });
    try {
      const measured = await benchDatabase(database, 'PGlite', 1000);
      const report = reportTable(measured);
      console.info(`${report.text}\n`);
      failed += report.failed;
      const caseId = await newestPaidCase(database.db);
      // The server process opens the same folder: PGlite admits one process.
      await database.close();
      const http = reportTable({ ...measured, figures: await benchHttp({ DATA_DIR: dir }, { caseId }) }, true);
      console.info(`${http.text}\n`);
      failed += http.failed;
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  }
  if (targets.includes('postgres')) {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const scratch = await createScratchDatabase(adminUrl, { fixed: 'echtcheck_bench_dashboard' });
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      const version = (await database.db.execute(sql`show server_version`)) as unknown as {
        rows: { server_version: string }[];
      };
      const measured = await benchDatabase(database, `PostgreSQL ${version.rows[0]?.server_version ?? ''}`.trim(), 100);
      const report = reportTable(measured);
      console.info(`${report.text}\n`);
      failed += report.failed;
      const caseId = await newestPaidCase(database.db);
      const http = reportTable(
        { ...measured, figures: await benchHttp({ DATABASE_URL: scratch.url }, { caseId, strictGoals: true }) },
        true,
      );
      console.info(`${http.text}\n`);
      failed += http.failed;
    } finally {
      await database.close();
      if (process.env.BENCH_KEEP !== '1') await scratch.drop();
    }
  }
  console.info(failed === 0 ? 'All goals PASS.' : `${failed} goal(s) FAIL.`);
  process.exitCode = failed === 0 ? 0 : 1;
}

if (import.meta.main) await main();
