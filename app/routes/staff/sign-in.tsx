import { data, Form, redirect, useNavigation } from 'react-router';
import { SignInCard, SignInFailure } from '#app/components/staff/sign-in-card.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { afterSignInPath, RETURN_PARAM, staffReturnPath } from '#app/lib/staff-paths.ts';
import { formText, readForm } from '#app/server/http/form-body.server.ts';
import { signInWithPassword } from '#app/server/staff/sign-in.server.ts';
import {
  isSameOriginPost,
  isSignedIn,
  redirectWithCookies,
  staffRequest,
} from '#app/server/staff/staff-request.server.ts';
import type { Route } from './+types/sign-in';

export const meta: Route.MetaFunction = () => [
  { title: 'Anmeldung | Echtcheck' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

/** The page asked for before signing in (?weiter=…), checked: only a page of the staff area. */
function returnPathOf(request: Request): string | null {
  return staffReturnPath(new URL(request.url).searchParams.get(RETURN_PARAM));
}

/** spec §2 "Admin login": a signed-in visitor goes straight to the dashboard (or the page asked for). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await isSignedIn(request, context)) throw redirect(afterSignInPath(returnPathOf(request)));
  return { returnTo: returnPathOf(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginPost(request)) {
    return data({ email: '', error: 'Anfrage abgelehnt. Bitte laden Sie die Seite neu.' }, { status: 403 });
  }
  const read = await readForm(request);
  if (!read.ok)
    return data({ email: '', error: 'Ihre Angaben konnten nicht gelesen werden.' }, { status: read.status });
  const email = formText(read.form, 'email').trim().slice(0, 254);
  const password = formText(read.form, 'password').slice(0, 256);
  if (!email || !password) {
    return data({ email, error: 'Bitte geben Sie E-Mail-Adresse und Passwort ein.' }, { status: 400 });
  }
  const result = await signInWithPassword(await staffRequest(request, context), email, password);
  // The form carries the page asked for; the URL too (a form without the field posts to /conan?weiter=…).
  const returnTo = staffReturnPath(formText(read.form, RETURN_PARAM)) ?? returnPathOf(request);
  if (result.kind === 'signed-in') return redirectWithCookies(afterSignInPath(returnTo), result.setCookies);
  if (result.kind === 'second-factor') {
    const next = returnTo ? `/conan/zwei-faktor?${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : '/conan/zwei-faktor';
    return redirectWithCookies(next, result.setCookies);
  }
  return data({ email, error: result.message }, { status: result.status });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  return (
    <SignInCard title="Anmeldung für Mitarbeiter">
      <Form method="post" className="space-y-4">
        <SignInFailure actionData={actionData} />
        {loaderData?.returnTo ? <input type="hidden" name={RETURN_PARAM} value={loaderData.returnTo} /> : null}
        <div>
          <Label htmlFor="email">E-Mail-Adresse</Label>
          <Input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email ?? ''}
            className="mt-1.5"
          />
        </div>
        <div>
          <Label htmlFor="password">Passwort</Label>
          <Input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className="mt-1.5"
          />
        </div>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Anmelden...' : 'Anmelden'}
        </Button>
      </Form>
    </SignInCard>
  );
}
