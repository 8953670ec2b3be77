import { redirect, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { AnalyticsTab } from '#app/components/staff/dashboard/analytics-tab.tsx';
import { ClientsTab } from '#app/components/staff/dashboard/clients-tab.tsx';
import { RevenueTab } from '#app/components/staff/dashboard/revenue-tab.tsx';
import { StatisticsTab } from '#app/components/staff/dashboard/statistics-tab.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx';
import { STAFF_CASES_PATH } from '#app/lib/staff-paths.ts';
import { loadDashboard } from '#app/server/dashboard/dashboard-view.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [{ title: 'Admin Dashboard | Echtcheck' }];

/** spec §2 "Admin dashboard": the selected tab's figures (app/server/dashboard/); the cards come from the layout above. */
export async function loader({ request, context }: Route.LoaderArgs) {
  currentStaff(context);
  const params = new URL(request.url).searchParams;
  // The old cases tab (links, bookmarks) is the work queue now, with its search (decision record 029).
  if (params.get('tab') === 'faelle') {
    const search = params.get('q')?.trim();
    throw redirect(search ? `${STAFF_CASES_PATH}?${new URLSearchParams({ q: search })}` : STAFF_CASES_PATH);
  }
  return loadDashboard(getRuntime().database.db, params);
}

const tabLabels = { umsatz: 'Umsatz', kunden: 'Kunden', analyse: 'Analyse', statistik: 'Statistik' } as const;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { period, view } = loaderData;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/conan/dashboard';
  const switchTab = (tab: string) => {
    // The period stays; search and page belong to one tab.
    const next = new URLSearchParams();
    for (const name of ['period', 'from', 'to']) {
      const value = params.get(name);
      if (value) next.set(name, value);
    }
    if (tab !== 'umsatz') next.set('tab', tab);
    navigate(`/conan/dashboard?${next}`, { preventScrollReset: true });
  };
  return (
    <Tabs value={view.tab} onValueChange={switchTab} className={loading ? 'opacity-60' : undefined}>
      <TabsList aria-label="Bereiche des Dashboards">
        {Object.entries(tabLabels).map(([value, label]) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {/* All four panels exist (each tab controls one); only the selected one has data. */}
      {Object.keys(tabLabels).map((value) => (
        <TabsContent key={value} value={value} forceMount hidden={value !== view.tab} className="pt-4">
          {value !== view.tab ? null : view.tab === 'umsatz' ? (
            <RevenueTab rows={view.rows} totals={view.totals} period={period} />
          ) : view.tab === 'statistik' ? (
            <StatisticsTab figures={view.figures} />
          ) : view.tab === 'kunden' ? (
            <ClientsTab search={view.search} page={view.page} />
          ) : (
            <AnalyticsTab report={view.report} period={period} />
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
