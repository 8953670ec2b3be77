// The work queue's page body (/conan/faelle, issue 28 point 1): the status filter with its counts,
// the service, assignee and search form, and the cases by due time. A table from 1024 px, a list
// of cards below (no horizontal scrolling on a phone). Every filter lives in the URL: the status as
// links, the rest as a GET form that works without JavaScript and, with it, applies on change.
import type { ReactNode } from 'react';
import { Link, useNavigation, useSearchParams } from 'react-router';
import { Badge } from '#app/components/ui/badge.tsx';
import { formatCount, formatDateTime } from '#app/lib/format.ts';
import { STAFF_CASES_PATH, staffCasePath } from '#app/lib/staff-paths.ts';
import {
  QUEUE_PARAMS,
  type QueueRow,
  type QueueStatus,
  queueStatuses,
  queueStatusLabels,
  type WorkQueue,
} from '#app/lib/work-queue.ts';
import { Pager } from './dashboard/pager.tsx';
import { StatusBadge } from './dashboard/status-badge.tsx';
import { QueueForm } from './work-queue-form.tsx';

const linkClass =
  'rounded-sm font-medium text-brand-700 underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-brand-600/40';

export function WorkQueuePage({ queue, offer }: { queue: WorkQueue; offer?: ReactNode }) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === STAFF_CASES_PATH;
  const { filters, counts, page } = queue;
  return (
    <main className="mx-auto max-w-7xl space-y-5 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-bold text-2xl">Arbeitsliste</h1>
        <p role="status" className="text-slate-600 text-sm">
          {loading ? 'Laden...' : ''}
        </p>
      </div>
      {offer}
      <StatusFilter current={filters.status} counts={counts} />
      <QueueForm queue={queue} />
      <div className={loading ? 'opacity-60' : undefined}>
        {page.rows.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">
            Keine Fälle für diese Auswahl.
          </p>
        ) : (
          <>
            <QueueTable rows={page.rows} status={filters.status} />
            <QueueCards rows={page.rows} status={filters.status} />
          </>
        )}
        <Pager page={page.page} pageCount={page.pageCount} total={page.total} />
      </div>
    </main>
  );
}

