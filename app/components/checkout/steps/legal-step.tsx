import { CheckboxField, FieldError, TextAreaField } from '#app/components/checkout/fields.tsx';
import type { StepProps } from '#app/components/checkout/steps/step-props.ts';
import type { Draft } from '#app/components/checkout/use-draft.ts';
import { RichText } from '#app/components/rich-text.tsx';
import type { ConsentText } from '#app/content/types.ts';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, permittedPurposes, targetRelations } from '#app/lib/checkout-rules.ts';

/** What the step's parts get: the entered confirmations, their setter and the errors. */
interface LegalPartProps {
  legal: Draft['legal'];
  set: <K extends keyof Draft['legal']>(key: K, value: Draft['legal'][K]) => void;
  errors: StepProps['errors'];
}

/** The checkboxes "Wofür benötigen Sie die Prüfung?": at least one permitted purpose. */
function PurposesFieldset({ legal, set, errors }: LegalPartProps) {
  return (
    <fieldset aria-describedby={errors.purposes ? 'feld-purposes-fehler' : 'zwecke-hinweis'}>
      <legend className="font-semibold">
        Wofür benötigen Sie die Prüfung?{' '}
        <span className="text-red-700" aria-hidden="true">
          *
        </span>
      </legend>
      <p id="zwecke-hinweis" className="mt-1 text-muted text-sm">
        Wählen Sie mindestens einen zulässigen Zweck aus unserer{' '}
        <RichText text="[Checkliste zum berechtigten Interesse](/berechtigtes-interesse)" newTab />.
      </p>
      <div className="mt-3 space-y-2">
        {permittedPurposes.map((purpose) => {
          const id = `zweck-${purpose.replace(/\W+/g, '-').toLowerCase()}`;
          return (
            <div key={purpose} className="flex items-center gap-3">
              <input
                id={id}
                type="checkbox"
                checked={legal.purposes.includes(purpose)}
                onChange={(event) =>
                  set(
                    'purposes',
                    event.target.checked ? [...legal.purposes, purpose] : legal.purposes.filter((p) => p !== purpose),
                  )
                }
                aria-invalid={errors.purposes ? true : undefined}
                className="size-5 accent-brand-600"
              />
              <label htmlFor={id}>{purpose}</label>
            </div>
          );
        })}
      </div>
      <FieldError id="feld-purposes-fehler" message={errors.purposes} />
    </fieldset>
  );
}

