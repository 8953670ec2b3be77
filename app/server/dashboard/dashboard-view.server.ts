// What /conan/dashboard shows for one URL: the four cards (loadCards) and the data of the selected tab
// (spec §2 "Admin dashboard"). The tab, the period, the search and the page live in the URL, so a
// reload or a shared link shows the same view. Every figure comes aggregated from SQL; the browser
// never receives raw analytics rows or more case rows than the page it shows.
import { bucketRange, type PeriodSelection, periodBuckets, readPeriod } from '#app/lib/dashboard-periods.ts';
import type { Db } from '../db/db.server.ts';
import { type AnalyticsReport, analyticsReport } from './analytics-report.server.ts';
import { type DashboardCards, dashboardCards } from './cards.server.ts';
import { type ClientRow, clientsPage } from './clients.server.ts';
import { type RevenueRow, type RevenueTotals, revenueRows, revenueTotals } from './revenue.server.ts';
import type { Page } from './search-and-paging.server.ts';
import { type WorkbenchFigures, workbenchFigures } from './workbench-figures.server.ts';

// The paid cases' list ("faelle") became the work queue at /conan/faelle (issue 28 point 1); its
// statistics (12 weeks of delivery times, verdicts, matched images) are the "statistik" tab.
export const dashboardTabs = ['umsatz', 'kunden', 'analyse', 'statistik'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

export function readTab(params: URLSearchParams): DashboardTab {
  const tab = params.get('tab');
  return (dashboardTabs as readonly string[]).includes(tab ?? '') ? (tab as DashboardTab) : 'umsatz';
}

export interface PeriodView {
  selection: PeriodSelection;
  error?: string;
  /** false: custom range without both dates (the tab asks for them). */
  chosen: boolean;
}

export type TabView =
  | { tab: 'umsatz'; rows: RevenueRow[]; totals: RevenueTotals }
  | { tab: 'kunden'; search: string; page: Page<ClientRow> }
  | { tab: 'analyse'; report: AnalyticsReport | null }
  | { tab: 'statistik'; figures: WorkbenchFigures };

export interface DashboardView {
  period: PeriodView;
  view: TabView;
}

/** The four cards: all-time figures, the same whatever tab or period is selected. */
export function loadCards(db: Db): Promise<DashboardCards> {
  return dashboardCards(db);
}

function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('seite'));
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

function searchParam(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, 200);
}

/** The selected tab's data only (the cards come from loadCards, loaded once per visit of the page). */
export async function loadDashboard(db: Db, params: URLSearchParams, now = new Date()): Promise<DashboardView> {
  const tab = readTab(params);
  const { selection, error } = readPeriod(params);
  const buckets = periodBuckets(selection, now);
  const period: PeriodView = { selection, error, chosen: buckets !== null };
  let view: TabView;
  if (tab === 'statistik') {
    view = { tab, figures: await workbenchFigures(db, now) };
  } else if (tab === 'kunden') {
    const search = searchParam(params);
    view = { tab, search, page: await clientsPage(db, { search, page: pageParam(params) }) };
  } else if (tab === 'analyse') {
    view = { tab, report: buckets ? await analyticsReport(db, bucketRange(buckets)) : null };
  } else {
    const rows = buckets ? await revenueRows(db, buckets) : [];
    view = { tab: 'umsatz', rows, totals: revenueTotals(rows) };
  }
  return { period, view };
}
