import type { AnalyticsReport } from '#app/lib/analytics-data.ts';
import { dayLabel, shortDayLabel } from '#app/lib/analytics-format.ts';
import { formatCount } from '#app/lib/format.ts';
import { StaffChart } from '../charts/staff-chart.tsx';

type Day = AnalyticsReport['daily'][number];

function summary(daily: Day[]): string {
  const first = daily[0];
  const last = daily[daily.length - 1];
  if (!first || !last) return 'Besucher und Seitenaufrufe je Tag: keine Tage im Zeitraum.';
  const visitors = daily.reduce((sum, day) => sum + day.visitors, 0);
  const pageViews = daily.reduce((sum, day) => sum + day.pageViews, 0);
  const busiest = daily.reduce((best, day) => (day.visitors > best.visitors ? day : best), first);
  const range = first === last ? `am ${dayLabel(first.day)}` : `vom ${dayLabel(first.day)} bis ${dayLabel(last.day)}`;
  const peak =
    busiest.visitors > 0
      ? ` Die meisten Besucher kamen am ${dayLabel(busiest.day)} (${formatCount(busiest.visitors)}).`
      : '';
  return `Diagramm: Besucher (Linie) und Seitenaufrufe (Balken) je Tag ${range}, insgesamt ${formatCount(visitors)} Besucher und ${formatCount(pageViews)} Seitenaufrufe.${peak} Die Werte je Tag stehen in der Tabelle unter dem Diagramm.`;
}

/**
 * Visitors and page views per day (spec §2 analytics tab), drawn like every staff chart
 * (../charts/staff-chart.tsx): page views as bars, visitors as a line, from 1 day to 5 years. The
 * figures also stand in the table the tab offers under the chart ("Als Tabelle anzeigen").
 */
export function AnalyticsChart({ daily }: { daily: Day[] }) {
  // Over a year the day alone is ambiguous: 01.07.26.
  const label = (day: string) => (daily.length > 366 ? `${shortDayLabel(day)}${day.slice(2, 4)}` : shortDayLabel(day));
  return (
    <StaffChart
      points={daily.map((day) => ({
        key: day.day,
        label: label(day.day),
        longLabel: dayLabel(day.day),
        description: `${dayLabel(day.day)}: ${formatCount(day.visitors)} Besucher, ${formatCount(day.pageViews)} Seitenaufrufe`,
        bar: day.pageViews,
        line: day.visitors,
      }))}
      barName="Seitenaufrufe"
      lineName="Besucher"
      formatValue={formatCount}
      summary={summary(daily)}
      labelHeading="Tag"
    />
  );
}
