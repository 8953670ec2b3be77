// `npm run bench:dashboard`: the staff dashboard's figures on a realistic amount of data.
//
// Seeds 1,000,000 analytics rows (400 days, ~60 pages, ~30 countries, time on page for about half)
// and 100,000 paid cases with their clients (plus pending ones) with set-based SQL, rolls the
// analytics up, then times every figure the dashboard shows (5 runs: median and max) and compares
// the JSON bytes of each result with what the original design sent the browser: every analytics row
// and every paid case with its client (estimated from a 1 % sample). Runs on PGlite (temporary data
// folder) and on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
// a fresh database echtcheck_bench_dashboard, dropped afterwards). BENCH_TARGETS=pglite or
// BENCH_TARGETS=postgres runs one of them.
//
// Goals: ≤ 100 ms per figure on PostgreSQL, ≤ 1 s on PGlite (checked against the median of the runs;
// the max, usually the first and coldest run, is shown beside it), ≤ 1/1000 of the read-all bytes.
// The machine's load average is printed with each table: other processes skew the times. The helpers
// are exported for the HTTP half (bench/dashboard-http.ts), which then times the real dashboard
// requests against a server process on the same data (needs `npm run build`).
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type PeriodSelection, periodBuckets } from '../app/lib/dashboard-periods.ts';
import { analyticsSummary } from '../app/server/dashboard/analytics.server.ts';
import { rollUpAnalytics } from '../app/server/dashboard/analytics-rollup.server.ts';
import { dashboardCards } from '../app/server/dashboard/cards.server.ts';
import { clientsPage } from '../app/server/dashboard/clients.server.ts';
import { paidCasesPage } from '../app/server/dashboard/paid-cases.server.ts';
import { revenueRows } from '../app/server/dashboard/revenue.server.ts';
import { paidCase } from '../app/server/dashboard/shared.server.ts';
import { type Database, type Db, openDatabase } from '../app/server/db/db.server.ts';
import { analytics, cases, clients } from '../app/server/db/schema.server.ts';
import { benchHttp } from './dashboard-http.ts';
import { requireBuild } from './support.ts';

export interface SeedSizes {
  pageViews: number;
  paidCases: number;
  days: number;
}

export const defaultSizes: SeedSizes = { pageViews: 1_000_000, paidCases: 100_000, days: 400 };

// ── Measuring ────────────────────────────────────────────────────────────────────────────────────

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

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
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

// ── Seeding ──────────────────────────────────────────────────────────────────────────────────────

const pagePaths = [
  '/',
  '/preise',
  '/faq',
  '/kontakt',
  '/ueber-uns',
  '/so-funktioniert-es',
  '/fake-profil-check',
  '/bild-analyse',
  '/social-media-check',
  '/dating-app-check',
  '/romance-scam-check',
  '/identitaetsdiebstahl-check',
  '/checkout',
  '/payment-success',
  '/impressum',
  '/datenschutz',
  '/agb',
  '/widerruf',
  '/berechtigtes-interesse',
  ...[
    'tinder',
    'bumble',
    'lovoo',
    'finya',
    'badoo',
    'parship',
    'edarling',
    'instagram',
    'facebook',
    'whatsapp',
    'linkedin',
    'twitter',
  ].flatMap((platform) => [`/${platform}-fake-check`, `/${platform}-profil-pruefen`, `/${platform}-betrug`]),
  '/ratgeber/romance-scam-erkennen',
  '/ratgeber/fake-profile-erkennen',
  '/ratgeber/catfishing',
  '/ratgeber/sextortion',
  '/ratgeber/investment-betrug',
];
// Germany first, then the neighbours and the rest of the world (~30).
const countryCodes = 'DE,AT,CH,NL,PL,FR,IT,ES,BE,LU,DK,CZ,SE,GB,US,TR,RO,HU,PT,GR,HR,RS,UA,RU,NO,FI,IE,CA,AU,BR'.split(
  ',',
);
const userAgents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 19_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 16; SM-S931B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:145.0) Gecko/20100101 Firefox/145.0',
];
const firstNames =
  'Anna,Lena,Julia,Sarah,Laura,Lisa,Marie,Sophie,Katharina,Hannah,Jonas,Leon,Lukas,Felix,Maximilian,Paul,Tim,Jan,Niklas,Erika,Sabine,Petra,Monika,Thomas,Michael,Andreas,Stefan,Markus,Christian,Frank'.split(
    ',',
  );
const lastNames =
  'Müller,Schmidt,Schneider,Fischer,Weber,Meyer,Wagner,Becker,Schulz,Hoffmann,Schäfer,Koch,Bauer,Richter,Klein,Wolf,Schröder,Neumann,Schwarz,Zimmermann,Braun,Krüger,Hofmann,Hartmann,Lange,Schmitt,Werner,Schmitz,Krause,Meier,Lehmann,Schmid,Schulze,Maier,Köhler,Herrmann,König,Walter,Mayer,Huber'.split(
    ',',
  );
