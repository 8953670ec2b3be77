// Writing the statistics (issue 11 points 2–3): a batch of beacons as one statement per kind, and the
// order the checkout records for the funnel. Entries go first, so an exit or a checkout step in the
// same batch finds its page view.
import { type SQL, sql } from 'drizzle-orm';
import { MAX_SECONDS_ON_PAGE } from '#app/lib/analytics.ts';
import type { Db } from '../db/db.server.ts';
import { analytics, analyticsFunnel, cases } from '../db/schema.server.ts';

export interface QueuedEntry {
  kind: 'entry';
  sessionId: string;
  path: string;
  referrer: string | null;
  entry: boolean;
  userAgent: string;
  visitorHash: string;
  country: string | null;
  at: Date;
}

export interface QueuedExit {
  kind: 'exit';
  sessionId: string;
  path: string;
  /** When the exit beacon arrived: the time on the page is from the entry beacon's arrival to this. */
  at: Date;
}

export interface QueuedStep {
  kind: 'step';
  visitorHash: string;
  stage: number;
  caseType: string;
  at: Date;
}

/** Funnel stage of an order sent (after the six checkout steps). */
export const ORDER_STAGE = 7;

/**
 * The landing page of the visitor's current visit: the page of their latest view that entered the
 * site. The hash changes with each day's salt, so a visit never reaches into the day before.
 */
function landingPathOf(hash: SQL): SQL {
  return sql`(select a.page_path from ${analytics} a where a.visitor_hash = ${hash} and a.entry
    order by a.created_at desc limit 1)`;
}

export async function writeBatch(db: Db, batch: readonly (QueuedEntry | QueuedExit | QueuedStep)[]): Promise<void> {
  const entries = batch.filter((event): event is QueuedEntry => event.kind === 'entry');
  const exits = batch.filter((event): event is QueuedExit => event.kind === 'exit');
  const steps = batch.filter((event): event is QueuedStep => event.kind === 'step');
  if (entries.length > 0) {
    // One statement with one array per column (unnest): nine parameters for any batch size, where a
    // multi-row VALUES list costs the query builder ~1 ms per hundred rows.
    const column = <T>(pick: (event: QueuedEntry) => T) => entries.map(pick);
    await db.execute(sql`
      insert into ${analytics} (session_id, page_path, referrer, entry, user_agent, visitor_hash, country, created_at)
      select * from unnest(
        ${sql.param(column((event) => event.sessionId))}::uuid[],
        ${sql.param(column((event) => event.path))}::text[],
        ${sql.param(column((event) => event.referrer))}::text[],
        ${sql.param(column((event) => event.entry))}::boolean[],
        ${sql.param(column((event) => event.userAgent))}::text[],
        ${sql.param(column((event) => event.visitorHash))}::text[],
        ${sql.param(column((event) => event.country))}::char(2)[],
        ${sql.param(column((event) => event.at.toISOString()))}::timestamptz[]
      )`);
  }
  if (exits.length > 0) {
    const values = sql.join(
      exits.map(
        (event) => sql`(${event.sessionId}::uuid, ${event.path}::text, ${event.at.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    // The time on the page in whole seconds, measured by the server: from the entry beacon's arrival
    // (created_at) to the exit beacon's, capped at MAX_SECONDS_ON_PAGE. Only a view without a time
    // yet: the exit is sent once per view, a repeat changes nothing.
    await db.execute(sql`
      update ${analytics} as a
      set time_on_page = least(${MAX_SECONDS_ON_PAGE}::integer,
            greatest(0, floor(extract(epoch from (v.at - a.created_at))))::integer),
        exited_at = v.at
      from (values ${values}) as v(session_id, page_path, at)
      where a.session_id = v.session_id and a.page_path = v.page_path and a.time_on_page is null`);
  }
  if (steps.length > 0) {
    const values = sql.join(
      steps.map(
        (event) =>
          sql`(${event.visitorHash}::text, ${event.stage}::smallint, ${event.caseType}::text, ${event.at.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      insert into ${analyticsFunnel} (visitor_hash, stage, case_type, landing_path, created_at)
      select v.visitor_hash, v.stage, v.case_type, ${landingPathOf(sql`v.visitor_hash`)}, v.at
      from (values ${values}) as v(visitor_hash, stage, case_type, at)`);
  }
}

/**
 * The order sent (funnel stage 7), tied to the visitor and the landing page of their visit. Called
 * once the order is stored; a repeated order request (same case) changes nothing.
 */
export async function recordOrder(db: Db, caseId: string, visitorHash: string): Promise<void> {
  await db.execute(sql`
    insert into ${analyticsFunnel} (visitor_hash, stage, case_type, landing_path, case_id)
    select ${visitorHash}, ${ORDER_STAGE}, c.case_type, ${landingPathOf(sql`${visitorHash}::text`)}, c.id
    from ${cases} c where c.id = ${caseId}::uuid
    on conflict (case_id) do nothing`);
}
