// `npm run bench:load`: 200 simulated customers for 60 s against one server on PostgreSQL, plus 2
// staff members paging the dashboard. A customer is a visit from its own address (behind a trusted
// proxy): two marketing pages with their statistics beacons, the checkout page, one photo upload,
// the order, the test payment page, "pay" and the success page; then the next visitor takes the slot.
// Prints errors (goal 0), orders completed, p50/p99 per request kind, the server's memory (at rest,
// peak, after the load), and checks that every paid order has its case, invoice and two sent mails.
// LOAD_CUSTOMERS, LOAD_SECONDS, LOAD_STAFF, LOAD_STAFF_THINK_MS (a staff member's pause between two
// requests, default 1000) change the load; BENCH_DATABASE_URL the PostgreSQL server
// (default the local one); LOAD_DATABASE=pglite runs it on embedded PGlite instead.
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { sitePages } from '../app/content/site.ts';
import { validOrder } from '../tests/support/order-fixtures.ts';
import { createStaffViaCli } from '../tests/support/staff-account.ts';
import { phonePhoto } from '../tests/support/synthetic-photo.ts';
import { dashboardRequests } from './dashboard-http.ts';
import { benchDatabase, checkPaidOrders, waitForMails } from './load-database.ts';
import { requireBuild, signInStaff, startServer } from './support.ts';

