import type { ReactNode } from 'react';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 font-medium text-red-700 text-sm" role="alert">
      {message}
    </p>
  );
}

function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required: boolean }) {
  return (
    <Label htmlFor={htmlFor}>
      {label}
      {required ? (
        <span className="text-red-700" aria-hidden="true">
          *
        </span>
      ) : (
        <span className="font-normal text-muted">(optional)</span>
      )}
    </Label>
  );
}

export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  required = false,
  autoComplete,
  hint,
  inputMode,
  placeholder,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  hint?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url';
  placeholder?: string;
}) {
  const id = `feld-${name}`;
  const describedBy =
    [error ? `${id}-fehler` : null, hint ? `${id}-hinweis` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <Input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1.5"
      />
      {hint ? (
        <p id={`${id}-hinweis`} className="mt-1 text-muted text-sm">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-fehler`} message={error} />
    </div>
  );
}

export function TextAreaField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  rows = 6,
  maxLength,
  required = false,
  counter,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  rows?: number;
  maxLength?: number;
  required?: boolean;
  counter?: ReactNode;
}) {
  const id = `feld-${name}`;
  const describedBy =
    [error ? `${id}-fehler` : null, hint ? `${id}-hinweis` : null, counter ? `${id}-zaehler` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {hint ? (
        <p id={`${id}-hinweis`} className="mt-1 text-muted text-sm">
          {hint}
        </p>
      ) : null}
      <Textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1.5"
      />
      {counter ? (
        <p id={`${id}-zaehler`} className="mt-1 text-sm" aria-live="polite">
          {counter}
        </p>
      ) : null}
      <FieldError id={`${id}-fehler`} message={error} />
    </div>
  );
}

/** A native checkbox with its label text (works with the keyboard and screen readers as is). */
export function CheckboxField({
  name,
  checked,
  onChange,
  children,
  error,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
}) {
  const id = `feld-${name}`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-fehler` : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-600"
        />
        <label htmlFor={id} className="leading-snug">
          {children}
        </label>
      </div>
      <FieldError id={`${id}-fehler`} message={error} />
    </div>
  );
}
