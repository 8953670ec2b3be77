// The specialists' work queue at /conan/faelle (issue 28 point 1): the paid cases by when they are
// due (cases.due_at: payment + 48 hours + the time spent waiting for the customer's answers, issue 39;
// overdue first, the most overdue on top, then the soonest due), filtered by
// status, service, assignee and a search, with the count of every status filter. Closed cases
// (completed, withdrawn, declined) are listed newest closing first.
//
// Every query is backed by the partial indexes of migration 0018 (schema/cases.server.ts): the open
// cases' index holds due time, id, status, service and assignee, so the list reads it in order and
// the counts read nothing else; the closed cases' index likewise by closing time. `openCase` and
// `closedCase` repeat the indexes' predicates exactly (PostgreSQL uses a partial index only when the
// query implies its predicate). bench/dashboard.ts times them on 100,000 cases.
import { inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isOpenForWork } from '#app/lib/case-state.ts';
import { formatDate } from '#app/lib/format.ts';
import { caseReference, serviceName } from '#app/lib/services.ts';
import {
  dueText,
  MINE,
  type QueueFilters,
  type QueueRow,
  type QueueStatus,
  queueStatuses,
  UNASSIGNED,
  type WorkQueue,
} from '#app/lib/work-queue.ts';
import {
  clientHaystack,
  containsText,
  idPrefixRange,
  pageOf,
  searchText,
} from '../dashboard/search-and-paging.server.ts';
import type { Db } from '../db/db.server.ts';
import { num, selectRows } from '../db/rows.server.ts';
import { caseDetails, cases, clients, imageFingerprints, staffUsers } from '../db/schema.server.ts';

/** Rows per page of the queue. */
export const QUEUE_PAGE_SIZE = 50;

/** When a case is due: kept by the database (trigger cases_due_at, migration 0024). */
const dueBase = sql`${cases.dueAt}`;
/** When a closed case was closed: completion, else the withdrawal, else the decline. */
const closedAt = sql`coalesce(${cases.completedAt}, ${cases.withdrawnAt}, ${cases.declinedAt}, ${cases.paidAt}, ${cases.createdAt})`;
/** The predicates of cases_queue_open_idx and cases_queue_closed_idx (keep them in step). */
const openCase = sql`(${cases.paymentId} is not null and ${cases.status} in ('paid', 'in-progress', 'awaiting-customer', 'in-review'))`;
/** Overdue: due before now, and not paused (a case waiting for the customer is never overdue). */
const overdue = (now: Date) =>
  sql`${dueBase} < ${now.toISOString()}::timestamptz and ${cases.status} <> 'awaiting-customer'`;
const closedCase = sql`(${cases.paymentId} is not null and ${cases.status} in ('completed', 'completed-no-findings', 'withdrawn', 'declined'))`;

function isClosedFilter(status: QueueStatus): boolean {
  return status === 'abgeschlossen' || status === 'widerrufen' || status === 'abgelehnt';
}

/** Cases of one status filter at `now`. */
function statusCondition(status: QueueStatus, now: Date): SQL {
  switch (status) {
    case 'offen':
      return sql`${openCase} and ${cases.status} = 'paid'`;
    case 'in-bearbeitung':
      return sql`${openCase} and ${cases.status} = 'in-progress'`;
    case 'wartet':
      return sql`${openCase} and ${cases.status} = 'awaiting-customer'`;
    case 'zur-freigabe':
      return sql`${openCase} and ${cases.status} = 'in-review'`;
    case 'ueberfaellig':
      return sql`${openCase} and ${overdue(now)}`;
    case 'abgeschlossen':
      return sql`${closedCase} and ${cases.status} in ('completed', 'completed-no-findings')`;
    case 'widerrufen':
      return sql`${closedCase} and ${cases.status} = 'withdrawn'`;
    case 'abgelehnt':
      return sql`${closedCase} and ${cases.status} = 'declined'`;
    default:
      return openCase;
  }
}

/**
 * The paid cases a search finds: the client's name or e-mail contains the text (case-insensitive,
 * wildcards literal), the case id starts with it (the reference number), or a target's name, user
 * name, e-mail or profile URL contains it.
 */
const matching = alias(clients, 'matching');

/**
 * A target's searchable text (name, user name, e-mail, profile URL), of the case_details row aliased
 * `d`. Migration 0019 indexes exactly this expression (trigrams); change both together.
 */
