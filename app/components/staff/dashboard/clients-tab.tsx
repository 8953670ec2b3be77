import type { ClientRow, Page } from '#app/lib/dashboard-data.ts';
import { formatDate } from '#app/lib/format.ts';
import { Pager } from './pager.tsx';
import { SearchForm } from './search-form.tsx';

/** spec §2 clients tab ("Kunden"): clients with a paid case, newest first, 25 a page, searchable. */
export function ClientsTab({ search, page }: { search: string; page: Page<ClientRow> }) {
  return (
    <div className="space-y-4">
      <SearchForm id="client-search" label="Suche nach Name oder E-Mail" value={search} />
      {page.rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">
          {search ? 'Keine Kunden zu dieser Suche gefunden' : 'Noch keine Kunden mit bezahltem Auftrag'}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">Kunden mit bezahltem Auftrag, neueste zuerst</caption>
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Name
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  E-Mail
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Registriert am
                </th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => (
                <tr key={row.id} className="border-slate-100 border-t">
                  <td className="px-4 py-2 font-medium">
                    {row.firstName} {row.lastName}
                  </td>
                  <td className="px-4 py-2">{row.email}</td>
                  <td className="px-4 py-2">{formatDate(new Date(row.createdAt))}</td>
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
