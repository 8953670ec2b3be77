import { isRouteErrorResponse, Link, Outlet, useRouteError } from 'react-router';
import { StaffHeader } from '#app/components/staff/staff-header.tsx';
import { currentStaff, requireStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/guard';

// The staff area's layout: every route below it in app/routes.ts is guarded by requireStaff (the
// session is checked on the server before any loader or action runs). A new staff route goes here.
export const middleware: Route.MiddlewareFunction[] = [requireStaff];

/** Who is signed in, for the header and the parts a role may not use (useStaffRole). */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = currentStaff(context);
  return { email: staff.email, role: staff.role };
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-slate-50">
      <StaffHeader email={loaderData.email} role={loaderData.role} />
      <Outlet />
    </div>
  );
}

/**
 * A 401 during client navigation (the session ended meanwhile), a 403 (a specialist in the owner's
 * part, routes/staff/admin-guard.tsx: "Kein Zugriff") and other refusals.
 */
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
  const title = status === 401 ? 'Bitte erneut anmelden' : status === 403 ? 'Kein Zugriff' : 'Nicht möglich';
  // Signed in but not allowed here: on to the account page, which every role may use.
  const next = status === 403 ? { to: '/conan/konto', label: 'Zu Konto und Sicherheit' } : null;
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-bold text-2xl">{title}</h1>
      <p className="mt-3 text-slate-700">{message}</p>
      <Link
        to={next?.to ?? '/conan'}
        reloadDocument
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white outline-none hover:bg-brand-700 focus-visible:ring-[3px] focus-visible:ring-brand-600/40"
      >
        {next?.label ?? 'Zur Anmeldung'}
      </Link>
    </main>
  );
}