export const TARGET_HAYSTACK = sql`(coalesce(d.target_name, '') || chr(10) || coalesce(d.target_username, '') || chr(10) || coalesce(d.target_email, '') || chr(10) || coalesce(d.target_profile_url, ''))`;

function searchHits(text: string): SQL {
  const byClient = sql`select ${matching.id} from ${clients} as matching where ${containsText(clientHaystack(matching), text)}`;
  const target = TARGET_HAYSTACK;
  const parts = [
    sql`select ${cases.id} as id from ${cases} where ${cases.clientId} in (${byClient})`,
    sql`select d.case_id as id from ${caseDetails} as d where ${containsText(target, text)}`,
  ];
  const ids = idPrefixRange(text);
  if (ids)
    parts.push(sql`select ${cases.id} from ${cases} where ${cases.id} between ${ids.low}::uuid and ${ids.high}::uuid`);
  return sql.join(parts, sql` union `);
}

/** The service, assignee and search filters (everything but the status). */
function otherFilters(filters: QueueFilters, me: string, text: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (filters.service) conditions.push(sql`${cases.caseType} = ${filters.service}`);
  if (filters.assignee === MINE) conditions.push(sql`${cases.assignedTo} = ${me}`);
  else if (filters.assignee === UNASSIGNED) conditions.push(sql`${cases.assignedTo} is null`);
  else if (filters.assignee) conditions.push(sql`${cases.assignedTo} = ${filters.assignee}`);
  if (text) conditions.push(sql`${cases.id} in (select id from hits)`);
  return conditions;
}

const and = (conditions: SQL[]) => sql.join(conditions, sql` and `);

/** "tinder.com/@daniel_w": no scheme, no "www.", no trailing slash, at most 40 characters. */
export function shortProfile(url: string | null): string | null {
  if (!url) return null;
  const short = url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
  if (!short) return null;
  return short.length > 40 ? `${short.slice(0, 39)}…` : short;
}

type RawRow = {
  id: string;
  status: QueueRow['status'];
  caseType: string;
  dueMs: unknown;
  closedMs: unknown;
  awaitingMs: unknown;
  firstName: string;
  lastName: string;
  email: string;
  assigneeId: string | null;
  assigneeName: string | null;
  assigneeEmail: string | null;
  targetName: string | null;
  targetProfileUrl: string | null;
  seenBefore: boolean;
  seenBeforeConfirmed: boolean;
};

function toRow(row: RawRow, now: Date): QueueRow {
  const dueAt = new Date(num(row.dueMs));
  const open = isOpenForWork(row.status);
  const waiting = row.status === 'awaiting-customer';
  const closed = new Date(num(row.closedMs));
  return {
    id: row.id,
    reference: caseReference(row.id),
    status: row.status,
    serviceName: serviceName(row.caseType),
    dueAt: dueAt.toISOString(),
    dueText: waiting
      ? `wartet auf Antwort seit ${formatDate(new Date(num(row.awaitingMs)))}`
      : open
        ? dueText(dueAt, now)
        : `${row.status === 'withdrawn' ? 'widerrufen' : row.status === 'declined' ? 'abgelehnt' : 'abgeschlossen'} am ${formatDate(closed)}`,
    overdue: open && !waiting && dueAt.getTime() < now.getTime(),
    clientName: `${row.firstName} ${row.lastName}`.trim(),
    clientEmail: row.email,
    targetName: row.targetName,
    targetProfile: shortProfile(row.targetProfileUrl),
    assignee: row.assigneeId
      ? { id: row.assigneeId, name: row.assigneeName || row.assigneeEmail || 'Mitarbeiter (gelöscht)' }
      : null,
    seenBefore: Boolean(row.seenBefore),
    seenBeforeConfirmed: Boolean(row.seenBeforeConfirmed),
  };
}

/** The active staff members (the assignee filter and the reassignment form), by name. */
export async function activeStaff(db: Db): Promise<{ id: string; name: string }[]> {
  const rows = await selectRows<{ id: string; name: string; email: string }>(
    db,
    sql`select ${staffUsers.id} as id, ${staffUsers.name} as name, ${staffUsers.email} as email
      from ${staffUsers} where ${staffUsers.disabledAt} is null
      order by lower(coalesce(nullif(${staffUsers.name}, ''), ${staffUsers.email})), ${staffUsers.id}`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name || row.email }));
}

