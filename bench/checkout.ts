// `npm run bench:checkout`: 50 concurrent customers order for 30 s through the simulated provider
// (order → test payment page → "pay" → payment event → invoice and two mails). Prints orders/s and
// errors (goal 0), then checks that every order has exactly one paid case, one invoice and two sent
// mails. Runs on embedded PGlite; BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { validOrder } from '../tests/support/order-fixtures.ts';
import { benchDatabase, checkPaidOrders, waitForMails } from './load-database.ts';
import { cpuSeconds, requireBuild, startServer } from './support.ts';

requireBuild();
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);

const database = await benchDatabase(process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite');
// Every order comes from this machine's one address: the per-network order limit (60 an hour by
// default, decision record 007) would refuse all but the first 60, so it is lifted for the measurement.
const server = await startServer({ MAIL_POLL_SECONDS: '1', CHECKOUT_LIMIT_PER_HOUR: '100000', ...database.env });
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
const cpuBefore = cpuSeconds(server.child.pid);
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
const serverCpu = (cpuSeconds(server.child.pid) ?? Number.NaN) - (cpuBefore ?? Number.NaN);

// Wait until the worker has written every mail (file transport: one .eml per mail).
const expectedMails = placed.length * 2;
const mailFiles = await waitForMails(server.dataDir, expectedMails, 180_000);
const mailSeconds = Math.round((performance.now() - started) / 100) / 10;
await server.stop();

// Check the database: exactly one paid case, one invoice and two sent mails per order.
const problems = await checkPaidOrders(database, server.dataDir, placed);
await database.drop();
await rm(server.dataDir, { recursive: true, force: true });

latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0);
console.log(`\ncheckout benchmark: ${CONCURRENCY} concurrent customers for ${DURATION_S} s on ${database.label}\n`);
console.log(`orders completed:   ${placed.length} (order → test payment → paid → success page)`);
console.log(`orders/s:           ${(placed.length / seconds).toFixed(1)}`);
console.log(`latency per order:  p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms`);
// The server's CPU time in the ordering window over the orders placed in it: includes the mails sent
// meanwhile and, on PGlite, the database. Less dependent on the machine's mood than orders/s.
console.log(
  `server CPU:         ${(serverCpu / seconds).toFixed(2)} cores busy, ${((serverCpu * 1000) / Math.max(1, placed.length)).toFixed(1)} ms per order`,
);
console.log(
  `errors:             ${errors.length}${errors.length ? ` (${[...new Set(errors)].slice(0, 5).join('; ')})` : ''}`,
);
console.log(`mails written:      ${mailFiles} of ${expectedMails} (all out ${mailSeconds} s after the start)`);
console.log(
  `consistency check:  ${problems.length === 0 ? 'every order has exactly one paid case, one invoice and two sent mails; invoice numbers without gaps' : problems.slice(0, 10).join('; ')}`,
);
process.exit(problems.length === 0 && errors.length === 0 ? 0 : 1);
