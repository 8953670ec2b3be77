import { TextField } from '#app/components/checkout/fields.tsx';
import type { StepProps } from '#app/components/checkout/steps/step-props.ts';
import type { Draft } from '#app/components/checkout/use-draft.ts';

/** Step 1, "Kontaktdaten": who orders and where the result goes. */
export function ContactStep({ draft, update, errors }: StepProps) {
  const set = (key: keyof Draft['customer']) => (value: string) => update('customer', (c) => ({ ...c, [key]: value }));
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        name="firstName"
        label="Vorname"
        value={draft.customer.firstName}
        onChange={set('firstName')}
        error={errors.firstName}
        required
        autoComplete="given-name"
      />
      <TextField
        name="lastName"
        label="Nachname"
        value={draft.customer.lastName}
        onChange={set('lastName')}
        error={errors.lastName}
        required
        autoComplete="family-name"
      />
      <TextField
        name="email"
        label="E-Mail-Adresse"
        type="email"
        inputMode="email"
        value={draft.customer.email}
        onChange={set('email')}
        error={errors.email}
        required
        autoComplete="email"
        hint="An diese Adresse senden wir Bestätigung, Rechnung und Ergebnis."
      />
      <TextField
        name="phone"
        label="Telefon"
        type="tel"
        inputMode="tel"
        value={draft.customer.phone}
        onChange={set('phone')}
        error={errors.phone}
        autoComplete="tel"
      />
    </div>
  );
}
