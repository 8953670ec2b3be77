import { type Dispatch, type SetStateAction, useRef, useState } from 'react';
import type { Errors } from '#app/components/checkout/step-validation.ts';
import { type Draft, voucherApplied } from '#app/components/checkout/use-draft.ts';
import { toast } from '#app/components/ui/sonner.tsx';
import { orderMessages, stepOfServerErrors, voucherCheckMessages } from '#app/lib/checkout-rules.ts';

interface SubmitOptions {
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  /** The service the checkout was opened for (`?service=`), sent with the order. */
  serviceSource: string | null;
  /** The wizard's navigation: shows a step and focuses its heading. */
  goTo: (step: number) => void;
  setErrors: (errors: Errors) => void;
  /** Step 6's "Einlösen" (use-voucher-check.ts): true when the typed code was accepted. */
  checkVoucher: () => Promise<boolean>;
}

/** Moves the focus to the first field marked invalid, once the step has rendered it. */
function focusFirstInvalid() {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
  );
}

/**
 * Sends the order and leaves for the payment page (or, for an order paid with a guarantee voucher,
 * straight for the success page). `processing` is true from the click until the browser leaves, or
 * until the order failed and can be sent again.
 */
export function useCheckoutSubmit({ draft, setDraft, serviceSource, goTo, setErrors, checkVoucher }: SubmitOptions) {
  const [processing, setProcessing] = useState(false);
  const submitting = useRef(false);

  async function order() {
    // A second click while processing is ignored (spec §4).
    if (submitting.current) return;
    // The step schemas (ready long before anyone reaches step 6; decision record 026).
    const { legalConfirmed, validateStep } = await import('#app/components/checkout/step-validation.ts');
    if (submitting.current) return;
    // The confirmations are checked again right before paying (spec §5).
    if (!legalConfirmed(draft)) {
      toast.error(orderMessages.confirmationRequired.title, {
        description: orderMessages.confirmationRequired.description,
      });
      return;
    }
    for (const stepToCheck of [1, 2, 4, 6]) {
      const found = validateStep(stepToCheck, draft);
      if (Object.keys(found).length > 0) {
        if (stepToCheck === draft.step) focusFirstInvalid();
        else goTo(stepToCheck);
        setErrors(found);
        return;
      }
    }
    // A code typed but never checked with "Einlösen": the customer has not seen the price it gives.
    // Nothing is ordered; the code is checked instead. Valid: the summary shows 0,00 € and the button
    // "Jetzt kostenlos bestellen", and the customer confirms; refused: the reason at the field.
    const free = voucherApplied(draft);
    if (draft.voucherCode.trim() !== '' && !free) {
      if (await checkVoucher()) {
        toast.info('Gutscheincode geprüft', { description: voucherCheckMessages.confirmFree });
      } else {
        focusFirstInvalid();
      }
      return;
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
          service: serviceSource ?? undefined,
          customer: draft.customer,
          target: draft.target,
          additional: draft.additional,
          legal: draft.legal,
          documentIds: draft.documents.map((document) => document.id),
          voucherCode: draft.voucherCode.trim() || undefined,
          // The code the summary showed applied: the server redeems no other (order.server.ts).
          appliedVoucherCode: free ? draft.voucherChecked?.code : undefined,
        }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        paymentUrl?: string;
        errors?: Errors;
        reason?: string;
        voucherCode?: string;
      };
      if (response.status === 409 && body.reason === 'voucher-unconfirmed' && body.voucherCode) {
        // The server found the code valid but not shown applied: nothing was ordered. The summary
        // now shows 0,00 € and the customer confirms the free order.
        const code = body.voucherCode;
        setDraft((current) => ({
          ...current,
          voucherChecked: { code, email: current.customer.email.trim().toLowerCase() },
        }));
        setErrors({});
        toast.info('Gutscheincode geprüft', { description: voucherCheckMessages.confirmFree });
        submitting.current = false;
        setProcessing(false);
        return;
      }
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
      // A refused field (e.g. the voucher code): shown on its field in its step, everything else kept.
      const refused = response.status === 400 && body.errors ? stepOfServerErrors(body.errors) : null;
      if (refused) {
        submitting.current = false;
        setProcessing(false);
        // A code "Einlösen" accepted but the order refused (used meanwhile, or a forged answer):
        // the summary shows the price again.
        if (refused.errors.voucherCode) setDraft((current) => ({ ...current, voucherChecked: null }));
        if (refused.step !== draft.step) goTo(refused.step);
        setErrors(refused.errors);
        focusFirstInvalid();
        return;
      }
      if (response.status === 429 && body.errors?.form) {
        toast.error('Zu viele Bestellungen', { description: body.errors.form });
        submitting.current = false;
        setProcessing(false);
        return;
      }
      if (!response.ok) throw new Error(Object.values(body.errors ?? {})[0] ?? `HTTP ${response.status}`);
      if (!body.paymentUrl) throw new Error(orderMessages.noCheckoutUrl);
      // Same tab (docs/product.md §12, difference 5); the button stays disabled while the browser leaves.
      window.location.assign(body.paymentUrl);
    } catch (error) {
      console.error('Checkout error:', error);
      toast.error(orderMessages.failed.title, { description: orderMessages.failed.description });
      submitting.current = false;
      setProcessing(false);
    }
  }

  return { processing, order };
}
