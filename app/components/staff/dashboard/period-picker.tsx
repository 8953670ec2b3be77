import { Form, useSearchParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { type PeriodSelection, periodKinds, periodLabels } from '#app/lib/dashboard-periods.ts';

/** Period selector (spec §2 revenue tab): daily, weekly, monthly or a custom from/to range, in the URL. */
export function PeriodPicker({ selection, error }: { selection: PeriodSelection; error?: string }) {
  const [params] = useSearchParams();
  const kept = [...params.entries()].filter(([name]) => !['period', 'from', 'to'].includes(name));
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Zeitraum wählen">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor="period" className="font-medium text-sm">
          Zeitraum
        </label>
        <select
          id="period"
          name="period"
          defaultValue={selection.kind}
          className="mt-1 block h-10 rounded-md border border-slate-300 bg-white px-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40"
        >
          {periodKinds.map((kind) => (
            <option key={kind} value={kind}>
              {periodLabels[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="period-from" className="font-medium text-sm">
          Von (nur benutzerdefiniert)
        </label>
        <Input id="period-from" name="from" type="date" defaultValue={params.get('from') ?? ''} className="mt-1" />
      </div>
      <div>
        <label htmlFor="period-to" className="font-medium text-sm">
          Bis
        </label>
        <Input id="period-to" name="to" type="date" defaultValue={params.get('to') ?? ''} className="mt-1" />
      </div>
      <Button type="submit" variant="outline">
        Anzeigen
      </Button>
      {error ? (
        <p role="alert" className="basis-full text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
