// `npm run bench:checkout`: 50 concurrent customers order for 30 s through the simulated provider
// (order → test payment page → "pay" → payment event → invoice and two mails). Prints orders/s and
// errors (goal 0), then checks that every order has exactly one paid case, one invoice and two sent
// mails. Runs on embedded PGlite; BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../app/server/db/db.server.ts';
import { cases, invoices, mailOutbox } from '../app/server/db/schema.server.ts';
import { validOrder } from '../tests/support/order-fixtures.ts';
import { requireBuild, startServer } from './support.ts';

requireBuild();
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);

let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
if (process.env.BENCH_DATABASE_URL) {
  const name = `echtcheck_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const dropper = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  };
}

const server = await startServer({ MAIL_POLL_SECONDS: '1', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
const placed: string[] = [];
const errors: string[] = [];
const latencies: number[] = [];

async function oneOrder(): Promise<void> {
  const started = performance.now();
  const order = validOrder({ checkoutId: randomUUID() });
  order.customer.email = `kunde-${order.checkoutId.slice(0, 8)}@example.de`;
  const response = await fetch(`${server.base}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(order),
  });
  if (response.status !== 200) throw new Error(`order ${response.status}`);
  const { paymentUrl } = (await response.json()) as { paymentUrl: string };
  // The customer presses "pay" on the test payment page (a form post, answered with a redirect).
  const pay = await fetch(`${server.base}${paymentUrl}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'ergebnis=bezahlen',
    redirect: 'manual',
  });
  if (pay.status !== 302 || !pay.headers.get('location')?.includes(order.checkoutId))
    throw new Error(`payment ${pay.status}`);
  const success = await fetch(`${server.base}${pay.headers.get('location')}`);
  if (success.status !== 200 || !(await success.text()).includes('Vielen Dank für Ihre Buchung')) {
    throw new Error(`success page ${success.status}`);
  }
  placed.push(order.checkoutId);
  latencies.push(performance.now() - started);
}

const deadline = Date.now() + DURATION_S * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (Date.now() < deadline) {
      try {
        await oneOrder();
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
  }),
);
const seconds = (performance.now() - started) / 1000;

// Wait until the worker has written every mail (file transport: one .eml per mail).
const mailsDir = path.join(server.dataDir, 'mails');
const expectedMails = placed.length * 2;
const mailDeadline = Date.now() + 180_000;
let mailFiles = 0;
while (Date.now() < mailDeadline) {
  mailFiles = (await readdir(mailsDir).catch(() => [])).length;
  if (mailFiles >= expectedMails) break;
  await new Promise((r) => setTimeout(r, 500));
}
const mailSeconds = Math.round((performance.now() - started) / 100) / 10;
await server.stop();

// Check the database: exactly one paid case, one invoice and two sent mails per order.
const database = await openDatabase(
  databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dir: path.join(server.dataDir, 'db') },
);
const problems: string[] = [];
try {
  const db = database.db;
  const allCases = await db.select({ id: cases.id, status: cases.status }).from(cases);
  if (allCases.length !== placed.length) problems.push(`${allCases.length} cases for ${placed.length} orders`);
  const notPaid = allCases.filter((c) => c.status !== 'paid');
  if (notPaid.length > 0) problems.push(`${notPaid.length} cases not paid`);
  const [{ value: invoiceCount } = { value: 0 }] = await db.select({ value: count() }).from(invoices);
  if (invoiceCount !== placed.length) problems.push(`${invoiceCount} invoices for ${placed.length} orders`);
  const sequences = (await db.select({ sequence: invoices.sequence }).from(invoices))
    .map((r) => r.sequence)
    .sort((a, b) => a - b);
  if (sequences.some((value, index) => value !== index + 1)) problems.push('invoice numbers have gaps');
  for (let i = 0; i < placed.length; i += 500) {
    const slice = placed.slice(i, i + 500);
    const mails = await db
      .select({ caseId: mailOutbox.caseId, kind: mailOutbox.kind, status: mailOutbox.status })
      .from(mailOutbox)
      .where(inArray(mailOutbox.caseId, slice));
    const perCase = new Map<string, string[]>();
    for (const mail of mails)
      perCase.set(mail.caseId ?? '', [...(perCase.get(mail.caseId ?? '') ?? []), `${mail.kind}:${mail.status}`]);
    for (const id of slice) {
      const list = (perCase.get(id) ?? []).sort().join(',');
      if (list !== 'order-confirmation:sent,staff-notification:sent')
        problems.push(`case ${id}: ${list || 'no mails'}`);
    }
  }
  const [{ value: unsent } = { value: 0 }] = await db
    .select({ value: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  if (unsent > 0) problems.push(`${unsent} mails still pending`);
} finally {
  await database.close();
  await rm(server.dataDir, { recursive: true, force: true });
  await dropDatabase?.();
}

latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0);
console.log(
  `\ncheckout benchmark: ${CONCURRENCY} concurrent customers for ${DURATION_S} s on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}\n`,
);
console.log(`orders completed:   ${placed.length} (order → test payment → paid → success page)`);
console.log(`orders/s:           ${(placed.length / seconds).toFixed(1)}`);
console.log(`latency per order:  p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms`);
console.log(
  `errors:             ${errors.length}${errors.length ? ` (${[...new Set(errors)].slice(0, 5).join('; ')})` : ''}`,
);
console.log(`mails written:      ${mailFiles} of ${expectedMails} (all out ${mailSeconds} s after the start)`);
console.log(
  `consistency check:  ${problems.length === 0 ? 'every order has exactly one paid case, one invoice and two sent mails; invoice numbers without gaps' : problems.slice(0, 10).join('; ')}`,
);
process.exit(problems.length === 0 && errors.length === 0 ? 0 : 1);
