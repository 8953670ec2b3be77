import { Link, useSearchParams } from 'react-router';
import type { Page, PaidCaseRow, WorkbenchFigures } from '#app/lib/dashboard-data.ts';
import { formatDate } from '#app/lib/format.ts';
import { orderAmountLabel } from '#app/lib/order-amount.ts';
import { STAFF_HOME_PATH, staffCasePath } from '#app/lib/staff-paths.ts';
import { Pager } from './pager.tsx';
import { SearchForm } from './search-form.tsx';
import { StatusBadge } from './status-badge.tsx';
import { WorkbenchFiguresPanel } from './workbench-figures.tsx';

/** spec §2 cases tab ("Bezahlte Fälle"): newest first, 25 a page, searchable; "Details" opens the case page. */
export function CasesTab({
  search,
  page,
  figures,
}: {
  search: string;
  page: Page<PaidCaseRow>;
  figures: WorkbenchFigures;
}) {
  const [params] = useSearchParams();
  return (
    <div className="space-y-4">
      <WorkbenchFiguresPanel figures={figures} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchForm id="case-search" label="Suche nach Name, E-Mail oder Auftragsnummer" value={search} />
        <a
          href={`/conan/api/export/faelle${search ? `?${new URLSearchParams({ q: search })}` : ''}`}
          download
          className="font-medium text-brand-700 text-sm underline-offset-4 hover:underline"
        >
          Als CSV herunterladen (Excel)
        </a>
      </div>
      {page.rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">
          {search ? 'Keine bezahlten Fälle zu dieser Suche gefunden' : 'Keine bezahlten Fälle vorhanden'}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">Bezahlte Fälle, neueste zuerst</caption>
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Kunde
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Leistung
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Betrag
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Datum
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  <span className="sr-only">Aktion</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => (
                <tr key={row.id} className="border-slate-100 border-t">
                  <td className="px-4 py-2">
                    <div className="font-medium">{row.clientName}</div>
                    <div className="text-slate-600 text-xs">
                      {row.clientEmail} · Nr. {row.reference}
                    </div>
                  </td>
                  <td className="px-4 py-2">{row.serviceName}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{orderAmountLabel(row)}</td>
                  <td className="px-4 py-2">{formatDate(new Date(row.createdAt))}</td>
                  <td className="px-4 py-2">
                    <StatusBadge status={row.status} />
                    {row.dataPurgedAt ? (
                      <div className="mt-1 text-slate-600 text-xs">
                        Daten gelöscht am {formatDate(new Date(row.dataPurgedAt))}
                      </div>
                    ) : null}
                  </td>
                  <td className="px-4 py-2 text-right">
                    <Link
                      to={staffCasePath(row.id, `${STAFF_HOME_PATH}?${params}`)}
                      className="rounded-md border border-slate-300 px-3 py-1.5 font-medium outline-none hover:bg-slate-50 focus-visible:ring-[3px] focus-visible:ring-brand-600/40"
                      aria-label={`Details zu Fall ${row.reference} (${row.clientName})`}
                    >
                      Details
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page.page} pageCount={page.pageCount} total={page.total} />
    </div>
  );
}
