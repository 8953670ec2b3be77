// `npm run bench:identifiers`: the identifier index across cases (issue 30 point 2, decision record 034).
//
// Seeds 100,000 paid cases over 400 days and ~600,000 identifier rows with set-based SQL
// (generate_series): per case a phone number, an e-mail address, a user name, a profile URL and its
// domain, and for half of the cases an IBAN and for half a wallet. Most values are unique; the
// repeated ones are what the index is for: 10 % of the cases share 2,000 phone numbers, 5 % share
// 1,000 e-mail addresses, IBANs and wallets repeat in pools, and one domain (instagram.com) is in 20 %
// of all cases (~20,000 rows: the worst case for "the newest five"). Plus 5,000 confirmed hashes.
//
// Then one case page's lookup (identifierSightings: 10 identifiers, among them the hot domain, a
// shared phone number, e-mail and IBAN, a confirmed one and unique ones) runs 50 times after 3
// warm-ups; median, p95 and max are printed, with the statement's plan (EXPLAIN ANALYZE) and the
// compare-first indexing of an unchanged case. Goal: ≤ 20 ms per lookup on PostgreSQL, checked
// against the p95. PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// a fresh database echtcheck_bench_identifiers, dropped afterwards (BENCH_KEEP=1 keeps it).
// BENCH_TARGETS=pglite or =postgres runs one. The machine's load average is printed with each row.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { confirmIdentifier } from '../app/server/casework/identifier-index.server.ts';
import { indexCaseIdentifiers } from '../app/server/casework/identifier-indexing.server.ts';
import { identifierSightings, sightingsSql } from '../app/server/casework/identifier-sightings.server.ts';
import { type Database, openDatabase } from '../app/server/db/db.server.ts';
import { selectRows } from '../app/server/db/rows.server.ts';
import { createScratchDatabase } from '../tests/support/scratch-database.ts';

const CASES = 100_000;
const DAYS = 400;
const CONFIRMED = 5_000;
const RUNS = 50;
const WARM_UP = 3;
const GOAL_MS = 20;
const ADMIN = 'bench-identifiers-admin';

const ms = (value: number) => value.toFixed(1);

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function timed(run: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 };
}

