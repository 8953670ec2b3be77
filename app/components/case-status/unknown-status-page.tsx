// The page for a status link that leads to no order (malformed, unknown or unpaid token).
import { linkClass } from './styles.ts';

export function UnknownStatusPage({ contactEmail }: { contactEmail: string }) {
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="font-bold text-3xl">Diese Statusseite gibt es nicht</h1>
      <p className="mt-4 text-lg text-slate-700">
        Bitte prüfen Sie den Link aus Ihrer Bestätigungsmail. Manche E-Mail-Programme trennen lange Links: Kopieren Sie
        ihn dann vollständig in die Adresszeile Ihres Browsers.
      </p>
      <p className="mt-4 text-slate-700">
        Klappt es trotzdem nicht, schreiben Sie uns an{' '}
        <a className={linkClass} href={`mailto:${contactEmail}`}>
          {contactEmail}
        </a>{' '}
        und nennen Sie Ihre Auftragsnummer. Wir antworten innerhalb von 24 Stunden.
      </p>
      <p className="mt-8">
        <a href="/" className="font-medium text-brand-700 underline underline-offset-4">
          Zur Startseite
        </a>
      </p>
    </main>
  );
}