/** Names of staff members by id (former members too), for "approved by" and the like. */
export async function staffNames(db: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(inArray(staffUsers.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name || row.email]));
}

/** The queue for one URL's filters, as the staff member `me` sees it at `now`. */
export async function loadWorkQueue(db: Db, filters: QueueFilters, me: string, now = new Date()): Promise<WorkQueue> {
  const text = searchText(filters.search);
  // The search's hits are found once per statement (a scan of the clients and the targets).
  const hits = () => (text ? sql`hits as materialized (${searchHits(text)}), ` : sql``);
  const others = otherFilters(filters, me, text);
  const closedList = isClosedFilter(filters.status);
  const order = closedList ? sql`${closedAt} desc, ${cases.id} desc` : sql`${dueBase} asc, ${cases.id} asc`;
  const offset = (filters.page - 1) * QUEUE_PAGE_SIZE;
  const [rows, counted, staff] = await Promise.all([
    // The customer as typed with this order (cases.customer_*, decision record 028), else the client's.
    selectRows<RawRow>(
      db,
      sql`${text ? sql`with ${hits()}one as (select 1) ` : sql``}select ${cases.id} as id, ${cases.status} as status, ${cases.caseType} as "caseType",
          extract(epoch from ${dueBase}) * 1000 as "dueMs", extract(epoch from ${closedAt}) * 1000 as "closedMs",
          extract(epoch from ${cases.awaitingSince}) * 1000 as "awaitingMs",
          coalesce(${cases.customerFirstName}, cl.first_name) as "firstName",
          coalesce(${cases.customerLastName}, cl.last_name) as "lastName",
          coalesce(${cases.customerEmail}, cl.email) as email,
          s.id as "assigneeId", s.name as "assigneeName", s.email as "assigneeEmail",
          t.target_name as "targetName", t.target_profile_url as "targetProfileUrl",
          exists (select 1 from ${imageFingerprints} f where f.case_id = ${cases.id} and f.matched_at is not null) as "seenBefore",
          exists (select 1 from ${imageFingerprints} f where f.case_id = ${cases.id} and f.matched_at is not null
            and f.matched_confirmed) as "seenBeforeConfirmed"
        from ${cases}
          join ${clients} as cl on cl.id = ${cases.clientId}
          left join ${staffUsers} as s on s.id = ${cases.assignedTo}
          left join lateral (select d.target_name, d.target_profile_url from ${caseDetails} as d
            where d.case_id = ${cases.id} order by d.created_at, d.id limit 1) as t on true
        where ${and([statusCondition(filters.status, now), ...others])}
        order by ${order}
        limit ${QUEUE_PAGE_SIZE} offset ${offset}`,
    ),
    // Two index-only counts: the open cases' index and the closed cases' index.
    selectRows<Record<QueueStatus, unknown>>(
      db,
      sql`with ${hits()}open_counts as (
          select count(*) as alle,
            count(*) filter (where ${cases.status} = 'paid') as offen,
            count(*) filter (where ${cases.status} = 'in-progress') as "in-bearbeitung",
            count(*) filter (where ${cases.status} = 'awaiting-customer') as wartet,
            count(*) filter (where ${cases.status} = 'in-review') as "zur-freigabe",
            count(*) filter (where ${overdue(now)}) as ueberfaellig
          from ${cases} where ${and([openCase, ...others])}),
        closed_counts as (
          select count(*) filter (where ${cases.status} in ('completed', 'completed-no-findings')) as abgeschlossen,
            count(*) filter (where ${cases.status} = 'withdrawn') as widerrufen,
            count(*) filter (where ${cases.status} = 'declined') as abgelehnt
          from ${cases} where ${and([closedCase, ...others])})
        select * from open_counts, closed_counts`,
    ),
    activeStaff(db),
  ]);
  const counts = Object.fromEntries(queueStatuses.map((status) => [status, num(counted[0]?.[status])])) as Record<
    QueueStatus,
    number
  >;
  const page = pageOf(
    rows.map((row) => toRow(row, now)),
    counts[filters.status],
    filters.page,
  );
  return {
    filters,
    counts,
    page: { ...page, pageSize: QUEUE_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(page.total / QUEUE_PAGE_SIZE)) },
    staff,
    me,
  };
}
