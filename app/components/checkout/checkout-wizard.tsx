import { useEffect, useRef, useState } from 'react';
import { RichText } from '#app/components/rich-text.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Progress } from '#app/components/ui/progress.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import type { ConsentText } from '#app/content/types.ts';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  fieldErrors,
  legalSchema,
  orderMessages,
  permittedPurposes,
  platformOptions,
  stepSchemas,
} from '#app/lib/checkout-schema.ts';
import { CheckboxField, FieldError, TextAreaField, TextField } from './fields.tsx';
import { FileUpload, formatSize } from './file-upload.tsx';
import { type Draft, useDraft } from './use-draft.ts';

const STEPS = ['Kontaktdaten', 'Zielperson', 'Dateien', 'Details', 'Rechtliches', 'Zahlung'] as const;

export interface CheckoutProps {
  service: { name: string; source: string | null };
  consents: readonly ConsentText[];
  provider: { companyName: string; address: string; email: string };
  /** Back from the payment page: continue on step 6 with everything kept. */
  cancelled: boolean;
}

type Errors = Record<string, string>;

/** Which part of the draft each validated step edits (step 3, files, and 6, summary, have no form). */
const stepDraftKey = { 1: 'customer', 2: 'target', 4: 'additional', 5: 'legal' } as const;

function validateStep(step: number, draft: Draft): Errors {
  if (!(step in stepSchemas)) return {};
  const key = step as keyof typeof stepSchemas;
  const result = stepSchemas[key].safeParse(draft[stepDraftKey[key]]);
  return result.success ? {} : fieldErrors(result.error);
}