const caseTypes = ['fake-profile', 'image-check', 'social-media', 'dating-app', 'romance-scam', 'identity-theft'];

/** A JSON array parameter as a SQL text[] (the same on both drivers). */
const textArray = (values: readonly string[]) =>
  sql`(select array_agg(value order by ordinality) from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) with ordinality)`;

/**
 * Seeds analytics rows, clients and cases ending at `now` with set-based SQL (generate_series), in
 * chunks of 100,000 rows. Deterministic apart from the ids (setseed).
 */
export async function seedDashboardData(db: Db, now: Date, sizes: SeedSizes = defaultSizes): Promise<void> {
  const nowIso = now.toISOString();
  await db.execute(sql`select setseed(0.42)`);
  const chunk = 100_000;
  for (let from = 1; from <= sizes.pageViews; from += chunk) {
    const to = Math.min(sizes.pageViews, from + chunk - 1);
    // Uniform over the days; pages and countries skewed (a few get most of the traffic); about 1,500
    // visitors a day, each seen on one to a few pages; time on page for 55 % of the views.
    await db.execute(sql`
      with lists as (select ${textArray(pagePaths)} as paths, ${textArray(countryCodes)} as countries,
                            ${textArray(userAgents)} as agents),
      raw as (
        select n, ${nowIso}::timestamptz - (n::float8 / ${sizes.pageViews}) * ${sizes.days} * interval '1 day' as at,
          random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6
        from generate_series(${from}::int, ${to}::int) as n)
      insert into analytics (session_id, page_path, referrer, user_agent, visitor_hash, country, time_on_page, created_at, exited_at)
      select gen_random_uuid(),
        lists.paths[1 + floor(power(r1, 2.5) * array_length(lists.paths, 1))::int],
        case when r2 < 0.3 then 'https://www.google.de/' when r2 < 0.35 then 'https://www.instagram.com/' end,
        lists.agents[1 + floor(r3 * array_length(lists.agents, 1))::int],
        case when r4 < 0.92 then md5((at at time zone 'Europe/Berlin')::date::text || ':' || floor(r4 * 1500)::int) end,
        case when r5 < 0.04 then null else lists.countries[1 + floor(power(r5, 4) * array_length(lists.countries, 1))::int] end,
        case when r6 < 0.55 then 3 + floor(power(r6 / 0.55, 3) * 600)::int end,
        at,
        case when r6 < 0.55 then at + (3 + floor(power(r6 / 0.55, 3) * 600)::int) * interval '1 second' end
      from raw, lists`);
  }

  // As many clients as paid cases: every tenth only ever started a checkout (pending or expired
  // case), the other 90 % paid once and every ninth of those twice: 100,000 paid cases.
  const clientCount = sizes.paidCases;
  await db.execute(sql`
    with lists as (select ${textArray(firstNames)} as firsts, ${textArray(lastNames)} as lasts)
    insert into clients (first_name, last_name, email, phone, created_at)
    select first, last,
      lower(translate(first || '.' || last, 'äöüß', 'aous')) || n || '@example.de',
      case when n % 3 = 0 then '+49 151 ' || lpad((n * 7919 % 10000000)::text, 7, '0') end,
      ${nowIso}::timestamptz - ((${clientCount} - n)::float8 / ${clientCount}) * ${sizes.days} * interval '1 day'
    from (
      select n, lists.firsts[1 + floor(random() * array_length(lists.firsts, 1))::int] as first,
        lists.lasts[1 + floor(random() * array_length(lists.lasts, 1))::int] as last
      from generate_series(1, ${clientCount}) as n, lists
    ) as named`);
  await db.execute(sql`
    with numbered as (select id, created_at, row_number() over (order by created_at, id) as n from clients),
    lists as (select ${textArray(caseTypes)} as types),
    picks as (
      select c.id as client_id, c.created_at + (k * 3 + 1) * interval '17 minutes' as created, c.n, k, random() as r
      from numbered c cross join generate_series(0, 1) as k
      where c.n % 10 <> 0 and (k = 0 or c.n % 9 = 0))
    insert into cases (client_id, status, case_type, amount_cents, payment_provider, payment_session_id, payment_id,
                       paid_at, started_at, completed_at, created_at)
    select client_id,
      case when r < 0.5 then 'completed' when r < 0.55 then 'completed-no-findings' when r < 0.65 then 'in-progress'
           when r < 0.68 then 'withdrawn' else 'paid' end,
      lists.types[1 + (n + k)::int % array_length(lists.types, 1)], 3900, 'stripe', 'cs_' || md5(client_id::text || k),
      'pi_' || md5(client_id::text || k || 'p'),
      case when r < 0.98 then created + interval '2 minutes' end,
      case when r < 0.65 then created + interval '3 hours' end,
      case when r < 0.55 then created + interval '30 hours' end,
      created
    from picks, lists`);
  // Unpaid cases of the clients who never paid: open or expired checkout sessions.
  await db.execute(sql`
    with numbered as (select id, created_at, row_number() over (order by created_at, id) as n from clients)
    insert into cases (client_id, status, case_type, amount_cents, payment_provider, payment_session_id, created_at)
    select id, case when n % 4 = 0 then 'cancelled' else 'pending' end, 'dating-app', 3900, 'stripe',
      'cs_' || md5(id::text), created_at + interval '1 minute'
    from numbered where n % 10 = 0`);
  await db.execute(sql`vacuum analyze`);
}

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
    { name: 'clients page 1', run: () => clientsPage(db, { page: 1 }) },
    { name: 'clients search "schmidt"', run: () => clientsPage(db, { search: 'schmidt', page: 1 }) },
    {
      name: 'analytics last 30 days',
      run: () => analyticsSummary(db, range(berlinDay(now, -29), berlinDay(now), now)),
    },
    {
      name: 'analytics 12 months',
      run: () => analyticsSummary(db, range(twelveMonthsFrom.toISOString().slice(0, 10), berlinDay(now), now)),
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

// ── Report ───────────────────────────────────────────────────────────────────────────────────────

export interface TargetReport {
  target: string;
  goalMs: number;
  seedSeconds: number;
  rollupSeconds: number;
  rolledUpDays: number;
  readAll: { analyticsBytes: number; casesBytes: number };
  figures: (Measurement & { name: string })[];
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
      ? 'Each request as the browser makes it: the session check, the cards and the tab, serialised by React Router.'
      : `Seeded in ${report.seedSeconds.toFixed(1)} s; roll-up of ${report.rolledUpDays} days in ${report.rollupSeconds.toFixed(1)} s. ` +
        `Read-all: analytics ${fmtBytes(report.readAll.analyticsBytes)} + paid cases with clients ${fmtBytes(report.readAll.casesBytes)} = ${fmtBytes(readAll)}.`,
    '',
    `Load average ${report.load.map((value) => value.toFixed(1)).join(' / ')} on ${availableParallelism()} CPUs while measuring.`,
    '',
    `| ${http ? 'request' : 'figure'} | median ms | max ms | time (median ≤ ${report.goalMs} ms) | ${http ? 'response' : 'JSON'} bytes | read-all bytes | ratio | bytes (≤ 1/1000) |`,
    '|---|---:|---:|---|---:|---:|---:|---|',
  ];
  for (const figure of report.figures) {
    const timeOk = figure.medianMs <= report.goalMs;
    const ratio = figure.bytes / readAll;
    const bytesOk = ratio <= BYTES_RATIO_GOAL;
    failed += (timeOk ? 0 : 1) + (bytesOk ? 0 : 1);
    lines.push(
      `| ${figure.name} | ${fmtMs(figure.medianMs)} | ${fmtMs(figure.maxMs)} | ${timeOk ? 'PASS' : 'FAIL'} | ${figure.bytes} | ${fmtBytes(readAll)} | 1/${Math.round(1 / ratio).toLocaleString('en')} | ${bytesOk ? 'PASS' : 'FAIL'} |`,
    );
  }
  return { text: lines.join('\n'), failed };
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
      // The server process opens the same folder: PGlite admits one process.
      await database.close();
      const http = reportTable({ ...measured, figures: await benchHttp({ DATA_DIR: dir }) }, true);
      console.info(`${http.text}\n`);
      failed += http.failed;
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  }
  if (targets.includes('postgres')) {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = 'echtcheck_bench_dashboard';
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`drop database if exists "${name}" with (force)`);
    await admin(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      const version = (await database.db.execute(sql`show server_version`)) as unknown as {
        rows: { server_version: string }[];
      };
      const measured = await benchDatabase(database, `PostgreSQL ${version.rows[0]?.server_version ?? ''}`.trim(), 100);
      const report = reportTable(measured);
      console.info(`${report.text}\n`);
      failed += report.failed;
      const http = reportTable({ ...measured, figures: await benchHttp({ DATABASE_URL: url.toString() }) }, true);
      console.info(`${http.text}\n`);
      failed += http.failed;
    } finally {
      await database.close();
      await admin(`drop database if exists "${name}" with (force)`);
    }
  }
  console.info(failed === 0 ? 'All goals PASS.' : `${failed} goal(s) FAIL.`);
  process.exitCode = failed === 0 ? 0 : 1;
}

if (import.meta.main) await main();
