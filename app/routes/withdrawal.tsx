import { data, Form, useNavigation } from 'react-router';
import { FieldError } from '#app/components/checkout/fields.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { fieldErrors, inMinutes } from '#app/lib/checkout-schema.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { withdrawalSchema } from '#app/lib/withdrawal-schema.ts';
import { limitKey } from '#app/server/abuse/client-address.server.ts';
import { hitLimit } from '#app/server/abuse/rate-limit.server.ts';
import { formText, readForm } from '#app/server/http/form-body.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { recordWithdrawal } from '#app/server/withdrawals/withdrawal.server.ts';
import type { Route } from './+types/withdrawal';

/** Page views are counted (app/lib/analytics.ts). */
export const handle = { analytics: true };

export const meta: Route.MetaFunction = () => [
  { title: 'Vertrag widerrufen | Echtcheck' },
  {
    name: 'description',
    content:
      'Widerrufen Sie Ihren Vertrag mit Echtcheck online: Name, E-Mail-Adresse und, falls zur Hand, Auftragsnummer angeben, Widerruf bestätigen, Eingangsbestätigung per E-Mail erhalten.',
  },
  { name: 'robots', content: 'noindex, follow' },
];

/**
 * § 356a BGB withdrawal function, reachable from every page without login: a form (name, e-mail,
 * order number if at hand), a confirmation step ("Widerruf bestätigen"), and the confirmation of
 * receipt with date and time — on screen and by e-mail (at once, or over the per-address limit in one
 * mail when the hour is over; decision record 035). The answer page never says whether an order
 * matched. Works without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { database, provider, config, mailWorker, refundWorker } = getRuntime();
  const { clientAddress, logger, requestId } = context.get(requestInfoContext);
  const read = await readForm(request, logger);
  if (!read.ok) {
    return data(
      {
        stage: 'form' as const,
        values: { name: '', orderReference: '', email: '' },
        errors: { form: 'Ihre Angaben konnten nicht gelesen werden. Bitte füllen Sie das Formular erneut aus.' },
      },
      { status: read.status },
    );
  }
  const { form } = read;
  const values = {
    name: formText(form, 'name'),
    orderReference: formText(form, 'orderReference'),
    email: formText(form, 'email'),
  };
  const parsed = withdrawalSchema.safeParse(values);
  if (!parsed.success)
    return data({ stage: 'form' as const, values, errors: fieldErrors(parsed.error) }, { status: 400 });
  // "Angaben ändern" without JavaScript: the form again, with everything entered.
  if (form.get('intent') === 'edit') return { stage: 'form' as const, values: parsed.data, errors: {} };
  if (form.get('intent') !== 'confirm') return { stage: 'confirm' as const, values: parsed.data, errors: {} };
  // A public form that sends mail: a few submissions per client network and hour.
  const limit = await hitLimit(database.db, limitKey('withdrawal', clientAddress), {
    limit: config.WITHDRAWAL_LIMIT_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!limit.allowed) {
    logger.warn({ count: limit.count }, 'withdrawal form: rate limit reached');
    return data(
      {
        stage: 'confirm' as const,
        values: parsed.data,
        errors: {
          form: `Von Ihrem Anschluss sind in der letzten Stunde sehr viele Widerrufe eingegangen. Bitte versuchen Sie es in ${inMinutes(limit.retryAfterSeconds)} erneut, oder erklären Sie Ihren Widerruf per E-Mail an ${provider.email}.`,
        },
      },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    );
  }
  const result = await recordWithdrawal(
    {
      db: database.db,
      requestId,
      provider,
      siteUrl: config.SITE_URL,
      staffEmail: config.STAFF_EMAIL,
      mailsPerRecipientPerHour: config.WITHDRAWAL_MAILS_PER_RECIPIENT_PER_HOUR,
      onMailQueued: () => mailWorker.wake(),
      onRefundQueued: () => refundWorker.wake(),
    },
    parsed.data,
  );
  return {
    stage: 'done' as const,
    values: parsed.data,
    receivedAt: formatDateTime(result.receivedAt),
    // When the confirmation mail comes: now, or with the others of this hour (the page says when).
    digestAt: result.confirmation.kind === 'digest' ? formatDateTime(result.confirmation.at) : null,
    errors: {},
  };
}

/** What the visitor entered (kept through the confirmation step). */
type WithdrawalValues = { name: string; orderReference: string; email: string };

