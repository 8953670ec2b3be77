// The research steps on the workbench (issue 29 point 1): each step of the service as a row with its
// hint and three states — offen, erledigt (the day and the sources used, prefilled from the content),
// nicht anwendbar (a reason, which the delivery gate requires). The states are native radios in a
// group per step: Tab reaches the group, the arrow keys change the state, no mouse needed. A record
// switched away from keeps what was typed, so a slip of the arrow key loses nothing.
import { useId, useRef } from 'react';
import { Progress } from '#app/components/ui/progress.tsx';
import type { CaseWorkbench } from '#app/lib/case-view-data.ts';
import type { Findings, StepRecord } from '#app/lib/findings.ts';
import { cn } from '#app/lib/utils.ts';
import { TextField } from '../dashboard/workbench-fields.tsx';
import { fieldId } from './field-ids.ts';

type Step = CaseWorkbench['steps'][number];
type State = 'open' | StepRecord['state'];
type ErrorOf = (field: string) => string | undefined;

const STATES: { value: State; label: string }[] = [
  { value: 'open', label: 'offen' },
  { value: 'done', label: 'erledigt' },
  { value: 'not-applicable', label: 'nicht anwendbar' },
];

/** Switching a step's state, and editing its record. */
function useStepRecords(records: Findings['steps'], onChange: (records: Findings['steps']) => void, today: string) {
  // What a step held before it was switched to another state (kept for switching back).
  const kept = useRef<Record<string, StepRecord>>({});

  function setState(step: Step, state: State) {
    const current = records[step.key];
    if (current) kept.current[step.key] = current;
    const { [step.key]: _dropped, ...others } = records;
    if (state === 'open') return onChange(others);
    const before = kept.current[step.key];
    const record: StepRecord =
      state === 'done'
        ? {
            state,
            date: before?.date || today,
            sources: before?.sources || (step.sources ?? ''),
            reason: before?.reason ?? '',
          }
        : { state, date: '', sources: before?.sources ?? '', reason: before?.reason ?? '' };
    onChange({ ...others, [step.key]: record });
  }

  const setRecord = (key: string, patch: Partial<StepRecord>) => {
    const current = records[key];
    if (current) onChange({ ...records, [key]: { ...current, ...patch } });
  };

  return { setState, setRecord };
}

/** The step's three states as native radios (the arrow keys change the state). */
function StateRadios({ name, state, onState }: { name: string; state: State; onState: (state: State) => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      {STATES.map((option) => (
        <label
          key={option.value}
          className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-brand-600/40"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            className="size-4 accent-brand-600"
            checked={state === option.value}
            onChange={() => onState(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

/** Done: the day and the sources used; not applicable: the reason. */
function RecordFields({
  stepKey,
  record,
  setRecord,
  errorOf,
}: {
  stepKey: string;
  record: StepRecord | undefined;
  setRecord: (key: string, patch: Partial<StepRecord>) => void;
  errorOf: ErrorOf;
}) {
  if (record?.state === 'done')
    return (
      <div className="grid gap-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <TextField
          label="Erledigt am"
          type="date"
          value={record.date}
          onChange={(date) => setRecord(stepKey, { date })}
          error={errorOf(`steps.${stepKey}.date`)}
          required
        />
        <TextField
          label="Quellen und Suchmaschinen"
          value={record.sources}
          onChange={(sources) => setRecord(stepKey, { sources })}
          error={errorOf(`steps.${stepKey}.sources`)}
          required
        />
      </div>
    );
  if (record?.state === 'not-applicable')
    return (
      <TextField
        label="Begründung"
        value={record.reason}
        onChange={(reason) => setRecord(stepKey, { reason })}
        error={errorOf(`steps.${stepKey}.reason`)}
        required
      />
    );
  return null;
}

/** One step as a group: its label and hint, its state and what the state asks for. */
function StepRow({
  id,
  step,
  index,
  record,
  steps: { setState, setRecord },
  errorOf,
}: {
  id: string;
  step: Step;
  index: number;
  record: StepRecord | undefined;
  steps: ReturnType<typeof useStepRecords>;
  errorOf: ErrorOf;
}) {
  const state: State = record?.state ?? 'open';
  const hintId = `${id}-${step.key}-hint`;
  return (
    <li className="min-w-0">
      <fieldset
        id={fieldId(`steps.${step.key}`)}
        aria-describedby={step.hint ? hintId : undefined}
        className={cn(
          'min-w-0 space-y-2 rounded-lg border p-3',
          state === 'open' ? 'border-slate-200' : 'border-emerald-200 bg-emerald-50/40',
        )}
      >
        <legend className="px-1 font-medium">
          <span className="sr-only">Schritt {index + 1}: </span>
          {step.label}
        </legend>
        {step.hint ? (
          <p id={hintId} className="text-slate-600 text-xs">
            {step.hint}
          </p>
        ) : null}
        <StateRadios name={`${id}-${step.key}`} state={state} onState={(next) => setState(step, next)} />
        <RecordFields stepKey={step.key} record={record} setRecord={setRecord} errorOf={errorOf} />
        {errorOf(`steps.${step.key}`) ? <p className="text-red-700 text-xs">{errorOf(`steps.${step.key}`)}</p> : null}
      </fieldset>
    </li>
  );
}

export function ResearchSteps({
  steps,
  records,
  onChange,
  progress,
  today,
  errorOf,
}: {
  steps: Step[];
  records: Findings['steps'];
  onChange: (records: Findings['steps']) => void;
  progress: { done: number; total: number };
  today: string;
  errorOf: ErrorOf;
}) {
  const id = useId();
  const handlers = useStepRecords(records, onChange, today);

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="font-semibold">
        Rechercheschritte
      </h3>
      <div className="space-y-1">
        <p id={`${id}-progress`}>
          Recherche: {progress.done} von {progress.total} Schritten erledigt oder nicht anwendbar
        </p>
        <Progress value={(progress.done / Math.max(1, progress.total)) * 100} aria-labelledby={`${id}-progress`} />
      </div>
      <ol id={fieldId('steps')} className="space-y-3">
        {steps.map((step, index) => (
          <StepRow
            key={step.key}
            id={id}
            step={step}
            index={index}
            record={records[step.key]}
            steps={handlers}
            errorOf={errorOf}
          />
        ))}
      </ol>
    </section>
  );
}
