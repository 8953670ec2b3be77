// The HTTP half of `npm run bench:dashboard`: the real dashboard requests against a server process
// on the seeded database, signed in as a staff member made with `npm run staff`. Each request is one
// the browser makes (`/conan/dashboard.data?…`: the session check, the cards on the first visit, the
// tab's figures on every switch, serialised by React Router), plus one full page load; timed over 5
// runs (median and max) with the bytes of the uncompressed body.
import { randomUUID } from 'node:crypto';
import { createStaffViaCli } from '../tests/support/staff-account.ts';
import type { Measurement } from './dashboard-report.ts';
import { median, signInStaff, startServer } from './support.ts';

const PASSWORD = `Bench-${randomUUID()}`;

function berlinDay(offsetDays: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
}

/**
 * The dashboard's requests: [name, path]. The first visit loads every route's data (the cards
 * included); switching tab, period, search or page within the dashboard asks only for the guard's
 * and the tab's data (`_routes`, as the browser does: the cards route does not revalidate then).
 */
export function dashboardRequests({ caseId }: { caseId?: string } = {}): [string, string][] {
  const tabSwitch = (query: string) =>
    `/conan/dashboard.data?${query ? `${query}&` : ''}_routes=${encodeURIComponent('routes/staff/guard,routes/staff/dashboard')}`;
  const queue = (query: string) =>
    `/conan/faelle.data?${query ? `${query}&` : ''}_routes=${encodeURIComponent('routes/staff/guard,routes/staff/work-queue')}`;
  return [
    ['first visit: cards + revenue daily', '/conan/dashboard.data'],
    ['revenue weekly', tabSwitch('period=weekly')],
    ['revenue monthly', tabSwitch('period=monthly')],
    ['revenue custom 90 days', tabSwitch(`period=custom&from=${berlinDay(-89)}&to=${berlinDay(0)}`)],
    ['clients page 1', tabSwitch('tab=kunden')],
    ['statistics (12 weeks)', tabSwitch('tab=statistik')],
    ['analytics last 30 days', tabSwitch(`tab=analyse&period=custom&from=${berlinDay(-29)}&to=${berlinDay(0)}`)],
    ['analytics 12 months', tabSwitch('tab=analyse&period=monthly')],
    // The work queue (issue 28 point 10: p50 ≤ 50 ms as a data request, ≤ 100 ms as a full page load).
    ['queue: open cases by due time', queue('')],
    ['queue: overdue', queue('status=ueberfaellig')],
    ['queue: one service, nobody assigned', queue('leistung=dating-app&zustaendig=niemand')],
    ['queue: completed, page 2', queue('status=abgeschlossen&seite=2')],
    ['queue: search "schmidt"', queue('q=schmidt')],
    ['full page load: queue (HTML)', '/conan/faelle'],
    // The case page (the same goals): its data as the browser asks for it when opened from the queue,
    // and as a full page load.
    ...(caseId
      ? ([
          [
            'case page: opened from the queue',
            `/conan/faelle/${caseId}.data?_routes=${encodeURIComponent('routes/staff/guard,routes/staff/case-page')}`,
          ],
          ['full page load: case page (HTML)', `/conan/faelle/${caseId}`],
        ] as [string, string][])
      : []),
  ];
}

/** Issue 28 point 10 on PostgreSQL: the queue and the case page p50 ≤ 50 ms as data, ≤ 100 ms as a page. */
export function requestGoalMs(name: string): number | undefined {
  if (!/^(queue|case page|full page load: (queue|case page))/.test(name)) return undefined;
  return name.startsWith('full page') ? 100 : 50;
}

async function timed(url: string, cookie: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie, 'accept-encoding': 'identity' } });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return { ms, bytes: body.byteLength };
}

export async function benchHttp(
  env: Record<string, string>,
  { caseId, strictGoals = false }: { caseId?: string; strictGoals?: boolean } = {},
): Promise<(Measurement & { name: string; goalMs?: number })[]> {
  const server = await startServer({ ...env, SITE_URL: 'http://127.0.0.1' });
  try {
    const email = `bench-${randomUUID().slice(0, 8)}@echtcheck.test`;
    await createStaffViaCli({
      env: { DATA_DIR: env.DATA_DIR ?? server.dataDir, DATABASE_URL: env.DATABASE_URL ?? '' },
      email,
      password: PASSWORD,
    });
    const cookie = await signInStaff(server.base, email, PASSWORD);
    const results: (Measurement & { name: string; goalMs?: number })[] = [];
    for (const [name, path] of dashboardRequests({ caseId })) {
      const runs: { ms: number; bytes: number }[] = [];
      for (let i = 0; i < 5; i++) runs.push(await timed(`${server.base}${path}`, cookie));
      const times = runs.map((run) => run.ms);
      results.push({
        name,
        runsMs: times,
        medianMs: median(times),
        maxMs: Math.max(...times),
        bytes: runs[0]?.bytes ?? 0,
        ...(strictGoals && requestGoalMs(name) !== undefined ? { goalMs: requestGoalMs(name) } : {}),
      });
    }
    return results;
  } finally {
    await server.stop();
  }
}
