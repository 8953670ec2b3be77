import { data, Form, redirect, useNavigation } from 'react-router';
import { SignInCard, SignInFailure } from '#app/components/staff/sign-in-card.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
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

/** spec §2 "Admin login": a signed-in visitor goes straight to the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await isSignedIn(request, context)) throw redirect('/conan/dashboard');
  return null;
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
  if (result.kind === 'signed-in') return redirectWithCookies('/conan/dashboard', result.setCookies);
  if (result.kind === 'second-factor') return redirectWithCookies('/conan/zwei-faktor', result.setCookies);
  return data({ email, error: result.message }, { status: result.status });
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  return (
    <SignInCard title="Anmeldung für Mitarbeiter">
      <Form method="post" className="space-y-4">
        <SignInFailure actionData={actionData} />
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
