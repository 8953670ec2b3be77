// The result on the customer's status page (issue 29 point 6): the verdict and the outcome, each with
// its one definition (app/content/result-terms.ts), the summary, the date, the report, the evidence
// pack and an appendix; in their place the notice once the case data has been deleted.

import { Download } from 'lucide-react';
import { retentionKept } from '#app/content/retention.ts';
import { formatDate, formatDateTime } from '#app/lib/format.ts';
import type { StatusPageView } from '#app/lib/status-page-view.ts';
import { DownloadLink } from './download-link.tsx';
import { buttonClass, secondaryButtonClass, sectionClass } from './styles.ts';

export function ResultSection({ view, base }: { view: StatusPageView; base: string }) {
  const result = view.result;
  return (
    <section aria-labelledby="ergebnis-heading" className={sectionClass}>
      <h2 id="ergebnis-heading" className="font-semibold text-xl">
        Ihr Ergebnis
      </h2>
      {view.completedAt ? (
        <p className="mt-1 text-muted text-sm">Prüfung abgeschlossen am {formatDateTime(view.completedAt)}</p>
      ) : null}
      {result ? (
        <dl className="mt-4 space-y-4">
          {result.verdict ? (
            <div className="rounded-lg border-brand-600 border-l-4 bg-slate-50 p-4">
              <dt className="text-muted text-sm">Einschätzung</dt>
              <dd className="mt-1">
                <p className="font-semibold text-lg" data-testid="result-verdict">
                  {result.verdict.label}
                </p>
                <p className="mt-1 text-slate-700">{result.verdict.definition}</p>
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="text-muted text-sm">Recherche</dt>
            <dd className="mt-1">
              <p className="font-semibold" data-testid="result-outcome">
                {result.outcome.label}
              </p>
              <p className="mt-1 text-slate-700">{result.outcome.definition}</p>
              {result.noHitsLimits.length > 0 ? (
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                  {result.noHitsLimits.map((limit) => (
                    <li key={limit}>{limit}</li>
                  ))}
                </ul>
              ) : null}
            </dd>
          </div>
        </dl>
      ) : null}
      {view.resultMessage ? (
        <div className="mt-4 rounded-lg bg-slate-50 p-4">
          <h3 className="font-semibold">Zusammenfassung</h3>
          <p className="mt-2 whitespace-pre-wrap break-words" data-testid="result-message">
            {view.resultMessage}
          </p>
        </div>
      ) : null}
      {view.hasReport ? (
        <DownloadLink href={`${base}/bericht`} spacing="mt-6" look={buttonClass} Icon={Download}>
          Ergebnisbericht herunterladen (PDF)
        </DownloadLink>
      ) : null}
      {view.hasEvidencePack ? (
        <>
          <DownloadLink href={`${base}/beweismappe`} spacing="mt-3" look={secondaryButtonClass} Icon={Download}>
            Beweismappe herunterladen (PDF)
          </DownloadLink>
          <p className="mt-2 text-muted text-sm">
            Die Beweismappe enthält die Prüfsummen Ihrer Dateien und unserer Bildschirmfotos, alle Fundstellen mit Datum
            und Entwürfe für eine Strafanzeige, eine Meldung an die Plattform und ein Schreiben an Ihre Bank.
          </p>
        </>
      ) : null}
      {view.appendixName ? (
        <DownloadLink href={`${base}/anlage`} spacing="mt-3" look={secondaryButtonClass} Icon={Download}>
          Anlage zum Ergebnisbericht herunterladen (PDF)
        </DownloadLink>
      ) : null}
      <p className="mt-6 text-muted text-sm">
        Bitte speichern Sie den Ergebnisbericht und die Beweismappe, wenn Sie sie behalten möchten: Die Falldaten, auch
        beide Dokumente, löschen wir 30 Tage nach Abschluss des Auftrags. {retentionKept}
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
        Gelöscht sind Ihre Angaben zur geprüften Person, Ihre hochgeladenen Dateien, Notizen, der Ergebnisbericht, die
        Beweismappe und unsere Zusammenfassung für Sie. {retentionKept}
      </p>
    </section>
  );
}
