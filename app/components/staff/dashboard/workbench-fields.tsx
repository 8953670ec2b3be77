// The parts of the workbench form (case-workbench.tsx): a list of checkboxes and a text field with
// label, hint and error. Fields the delivery gate names carry its anchor id
// (../workbench/field-ids.ts), so the gate's list links to them. One customer image with its tools
// is ../workbench/customer-image.tsx.
import { type ReactNode, useId } from 'react';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { fieldId } from '../workbench/field-ids.ts';

export function CheckList({
  legend,
  items,
  chosen,
  onChange,
  field,
  extra,
}: {
  legend: string;
  items: { key: string; label: string; hint?: string }[];
  chosen: string[];
  onChange: (keys: string[]) => void;
  field?: string;
  extra?: (key: string) => ReactNode;
}) {
  const id = useId();
  return (
    <fieldset id={field ? fieldId(field) : undefined} className="min-w-0 space-y-2">
      <legend className="font-medium">{legend}</legend>
      {items.map((item) => {
        const inputId = `${id}-${item.key}`;
        const checked = chosen.includes(item.key);
        return (
          <div key={item.key} className="flex min-w-0 items-start gap-2">
            <input
              id={inputId}
              type="checkbox"
              className="mt-1 size-4 shrink-0 accent-brand-600"
              checked={checked}
              aria-describedby={item.hint ? `${inputId}-hint` : undefined}
              onChange={(event) =>
                onChange(event.target.checked ? [...chosen, item.key] : chosen.filter((key) => key !== item.key))
              }
            />
            <div className="min-w-0 flex-1 space-y-1">
              <label htmlFor={inputId}>{item.label}</label>
              {item.hint ? (
                <p id={`${inputId}-hint`} className="text-slate-600 text-xs">
                  {item.hint}
                </p>
              ) : null}
              {checked && extra ? extra(item.key) : null}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  field,
  multiline = false,
  rows = 3,
  type = 'text',
  required = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** The gate's field name: the input gets its anchor id. */
  field?: string;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'url' | 'date';
  required?: boolean;
}) {
  const generated = useId();
  const id = field ? fieldId(field) : generated;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const props = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    'aria-required': required ? true : undefined,
  };
  return (
    <div className="min-w-0 space-y-1">
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={`${id}-hint`} className="text-slate-600 text-xs">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <Textarea {...props} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...props} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={`${id}-error`} className="text-red-700 text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** One image the customer sent: its tools and the specialists' assessment ("Einschätzung"). */
