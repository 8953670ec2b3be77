import { isRouteErrorResponse, Link, Outlet, useRouteError } from 'react-router';
import { StaffHeader } from '#app/components/staff/staff-header.tsx';
import { currentStaff, requireStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/guard';

// The staff area's layout: every route below it in app/routes.ts is guarded by requireStaff (the
// session is checked on the server before any loader or action runs). A new staff route goes here.
export const middleware: Route.MiddlewareFunction[] = [requireStaff];

export async function loader({ context }: Route.LoaderArgs) {
  const staff = currentStaff(context);
  return { email: staff.email };
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-slate-50">
      <StaffHeader email={loaderData.email} />
      <Outlet />
    </div>
  );
}

/** A 401 during client navigation (the session ended meanwhile) and other refusals. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 401
      ? 'Ihre Sitzung ist abgelaufen oder wurde beendet. Bitte melden Sie sich erneut an.'
      : status === 403
        ? ((isRouteErrorResponse(error) && (error.data as { message?: string } | undefined)?.message) ??
          'Diese Anfrage wurde abgelehnt.')
        : 'Beim Laden ist ein Fehler aufgetreten. Bitte laden Sie die Seite neu.';
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-bold text-2xl">{status === 401 ? 'Bitte erneut anmelden' : 'Nicht möglich'}</h1>
      <p className="mt-3 text-slate-700">{message}</p>
      <Link
        to="/conan"
        reloadDocument
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Zur Anmeldung
      </Link>
    </main>
  );
}