export function CheckoutWizard({ service, consents, provider, cancelled }: CheckoutProps) {
  const { draft, setDraft, update, restored } = useDraft(cancelled ? 6 : undefined);
  const [errors, setErrors] = useState<Errors>({});
  const [processing, setProcessing] = useState(false);
  const [uploadsBusy, setUploadsBusy] = useState(false);
  const submitting = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = draft.step;

  useEffect(() => {
    if (cancelled && restored) {
      toast.info('Zahlung abgebrochen', {
        description: 'Ihre Angaben sind erhalten. Sie können die Buchung jederzeit abschließen.',
      });
    }
  }, [cancelled, restored]);

  function goTo(next: number) {
    update('step', next);
    setErrors({});
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function next() {
    const found = validateStep(step, draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    goTo(Math.min(6, step + 1));
  }

  async function order() {
    // A second click while processing is ignored (spec §4).
    if (submitting.current) return;
    // The confirmations are checked again right before paying (spec §5).
    const legal = legalSchema.safeParse(draft.legal);
    if (!legal.success) {
      toast.error(orderMessages.confirmationRequired.title, {
        description: orderMessages.confirmationRequired.description,
      });
      return;
    }
    for (const stepToCheck of [1, 2, 4]) {
      if (Object.keys(validateStep(stepToCheck, draft)).length > 0) {
        goTo(stepToCheck);
        setErrors(validateStep(stepToCheck, draft));
        return;
      }
    }
    submitting.current = true;
    setProcessing(true);
    try {
      if (!draft.customer.email) throw new Error(orderMessages.emailRequired);
      const response = await fetch('/api/checkout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          checkoutId: draft.checkoutId,
          service: service.source ?? undefined,
          customer: draft.customer,
          target: draft.target,
          additional: draft.additional,
          legal: draft.legal,
          documentIds: draft.documents.map((document) => document.id),
        }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        paymentUrl?: string;
        errors?: Errors;
        reason?: string;
      };
      if (response.status === 409 && body.reason === 'customer-changed') {
        // The contact data of an order already sent cannot change: continue as a new order with
        // everything entered (files belong to the first order and must be chosen again).
        const hadFiles = draft.documents.length > 0;
        setDraft((current) => ({ ...current, checkoutId: crypto.randomUUID(), documents: [] }));
        toast.info('Kontaktdaten geändert', {
          description: hadFiles
            ? 'Eine bereits abgeschickte Buchung behält ihre Kontaktdaten. Mit Ihren geänderten Angaben geht es als neue Buchung weiter: Bitte laden Sie Ihre Dateien in Schritt 3 erneut hoch und bestellen Sie dann.'
            : 'Eine bereits abgeschickte Buchung behält ihre Kontaktdaten. Mit Ihren geänderten Angaben geht es als neue Buchung weiter: Bitte bestellen Sie erneut.',
        });
        submitting.current = false;
        setProcessing(false);
        if (hadFiles) goTo(3);
        return;
      }
      if (!response.ok) throw new Error(Object.values(body.errors ?? {})[0] ?? `HTTP ${response.status}`);
      if (!body.paymentUrl) throw new Error(orderMessages.noCheckoutUrl);
      // Same tab (DESIGN.md point 5); the button stays disabled while the browser leaves.
      window.location.assign(body.paymentUrl);
    } catch (error) {
      console.error('Checkout error:', error);
      toast.error(orderMessages.failed.title, { description: orderMessages.failed.description });
      submitting.current = false;
      setProcessing(false);
    }
  }

  return (
    <div>
      <nav aria-label="Fortschritt der Buchung" className="mt-6">
        <p className="font-medium text-sm">
          Schritt {step} von 6: {STEPS[step - 1]}
        </p>
        <Progress value={(step / 6) * 100} className="mt-2" aria-label={`Schritt ${step} von 6`} />
        <ol className="mt-3 hidden grid-cols-6 gap-2 text-center text-xs sm:grid">
          {STEPS.map((label, index) => (
            <li
              key={label}
              aria-current={index + 1 === step ? 'step' : undefined}
              className={
                index + 1 === step ? 'font-semibold text-brand-700' : index + 1 < step ? 'text-ink' : 'text-muted'
              }
            >
              {label}
            </li>
          ))}
        </ol>
      </nav>

      <section
        aria-labelledby="schritt-titel"
        className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h2 id="schritt-titel" ref={headingRef} tabIndex={-1} className="font-bold text-2xl outline-none">
          {STEPS[step - 1]}
        </h2>
        <div className="mt-6" data-step={step} data-restored={restored ? '' : undefined}>
          {step === 1 ? <StepContact draft={draft} update={update} errors={errors} /> : null}
          {step === 2 ? <StepTarget draft={draft} update={update} errors={errors} /> : null}
          {step === 3 ? (
            <div className="space-y-4">
              <p className="text-slate-700">
                Fotos, Screenshots oder Dokumente helfen uns bei der Prüfung, zum Beispiel Profilbilder, Chatverläufe
                oder Zahlungsaufforderungen. Dieser Schritt ist freiwillig.
              </p>
              <FileUpload
                checkoutId={draft.checkoutId}
                documents={draft.documents}
                onAdded={(file) => update('documents', (list) => [...list, file])}
                onRemoved={(id) => update('documents', (list) => list.filter((file) => file.id !== id))}
                onBusyChange={setUploadsBusy}
              />
            </div>
          ) : null}
          {step === 4 ? <StepDetails draft={draft} update={update} errors={errors} /> : null}
          {step === 5 ? <StepLegal draft={draft} update={update} errors={errors} consents={consents} /> : null}
          {step === 6 ? <StepSummary draft={draft} service={service.name} provider={provider} onEdit={goTo} /> : null}
        </div>

        <div className="mt-8 flex flex-col-reverse gap-3 border-slate-200 border-t pt-6 sm:flex-row sm:justify-between">
          <Button
            type="button"
            variant="outline"
            size="lg"
            onClick={() => goTo(Math.max(1, step - 1))}
            disabled={step === 1 || processing}
          >
            Zurück
          </Button>
          {step < 6 ? (
            <Button type="button" size="lg" onClick={next}>
              Weiter
            </Button>
          ) : (
            <Button
              type="button"
              size="lg"
              onClick={() => void order()}
              disabled={processing || uploadsBusy}
              aria-disabled={processing || uploadsBusy}
              data-testid="order-button"
            >
              {/* § 312j Abs. 3 BGB: the button names the payment obligation. */}
              {processing
                ? 'Wird verarbeitet...'
                : uploadsBusy
                  ? 'Dateien werden hochgeladen...'
                  : 'Jetzt zahlungspflichtig bestellen'}
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}

type StepProps = {
  draft: Draft;
  update: ReturnType<typeof useDraft>['update'];
  errors: Errors;
};

function StepContact({ draft, update, errors }: StepProps) {
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

function StepTarget({ draft, update, errors }: StepProps) {
  const set = (key: Exclude<keyof Draft['target'], 'targetPlatforms'>) => (value: string) =>
    update('target', (t) => ({ ...t, [key]: value }));
  const toggle = (platform: string, on: boolean) =>
    update('target', (t) => ({
      ...t,
      targetPlatforms: on ? [...t.targetPlatforms, platform] : t.targetPlatforms.filter((p) => p !== platform),
    }));
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

function StepDetails({ draft, update, errors }: StepProps) {
  return (
    <div className="space-y-6">
      <TextAreaField
        name="suspicionReason"
        label="Was macht Sie misstrauisch?"
        hint="Zum Beispiel: Geldforderungen, keine Videoanrufe, widersprüchliche Angaben."
        value={draft.additional.suspicionReason}
        onChange={(value) => update('additional', (a) => ({ ...a, suspicionReason: value }))}
        error={errors.suspicionReason}
        maxLength={5000}
      />
      <TextAreaField
        name="chatContent"
        label="Auszüge aus dem Chatverlauf"
        hint="Kopieren Sie wichtige Nachrichten hier hinein. Screenshots können Sie im Schritt „Dateien“ hochladen."
        value={draft.additional.chatContent}
        onChange={(value) => update('additional', (a) => ({ ...a, chatContent: value }))}
        error={errors.chatContent}
        rows={10}
        maxLength={20000}
      />
    </div>
  );
}

function StepLegal({ draft, update, errors, consents }: StepProps & { consents: readonly ConsentText[] }) {
  const legal = draft.legal;
  const set = <K extends keyof Draft['legal']>(key: K, value: Draft['legal'][K]) =>
    update('legal', (l) => ({ ...l, [key]: value }));
  const length = legal.description.trim().length;
  const consentFor = (kind: ConsentText['kind']) => consents.find((consent) => consent.kind === kind)?.label ?? '';
  return (
    <div className="space-y-8">
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
      </div>
    </div>
  );
}

function SummaryBlock({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: number;
  onEdit: (step: number) => void;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-lg border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold">{title}</h3>
        <button
          type="button"
          onClick={() => onEdit(step)}
          className="font-medium text-brand-700 text-sm underline underline-offset-2"
        >
          Ändern<span className="sr-only">: {title}</span>
        </button>
      </div>
      <div className="mt-2 text-slate-700">{children}</div>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div className="grid gap-1 sm:grid-cols-[11rem_1fr]">
      <dt className="text-muted">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}

function StepSummary({
  draft,
  service,
  provider,
  onEdit,
}: {
  draft: Draft;
  service: string;
  provider: CheckoutProps['provider'];
  onEdit: (step: number) => void;
}) {
  const { customer, target, additional, legal, documents } = draft;
  return (
    <div className="space-y-4">
      <SummaryBlock title="Kontaktdaten" step={1} onEdit={onEdit}>
        <dl className="space-y-1">
          <Row label="Name" value={`${customer.firstName} ${customer.lastName}`} />
          <Row label="E-Mail" value={customer.email} />
          <Row label="Telefon" value={customer.phone} />
        </dl>
      </SummaryBlock>
      <SummaryBlock title="Zielperson" step={2} onEdit={onEdit}>
        <dl className="space-y-1">
          <Row label="Name" value={target.targetName} />
          <Row label="Plattformen" value={target.targetPlatforms.join(', ')} />
          <Row label="Benutzername" value={target.targetUsername} />
          <Row label="Profil-Link" value={target.targetProfileUrl} />
          <Row label="E-Mail" value={target.targetEmail} />
          <Row label="Telefon" value={target.targetPhone} />
        </dl>
      </SummaryBlock>
      <SummaryBlock title="Dateien" step={3} onEdit={onEdit}>
        {documents.length === 0 ? (
          <p>Keine Dateien hochgeladen.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5">
            {documents.map((file) => (
              <li key={file.id}>
                {file.fileName} ({formatSize(file.fileSize)})
              </li>
            ))}
          </ul>
        )}
      </SummaryBlock>
      <SummaryBlock title="Details" step={4} onEdit={onEdit}>
        <dl className="space-y-1">
          <Row label="Verdachtsgrund" value={additional.suspicionReason} />
          <Row
            label="Chatverlauf"
            value={additional.chatContent ? `${additional.chatContent.length.toLocaleString('de-DE')} Zeichen` : ''}
          />
        </dl>
        {!additional.suspicionReason && !additional.chatContent ? <p>Keine weiteren Angaben.</p> : null}
      </SummaryBlock>
      <SummaryBlock title="Rechtliches" step={5} onEdit={onEdit}>
        <dl className="space-y-1">
          <Row label="Zweck" value={legal.purposes.join(', ')} />
          <Row label="Ihr Anliegen" value={legal.description} />
        </dl>
      </SummaryBlock>

      <section aria-labelledby="preis-titel" className="rounded-xl bg-brand-50 p-5">
        <h3 id="preis-titel" className="font-semibold text-lg">
          Ihre Bestellung
        </h3>
        <dl className="mt-3 space-y-1">
          <Row label="Leistung" value={`${service}: Prüfung einer Person durch unsere Fachleute`} />
          <Row
            label="Lieferung"
            value="Ergebnis per E-Mail, in der Regel innerhalb von 24–48 Stunden (in komplexen Fällen bis 72 Stunden)"
          />
          <Row label="Zahlung" value="Kartenzahlung vor Beginn der Prüfung" />
        </dl>
        <p className="mt-4 font-bold text-2xl" data-testid="price">
          39,00 € inkl. 19 % MwSt.
        </p>
        <p className="mt-3 text-muted text-sm">
          Anbieter: {provider.companyName}, {provider.address}, {provider.email}. Es gelten unsere{' '}
          <RichText text="[AGB](/agb)" newTab />. Ihr Widerrufsrecht:{' '}
          <RichText text="[Widerrufsbelehrung](/widerruf)" newTab />.
        </p>
      </section>
    </div>
  );
}
