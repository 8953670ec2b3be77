// The § 356a BGB withdrawal on the customer's status page, while the work is not finished: what to
// enter in the withdrawal form (app/routes/withdrawal.tsx) and the link to it.
import { linkClass, secondaryButtonClass, sectionClass } from './styles.ts';

export function WithdrawalSection({ reference, startedAt }: { reference: string; startedAt: Date | null }) {
  return (
    <section aria-labelledby="widerruf-heading" className={sectionClass}>
      <h2 id="widerruf-heading" className="font-semibold text-xl">
        Vertrag widerrufen
      </h2>
      <p className="mt-3">
        Solange die Prüfung nicht abgeschlossen ist, können Sie Ihren Vertrag widerrufen. Geben Sie im Formular die
        Auftragsnummer <strong className="font-mono">{reference}</strong> an.
        {startedAt
          ? ' Weil wir auf Ihren Wunsch bereits mit der Prüfung begonnen haben, zahlen Sie bei einem Widerruf einen anteiligen Betrag für die bis dahin erbrachte Leistung.'
          : null}{' '}
        Einzelheiten finden Sie in unserer{' '}
        <a className={linkClass} href="/widerruf">
          Widerrufsbelehrung
        </a>
        .
      </p>
      <p className="mt-4">
        <a href="/vertrag-widerrufen" className={secondaryButtonClass}>
          Vertrag widerrufen
        </a>
      </p>
    </section>
  );
}
