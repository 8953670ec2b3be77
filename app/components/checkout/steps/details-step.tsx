import { FieldError, TextAreaField } from '#app/components/checkout/fields.tsx';
import type { StepProps } from '#app/components/checkout/steps/step-props.ts';
import { orderedForOptions, type PaymentKey, paymentOptions, SOLE_PAYMENT_ANSWERS } from '#app/lib/checkout-rules.ts';
import { ABROAD_LABEL, germanStates } from '#app/lib/residence.ts';

function Required() {
  return (
    <span className="text-red-700" aria-hidden="true">
      *
    </span>
  );
}

/**
 * The ticked answers after a click: "none" and "unknown" stand alone, so ticking one of them clears
 * the ways of paying, and ticking a way of paying clears them.
 */
export function togglePayment(current: readonly string[], key: PaymentKey, checked: boolean): string[] {
  if (!checked) return current.filter((entry) => entry !== key);
  if (SOLE_PAYMENT_ANSWERS.includes(key)) return [key];
  return [...current.filter((entry) => !SOLE_PAYMENT_ANSWERS.includes(entry as PaymentKey)), key];
}

/** The radio group "Für wen prüfen Sie?": the customer or a relative (issue 38). */
function OrderedForFieldset({ draft, update, errors }: StepProps) {
  const additional = draft.additional;
  return (
    <fieldset aria-describedby={errors.orderedFor ? 'feld-orderedFor-fehler' : 'fuer-wen-hinweis'}>
      <legend className="font-semibold">
        Für wen prüfen Sie? <Required />
      </legend>
      <p id="fuer-wen-hinweis" className="mt-1 text-muted text-sm">
        Den Ergebnisbericht richten wir an Sie. Prüfen Sie für eine Angehörige oder einen Angehörigen, erhalten Sie
        zusätzlich Hinweise für das Gespräch mit ihr oder ihm.
      </p>
      <div className="mt-3 space-y-2">
        {orderedForOptions.map((option) => {
          const id = `fuer-wen-${option.key}`;
          return (
            <div key={option.key} className="flex items-start gap-3">
              <input
                id={id}
                type="radio"
                name="orderedFor"
                value={option.key}
                checked={additional.orderedFor === option.key}
                onChange={() => update('additional', (a) => ({ ...a, orderedFor: option.key }))}
                aria-invalid={errors.orderedFor ? true : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
              <label htmlFor={id}>{option.label}</label>
            </div>
          );
        })}
      </div>
      <FieldError id="feld-orderedFor-fehler" message={errors.orderedFor} />
    </fieldset>
  );
}

/** The select of the federal state the person affected lives in (it names the police's Onlinewache). */
function ResidenceField({ draft, update, errors }: StepProps) {
  const additional = draft.additional;
  return (
    <div>
      <label htmlFor="feld-residence" className="font-semibold">
        {additional.orderedFor === 'relative'
          ? 'In welchem Bundesland wohnt die Person, für die Sie prüfen?'
          : 'In welchem Bundesland wohnen Sie?'}{' '}
        <Required />
      </label>
      <p id="feld-residence-hinweis" className="mt-1 text-muted text-sm">
        Danach richtet sich, welche Onlinewache der Polizei wir im Ergebnisbericht nennen.
      </p>
      <select
        id="feld-residence"
        name="residence"
        value={additional.residence}
        onChange={(event) => update('additional', (a) => ({ ...a, residence: event.target.value }))}
        aria-invalid={errors.residence ? true : undefined}
        aria-describedby={errors.residence ? 'feld-residence-fehler feld-residence-hinweis' : 'feld-residence-hinweis'}
        className="mt-1.5 flex h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-xs outline-none focus-visible:border-brand-600 focus-visible:ring-[3px] focus-visible:ring-brand-600/30 aria-invalid:border-red-700"
      >
        <option value="">Bitte auswählen</option>
        {germanStates.map((state) => (
          <option key={state.key} value={state.key}>
            {state.name}
          </option>
        ))}
        <option value="abroad">{ABROAD_LABEL}</option>
      </select>
      <FieldError id="feld-residence-fehler" message={errors.residence} />
    </div>
  );
}

/** The checkboxes "bereits Geld gezahlt?": the ways of paying, or "none" / "unknown" alone (togglePayment). */
function PaymentsFieldset({ draft, update, errors }: StepProps) {
  const additional = draft.additional;
  return (
    <fieldset aria-describedby={errors.payments ? 'feld-payments-fehler' : 'zahlung-hinweis'}>
      <legend className="font-semibold">
        {additional.orderedFor === 'relative'
          ? 'Hat die Person, für die Sie prüfen, bereits Geld gezahlt?'
          : 'Haben Sie bereits Geld gezahlt?'}{' '}
        <Required />
      </legend>
      <p id="zahlung-hinweis" className="mt-1 text-muted text-sm">
        Mehrere Zahlungswege können Sie zusammen ankreuzen. Danach richtet sich der erste Schritt, den wir Ihnen im
        Ergebnisbericht empfehlen.
      </p>
      <div className="mt-3 space-y-2">
        {paymentOptions.map((option) => {
          const id = `zahlung-${option.key}`;
          return (
            <div key={option.key} className="flex items-start gap-3">
              <input
                id={id}
                type="checkbox"
                name="payments"
                value={option.key}
                checked={additional.payments.includes(option.key)}
                onChange={(event) =>
                  update('additional', (a) => ({
                    ...a,
                    payments: togglePayment(a.payments, option.key, event.target.checked),
                  }))
                }
                aria-invalid={errors.payments ? true : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
              <label htmlFor={id}>{option.label}</label>
            </div>
          );
        })}
      </div>
      <FieldError id="feld-payments-fehler" message={errors.payments} />
    </fieldset>
  );
}

/**
 * Step 4, "Details": for whom the check is ordered, where the person affected lives and whether
 * money has already been paid (they shape the result report's first step, the police and the
 * reader it addresses; issue 38), then the optional reasons for the suspicion and chat excerpts.
 */
export function DetailsStep({ draft, update, errors }: StepProps) {
  const additional = draft.additional;
  return (
    <div className="space-y-8">
      <OrderedForFieldset draft={draft} update={update} errors={errors} />

      <ResidenceField draft={draft} update={update} errors={errors} />

      <PaymentsFieldset draft={draft} update={update} errors={errors} />

      <TextAreaField
        name="suspicionReason"
        label="Was macht Sie misstrauisch?"
        hint="Zum Beispiel: Geldforderungen, keine Videoanrufe, widersprüchliche Angaben."
        value={additional.suspicionReason}
        onChange={(value) => update('additional', (a) => ({ ...a, suspicionReason: value }))}
        error={errors.suspicionReason}
        maxLength={5000}
      />
      <TextAreaField
        name="chatContent"
        label="Auszüge aus dem Chatverlauf"
        hint="Kopieren Sie wichtige Nachrichten hier hinein. Bildschirmfotos können Sie im Schritt „Dateien“ hochladen."
        value={additional.chatContent}
        onChange={(value) => update('additional', (a) => ({ ...a, chatContent: value }))}
        error={errors.chatContent}
        rows={10}
        maxLength={20000}
      />
    </div>
  );
}
