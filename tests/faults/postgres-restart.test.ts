// PostgreSQL restarted under load: while it is down /readyz says so, pages answer a German 503 page
// and APIs a German 503 JSON (never a 500, never a hang), the process stays up, and once PostgreSQL
// is back the pool reconnects by itself: orders go through again without a restart of the app.
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { type AppInstance, startApp } from './support/app-process.ts';
import { createPostgresCluster, type PostgresCluster } from './support/postgres-cluster.ts';
import { placePaidOrder } from './support/resilient-orders.ts';

const BOUND_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: PostgresCluster;
let app: AppInstance;
let dataDir = '';

beforeAll(async () => {
  cluster = await createPostgresCluster();
  dataDir = await mkdtemp(path.join(tmpdir(), 'echtcheck-faults-pgrestart-'));
  app = await startApp({ DATABASE_URL: cluster.url }, { dataDir });
});

afterAll(async () => {
  await app?.remove();
  // Also when the app never started.
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await cluster?.remove();
});

interface Answer {
  kind: 'page' | 'api' | 'ready';
  status: number;
  ms: number;
  type: string;
  body: string;
}

/**
 * One probe on a connection of its own (`agent: false`), as a load balancer's check comes. The
 * global fetch pool reuses sockets, and Node's server may close a connection after answering a
 * request before its body was read (the checkout's 503 while the database is down): a probe sent on
 * such a socket just then fails at the network without any answer from the app (one CI run saw
 * status 0 from /readyz). A failure of the probe itself still counts as status 0.
 */
function call(kind: Answer['kind']): Promise<Answer> {
  const started = Date.now();
  const body = kind === 'api' ? JSON.stringify(validOrder()) : undefined;
  // A page read from the database (the test payment page of an unknown session: 404 when all is well).
  const url = new URL(
    { page: '/zahlung/test/sim_cs_unbekannt', api: '/api/checkout', ready: '/readyz' }[kind],
    app.base,
  );
  return new Promise((resolve) => {
    const done = (status: number, type: string, text: string) =>
      resolve({ kind, status, ms: Date.now() - started, type, body: text });
    const request = httpRequest(
      url,
      {
        agent: false,
        method: body ? 'POST' : 'GET',
        timeout: BOUND_MS + 5000,
        headers: body ? { 'content-type': 'application/json', origin: app.base } : {},
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (chunk: Buffer) => parts.push(chunk));
        response.on('end', () =>
          done(response.statusCode ?? 0, response.headers['content-type'] ?? '', Buffer.concat(parts).toString('utf8')),
        );
        response.on('error', (error) => done(0, '', error.message));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => done(0, '', error.message));
    request.end(body);
  });
}

it('answers 503 while PostgreSQL is down and recovers by itself', async () => {
  const answers: Answer[] = [];
  let loading = true;
  const load = Promise.all(
    (['page', 'api', 'ready'] as const).map(async (kind) => {
      while (loading) {
        answers.push(await call(kind));
        await sleep(100);
      }
    }),
  );
  await sleep(1500);
  const down = Date.now();
  await cluster.stopImmediate();
  await sleep(4000);

  // While down: the load balancer's check, a page, an API, the process itself.
  const [ready, page, api] = await Promise.all([call('ready'), call('page'), call('api')]);
  const seen = [ready, page, api].map((answer) => `${answer.kind} ${answer.status} ${answer.body.slice(0, 200)}`);
  if ([ready, page, api].some((answer) => answer.status !== 503)) console.log(seen.join('\n'), appErrors());
  expect(ready.status, seen.join('\n')).toBe(503);
  expect(page.status).toBe(503);
  expect(page.type).toContain('text/html');
  expect(page.body).toContain('vorübergehend nicht erreichbar');
  expect(api.status).toBe(503);
  expect(api.type).toContain('application/json');
  expect(JSON.parse(api.body).error).toContain('vorübergehend nicht erreichbar');
  expect((await fetch(`${app.base}/healthz`)).status).toBe(200);
  expect((await fetch(`${app.base}/`)).status, 'prerendered pages need no database').toBe(200);

  await cluster.start();
  const up = Date.now();
  let recovered = 0;
  while (Date.now() - up < 30_000) {
    if ((await call('ready')).status === 200 && (await call('api')).status === 200) {
      recovered = Date.now() - up;
      break;
    }
    await sleep(200);
  }
  loading = false;
  await load;
  console.log(
    `[faults] PostgreSQL down for ${((up - down) / 1000).toFixed(1)} s; the app served again ${(recovered / 1000).toFixed(1)} s ` +
      `after it was back; ${answers.length} requests under load: ${summarize(answers)}`,
  );
  expect(recovered, 'ready and taking orders again without a restart').toBeGreaterThan(0);
  // Under load: only the answers of a working app or of a clean outage; none took longer than the bound.
  const allowed = { page: [404, 503], api: [200, 503], ready: [200, 503] };
  const wrong = answers.filter((answer) => !allowed[answer.kind].includes(answer.status));
  if (wrong.length > 0) console.log(appErrors());
  expect(wrong.map((answer) => `${answer.kind} ${answer.status} ${answer.body.slice(0, 200)}`)).toEqual([]);
  expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(BOUND_MS);
  expect(answers.filter((answer) => answer.status === 503).length, 'the outage was seen under load').toBeGreaterThan(0);
  // The same process took a whole order after the outage.
  const order = await placePaidOrder(app.base, [], {
    deadline: Date.now() + 30_000,
    label: `nach-ausfall-${Date.now()}`,
  });
  expect(order.paid, order.unexpected.join('\n')).toBe(true);
  expect(app.current().child.exitCode).toBeNull();
  expect(app.output()).not.toMatch(/"level":60/);
});

/** The app's error and fatal log lines, the last 5000 characters, and whether the process still runs. */
function appErrors(): string {
  const lines = app
    .output()
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line))
    .join('\n')
    .slice(-5000);
  return `app process exit code: ${app.current().child.exitCode}\n${lines}`;
}

function summarize(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers)
    counts.set(`${answer.kind} ${answer.status}`, (counts.get(`${answer.kind} ${answer.status}`) ?? 0) + 1);
  return [...counts].map(([key, count]) => `${key} ×${count}`).join(', ');
}
