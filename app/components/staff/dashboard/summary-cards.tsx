import type { DashboardCards } from '#app/lib/dashboard-data.ts';
import { formatCount, formatEuro } from '#app/lib/format.ts';

/**
 * The four summary cards (spec §2): all-time figures, aggregated on the server; and a fifth with the
 * overdue cases (paid more than 48 hours ago, not finished), marked when there are any.
 */
export function SummaryCards({ cards }: { cards: DashboardCards }) {
  const items = [
    { label: 'Gesamtumsatz', value: formatEuro(cards.revenueCents) },
    { label: 'Zahlende Kunden', value: formatCount(cards.payingCustomers) },
    { label: 'Bezahlte Fälle', value: formatCount(cards.paidCases) },
    { label: 'Besucher', value: formatCount(cards.visitors) },
    { label: 'Überfällige Fälle', value: formatCount(cards.overdueCases), alert: cards.overdueCases > 0 },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
      {items.map((item) => (
        <div
          key={item.label}
          className={`rounded-xl border p-5 shadow-sm ${item.alert ? 'border-amber-400 bg-amber-50' : 'border-slate-200 bg-white'}`}
        >
          <dt className="text-slate-600 text-sm">{item.label}</dt>
          <dd className="mt-1 font-bold text-2xl tabular-nums" data-card={item.label}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