/** The radio group "In welcher Beziehung stehen Sie zu der Person?". */
function RelationFieldset({ legal, set, errors }: LegalPartProps) {
  return (
    <fieldset aria-describedby={errors.relation ? 'feld-relation-fehler' : 'relation-hint'}>
      <legend className="font-semibold">
        In welcher Beziehung stehen Sie zu der Person?{' '}
        <span className="text-red-700" aria-hidden="true">
          *
        </span>
      </legend>
      <p id="relation-hint" className="mt-1 text-muted text-sm">
        Wir fragen das, um sicherzugehen, dass unsere Prüfung Sie schützt und niemandem nachstellt.
      </p>
      <div className="mt-3 space-y-2">
        {targetRelations.map((relation) => {
          const id = `relation-${relation.key}`;
          return (
            <div key={relation.key} className="flex items-start gap-3">
              <input
                id={id}
                type="radio"
                name="relation"
                value={relation.key}
                checked={legal.relation === relation.key}
                onChange={() => set('relation', relation.key)}
                aria-invalid={errors.relation ? true : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
              <label htmlFor={id}>{relation.label}</label>
            </div>
          );
        })}
      </div>
      <FieldError id="feld-relation-fehler" message={errors.relation} />
    </fieldset>
  );
}

/** The confirmations (legitimate interest, terms, privacy, age) and the separate request to start early. */
function ConfirmationFields({
  legal,
  set,
  errors,
  consents,
  free,
}: LegalPartProps & { consents: readonly ConsentText[]; free: boolean }) {
  const consentFor = (kind: ConsentText['kind']) => consents.find((consent) => consent.kind === kind)?.label ?? '';
  return (
    <>
      <div className="space-y-4 rounded-xl bg-slate-50 p-5">
        <CheckboxField
          name="berechtigtesInteresse"
          checked={legal.berechtigtesInteresse}
          onChange={(v) => set('berechtigtesInteresse', v)}
          error={errors.berechtigtesInteresse}
        >
          <RichText text={consentFor('berechtigtes-interesse')} newTab />
        </CheckboxField>
        <CheckboxField
          name="agbAccepted"
          checked={legal.agbAccepted}
          onChange={(v) => set('agbAccepted', v)}
          error={errors.agbAccepted}
        >
          <RichText text={consentFor('agb')} newTab />
        </CheckboxField>
        <CheckboxField
          name="privacyAccepted"
          checked={legal.privacyAccepted}
          onChange={(v) => set('privacyAccepted', v)}
          error={errors.privacyAccepted}
        >
          <RichText text={consentFor('datenschutz')} newTab />
        </CheckboxField>
        <CheckboxField
          name="ageConfirmed"
          checked={legal.ageConfirmed}
          onChange={(v) => set('ageConfirmed', v)}
          error={errors.ageConfirmed}
        >
          <RichText text={consentFor('age-18')} newTab />
        </CheckboxField>
      </div>
      <div className="rounded-xl border border-amber-300 bg-amber-50 p-5">
        {/* § 356 Abs. 4 BGB: a separate express request, not bundled with the terms. */}
        <CheckboxField
          name="earlyStart"
          checked={legal.earlyStart}
          onChange={(v) => set('earlyStart', v)}
          error={errors.earlyStart}
        >
          <RichText text={consentFor('early-start')} newTab />
        </CheckboxField>
        {free ? (
          // § 357a Abs. 2 BGB: compensation for work done is a share of the agreed price, here 0 €.
          <p className="mt-3 text-sm" data-testid="free-order-note">
            Mit Ihrem eingelösten Gutscheincode ist diese Prüfung kostenlos: Bei einem Widerruf nach Beginn der Prüfung
            fällt daher kein Wertersatz an.
          </p>
        ) : null}
      </div>
    </>
  );
}

/** Step 5, "Rechtliches": the permitted purpose, the customer's description and the confirmations. */
export function LegalStep({
  draft,
  update,
  errors,
  consents,
  free,
}: StepProps & { consents: readonly ConsentText[]; free: boolean }) {
  const legal = draft.legal;
  const set = <K extends keyof Draft['legal']>(key: K, value: Draft['legal'][K]) =>
    update('legal', (l) => ({ ...l, [key]: value }));
  const length = legal.description.trim().length;
  return (
    <div className="space-y-8">
      <PurposesFieldset legal={legal} set={set} errors={errors} />

      <RelationFieldset legal={legal} set={set} errors={errors} />

      <TextAreaField
        name="description"
        label="Beschreiben Sie kurz Ihr Anliegen"
        hint={`${DESCRIPTION_MIN} bis ${DESCRIPTION_MAX} Zeichen: Woher kennen Sie die Person, und was möchten Sie klären?`}
        value={legal.description}
        onChange={(value) => set('description', value)}
        error={errors.description}
        rows={4}
        maxLength={DESCRIPTION_MAX}
        required
        counter={
          <span className={length >= DESCRIPTION_MIN && length <= DESCRIPTION_MAX ? 'text-emerald-800' : 'text-muted'}>
            {length} / {DESCRIPTION_MAX} Zeichen
            {length < DESCRIPTION_MIN ? ` – noch mindestens ${DESCRIPTION_MIN - length}` : ''}
          </span>
        }
      />

      <ConfirmationFields legal={legal} set={set} errors={errors} consents={consents} free={free} />
    </div>
  );
}
