// The result on the customer's status page: the team's message and the report once the order is
// completed, and in their place the notice once the case data has been deleted.

import { Download } from 'lucide-react';
import { retentionKept } from '#app/content/retention.ts';
import { formatDate } from '#app/lib/format.ts';
import type { StatusPageView } from '#app/lib/status-page-view.ts';
import { DownloadLink } from './download-link.tsx';
import { buttonClass, sectionClass } from './styles.ts';

export function ResultSection({ view, reportHref }: { view: StatusPageView; reportHref: string }) {
  return (
    <section aria-labelledby="ergebnis-heading" className={sectionClass}>
      <h2 id="ergebnis-heading" className="font-semibold text-xl">
        Ihr Ergebnis
      </h2>
      {view.status === 'completed-no-findings' ? (
        <p className="mt-3">
          Unser Team hat in öffentlich zugänglichen Quellen nichts gefunden, das auf einen Betrug hindeutet. Eine
          Gewissheit ist das nicht: Bleiben Sie aufmerksam, besonders wenn Sie um Geld gebeten werden.
        </p>
      ) : null}
      {view.resultMessage ? (
        <div className="mt-4 rounded-lg bg-slate-50 p-4">
          <h3 className="font-semibold">Nachricht unseres Teams</h3>
          <p className="mt-2 whitespace-pre-wrap break-words" data-testid="result-message">
            {view.resultMessage}
          </p>
        </div>
      ) : null}
      {view.hasReport ? (
        <DownloadLink href={reportHref} spacing="mt-6" look={buttonClass} Icon={Download}>
          Bericht herunterladen (PDF)
        </DownloadLink>
      ) : null}
      <p className="mt-6 text-muted text-sm">
        Bitte speichern Sie den Bericht, wenn Sie ihn behalten möchten: Die Falldaten, auch den Bericht, löschen wir 30
        Tage nach Abschluss des Auftrags. {retentionKept}
      </p>
    </section>
  );
}

export function DataPurgedSection({ purgedAt }: { purgedAt: Date }) {
  return (
    <section aria-labelledby="geloescht-heading" className={sectionClass}>
      <h2 id="geloescht-heading" className="font-semibold text-xl">
        Ihre Daten sind gelöscht
      </h2>
      <p className="mt-3">Die Daten dieses Auftrags haben wir am {formatDate(purgedAt)} gelöscht.</p>
      <p className="mt-2 text-slate-700">
        Gelöscht sind Ihre Angaben zur geprüften Person, Ihre hochgeladenen Dateien, Notizen, der Bericht mit dem
        Ergebnis und unsere Nachricht an Sie. {retentionKept}
      </p>
    </section>
  );
}