/** 100,000 paid cases and their ~600,000 identifiers, 5,000 confirmed hashes; returns the rows written. */
async function seed(database: Database, now: Date): Promise<{ cases: number; rows: number }> {
  const db = database.db;
  const nowIso = now.toISOString();
  await db.execute(sql`select setseed(0.34)`);
  await db.execute(sql`
    insert into staff_users (id, name, email, role) values (${ADMIN}, 'Bench Inhaber', 'bench@echtcheck.test', 'admin')`);
  // A thousand clients; cases spread evenly over the days, the newest now.
  await db.execute(sql`
    insert into clients (first_name, last_name, email, created_at)
    select 'Erika', 'Muster' || n, 'kunde' || n || '@example.de', ${nowIso}::timestamptz - interval '500 days'
    from generate_series(1, 1000) as n`);
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by id) as k from clients)
    insert into cases (client_id, status, case_type, amount_cents, payment_provider, payment_id, paid_at, created_at)
    select numbered.id, 'paid', 'dating-app', 3900, 'stripe', 'pi_' || n,
      ${nowIso}::timestamptz - ((${CASES} - n)::float8 / ${CASES}) * ${DAYS} * interval '1 day',
      ${nowIso}::timestamptz - ((${CASES} - n)::float8 / ${CASES}) * ${DAYS} * interval '1 day'
    from generate_series(1, ${CASES}) as n join numbered on numbered.k = 1 + n % 1000`);
  // Each case's identifiers, numbered by the case's order (n); pools make the repeats.
  await db.execute(sql`
    with numbered as (select id, created_at, row_number() over (order by created_at, id) as n from cases)
    insert into case_identifiers (case_id, kind, value, case_created_at)
    select id, kind, value, created_at from numbered
    cross join lateral (values
      ('phone', case when n % 10 = 0 then '+4915100' || lpad((n * 7 % 2000)::text, 5, '0')
                     else '+4917' || lpad((n * 7919 % 1000000000)::text, 9, '0') end),
      ('email', case when n % 20 = 0 then 'liebe' || (n * 13 % 1000) || '@example.net'
                     else 'person' || n || '@example.org' end),
      ('username', 'instagram:user_' || (case when n % 25 = 0 then n % 500 else n end)),
      ('url', case when n % 5 = 0 then 'https://instagram.com/user_' || n else 'https://example' || n % 9000 || '.com/p/' || n end),
      ('domain', case when n % 5 = 0 then 'instagram.com' else 'example' || n % 9000 || '.com' end),
      ('iban', case when n % 8 = 0 then 'DE44' || lpad((n % 3000)::text, 18, '0')
                    when n % 2 = 0 then 'DE' || lpad((n % 97)::text, 2, '0') || lpad(n::text, 18, '0') end),
      ('wallet', case when n % 2 = 1 then 'bc1q' || md5((case when n % 6 = 1 then n % 2000 else n end)::text) end)
    ) as identifier(kind, value)
    where value is not null`);
  // Confirmed hashes of values that occur nowhere else (other identifiers, other keys' worth of data).
  await db.execute(sql`
    insert into confirmed_identifiers (kind, value_hash, confirmed_at, confirmed_by)
    select 'phone', encode(sha256(('confirmed ' || n)::bytea), 'hex'),
      ${nowIso}::timestamptz - (n % 1800) * interval '1 day', ${ADMIN}
    from generate_series(1, ${CONFIRMED}) as n`);
  const [counts] = await selectRows<{ cases: number; rows: number }>(
    db,
    sql`select (select count(*) from cases)::int as cases, (select count(*) from case_identifiers)::int as rows`,
  );
  await db.execute(sql`analyze`);
  return { cases: Number(counts?.cases ?? 0), rows: Number(counts?.rows ?? 0) };
}

/** The viewed case: the newest one, with ten identifiers that exercise every path of the lookup. */
async function viewedCase(database: Database, key: Buffer, now: Date) {
  const db = database.db;
  const [newest] = await selectRows<{ id: string }>(db, sql`select id from cases order by created_at desc limit 1`);
  const caseId = newest?.id ?? '';
  const identifiers = [
    { kind: 'domain', value: 'instagram.com' },
    { kind: 'phone', value: `+4915100${String((70 * 7) % 2000).padStart(5, '0')}` },
    { kind: 'email', value: 'liebe260@example.net' },
    { kind: 'iban', value: `DE44${'8'.padStart(18, '0')}` },
    { kind: 'username', value: 'instagram:user_100' },
    { kind: 'wallet', value: 'bc1q-bench-confirmed' },
    { kind: 'phone', value: '+4916012345678' },
    { kind: 'email', value: 'nur.hier@example.com' },
    { kind: 'url', value: 'https://instagram.com/nur_hier' },
    { kind: 'username', value: 'tiktok:nur_hier' },
  ] as const;
  expect(await indexCaseIdentifiers(db, caseId, identifiers), 'indexing the viewed case writes');
  // One of them confirmed (in this case; the lookup finds it by its hash).
  const confirmed = await confirmIdentifier(
    db,
    { staffId: ADMIN, role: 'admin', requestId: 'bench' },
    caseId,
    identifiers[5],
    true,
    key,
    now,
  );
  expect(confirmed.ok, 'confirming one identifier');
  await db.execute(sql`analyze case_identifiers`);
  return { caseId, identifiers };
}

function expect(condition: boolean, what: string) {
  if (!condition) throw new Error(`bench:identifiers: ${what} failed`);
}

async function benchTarget(database: Database, target: string) {
  await database.migrate();
  const key = randomBytes(32);
  const now = new Date();
  const started = performance.now();
  const seeded = await seed(database, now);
  const seedSeconds = (performance.now() - started) / 1000;
  const { caseId, identifiers } = await viewedCase(database, key, now);

  let found = new Map<string, unknown[]>();
  const lookup = await timed(async () => {
    found = await identifierSightings(database.db, caseId, identifiers, { key, now });
  });
  const unchanged = await timed(async () => {
    expect(!(await indexCaseIdentifiers(database.db, caseId, identifiers)), 'unchanged case writes nothing');
  });
  const sightings = [...found.values()].map((list) => list.length);
  // Every pooled identifier seen 5 times, the unique ones none, the confirmed one once.
  expect(JSON.stringify(sightings) === JSON.stringify([5, 5, 5, 5, 5, 1, 0, 0, 0, 0]), `sightings ${sightings}`);
  const plan = await selectRows<Record<string, string>>(
    database.db,
    sql`explain (analyze, costs off, timing on) ${sightingsSql(caseId, identifiers, key, now)}`,
  );
  return {
    target,
    ...seeded,
    seedSeconds,
    lookup,
    unchanged,
    sightings,
    plan: plan.map((row) => Object.values(row)[0]).join('\n'),
    load: loadavg()[0] ?? 0,
  };
}

async function main() {
  const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',').map((entry) => entry.trim());
  const results: Awaited<ReturnType<typeof benchTarget>>[] = [];
  if (targets.includes('pglite')) {
    const dir = await mkdtemp(path.join(tmpdir(), 'echtcheck-bench-identifiers-'));
    const database = await openDatabase({ kind: 'pglite', dir: path.join(dir, 'db') });
    try {
      results.push(await benchTarget(database, 'PGlite'));
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  }
  if (targets.includes('postgres')) {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const scratch = await createScratchDatabase(adminUrl, { fixed: 'echtcheck_bench_identifiers' });
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      const [version] = await selectRows<{ server_version: string }>(database.db, sql`show server_version`);
      results.push(await benchTarget(database, `PostgreSQL ${version?.server_version.split(' ')[0] ?? ''}`));
    } finally {
      await database.close();
      if (process.env.BENCH_KEEP !== '1') await scratch.drop();
    }
  }
  for (const row of results) console.info(`\nPlan on ${row.target} (EXPLAIN ANALYZE):\n${row.plan}`);
  console.info(
    `\nbench:identifiers — one case page's lookup of 10 identifiers, ${RUNS} runs after ${WARM_UP} warm-ups ` +
      `(sightings per identifier: ${results[0]?.sightings.join(', ') ?? ''})\n`,
  );
  console.info(
    '| database | cases | identifier rows | seed s | lookup median ms | p95 ms | max ms | unchanged index median ms | p95 ms | load |\n' +
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const row of results) {
    console.info(
      `| ${row.target} | ${row.cases.toLocaleString('en-US')} | ${row.rows.toLocaleString('en-US')} | ` +
        `${row.seedSeconds.toFixed(1)} | ${ms(row.lookup.median)} | ${ms(row.lookup.p95)} | ${ms(row.lookup.max)} | ` +
        `${ms(row.unchanged.median)} | ${ms(row.unchanged.p95)} | ${row.load.toFixed(2)} |`,
    );
  }
  const postgres = results.find((row) => row.target.startsWith('PostgreSQL'));
  if (postgres) {
    const met = postgres.lookup.p95 <= GOAL_MS;
    console.info(`\nGoal on PostgreSQL (≤ ${GOAL_MS} ms per lookup, p95): ${met ? 'PASS' : 'FAIL'}`);
    if (!met) process.exitCode = 1;
  }
}

await main();
