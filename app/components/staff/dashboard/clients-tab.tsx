import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#app/components/ui/dialog.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import type { ClientOrder, ClientRow, EraseClientResponse, Page } from '#app/lib/dashboard-data.ts';
import { formatDate } from '#app/lib/format.ts';
import { orderAmountLabel } from '#app/lib/order-amount.ts';
import { Pager } from './pager.tsx';
import { SearchForm } from './search-form.tsx';
import { StatusBadge } from './status-badge.tsx';

const fullName = (client: ClientRow) => `${client.firstName} ${client.lastName}`.trim();

/**
 * spec §2 clients tab ("Kunden"): clients with a paid case, newest first, 25 a page, searchable. One
 * row per person (every order from one e-mail address), with the paid orders to unfold.
 */
export function ClientsTab({ search, page }: { search: string; page: Page<ClientRow> }) {
  // The client whose erasure is being confirmed (one dialog for the whole list).
  const [erasing, setErasing] = useState<ClientRow | null>(null);
  return (
    <div className="space-y-4">
      <SearchForm id="client-search" label="Suche nach Name oder E-Mail" value={search} />
      {page.rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">
          {search ? 'Keine Kunden zu dieser Suche gefunden' : 'Noch keine Kunden mit bezahltem Auftrag'}
        </p>
      ) : (
        // relative: the screen-reader-only texts (absolutely positioned) scroll inside the table's
        // box instead of widening the page at 390 px.
        <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
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
                <th scope="col" className="px-4 py-2 font-medium">
                  Aufträge
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  <span className="sr-only">Datenschutz</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => (
                <tr key={row.id} className="border-slate-100 border-t">
                  <td className="px-4 py-2 font-medium">
                    {row.dataDeletedAt ? <span className="text-slate-600">Gelöscht</span> : fullName(row)}
                  </td>
                  <td className="px-4 py-2">{row.email || '–'}</td>
                  <td className="px-4 py-2">{formatDate(new Date(row.createdAt))}</td>
                  <td className="px-4 py-2 align-top">
                    <ClientOrders orders={row.orders} />
                  </td>
                  <td className="px-4 py-2 text-right">
                    {row.dataDeletedAt ? (
                      <span className="text-slate-600">
                        Daten gelöscht am {formatDate(new Date(row.dataDeletedAt))}
                      </span>
                    ) : (
                      <Button type="button" variant="outline" size="sm" onClick={() => setErasing(row)}>
                        {/* The visible words first, so the accessible name starts with what is seen. */}
                        Daten löschen<span className="sr-only"> von {fullName(row)}</span>
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page.page} pageCount={page.pageCount} total={page.total} />
      <EraseClientDialog client={erasing} onClose={() => setErasing(null)} />
    </div>
  );
}

/** The client's paid orders, folded: the count, and on opening each order's date, service, amount and status. */
function ClientOrders({ orders }: { orders: ClientOrder[] }) {
  const count = `${orders.length} ${orders.length === 1 ? 'Auftrag' : 'Aufträge'}`;
  return (
    <details className="min-w-48">
      <summary className="cursor-pointer rounded-md font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40">
        {count}
      </summary>
      <ul className="mt-2 space-y-2">
        {orders.map((order) => (
          <li key={order.id} className="text-xs">
            <div>
              {formatDate(new Date(order.createdAt))} · {order.serviceName}
            </div>
            <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
              <span className="tabular-nums">{orderAmountLabel(order)}</span>
              <StatusBadge status={order.status} />
              <span>Nr. {order.reference}</span>
            </div>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Art. 17 DSGVO on the client's request: says what is deleted and what is kept, then posts to
 * /conan/api/kunden/:clientId/loeschen. The list reloads after success and shows the date.
 */
function EraseClientDialog({ client, onClose }: { client: ClientRow | null; onClose: () => void }) {
  const fetcher = useFetcher<EraseClientResponse>();
  const busy = fetcher.state !== 'idle';
  // The name of the client the last request was for: the toast names them after the list reloaded.
  const pending = useRef<string | null>(null);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || pending.current === null) return;
    const name = pending.current;
    pending.current = null;
    if ('ok' in fetcher.data) {
      toast.success('Daten gelöscht', { description: `Die Daten von ${name} wurden gelöscht.` });
      onClose();
    } else {
      toast.error('Löschen nicht möglich', { description: fetcher.data.error });
    }
  }, [fetcher.state, fetcher.data, onClose]);

  const name = client ? fullName(client) : '';
  const erase = () => {
    if (!client || busy) return;
    pending.current = name;
    fetcher.submit(null, { method: 'post', action: `/conan/api/kunden/${client.id}/loeschen` });
  };

  return (
    <Dialog open={client !== null} onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Daten von {name} löschen?</DialogTitle>
          <DialogDescription>
            Auf Wunsch des Kunden (Art. 17 DSGVO). Das Löschen lässt sich nicht rückgängig machen.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-3 text-sm">
          <div>
            <h3 className="font-semibold">Gelöscht werden</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              <li>Name, E-Mail-Adresse und Telefonnummer von {name} in der Kundenliste</li>
              <li>bei allen Aufträgen: die Angaben zur geprüften Person, Chatverlauf und Verdachtsgrund</li>
              <li>hochgeladene Dateien, der Ergebnisbericht, die Ergebnisnachricht und die internen Notizen</li>
              <li>die Inhalte der E-Mails zu den Aufträgen; nie bezahlte Bestellungen ganz</li>
            </ul>
          </div>
          <div>
            <h3 className="font-semibold">Erhalten bleiben</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              <li>
                die Rechnungen mit Name und E-Mail-Adresse, wie sie darauf stehen: 8 Jahre lang, wie es das Steuerrecht
                verlangt (§ 147 AO)
              </li>
              <li>Auftragsnummer, Leistung, Betrag, Datum und Zahlungsnachweis jedes Auftrags</li>
              <li>Gutscheine und die Nachweise der Einwilligungen (Text, Version, Zeitpunkt)</li>
            </ul>
          </div>
          <p>Ein Auftrag, der bezahlt oder in Bearbeitung ist, muss zuerst abgeschlossen werden.</p>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              Abbrechen
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" onClick={erase} disabled={busy}>
            {busy ? 'Wird gelöscht …' : 'Daten endgültig löschen'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
