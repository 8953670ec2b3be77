import { useEffect } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import { providerInfo } from '#app/server/config/config.server.ts';
import { formText, readForm } from '#app/server/http/form-body.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { sendTestNotification } from '#app/server/mail/test-notification.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/test-email';

export const meta: Route.MetaFunction = () => [
  { title: 'Test-E-Mail | Echtcheck' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/**
 * spec §2 "/test-email", staff only (docs/product.md §10; guarded by routes/staff/guard.tsx). Sends the
 * staff notification of a built-in sample case with fictional data, not of the newest order as the
 * spec says (decision record 021), and audits every send. Unlike the original page, the entered
 * address is used: staff can check how the mail looks in their own mailbox; it is prefilled with the
 * staff address.
 */
export async function loader({ context }: Route.LoaderArgs) {
  currentStaff(context);
  return { staffEmail: getRuntime().config.STAFF_EMAIL };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = currentStaff(context);
  const { logger, requestId } = context.get(requestInfoContext);
  const read = await readForm(request, logger);
  if (!read.ok) return data({ error: 'Die Angaben konnten nicht gelesen werden.' }, { status: read.status });
  const to = formText(read.form, 'email').trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to) || to.length > 254)
    return data({ error: 'Gültige E-Mail-Adresse erforderlich' }, { status: 400 });
  const { database, config, mailWorker } = getRuntime();
  try {
    await sendTestNotification(database.db, to, config.SITE_URL, {
      staffId: staff.id,
      requestId,
      consentVersions: providerInfo(config),
    });
    mailWorker.wake();
    logger.info({ staffId: staff.id }, 'test mail queued');
    return { sent: true as const, to };
  } catch (error) {
    logger.error({ err: error }, 'test mail failed');
    return data({ error: 'Die E-Mail konnte nicht in die Warteschlange gestellt werden.' }, { status: 500 });
  }
}

export default function TestEmail({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!actionData) return;
    if ('sent' in actionData) toast.success('Test-E-Mail gesendet!', { description: `An ${actionData.to}` });
    else toast.error('Fehler', { description: `Test-E-Mail konnte nicht gesendet werden: ${actionData.error}` });
  }, [actionData]);
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <h1 className="font-bold text-2xl">Test-E-Mail senden</h1>
      <p className="mt-2 text-slate-700">
        Sendet die Mitarbeiter-Benachrichtigung, wie sie nach einer Zahlung an das Team geht, an die angegebene Adresse.
        Sie zeigt einen Beispielfall mit erfundenen Daten, keine Daten von Kunden. Jeder Versand wird protokolliert.
        Vorausgefüllt ist die Team-Adresse.
      </p>
      <Form method="post" className="mt-6 space-y-4">
        <div>
          <Label htmlFor="test-email">E-Mail-Adresse</Label>
          <Input
            id="test-email"
            name="email"
            type="email"
            required
            defaultValue={loaderData.staffEmail}
            className="mt-1.5"
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? 'Wird gesendet...' : 'Test-E-Mail senden'}
        </button>
      </Form>
      <h2 className="mt-10 font-semibold">Die Test-E-Mail enthält, mit erfundenen Beispieldaten</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
        <li>Falldaten (Auftragsnummer, Leistung, Betrag, Zeitpunkte)</li>
        <li>Kundendaten (Name, E-Mail, Telefon)</li>
        <li>Angaben zur Zielperson (Name, Benutzername, Kontaktdaten, Profil-Link, Plattformen)</li>
        <li>Chatverlauf</li>
        <li>Verdachtsgrund</li>
        <li>Liste der hochgeladenen Dateien mit Größe</li>
      </ul>
    </main>
  );
}