/** The page: the form, the confirmation step, or the confirmation of receipt. */
export default function Withdrawal({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const stage = actionData?.stage ?? 'form';
  const values = actionData?.values ?? { name: '', orderReference: '', email: '' };
  const errors: Record<string, string> = actionData?.errors ?? {};

  return (
    <main className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="font-bold text-3xl">Vertrag widerrufen</h1>
      {stage === 'done' && actionData && 'receivedAt' in actionData ? (
        <WithdrawalReceived values={values} receivedAt={actionData.receivedAt} digestAt={actionData.digestAt} />
      ) : stage === 'confirm' ? (
        <ConfirmStep values={values} formError={errors.form} busy={busy} />
      ) : (
        <EntryStep values={values} errors={errors} busy={busy} />
      )}
    </main>
  );
}

/** The confirmation of receipt with date and time, and when the confirmation mail comes. */
function WithdrawalReceived({
  values,
  receivedAt,
  digestAt,
}: {
  values: WithdrawalValues;
  receivedAt?: string;
  digestAt?: string | null;
}) {
  return (
    <section role="status" aria-live="polite" className="mt-8 rounded-xl border border-emerald-200 bg-emerald-50 p-6">
      <h2 className="font-semibold text-xl">Ihr Widerruf ist eingegangen</h2>
      <p className="mt-3">
        Eingang: <strong>{receivedAt}</strong>
      </p>
      <p className="mt-2">
        Auftragsnummer: <strong>{values.orderReference || 'nicht angegeben'}</strong>
      </p>
      {digestAt === null ? (
        <p className="mt-2">
          Die Eingangsbestätigung mit dem Inhalt Ihres Widerrufs und dem Zeitpunkt des Eingangs senden wir Ihnen jetzt
          per E-Mail an <strong>{values.email}</strong>.
        </p>
      ) : (
        <p className="mt-2">
          An <strong>{values.email}</strong> sind in der letzten Stunde bereits mehrere Eingangsbestätigungen gegangen.
          Zum Schutz vor Missbrauch des Formulars bestätigen wir weitere Widerrufe an diese Adresse gesammelt in einer
          E-Mail: Sie erhalten sie kurz nach <strong>{digestAt}</strong>, mit dem Inhalt und dem Zeitpunkt des Eingangs
          jedes Widerrufs. Ihr Widerruf ist bereits jetzt eingegangen.
        </p>
      )}
      <p className="mt-2 text-slate-700">
        {values.orderReference
          ? 'Wir bearbeiten Ihren Widerruf umgehend. Was mit Ihrem Auftrag geschieht, steht in der E-Mail.'
          : 'Wir ordnen Ihren Widerruf anhand von Name und E-Mail-Adresse Ihrem Auftrag zu. Was mit Ihrem Auftrag geschieht, steht in der E-Mail.'}{' '}
        Bitte bewahren Sie diese Seite mit Datum und Uhrzeit als Nachweis auf, bis die E-Mail da ist.
      </p>
    </section>
  );
}

/** "Widerruf bestätigen": the entered values to check, carried as hidden fields, confirm or edit. */
function ConfirmStep({ values, formError, busy }: { values: WithdrawalValues; formError?: string; busy: boolean }) {
  return (
    <Form method="post" className="mt-8 space-y-6">
      <FormError message={formError} />
      <p className="text-lg">Bitte prüfen Sie Ihre Angaben und bestätigen Sie den Widerruf.</p>
      <dl className="grid gap-2 rounded-xl border border-slate-200 p-5 sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted">Name</dt>
        <dd>{values.name}</dd>
        <dt className="text-muted">Auftragsnummer</dt>
        <dd className={values.orderReference ? 'font-mono' : undefined}>
          {values.orderReference || 'nicht angegeben'}
        </dd>
        <dt className="text-muted">E-Mail-Adresse</dt>
        <dd>{values.email}</dd>
      </dl>
      <input type="hidden" name="name" value={values.name} />
      <input type="hidden" name="orderReference" value={values.orderReference} />
      <input type="hidden" name="email" value={values.email} />
      <p className="text-slate-700">
        {values.orderReference
          ? 'Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über die Erbringung der Dienstleistung mit der oben genannten Auftragsnummer.'
          : 'Hiermit widerrufe ich den von mir unter dem oben genannten Namen und der oben genannten E-Mail-Adresse abgeschlossenen Vertrag über die Erbringung der Dienstleistung.'}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          name="intent"
          value="confirm"
          disabled={busy}
          className="min-h-12 rounded-lg bg-red-700 px-6 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {busy ? 'Wird gesendet...' : 'Widerruf bestätigen'}
        </button>
        <button
          type="submit"
          name="intent"
          value="edit"
          formNoValidate
          className="min-h-12 rounded-lg border border-slate-300 px-6 font-semibold hover:bg-slate-50"
          onClick={(event) => {
            // Back to the form with the values kept (without JavaScript the form step simply shows again).
            event.preventDefault();
            window.history.back();
          }}
        >
          Angaben ändern
        </button>
      </div>
    </Form>
  );
}

/** The first step: what to enter, the form (name, order number, e-mail), and the other ways to withdraw. */
function EntryStep({
  values,
  errors,
  busy,
}: {
  values: WithdrawalValues;
  errors: Record<string, string>;
  busy: boolean;
}) {
  return (
    <>
      <p className="mt-4 text-lg text-slate-700">
        Sie können Ihren Vertrag hier online widerrufen. Sie erhalten eine Eingangsbestätigung mit Datum und Uhrzeit per
        E-Mail. Ihre Auftragsnummer finden Sie in Ihrer Buchungsbestätigung; haben Sie sie nicht zur Hand, ordnen wir
        Ihren Widerruf anhand von Name und E-Mail-Adresse zu. Bitte geben Sie dann die E-Mail-Adresse an, mit der Sie
        bestellt haben.
      </p>
      <Form method="post" className="mt-8 space-y-5" noValidate>
        <FormError message={errors.form} />
        <WithdrawalField name="name" label="Ihr Name" value={values.name} error={errors.name} autoComplete="name" />
        <WithdrawalField
          name="orderReference"
          label="Auftragsnummer (falls zur Hand)"
          value={values.orderReference}
          error={errors.orderReference}
          className="font-mono"
        />
        <WithdrawalField
          name="email"
          label="E-Mail-Adresse für die Bestätigung"
          type="email"
          value={values.email}
          error={errors.email}
          autoComplete="email"
        />
        <button
          type="submit"
          name="intent"
          value="review"
          disabled={busy}
          className="min-h-12 rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          Weiter zur Bestätigung
        </button>
      </Form>
      <p className="mt-8 text-muted text-sm">
        Sie können den Widerruf auch per E-Mail oder Brief erklären. Einzelheiten finden Sie in unserer{' '}
        <a className="text-brand-700 underline underline-offset-2" href="/widerruf">
          Widerrufsbelehrung
        </a>
        .
      </p>
    </>
  );
}

/** A problem with the whole submission (unreadable, or too many), announced to screen readers. */
function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      {message}
    </p>
  );
}

/** A plain form field (the page works without JavaScript). */
function WithdrawalField({
  name,
  label,
  value,
  error,
  type = 'text',
  autoComplete,
  className,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  type?: string;
  autoComplete?: string;
  className?: string;
}) {
  const id = `widerruf-${name}`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        autoComplete={autoComplete}
        className={`mt-1.5 ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-fehler` : undefined}
      />
      <FieldError id={`${id}-fehler`} message={error} />
    </div>
  );
}
