// The invoice on the customer's status page: its download, or why there is none (yet), and beside
// it the cancellation invoices of refunds after a withdrawal.
import { FileText } from 'lucide-react';
import type { StatusPageView } from '#app/lib/status-page-view.ts';
import { DownloadLink } from './download-link.tsx';
import { secondaryButtonClass, sectionClass } from './styles.ts';

export function InvoiceSection({
  invoice,
  href,
  cancellations = [],
}: {
  invoice: StatusPageView['invoice'];
  href: string;
  /** The cancellation invoices issued so far, oldest first. */
  cancellations?: { number: string; href: string }[];
}) {
  return (
    <section aria-labelledby="rechnung-heading" className={sectionClass}>
      <h2 id="rechnung-heading" className="font-semibold text-xl">
        {cancellations.length > 0 ? 'Rechnung und Stornorechnung' : 'Rechnung'}
      </h2>
      {invoice === 'available' ? (
        <>
          <p className="mt-3">Ihre Rechnung haben wir Ihnen auch mit der Buchungsbestätigung per E-Mail gesendet.</p>
          <DownloadLink href={href} spacing="mt-4" look={secondaryButtonClass} Icon={FileText}>
            Rechnung herunterladen (PDF)
          </DownloadLink>
          {cancellations.length > 0 ? (
            <p className="mt-4">
              Nach Ihrem Widerruf haben wir die Rechnung storniert; die Stornorechnung haben wir Ihnen mit der
              Bestätigung der Erstattung per E-Mail gesendet.
            </p>
          ) : null}
          {cancellations.map((cancellation) => (
            <DownloadLink
              key={cancellation.number}
              href={cancellation.href}
              spacing="mt-4"
              look={secondaryButtonClass}
              Icon={FileText}
            >
              {`Stornorechnung ${cancellation.number} herunterladen (PDF)`}
            </DownloadLink>
          ))}
        </>
      ) : invoice === 'none' ? (
        <p className="mt-3">
          Für diesen Auftrag gibt es keine Rechnung: Sie haben ihn mit einem Gutschein aus unserer Garantie gebucht, die
          Prüfung war für Sie kostenlos.
        </p>
      ) : (
        <p className="mt-3">Ihre Rechnung steht hier in Kürze bereit. Sie erhalten sie außerdem per E-Mail.</p>
      )}
    </section>
  );
}
