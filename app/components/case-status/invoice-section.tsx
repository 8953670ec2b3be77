// The invoice on the customer's status page: its download, or why there is none (yet).
import { FileText } from 'lucide-react';
import type { StatusPageView } from '#app/lib/status-page-view.ts';
import { DownloadLink } from './download-link.tsx';
import { secondaryButtonClass, sectionClass } from './styles.ts';

export function InvoiceSection({ invoice, href }: { invoice: StatusPageView['invoice']; href: string }) {
  return (
    <section aria-labelledby="rechnung-heading" className={sectionClass}>
      <h2 id="rechnung-heading" className="font-semibold text-xl">
        Rechnung
      </h2>
      {invoice === 'available' ? (
        <>
          <p className="mt-3">Ihre Rechnung haben wir Ihnen auch mit der Buchungsbestätigung per E-Mail gesendet.</p>
          <DownloadLink href={href} spacing="mt-4" look={secondaryButtonClass} Icon={FileText}>
            Rechnung herunterladen (PDF)
          </DownloadLink>
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
