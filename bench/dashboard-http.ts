// The HTTP half of `npm run bench:dashboard`: the real dashboard requests against a server process
// on the seeded database, signed in as a staff member made with `npm run staff`. Each request is the
// one the browser makes when staff switch tab or period (`/conan/dashboard.data?…`: session check,
// cards and the tab's figures, serialised by React Router), plus one full page load; timed over 5
// runs (median and max) with the bytes of the uncompressed body.
import { randomUUID } from 'node:crypto';
import { createStaffViaCli } from '../tests/support/staff-account.ts';
import { type Measurement, median } from './dashboard-report.ts';
import { startServer } from './support.ts';

const PASSWORD = `Bench-${randomUUID()}`;

function berlinDay(offsetDays: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
}

/** The dashboard's requests: [name, path]. */
export function dashboardRequests(): [string, string][] {
  const data = (query: string) => `/conan/dashboard.data${query ? `?${query}` : ''}`;
  return [
    ['cards + revenue daily (default view)', data('')],
    ['cards + revenue weekly', data('period=weekly')],
    ['cards + revenue monthly', data('period=monthly')],
    ['cards + revenue custom 90 days', data(`period=custom&from=${berlinDay(-89)}&to=${berlinDay(0)}`)],
    ['cards + cases page 1', data('tab=faelle')],
    ['cards + cases search "schmidt"', data('tab=faelle&q=schmidt')],
    ['cards + clients page 1', data('tab=kunden')],
    ['cards + analytics last 30 days', data(`tab=analyse&period=custom&from=${berlinDay(-29)}&to=${berlinDay(0)}`)],
    ['cards + analytics 12 months', data('tab=analyse&period=monthly')],
    ['full page: cases tab (HTML)', '/conan/dashboard?tab=faelle'],
  ];
}

async function timed(url: string, cookie: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie, 'accept-encoding': 'identity' } });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return { ms, bytes: body.byteLength };
}

export async function benchHttp(env: Record<string, string>): Promise<(Measurement & { name: string })[]> {
  const server = await startServer({ ...env, SITE_URL: 'http://127.0.0.1' });
  try {
    const email = `bench-${randomUUID().slice(0, 8)}@echtcheck.test`;
    await createStaffViaCli({
      env: { DATA_DIR: env.DATA_DIR ?? server.dataDir, DATABASE_URL: env.DATABASE_URL ?? '' },
      email,
      password: PASSWORD,
    });
    const signIn = await fetch(`${server.base}/conan`, {
      method: 'POST',
      headers: { origin: server.base, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: PASSWORD }),
      redirect: 'manual',
    });
    const cookie = signIn.headers
      .getSetCookie()
      .find((value) => value.includes('session_token'))
      ?.split(';')[0];
    if (!cookie) throw new Error(`sign-in failed: ${signIn.status}`);
    const results: (Measurement & { name: string })[] = [];
    for (const [name, path] of dashboardRequests()) {
      const runs: { ms: number; bytes: number }[] = [];
      for (let i = 0; i < 5; i++) runs.push(await timed(`${server.base}${path}`, cookie));
      const times = runs.map((run) => run.ms);
      results.push({
        name,
        runsMs: times,
        medianMs: median(times),
        maxMs: Math.max(...times),
        bytes: runs[0]?.bytes ?? 0,
      });
    }
    return results;
  } finally {
    await server.stop();
  }
}
