// The work queue at /conan/faelle (issue 28 point 1): its filters as they appear in the URL, their
// German labels, the shape of a row as the server sends it, and the relative due wording. Filled
// from SQL by app/server/casework/work-queue.server.ts, shown by app/components/staff/work-queue.tsx.
import type { CaseStatus } from './case-state.ts';
import type { Page } from './dashboard-data.ts';
import { type ServiceKey, serviceKeys } from './services.ts';

/**
 * The status filter (`?status=`). No value: every open case (paid or in progress). `offen`: paid,
 * work not begun; `in-bearbeitung`: begun; `wartet`: a Rückfrage waits for the customer's answer (clock
 * paused); `zur-freigabe`: the draft report waits for a reviewer; `ueberfaellig`: open, not waiting,
 * and due more than 0 hours ago;
 * `abgeschlossen`, `widerrufen` and `abgelehnt` (declined by staff): the closed cases, newest first, page by page.
 */
export const queueStatuses = [
  'alle',
  'offen',
  'in-bearbeitung',
  'wartet',
  'zur-freigabe',
  'ueberfaellig',
  'abgeschlossen',
  'widerrufen',
  'abgelehnt',
] as const;
export type QueueStatus = (typeof queueStatuses)[number];

export const queueStatusLabels: Record<QueueStatus, string> = {
  alle: 'Alle offenen',
  offen: 'Offen (nicht begonnen)',
  'in-bearbeitung': 'In Bearbeitung',
  wartet: 'Wartet auf Kundin/Kunden',
  'zur-freigabe': 'Zur Freigabe',
  ueberfaellig: 'Überfällig',
  abgeschlossen: 'Abgeschlossen',
  widerrufen: 'Widerrufen',
  abgelehnt: 'Abgelehnt',
};

/** The assignee filter (`?zustaendig=`): everyone's cases, my own, nobody's, or one staff member's id. */
export const MINE = 'ich';
export const UNASSIGNED = 'niemand';

export const QUEUE_PARAMS = {
  status: 'status',
  service: 'leistung',
  assignee: 'zustaendig',
  search: 'q',
  page: 'seite',
} as const;

export interface QueueFilters {
  status: QueueStatus;
  /** A service key, or null for every service. */
  service: ServiceKey | null;
  /** null: everyone; MINE; UNASSIGNED; or a staff member's id. */
  assignee: string | null;
  search: string;
  page: number;
}

/** What a staff account's id looks like (better-auth's ids); anything else names nobody. */
export const STAFF_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The filters of a URL: anything unknown means "no filter". */
export function readQueueFilters(params: URLSearchParams): QueueFilters {
  const status = params.get(QUEUE_PARAMS.status) ?? '';
  const service = params.get(QUEUE_PARAMS.service) ?? '';
  const assignee = params.get(QUEUE_PARAMS.assignee) ?? '';
  const page = Number(params.get(QUEUE_PARAMS.page));
  return {
    status: (queueStatuses as readonly string[]).includes(status) ? (status as QueueStatus) : 'alle',
    service: (serviceKeys as readonly string[]).includes(service) ? (service as ServiceKey) : null,
    assignee: STAFF_ID.test(assignee) ? assignee : null,
    search: (params.get(QUEUE_PARAMS.search) ?? '').trim().slice(0, 200),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** A queue row: one paid case, with what a specialist needs to pick the next one. */
export interface QueueRow {
  id: string;
  /** First 8 characters of the id. */
  reference: string;
  status: CaseStatus;
  serviceName: string;
  /** ISO 8601: payment + 48 hours + the time spent waiting for the customer (cases.due_at). */
  dueAt: string;
  /** "fällig in 5 Std.", "überfällig seit 3 Std.", or for a closed case "abgeschlossen am 03.11.2026". */
  dueText: string;
  overdue: boolean;
  clientName: string;
  clientEmail: string;
  /** The first target's name; null when the case data is deleted. */
  targetName: string | null;
  /** The first target's profile URL, shortened for the list (host and path, no scheme). */
  targetProfile: string | null;
  assignee: { id: string; name: string } | null;
  /** An image of this case matched an image of an earlier case (fingerprints, migration 0009). */
  seenBefore: boolean;
  /** …and that earlier image was confirmed as stolen or fake. */
  seenBeforeConfirmed: boolean;
}

export interface WorkQueue {
  filters: QueueFilters;
  /** How many cases each status filter holds with the other filters (service, assignee, search) applied. */
  counts: Record<QueueStatus, number>;
  page: Page<QueueRow>;
  /** The active staff members for the assignee filter (id and name). */
  staff: { id: string; name: string }[];
  /** The signed-in staff member's id ("Meine Fälle"). */
  me: string;
}

const HOUR = 3_600_000;

function span(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${Math.max(1, minutes)} Min.`;
  const hours = Math.floor(ms / HOUR);
  if (hours < 48) return `${hours} Std.`;
  const days = Math.floor(ms / (24 * HOUR));
  return `${days} Tagen`;
}

/**
 * The due time relative to `now`, as the list shows it: "fällig in 5 Std." before, "überfällig seit
 * 3 Std." after (minutes under an hour, days from 48 hours).
 */
export function dueText(dueAt: Date, now: Date): string {
  const difference = dueAt.getTime() - now.getTime();
  return difference > 0 ? `fällig in ${span(difference)}` : `überfällig seit ${span(-difference)}`;
}