requireBuild();
const CUSTOMERS = Number(process.env.LOAD_CUSTOMERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const STAFF = Number(process.env.LOAD_STAFF ?? 2);
const STAFF_THINK_MS = Number(process.env.LOAD_STAFF_THINK_MS ?? 1000);
const PASSWORD = `Load-${randomUUID()}`;

const database = await benchDatabase(process.env.LOAD_DATABASE === 'pglite' ? 'pglite' : 'postgres');
const server = await startServer({
  ...database.env,
  TRUST_PROXY: 'true',
  MAIL_POLL_SECONDS: '1',
  SITE_URL: 'http://127.0.0.1',
});
const pid = server.child.pid ?? 0;

async function rssMb(): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const samples = new Map<string, number[]>();
const errors = new Map<string, string[]>();
function record(kind: string, ms: number) {
  const list = samples.get(kind) ?? [];
  list.push(ms);
  samples.set(kind, list);
}
function fail(kind: string, message: string) {
  const list = errors.get(kind) ?? [];
  list.push(message);
  errors.set(kind, list);
}

/** One request, timed; resolves with the response (body read) or undefined after recording an error. */
async function timed(kind: string, path: string, init: RequestInit & { expect?: number } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`${server.base}${path}`, { redirect: 'manual', ...init });
    const body = await response.text();
    record(kind, performance.now() - started);
    if (response.status !== (init.expect ?? 200)) {
      fail(kind, `${response.status} ${path} ${body.slice(0, 120)}`);
      return undefined;
    }
    return { response, body };
  } catch (error) {
    fail(kind, `${path}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

const pages = sitePages.filter((page) => page.canonicalPath === page.path).map((page) => page.path);
const photo = await phonePhoto(7, 1200, 900);
let visitors = 0;
const paid: string[] = [];

async function customerVisit(slot: number) {
  const n = ++visitors;
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
  const browser = {
    'x-forwarded-for': address,
    'user-agent': `Mozilla/5.0 (Linux; Android 14; Pixel ${slot % 9}) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36`,
    'accept-encoding': 'br, gzip',
    origin: server.base,
  };
  const session = randomUUID();
  for (const path of [pages[n % pages.length], pages[(n * 7 + 3) % pages.length]]) {
    await timed('marketing page', encodeURI(path ?? '/'), { headers: browser });
    await timed('statistics beacon', '/api/analytics', {
      method: 'POST',
      headers: { ...browser, 'content-type': 'text/plain' },
      body: JSON.stringify({ kind: 'entry', session, path, referrer: null }),
      expect: 204,
    });
  }
  if (!(await timed('checkout page (SSR)', '/checkout?service=fake-profile', { headers: browser }))) return;
  const checkoutId = randomUUID();
  const upload = await timed('photo upload (1200×900 JPEG)', '/api/uploads', {
    method: 'POST',
    headers: { ...browser, 'x-checkout-id': checkoutId, 'x-file-name': encodeURIComponent('profilbild.jpg') },
    body: new Uint8Array(photo),
    expect: 201,
  });
  if (!upload) return;
  const order = validOrder({ checkoutId, documentIds: [(JSON.parse(upload.body) as { id: string }).id] });
  order.customer.email = `kunde-${checkoutId.slice(0, 8)}@example.de`;
  const placed = await timed('order', '/api/checkout', {
    method: 'POST',
    headers: { ...browser, 'content-type': 'application/json' },
    body: JSON.stringify(order),
  });
  if (!placed) return;
  const { paymentUrl } = JSON.parse(placed.body) as { paymentUrl: string };
  if (!(await timed('test payment page', paymentUrl, { headers: browser }))) return;
  const pay = await timed('pay (payment event)', paymentUrl, {
    method: 'POST',
    headers: { ...browser, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'ergebnis=bezahlen',
    expect: 302,
  });
  const location = pay?.response.headers.get('location');
  if (!location) return;
  const success = await timed('payment-success page', location, { headers: browser });
  if (success?.body.includes('Vielen Dank für Ihre Buchung')) paid.push(checkoutId);
  else if (success) fail('payment-success page', `no thank-you text for ${checkoutId}`);
}

async function staffMember(index: number, deadline: number) {
  const email = `load-staff-${index}-${randomUUID().slice(0, 6)}@echtcheck.test`;
  await createStaffViaCli({ env: database.staffCliEnv(server.dataDir), email, password: PASSWORD });
  const cookie = await signInStaff(server.base, email, PASSWORD, { 'x-forwarded-for': `10.250.0.${index + 1}` });
  for (let i = index; Date.now() < deadline; i++) {
    // The queue, the dashboard and the case page of the newest paid order, in turn.
    const requests = dashboardRequests({ caseId: paid.at(-1) });
    const [name, path] = requests[i % requests.length] ?? ['', ''];
    await timed(`staff: ${name.startsWith('full page') ? 'page (HTML)' : 'data'}`, path, {
      headers: { cookie, 'x-forwarded-for': `10.250.0.${index + 1}` },
    });
    // A person reads before the next click; without a pause two "staff members" would be a load
    // generator of their own once their requests no longer queue behind the customers'.
    await new Promise((resolve) => setTimeout(resolve, STAFF_THINK_MS));
  }
}

// At rest: after start-up and one request of each page kind, 5 s idle.
await timed('warm-up', '/');
await timed('warm-up', '/checkout');
samples.delete('warm-up');
await new Promise((resolve) => setTimeout(resolve, 5000));
const restMb = await rssMb();
let peakMb = restMb;
const sampler = setInterval(async () => {
  peakMb = Math.max(peakMb, await rssMb());
}, 500);

const started = performance.now();
const deadline = Date.now() + SECONDS * 1000;
await Promise.all([
  ...Array.from({ length: CUSTOMERS }, async (_, slot) => {
    while (Date.now() < deadline) await customerVisit(slot);
  }),
  ...Array.from({ length: STAFF }, (_, index) => staffMember(index, deadline)),
]);
const elapsed = (performance.now() - started) / 1000;
clearInterval(sampler);

// The mails go out after the load; wait for them (max 3 minutes), then 10 s idle for the memory.
const mailsWritten = await waitForMails(server.dataDir, paid.length * 2, 180_000);
const mailSeconds = Math.round((performance.now() - started) / 1000 - elapsed);
await new Promise((resolve) => setTimeout(resolve, 10_000));
const afterMb = await rssMb();
await server.stop();
const problems = await checkPaidOrders(database, server.dataDir, paid);
await database.drop();
await rm(server.dataDir, { recursive: true, force: true });

const pct = (list: number[], p: number) =>
  Math.round(list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] ?? 0);
const totalErrors = [...errors.values()].reduce((sum, list) => sum + list.length, 0);
const totalRequests = [...samples.values()].reduce((sum, list) => sum + list.length, 0);
console.log(
  `\nload benchmark: ${CUSTOMERS} concurrent customers + ${STAFF} staff members for ${SECONDS} s on ${database.label}\n`,
);
console.log('| request kind | requests | p50 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|');
for (const [kind, list] of [...samples.entries()].sort()) {
  list.sort((a, b) => a - b);
  console.log(`| ${kind} | ${list.length} | ${pct(list, 50)} | ${pct(list, 99)} | ${errors.get(kind)?.length ?? 0} |`);
}
console.log(`\nrequests:           ${totalRequests} (${(totalRequests / elapsed).toFixed(0)}/s)`);
console.log(`visits:             ${visitors}`);
console.log(`orders completed:   ${paid.length} paid (${(paid.length / elapsed).toFixed(1)}/s)`);
console.log(`errors:             ${totalErrors}`);
for (const [kind, list] of errors) console.log(`  ${kind}: ${[...new Set(list)].slice(0, 3).join(' | ')}`);
console.log(`server memory (RSS): at rest ${restMb} MB, peak ${peakMb} MB, 10 s after the load ${afterMb} MB`);
console.log(
  `mails:              ${mailsWritten} of ${paid.length * 2} written, the last ${mailSeconds} s after the load ended`,
);
console.log(
  `count check:        ${problems.length === 0 ? 'every paid order has exactly one paid case, one invoice and two sent mails; invoice numbers without gaps' : problems.slice(0, 10).join('; ')}`,
);
process.exit(totalErrors === 0 && problems.length === 0 ? 0 : 1);
