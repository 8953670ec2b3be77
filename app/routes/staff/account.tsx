import { useEffect } from 'react';
import { data, Form, useNavigation, useSearchParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import { isAdmin, STAFF_ROLE_LABELS } from '#app/lib/staff-roles.ts';
import { formText, readForm } from '#app/server/http/form-body.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { isTotpRequired } from '#app/server/staff/auth.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import {
  confirmEnrolment,
  disableTwoFactor,
  startEnrolment,
  type TwoFactorInput,
} from '#app/server/staff/two-factor.server.ts';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = () => [{ title: 'Konto und Sicherheit | Echtcheck' }];

export async function loader({ context }: Route.LoaderArgs) {
  const staff = currentStaff(context);
  return {
    email: staff.email,
    role: staff.role,
    twoFactorEnabled: staff.twoFactorEnabled,
    required: await isTotpRequired(getRuntime().database.db),
  };
}

/** The staff member's second factor: set up, confirm, turn off (app/server/staff/two-factor.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = currentStaff(context);
  const info = context.get(requestInfoContext);
  const runtime = getRuntime();
  const read = await readForm(request, info.logger);
  if (!read.ok) return data({ intent: 'error' as const, message: 'Die Angaben konnten nicht gelesen werden.' }, 400);
  const input: TwoFactorInput = {
    auth: await runtime.staffAuth(),
    db: runtime.database.db,
    request,
    clientAddress: info.clientAddress,
    requestId: info.requestId,
    staffId: staff.id,
    email: staff.email,
    networkLimit: runtime.config.STAFF_SIGN_IN_PER_NETWORK,
  };
  const intent = formText(read.form, 'intent');
  if (intent === 'start') {
    const started = await startEnrolment(input, formText(read.form, 'password'));
    if (!started.ok) return data({ intent: 'error' as const, message: started.message }, started.status ?? 400);
    const { setCookies, ...shown } = started;
    return data({ intent: 'confirm' as const, ...shown }, { headers: cookieHeaders(setCookies) });
  }
  if (intent === 'confirm') {
    const confirmed = await confirmEnrolment(input, formText(read.form, 'code'));
    return data(
      { intent: confirmed.ok ? ('done' as const) : ('error' as const), message: confirmed.message },
      { status: confirmed.ok ? 200 : (confirmed.status ?? 400), headers: cookieHeaders(confirmed.setCookies) },
    );
  }
  if (intent === 'disable') {
    const disabled = await disableTwoFactor(input, formText(read.form, 'password'));
    return data(
      { intent: disabled.ok ? ('done' as const) : ('error' as const), message: disabled.message },
      { status: disabled.ok ? 200 : (disabled.status ?? 400), headers: cookieHeaders(disabled.setCookies) },
    );
  }
  return data({ intent: 'error' as const, message: 'Unbekannte Aktion.' }, 400);
}

function cookieHeaders(setCookies: string[] = []): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return headers;
}

type Enrolment = Extract<NonNullable<Route.ComponentProps['actionData']>, { intent: 'confirm' }>;
type AccountData = Route.ComponentProps['loaderData'];

/** The staff member's role and what it allows. */
function RoleSection({ account }: { account: AccountData }) {
  return (
    <section aria-labelledby="role-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="role-heading" className="font-semibold text-lg">
        Ihre Rolle
      </h2>
      <p className="mt-1 text-slate-700">
        <strong>{STAFF_ROLE_LABELS[account.role]}</strong>
        {isAdmin(account)
          ? ': alles im Mitarbeiterbereich, auch Umsatz, Kunden, Statistik, CSV-Exporte, Erstattungen, Löschung auf Antrag und die Test-E-Mail.'
          : ': Fälle bearbeiten (Recherche, Notizen, Ergebnisbericht). Umsatz, Kunden, Statistik, Exporte und Erstattungen sind dem Inhaber vorbehalten.'}
      </p>
      <p className="mt-2 text-slate-600 text-sm">
        Die Rolle legt der Betreiber auf dem Server fest (npm run staff -- role).
      </p>
    </section>
  );
}

