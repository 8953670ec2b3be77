import { type RefObject, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { CheckoutAside } from '#app/components/checkout/checkout-aside.tsx';
import { CheckoutButtons } from '#app/components/checkout/checkout-buttons.tsx';
import { CheckoutProgress, STEPS } from '#app/components/checkout/checkout-progress.tsx';
import {
  DetailsStep,
  FilesStep,
  isStepReady,
  LegalStep,
  loadLaterSteps,
  loadValidation,
  prepareStep,
  StepLoading,
  SummaryStep,
  TargetStep,
} from '#app/components/checkout/later-steps.tsx';
import type { Errors } from '#app/components/checkout/step-validation.ts';
import { ContactStep } from '#app/components/checkout/steps/contact-step.tsx';
import type { StepProps } from '#app/components/checkout/steps/step-props.ts';
import type { ProviderDetails } from '#app/components/checkout/steps/summary-step.tsx';
import { useCheckoutSubmit } from '#app/components/checkout/use-checkout-submit.ts';
import { type Draft, useDraft, voucherApplied } from '#app/components/checkout/use-draft.ts';
import { type Thumbnails, useThumbnails } from '#app/components/checkout/use-thumbnails.ts';
import { useVoucherCheck } from '#app/components/checkout/use-voucher-check.ts';
import { reportCheckoutStep } from '#app/components/page-view-tracker.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import { useEarlyClick } from '#app/components/use-early-click.ts';
import { paymentMethodsNote } from '#app/content/legal.ts';
import type { ConsentText } from '#app/content/types.ts';

/** Everything the customer enters (not the step shown): errors on screen are rechecked when it changes. */
function enteredValues(draft: Draft): string {
  const { customer, target, additional, legal, voucherCode } = draft;
  return JSON.stringify([customer, target, additional, legal, voucherCode]);
}

/**
 * The errors shown on the current step. Messages follow the customer's corrections: once a step has
 * shown errors, each change of what is entered checks the step again (a ticked box or a long enough
 * description clears its message at once, without pressing "Weiter" again). `shownFor` is what was
 * entered when the messages appeared; moving between steps alone does not recheck (a server's message
 * on the step it sent the customer to stays until the field changes).
 */
function useRecheckedErrors(draft: Draft) {
  const [errors, setErrors] = useState<Errors>({});
  const shownFor = useRef<string | null>(null);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const showErrors = useCallback((found: Errors) => {
    setErrors(found);
    shownFor.current = Object.keys(found).length > 0 ? enteredValues(draftRef.current) : null;
  }, []);
  useEffect(() => {
    if (shownFor.current === null) return;
    const entered = enteredValues(draft);
    if (entered === shownFor.current) return;
    shownFor.current = entered;
    let current = true;
    void loadValidation().then(({ validateStep }) => {
      if (current) setErrors(validateStep(draft.step, draft));
    });
    return () => {
      current = false;
    };
  }, [draft]);
  return { errors, showErrors };
}

/** Whether the step's module is there; loads the later steps once the wizard has hydrated. */
function useStepReady(step: number): boolean {
  useEffect(() => {
    void loadLaterSteps();
  }, []);

  // A draft restored on a later step: the counter appears when the step's module has arrived.
  const [, setReadyTick] = useState(0);
  const stepReady = isStepReady(step);
  useEffect(() => {
    if (stepReady) return;
    let current = true;
    prepareStep(step).then(
      () => current && setReadyTick((tick) => tick + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [step, stepReady]);
  return stepReady;
}

/** Back from the payment page: says that everything entered is kept. */
function useCancelledNotice(cancelled: boolean, restored: boolean) {
  useEffect(() => {
    if (cancelled && restored) {
      toast.info('Zahlung abgebrochen', {
        description: 'Ihre Angaben sind erhalten. Sie können die Buchung jederzeit abschließen.',
      });
    }
  }, [cancelled, restored]);
}

interface NavigationOptions {
  draft: Draft;
  update: StepProps['update'];
  showErrors: (found: Errors) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** `goTo` a step, and `next`: the current step checked, then the one after it. */
function useStepNavigation({ draft, update, showErrors, headingRef }: NavigationOptions) {
  const step = draft.step;
  // What is entered now, not when "Weiter" was pressed: the validation module is awaited first, and
  // meanwhile the draft may have changed (the fields typed before hydration arriving in it).
  const latest = useRef(draft);
  latest.current = draft;

  /**
   * Moves to a step once its module is there (at once when it is); a failed fetch (offline) keeps the
   * customer on her step with a message, everything entered kept.
   */
  async function goTo(next: number) {
    if (!isStepReady(next)) {
      try {
        await prepareStep(next);
      } catch {
        toast.error('Der nächste Schritt konnte nicht geladen werden', {
          description:
            'Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es noch einmal. Ihre Angaben sind erhalten.',
        });
        return;
      }
    }
    update('step', next);
    showErrors({});
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  async function next() {
    const { validateStep } = await loadValidation();
    const current = latest.current;
    // A second press while the first one moved on: that step is not the one it was pressed on.
    if (current.step !== step) return;
    const found = validateStep(step, current);
    // The messages are on screen before the focus moves: when the validation module arrived after
    // the click (a slow phone), React rendered them later than the next frame, and the focus stayed
    // on "Weiter".
    flushSync(() => showErrors(found));
    if (Object.keys(found).length > 0) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    await goTo(Math.min(6, step + 1));
  }

  return { goTo, next };
}

interface CurrentStepProps {
  draft: Draft;
  update: StepProps['update'];
  errors: Errors;
  service: string;
  consents: readonly ConsentText[];
  provider: ProviderDetails;
  free: boolean;
  voucher: ReturnType<typeof useVoucherCheck>;
  thumbnails: Thumbnails;
  goTo: (step: number) => void;
  onBusyChange: (busy: boolean) => void;
}

/** The form of the step shown: step 1 from the page, the later ones from their modules. */
function CurrentStep({ draft, update, errors, consents, free, ...rest }: CurrentStepProps) {
  const step = draft.step;
  return (
    <>
      {step === 1 ? <ContactStep draft={draft} update={update} errors={errors} /> : null}
      <Suspense fallback={<StepLoading />}>
        {step === 2 ? <TargetStep draft={draft} update={update} errors={errors} /> : null}
        {step === 3 ? (
          <FilesStep draft={draft} update={update} onBusyChange={rest.onBusyChange} thumbnails={rest.thumbnails} />
        ) : null}
        {step === 4 ? <DetailsStep draft={draft} update={update} errors={errors} /> : null}
        {step === 5 ? (
          <LegalStep draft={draft} update={update} errors={errors} consents={consents} free={free} />
        ) : null}
        {step === 6 ? (
          <SummaryStep
            draft={draft}
            update={update}
            errors={errors}
            service={rest.service}
            provider={rest.provider}
            onEdit={rest.goTo}
            free={free}
            voucher={rest.voucher}
          />
        ) : null}
      </Suspense>
    </>
  );
}

export interface CheckoutProps {
  service: { name: string; source: string | null };
  consents: readonly ConsentText[];
  provider: ProviderDetails;
  /** Back from the payment page: continue on step 6 with everything kept. */
  cancelled: boolean;
}

/** The six-step checkout: holds the draft and moves between the steps; useCheckoutSubmit sends the order. */
export function CheckoutWizard({ service, consents, provider, cancelled }: CheckoutProps) {
  const stepRef = useRef<HTMLDivElement>(null);
  const { draft, setDraft, update, restored } = useDraft(cancelled ? 6 : undefined, stepRef);
  const { errors, showErrors } = useRecheckedErrors(draft);
  const [uploadsBusy, setUploadsBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const thumbnails = useThumbnails(draft.documents);
  const step = draft.step;
  const free = voucherApplied(draft);

  useCancelledNotice(cancelled, restored);
  const stepReady = useStepReady(step);

  // The checkout funnel of the visitor statistics: each step shown (app/components/page-view-tracker.tsx).
  useEffect(() => {
    reportCheckoutStep(step, service.source);
  }, [step, service.source]);

  const { goTo, next } = useStepNavigation({ draft, update, showErrors, headingRef });

  // "Weiter" pressed before the script had arrived, or after it but before what was typed is in
  // the draft (the restore runs just after hydration), counts once it is there, if the draft is
  // still on step 1 (where the server-rendered page was). Validated earlier, it found the draft empty
  // and said "Vorname ist erforderlich" under the name she had typed.
  const pressNextLater = useEarlyClick('checkout-next', restored, () => {
    if (step === 1) void next();
  });

  const voucher = useVoucherCheck({ draft, update, showErrors });
  const { processing, order } = useCheckoutSubmit({
    draft,
    setDraft,
    serviceSource: service.source,
    goTo,
    setErrors: showErrors,
    checkVoucher: voucher.redeem,
  });

  return (
    <div>
      {/* § 312j Abs. 1 BGB: the accepted payment methods, visible from the start of the checkout. */}
      <p className="mt-2 text-muted text-sm" data-testid="payment-methods">
        {paymentMethodsNote(provider)}
      </p>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start lg:gap-8">
        <div>
          <CheckoutProgress step={step} hidden={!stepReady} />
          <section
            aria-labelledby="schritt-titel"
            className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            <h2 id="schritt-titel" ref={headingRef} tabIndex={-1} className="font-bold text-2xl outline-none">
              {STEPS[step - 1]}
            </h2>
            <div ref={stepRef} className="mt-6" data-step={step} data-restored={restored ? '' : undefined}>
              <CurrentStep
                {...{ draft, update, errors, consents, provider, free, voucher, thumbnails, goTo }}
                service={service.name}
                onBusyChange={setUploadsBusy}
              />
            </div>
            <CheckoutButtons
              step={step}
              processing={processing}
              uploadsBusy={uploadsBusy}
              voucherChecking={voucher.checking}
              free={free}
              onBack={() => goTo(Math.max(1, step - 1))}
              onNext={() => (restored ? void next() : pressNextLater())}
              onOrder={() => void order()}
            />
          </section>
        </div>
        <CheckoutAside service={service.name} free={free} />
      </div>
    </div>
  );
}
