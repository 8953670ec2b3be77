// Database lanes (issue 28 point 10: staff must be able to work during a rush). On PostgreSQL the
// app's queries share one pool of connections; under 200 customers at once about 200 queries wait
// for one of its 10 connections, first come first served, and a staff member's query waited behind
// all of them (dashboard data p50 2.6 s, p99 7.7 s; docs/benchmarks.md). Requests of the staff area
// therefore run in the "staff" lane, which has connections of its own: a pool that customers'
// requests, jobs and everything else never use. The lane is set per request by the HTTP layer from
// the path (app/server/http/request-setup.server.ts) and follows the request's async work
// (AsyncLocalStorage); code that queries the database does not know about it.
//
// Trade-off: the lane is chosen by path before the session is checked, so a request to /conan
// without a valid session (the sign-in, a forged cookie) also takes a staff connection. Flooding
// those slows the staff area only, never the shop (sign-in is throttled; a request without the
// session cookie queries nothing).
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

export type DatabaseLane = 'staff' | 'public';

// On globalThis: the bundled React Router server build has its own copy of this module and must see
// the lane the HTTP layer set (as the database itself, app/server/db/db.server.ts).
const LANE_KEY = Symbol.for('echtcheck.database-lane');
type GlobalWithLane = typeof globalThis & { [LANE_KEY]?: AsyncLocalStorage<DatabaseLane> };
const lanes = globalThis as GlobalWithLane;
lanes[LANE_KEY] ??= new AsyncLocalStorage<DatabaseLane>();
const lane = lanes[LANE_KEY];

/** Runs `work` (and everything it starts) in the given lane. */
export function runInLane<T>(which: DatabaseLane, work: () => T): T {
  return lane.run(which, work);
}

/** The lane of the code running now: "public" outside any request. */
export function currentLane(): DatabaseLane {
  return lane.getStore() ?? 'public';
}

/**
 * A client that loses its connection while it is checked out (a transaction between two of its
 * queries, when PostgreSQL restarts) emits 'error', and pg's pool listens only while a client is
 * idle: the event went unheard, became an uncaught exception and stopped the whole process (the
 * fault test of a PostgreSQL restart under load caught it now and then). With a listener for the
 * client's lifetime the error stays with the client: its next query fails (the request answers
 * 503 while the database is down), and the pool drops it when it is released.
 */
export function keepConnectionErrorsInClients(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
}

/**
 * A pg.Pool (drizzle checks `instanceof Pool` for transactions) that hands queries and connections
 * of the staff lane to a pool of their own. Its own counters (totalCount, waitingCount…) are the
 * public pool's; `staff` exposes the other.
 */
export class LanePool extends pg.Pool {
  readonly staff: pg.Pool;

  constructor(config: pg.PoolConfig, staffConnections: number) {
    super(config);
    this.staff = new pg.Pool({ ...config, max: staffConnections });
    this.staff.on('error', () => {});
    keepConnectionErrorsInClients(this);
    keepConnectionErrorsInClients(this.staff);
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (promise and callback forms) pass through unchanged
  override connect(...args: any[]): any {
    if (currentLane() === 'staff') return (this.staff.connect as (...a: unknown[]) => unknown)(...args);
    return (super.connect as (...a: unknown[]) => unknown).apply(this, args);
  }

  // biome-ignore lint/suspicious/noExplicitAny: as above
  override query(...args: any[]): any {
    if (currentLane() === 'staff') return (this.staff.query as (...a: unknown[]) => unknown)(...args);
    return (super.query as (...a: unknown[]) => unknown).apply(this, args);
  }

  override async end(): Promise<void> {
    await Promise.all([super.end(), this.staff.end()]);
  }
}
