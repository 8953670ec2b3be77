import { Outlet, type ShouldRevalidateFunctionArgs, useNavigation } from 'react-router';
import { SummaryCards } from '#app/components/staff/dashboard/summary-cards.tsx';
import { loadCards } from '#app/server/dashboard/dashboard-view.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/dashboard-cards';

/** spec §2 dashboard: the heading, "Laden..." while a tab or period loads, and the four cards. */
export async function loader({ context }: Route.LoaderArgs) {
  currentStaff(context);
  return { cards: await loadCards(getRuntime().database.db) };
}

/**
 * The cards are all-time figures: switching tab, period, search or page within the dashboard does
 * not change them, so only a new visit or a reload computes them again (one query fewer per click).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const within = (url: URL) => url.pathname.startsWith('/conan/dashboard');
  if (!formMethod && within(currentUrl) && within(nextUrl)) return false;
  return defaultShouldRevalidate;
}

export default function DashboardCards({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname.startsWith('/conan/dashboard');
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div className="flex items-center justify-between gap-4">
        <h1 className="font-bold text-2xl">Übersicht</h1>
        <p role="status" className="text-slate-600 text-sm">
          {loading ? 'Laden...' : ''}
        </p>
      </div>
      <SummaryCards cards={loaderData.cards} />
      <Outlet />
    </main>
  );
}
