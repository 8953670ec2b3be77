import { FieldError, TextField } from '#app/components/checkout/fields.tsx';
import type { StepProps } from '#app/components/checkout/steps/step-props.ts';
import type { Draft } from '#app/components/checkout/use-draft.ts';
import { platformOptions } from '#app/lib/checkout-rules.ts';

/** The checkboxes of the platforms the customer is in contact with the person on (at least one). */
function PlatformsFieldset({ draft, update, errors }: StepProps) {
  const toggle = (platform: string, on: boolean) =>
    update('target', (t) => ({
      ...t,
      targetPlatforms: on ? [...t.targetPlatforms, platform] : t.targetPlatforms.filter((p) => p !== platform),
    }));
  return (
    <fieldset aria-describedby={errors.targetPlatforms ? 'feld-targetPlatforms-fehler' : undefined}>
      <legend className="font-medium text-sm">
        Plattformen, auf denen Sie Kontakt haben{' '}
        <span className="text-red-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {platformOptions.map((platform) => {
          const id = `plattform-${platform.replace(/\W+/g, '-').toLowerCase()}`;
          return (
            <div key={platform} className="flex items-center gap-2">
              <input
                id={id}
                type="checkbox"
                checked={draft.target.targetPlatforms.includes(platform)}
                onChange={(event) => toggle(platform, event.target.checked)}
                aria-invalid={errors.targetPlatforms ? true : undefined}
                className="size-5 accent-brand-600"
              />
              <label htmlFor={id}>{platform}</label>
            </div>
          );
        })}
      </div>
      <FieldError id="feld-targetPlatforms-fehler" message={errors.targetPlatforms} />
    </fieldset>
  );
}

/** Step 2, "Zielperson": the person to check and where the customer is in contact with them. */
export function TargetStep({ draft, update, errors }: StepProps) {
  const set = (key: Exclude<keyof Draft['target'], 'targetPlatforms'>) => (value: string) =>
    update('target', (t) => ({ ...t, [key]: value }));
  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        Wen sollen wir prüfen? Je mehr Sie uns nennen, desto gezielter können wir suchen.
      </p>
      <TextField
        name="targetName"
        label="Name der Zielperson"
        value={draft.target.targetName}
        onChange={set('targetName')}
        error={errors.targetName}
        required
        hint="So, wie sich die Person Ihnen gegenüber nennt."
      />
      <PlatformsFieldset draft={draft} update={update} errors={errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="targetUsername"
          label="Benutzername"
          value={draft.target.targetUsername}
          onChange={set('targetUsername')}
          error={errors.targetUsername}
        />
        <TextField
          name="targetProfileUrl"
          label="Profil-Link"
          inputMode="url"
          value={draft.target.targetProfileUrl}
          onChange={set('targetProfileUrl')}
          error={errors.targetProfileUrl}
          hint="Zum Beispiel instagram.com/name"
        />
        <TextField
          name="targetEmail"
          label="E-Mail-Adresse der Person"
          type="email"
          inputMode="email"
          value={draft.target.targetEmail}
          onChange={set('targetEmail')}
          error={errors.targetEmail}
        />
        <TextField
          name="targetPhone"
          label="Telefonnummer der Person"
          type="tel"
          inputMode="tel"
          value={draft.target.targetPhone}
          onChange={set('targetPhone')}
          error={errors.targetPhone}
        />
      </div>
    </div>
  );
}
