import { useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { SignInCard, SignInFailure } from '#app/components/staff/sign-in-card.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { afterSignInPath, RETURN_PARAM, staffReturnPath, staffSignInPath } from '#app/lib/staff-paths.ts';
import { formText, readForm } from '#app/server/http/form-body.server.ts';
import { verifySecondFactor } from '#app/server/staff/sign-in.server.ts';
import {
  isSameOriginPost,
  isSignedIn,
  redirectWithCookies,
  staffRequest,
} from '#app/server/staff/staff-request.server.ts';
import type { Route } from './+types/second-factor';

export const meta: Route.MetaFunction = () => [
  { title: 'Bestätigungscode | Echtcheck' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

/** The second sign-in step, for accounts with a second factor (after the password on /conan). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const returnTo = staffReturnPath(new URL(request.url).searchParams.get(RETURN_PARAM));
  if (await isSignedIn(request, context)) throw redirect(afterSignInPath(returnTo));
  // The pending sign-in lives in a short-lived cookie set with the password step.
  if (!request.headers.get('cookie')?.includes('two_factor')) throw redirect(staffSignInPath(returnTo));
  return { returnTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginPost(request)) {
    return data({ kind: 'totp' as const, error: 'Anfrage abgelehnt. Bitte laden Sie die Seite neu.' }, { status: 403 });
  }
  const read = await readForm(request);
  if (!read.ok)
    return data({ kind: 'totp' as const, error: 'Ihre Angaben konnten nicht gelesen werden.' }, { status: 400 });
  const kind = formText(read.form, 'kind') === 'recovery' ? ('recovery' as const) : ('totp' as const);
  const result = await verifySecondFactor(await staffRequest(request, context), kind, formText(read.form, 'code'));
  if (result.kind === 'signed-in') {
    const returnTo =
      staffReturnPath(formText(read.form, RETURN_PARAM)) ??
      staffReturnPath(new URL(request.url).searchParams.get(RETURN_PARAM));
    return redirectWithCookies(afterSignInPath(returnTo), result.setCookies);
  }
  const headers = new Headers();
  for (const cookie of result.kind === 'refused' ? (result.setCookies ?? []) : []) headers.append('Set-Cookie', cookie);
  return data(
    { kind, error: result.kind === 'refused' ? result.message : 'Bitte melden Sie sich erneut an.' },
    { status: result.kind === 'refused' ? result.status : 401, headers },
  );
}

export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const [kind, setKind] = useState<'totp' | 'recovery'>(actionData?.kind ?? 'totp');
  const totp = kind === 'totp';
  return (
    <SignInCard
      title="Bestätigungscode"
      intro={
        totp
          ? 'Geben Sie den sechsstelligen Code aus Ihrer Authenticator-App ein.'
          : 'Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder Code gilt nur einmal.'
      }
    >
      <Form method="post" className="space-y-4">
        <SignInFailure actionData={actionData} />
        <input type="hidden" name="kind" value={kind} />
        {loaderData?.returnTo ? <input type="hidden" name={RETURN_PARAM} value={loaderData.returnTo} /> : null}
        <div>
          <Label htmlFor="code">{totp ? 'Code aus der App' : 'Wiederherstellungscode'}</Label>
          <Input
            key={kind}
            id="code"
            name="code"
            required
            autoComplete="one-time-code"
            inputMode={totp ? 'numeric' : 'text'}
            pattern={totp ? '[0-9 ]{6,7}' : '[A-Za-z0-9 \\-]{10,12}'}
            maxLength={totp ? 7 : 12}
            autoFocus
            className="mt-1.5 font-mono tracking-widest"
          />
        </div>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Wird geprüft...' : 'Bestätigen'}
        </Button>
      </Form>
      <div className="mt-4 flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          className="text-brand-700 underline-offset-4 hover:underline"
          onClick={() => setKind(totp ? 'recovery' : 'totp')}
        >
          {totp ? 'Stattdessen einen Wiederherstellungscode verwenden' : 'Stattdessen den Code aus der App verwenden'}
        </button>
        <Link to="/conan" className="text-slate-600 underline-offset-4 hover:underline">
          Zurück zur Anmeldung
        </Link>
      </div>
    </SignInCard>
  );
}
