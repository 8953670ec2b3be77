import { Form, Link, NavLink } from 'react-router';
import { Logo } from '#app/components/logo.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { STAFF_HOME_PATH } from '#app/lib/staff-paths.ts';
import { isAdmin, STAFF_ROLE_LABELS, type StaffRole } from '#app/lib/staff-roles.ts';

/** `adminOnly`: shown to admins (Inhaber) only; the server refuses specialists anyway (decision record 027). */
const links = [
  { to: STAFF_HOME_PATH, label: 'Arbeitsliste', adminOnly: false },
  { to: '/conan/dashboard', label: 'Dashboard', adminOnly: true },
  { to: '/conan/konto', label: 'Konto und Sicherheit', adminOnly: false },
];

/**
 * Tools for running the shop rather than working cases (issue 28 point 9: not in the main
 * navigation). All of them are the owner's: the menu is shown to admins only.
 */
const adminLinks = [
  { to: '/conan/team', label: 'Team: Freigabe und offene Fälle' },
  { to: '/test-email', label: 'Test-E-Mail senden' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40 ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`;

/**
 * The staff area's header (spec §2 dashboard header): logo, "Admin Dashboard", "Abmelden"; the
 * signed-in address with its role. A specialist sees only what the role may use.
 */
export function StaffHeader({ email, role }: { email: string; role: StaffRole }) {
  const admin = isAdmin({ role });
  return (
    <header className="border-slate-200 border-b bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <div className="flex items-center gap-3">
          <Link
            to={STAFF_HOME_PATH}
            className="flex items-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40"
          >
            <Logo />
            <span className="sr-only"> – Startseite des Mitarbeiterbereichs</span>
          </Link>
          <span className="font-semibold text-slate-500">{admin ? 'Admin Dashboard' : 'Mitarbeiterbereich'}</span>
        </div>
        <nav aria-label="Mitarbeiterbereich" className="flex flex-wrap gap-1 text-sm">
          {links
            .filter((link) => admin || !link.adminOnly)
            .map((link) => (
              <NavLink key={link.to} to={link.to} className={linkClass}>
                {link.label}
              </NavLink>
            ))}
          {/* A disclosure (details/summary): keyboard and screen readers know it, no script needed. */}
          {admin ? (
            <details className="group relative">
              <summary className="cursor-pointer list-none rounded-md px-3 py-2 font-medium text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-[3px] focus-visible:ring-brand-600/40 [&::-webkit-details-marker]:hidden">
                Verwaltung <span aria-hidden="true">▾</span>
              </summary>
              <ul className="absolute left-0 z-20 mt-1 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
                {adminLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={linkClass}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <span className="hidden text-slate-600 text-sm sm:inline">
            {email} ({STAFF_ROLE_LABELS[role]})
          </span>
          <Form method="post" action="/conan/abmelden">
            <Button type="submit" variant="outline" size="sm">
              Abmelden
            </Button>
          </Form>
        </div>
      </div>
    </header>
  );
}
