import { useEffect, useRef, useState } from 'react';
import { Form, useSearchParams, useSubmit } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { type PeriodKind, type PeriodSelection, periodKinds, periodLabels } from '#app/lib/dashboard-periods.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The picker's state: the period kind chosen (set again by a new URL), whether the script runs, and
 * `apply`, which submits the form's current values.
 */
function usePeriodForm(selection: PeriodSelection) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [kind, setKind] = useState<PeriodKind>(selection.kind);
  useEffect(() => setHydrated(true), []);
  // A new URL (back button, a link) sets the picker to what the page shows.
  useEffect(() => setKind(selection.kind), [selection.kind]);

  /** Applies the form's current values, without the dates unless the range is custom. */
  const apply = (next: PeriodKind) => {
    if (!form.current) return;
    const data = new FormData(form.current);
    if (next !== 'custom') {
      data.delete('from');
      data.delete('to');
    } else {
      const from = String(data.get('from') ?? '');
      const to = String(data.get('to') ?? '');
      if (!DATE.test(from) || !DATE.test(to)) return;
    }
    void submit(data, { method: 'get', preventScrollReset: true });
  };
  return { form, hydrated, kind, setKind, apply };
}

/** The custom range's two date fields. */
function DateFields({ hydrated, apply }: { hydrated: boolean; apply: (next: PeriodKind) => void }) {
  return (
    <>
      <DateField name="from" label={hydrated ? 'Von' : 'Von (nur benutzerdefiniert)'} apply={apply} />
      <DateField name="to" label="Bis" apply={apply} />
    </>
  );
}

/** One end of the custom range, prefilled from the URL; a change selects "Benutzerdefiniert". */
function DateField({ name, label, apply }: { name: 'from' | 'to'; label: string; apply: (next: PeriodKind) => void }) {
  const [params] = useSearchParams();
  return (
    <div>
      <label htmlFor={`period-${name}`} className="font-medium text-sm">
        {label}
      </label>
      <Input
        id={`period-${name}`}
        name={name}
        type="date"
        defaultValue={params.get(name) ?? ''}
        onChange={() => apply('custom')}
        className="mt-1"
      />
    </div>
  );
}

/**
 * Period selector (spec §2 revenue tab): daily, weekly, monthly or a custom from/to range, in the URL.
 * With the page's script it applies on change (issue 28 point 9): a period at once, a custom range as
 * soon as both dates are set; the date fields show only for "Benutzerdefiniert". Without the script
 * (before hydration, or none) it is a plain GET form with its "Anzeigen" button and both date fields.
 */
export function PeriodPicker({ selection, error }: { selection: PeriodSelection; error?: string }) {
  const [params] = useSearchParams();
  const { form, hydrated, kind, setKind, apply } = usePeriodForm(selection);
  const kept = [...params.entries()].filter(([name]) => !['period', 'from', 'to'].includes(name));

  const showDates = !hydrated || kind === 'custom';
  return (
    <Form ref={form} method="get" className="flex flex-wrap items-end gap-3" aria-label="Zeitraum wählen">
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
          value={kind}
          onChange={(event) => {
            const next = event.currentTarget.value as PeriodKind;
            setKind(next);
            apply(next);
          }}
          className="mt-1 block h-10 rounded-md border border-slate-300 bg-white px-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40"
        >
          {periodKinds.map((option) => (
            <option key={option} value={option}>
              {periodLabels[option]}
            </option>
          ))}
        </select>
      </div>
      {showDates ? <DateFields hydrated={hydrated} apply={apply} /> : null}
      {hydrated ? null : (
        <Button type="submit" variant="outline">
          Anzeigen
        </Button>
      )}
      {error ? (
        <p role="alert" className="basis-full text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