/** The status filter as links with their counts (the other filters stay, the page starts again at 1). */
function StatusFilter({ current, counts }: { current: QueueStatus; counts: Record<QueueStatus, number> }) {
  const [params] = useSearchParams();
  const href = (status: QueueStatus) => {
    const next = new URLSearchParams(params);
    next.delete(QUEUE_PARAMS.page);
    if (status === 'alle') next.delete(QUEUE_PARAMS.status);
    else next.set(QUEUE_PARAMS.status, status);
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  return (
    <nav aria-label="Status">
      <ul className="flex flex-wrap gap-2 text-sm">
        {queueStatuses.map((status) => {
          const active = status === current;
          return (
            <li key={status}>
              <Link
                to={href(status)}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40 ${
                  active
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                }`}
              >
                {queueStatusLabels[status]}{' '}
                <span
                  className={`rounded-full px-1.5 text-xs tabular-nums ${active ? 'bg-white/20' : status === 'ueberfaellig' && counts[status] > 0 ? 'bg-red-100 text-red-800' : 'bg-slate-100'}`}
                >
                  {formatCount(counts[status])}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function DueCell({ row }: { row: QueueRow }) {
  return (
    <span className={row.overdue ? 'font-semibold text-red-700' : undefined}>
      <time dateTime={row.dueAt} title={`fällig am ${formatDateTime(new Date(row.dueAt))}`}>
        {row.dueText}
      </time>
    </span>
  );
}

function Target({ row }: { row: QueueRow }) {
  if (!row.targetName && !row.targetProfile) return <span className="text-slate-600">–</span>;
  return (
    <span className="block min-w-0 break-words">
      {row.targetName}
      {row.targetProfile ? <span className="block break-all text-slate-600 text-xs">{row.targetProfile}</span> : null}
    </span>
  );
}

function Assignee({ row }: { row: QueueRow }) {
  return row.assignee ? <span>{row.assignee.name}</span> : <span className="text-slate-600">nicht zugewiesen</span>;
}

/** The mark for a case with an image seen in earlier cases (fingerprint match). */
function SeenBefore({ row }: { row: QueueRow }) {
  if (!row.seenBefore) return null;
  return (
    <Badge variant={row.seenBeforeConfirmed ? 'destructive' : 'warning'}>
      <span aria-hidden="true">◉</span>
      Bild bekannt
      <span className="sr-only">
        {row.seenBeforeConfirmed
          ? ': Ein Bild dieses Falls kam in einem früheren Fall vor und ist als gestohlen oder gefälscht bestätigt'
          : ': Ein Bild dieses Falls kam schon in früheren Fällen vor'}
      </span>
    </Badge>
  );
}

/** The case's link: the page of the case, with the queue as it is now for its back link. */
function CaseLink({ row }: { row: QueueRow }) {
  const [params] = useSearchParams();
  const query = params.toString();
  return (
    <Link to={staffCasePath(row.id, query ? `${STAFF_CASES_PATH}?${query}` : STAFF_CASES_PATH)} className={linkClass}>
      Fall {row.reference}
    </Link>
  );
}

function caption(status: QueueStatus): string {
  return status === 'abgeschlossen' || status === 'widerrufen' || status === 'abgelehnt'
    ? `${queueStatusLabels[status]}e Fälle, zuletzt geschlossene zuerst`
    : `Fälle (${queueStatusLabels[status]}) nach Fälligkeit, überfällige zuerst`;
}

function QueueTable({ rows, status }: { rows: QueueRow[]; status: QueueStatus }) {
  const closed = status === 'abgeschlossen' || status === 'widerrufen' || status === 'abgelehnt';
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white lg:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption(status)}</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            {['Fall', closed ? 'Geschlossen' : 'Fällig', 'Leistung', 'Zielperson', 'Kunde', 'Status', 'Zuständig'].map(
              (label) => (
                <th key={label} scope="col" className="px-3 py-2 font-medium">
                  {label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-slate-100 border-t align-top" data-case={row.reference}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                <CaseLink row={row} />
                <div className="mt-1">
                  <SeenBefore row={row} />
                </div>
              </th>
              <td className="px-3 py-2">
                <DueCell row={row} />
              </td>
              <td className="px-3 py-2">{row.serviceName}</td>
              <td className="max-w-56 px-3 py-2">
                <Target row={row} />
              </td>
              <td className="max-w-56 px-3 py-2">
                <span className="block break-words">{row.clientName}</span>
                <span className="block break-all text-slate-600 text-xs">{row.clientEmail}</span>
              </td>
              <td className="px-3 py-2">
                <StatusBadge status={row.status} />
              </td>
              <td className="px-3 py-2">
                <Assignee row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Below 1024 px: one card per case, the same facts as a description list. */
function QueueCards({ rows, status }: { rows: QueueRow[]; status: QueueStatus }) {
  return (
    <ul aria-label={caption(status)} className="space-y-3 lg:hidden">
      {rows.map((row) => (
        <li
          key={row.id}
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 text-sm"
          data-case={row.reference}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <CaseLink row={row} />
            <DueCell row={row} />
          </div>
          <div className="mt-2 flex flex-wrap gap-2">
            <StatusBadge status={row.status} />
            <SeenBefore row={row} />
          </div>
          <dl className="mt-3 grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-slate-600">Leistung</dt>
            <dd>{row.serviceName}</dd>
            <dt className="text-slate-600">Zielperson</dt>
            <dd className="min-w-0">
              <Target row={row} />
            </dd>
            <dt className="text-slate-600">Kunde</dt>
            <dd className="min-w-0">
              <span className="block break-words">{row.clientName}</span>
              <span className="block break-all text-slate-600 text-xs">{row.clientEmail}</span>
            </dd>
            <dt className="text-slate-600">Zuständig</dt>
            <dd>
              <Assignee row={row} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