/** Setting up the second factor: the QR code, the key, the recovery codes and the confirming code. */
function EnrolmentSteps({ enrolling, busy }: { enrolling: Enrolment; busy: boolean }) {
  return (
    <div className="mt-4 space-y-6">
      <ol className="list-decimal space-y-2 pl-5 text-slate-700">
        <li>
          Scannen Sie den QR-Code mit einer Authenticator-App (z. B. Google Authenticator, Microsoft Authenticator,
          2FAS).
        </li>
        <li>Bewahren Sie die Wiederherstellungscodes sicher auf. Sie werden nur jetzt angezeigt.</li>
        <li>Geben Sie zur Bestätigung den sechsstelligen Code aus der App ein.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        <div
          role="img"
          aria-label="QR-Code für die Authenticator-App"
          className="h-48 w-48 rounded-lg border border-slate-200 p-2"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG generated on our server by the qrcode library from our own otpauth URI
          dangerouslySetInnerHTML={{ __html: enrolling.qrSvg }}
        />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-medium">Schlüssel zur manuellen Eingabe</p>
          <code className="mt-1 block break-all rounded bg-slate-100 px-2 py-1 font-mono">{enrolling.secret}</code>
        </div>
      </div>
      <div>
        <h3 className="font-medium">Wiederherstellungscodes</h3>
        <ul
          aria-label="Wiederherstellungscodes"
          className="mt-2 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5"
        >
          {enrolling.recoveryCodes.map((code) => (
            <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
              {code}
            </li>
          ))}
        </ul>
      </div>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="confirm" />
        <div>
          <Label htmlFor="confirm-code">Code aus der App</Label>
          <Input
            id="confirm-code"
            name="code"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            className="mt-1.5 max-w-40 font-mono tracking-widest"
          />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Wird geprüft...' : 'Bestätigen und aktivieren'}
        </Button>
      </Form>
    </div>
  );
}

/** The second factor: its status, and turning it off, setting it up or confirming it. */
function TwoFactorSection({
  account,
  enrolling,
  busy,
}: {
  account: AccountData;
  enrolling: Enrolment | null;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="two-factor-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="two-factor-heading" className="font-semibold text-lg">
        Zwei-Faktor-Anmeldung
      </h2>
      <p className="mt-1 text-slate-700">
        Status: <strong>{account.twoFactorEnabled ? 'aktiv' : enrolling ? 'wird eingerichtet' : 'nicht aktiv'}</strong>
      </p>
      {account.twoFactorEnabled ? (
        account.required ? (
          <p className="mt-4 text-slate-700 text-sm">
            Die Zwei-Faktor-Anmeldung ist für alle Mitarbeiter vorgeschrieben.
          </p>
        ) : (
          <Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="disable" />
            <PasswordField id="disable-password" />
            <Button type="submit" variant="outline" disabled={busy}>
              Zwei-Faktor-Anmeldung abschalten
            </Button>
          </Form>
        )
      ) : enrolling ? (
        <EnrolmentSteps enrolling={enrolling} busy={busy} />
      ) : (
        <Form method="post" className="mt-4 space-y-3">
          <p className="text-slate-700 text-sm">
            Mit der Zwei-Faktor-Anmeldung fragt die Anmeldung nach dem Passwort zusätzlich nach einem Code aus einer App
            auf Ihrem Telefon. Zur Bestätigung geben Sie Ihr Passwort ein.
          </p>
          <input type="hidden" name="intent" value="start" />
          <PasswordField id="start-password" />
          <Button type="submit" disabled={busy}>
            Zwei-Faktor-Anmeldung einrichten
          </Button>
        </Form>
      )}
    </section>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const [searchParams] = useSearchParams();
  useEffect(() => {
    if (actionData?.intent === 'done') toast.success(actionData.message);
    if (actionData?.intent === 'error') toast.error('Nicht möglich', { description: actionData.message });
  }, [actionData]);
  const enrolling = actionData?.intent === 'confirm' ? actionData : null;
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-bold text-2xl">Konto und Sicherheit</h1>
      <p className="mt-1 text-slate-600">Angemeldet als {loaderData.email}</p>
      <RoleSection account={loaderData} />
      {searchParams.get('pflicht') && !loaderData.twoFactorEnabled ? (
        <p role="alert" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          Für alle Mitarbeiter ist die Zwei-Faktor-Anmeldung vorgeschrieben. Bitte richten Sie sie ein, bevor Sie
          fortfahren.
        </p>
      ) : null}
      {actionData?.intent === 'error' ? (
        <p role="alert" className="mt-6 rounded-md bg-red-50 px-3 py-2 text-red-800 text-sm">
          {actionData.message}
        </p>
      ) : null}
      <TwoFactorSection account={loaderData} enrolling={enrolling} busy={busy} />
    </main>
  );
}

function PasswordField({ id }: { id: string }) {
  return (
    <div>
      <Label htmlFor={id}>Ihr Passwort</Label>
      <Input
        id={id}
        name="password"
        type="password"
        required
        autoComplete="current-password"
        className="mt-1.5 max-w-sm"
      />
    </div>
  );
}
