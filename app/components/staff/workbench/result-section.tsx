// "Ergebnis" on the workbench (issue 29 point 1): the verdict the specialists choose, each with the
// definition the customer reads next to it, and the outcome, which nobody chooses: it follows from
// the findings (outcomeOf) — "mit Treffern" as soon as one Fundstelle is recorded, else "keine
// Treffer", which brings the customer the voucher. Shown read-only so the two cannot contradict.
import { useId } from 'react';
import { outcomeDefinitions, verdictDefinitions } from '#app/content/result-terms.ts';
import { type Outcome, outcomeLabels, type Verdict, verdictLabels, verdicts } from '#app/lib/findings.ts';
import { cn } from '#app/lib/utils.ts';
import { fieldId } from './field-ids.ts';

export function ResultSection({
  verdict,
  onVerdict,
  outcome,
  hitCount,
  error,
}: {
  verdict: Verdict | null;
  onVerdict: (verdict: Verdict) => void;
  outcome: Outcome;
  hitCount: number;
  error?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="font-semibold">
        Ergebnis
      </h3>
      <fieldset
        id={fieldId('verdict')}
        className="min-w-0 space-y-2"
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <legend className="font-medium">Einschätzung</legend>
        {verdicts.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-brand-600/40"
          >
            <input
              type="radio"
              name={`${id}-verdict`}
              value={option}
              className="mt-1 size-4 shrink-0 accent-brand-600"
              checked={verdict === option}
              aria-describedby={`${id}-${option}`}
              onChange={() => onVerdict(option)}
            />
            <span className="min-w-0 space-y-1">
              <span className="block font-medium">{verdictLabels[option]}</span>
              <span id={`${id}-${option}`} className="block text-slate-600 text-xs">
                {verdictDefinitions[option]}
              </span>
            </span>
          </label>
        ))}
        {error ? (
          <p id={`${id}-error`} className="text-red-700 text-xs">
            {error}
          </p>
        ) : null}
      </fieldset>
      <div
        className={cn(
          'space-y-1 rounded-lg border p-3',
          outcome === 'hits' ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-slate-50',
        )}
        aria-live="polite"
      >
        <p className="font-medium">
          Recherche: {outcomeLabels[outcome]}
          {outcome === 'hits' ? ` (${hitCount} ${hitCount === 1 ? 'Fundstelle' : 'Fundstellen'})` : ''}
        </p>
        <p className="text-slate-700 text-xs">{outcomeDefinitions[outcome]}</p>
        {outcome === 'no-hits' ? (
          <p className="text-slate-700 text-xs">
            Ohne Treffer erhält der Kunde mit dem Ergebnis einen Gutschein für eine weitere Prüfung ohne Berechnung.
          </p>
        ) : null}
        <p className="text-slate-600 text-xs">Das ergibt sich aus den Fundstellen unten und lässt sich nicht wählen.</p>
      </div>
    </section>
  );
}
