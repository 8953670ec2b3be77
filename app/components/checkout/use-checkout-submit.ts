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

/**
 * Moves the focus to the first field marked invalid once the step has rendered it: looked for each
 * frame for up to 2 s (two frames were not always enough on a busy phone, and the focus stayed on
 * the button).
 */
function focusFirstInvalid(until = performance.now() + 2000) {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (performance.now() < until) focusFirstInvalid(until);
  });
}

/** The answer of POST /api/checkout, as far as the wizard reads it. */
interface OrderAnswer {
  status: number;
  ok: boolean;
  body: { paymentUrl?: string; errors?: Errors; reason?: string; voucherCode?: string };
}

/** Sends the draft as the order (POST /api/checkout) and reads the answer; `free`: the voucher shown applied. */
async function postOrder(draft: Draft, serviceSource: string | null, free: boolean): Promise<OrderAnswer> {
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
  const body = (await response.json().catch(() => ({}))) as OrderAnswer['body'];
  return { status: response.status, ok: response.ok, body };
}

/** What showRefusal changes in the wizard; `release` lets the order be sent again. */
interface RefusalContext extends Pick<SubmitOptions, 'draft' | 'setDraft' | 'goTo' | 'setErrors'> {
  release: () => void;
}

/**
 * Shows an answer that ordered nothing but leaves the order to be sent again (a voucher to confirm,
 * changed contact data, a refused field, too many orders); false for any other answer.
 */
function showRefusal({ status, body }: OrderAnswer, { draft, setDraft, goTo, setErrors, release }: RefusalContext) {
  if (status === 409 && body.reason === 'voucher-unconfirmed' && body.voucherCode) {
    // The server found the code valid but not shown applied: nothing was ordered. The summary
    // now shows 0,00 € and the customer confirms the free order.
    const code = body.voucherCode;
    setDraft((current) => ({
      ...current,
      voucherChecked: { code, email: current.customer.email.trim().toLowerCase() },
    }));
    setErrors({});
    toast.info('Gutscheincode geprüft', { description: voucherCheckMessages.confirmFree });
    release();
    return true;
  }
  if (status === 409 && body.reason === 'customer-changed') {
    // The contact data of an order already sent cannot change: continue as a new order with
    // everything entered (files belong to the first order and must be chosen again).
    const hadFiles = draft.documents.length > 0;
    setDraft((current) => ({ ...current, checkoutId: crypto.randomUUID(), documents: [] }));
    toast.info('Kontaktdaten geändert', {
      description: hadFiles
        ? 'Eine bereits abgeschickte Buchung behält ihre Kontaktdaten. Mit Ihren geänderten Angaben geht es als neue Buchung weiter: Bitte laden Sie Ihre Dateien in Schritt 3 erneut hoch und bestellen Sie dann.'
        : 'Eine bereits abgeschickte Buchung behält ihre Kontaktdaten. Mit Ihren geänderten Angaben geht es als neue Buchung weiter: Bitte bestellen Sie erneut.',
    });
    release();
    if (hadFiles) goTo(3);
    return true;
  }
  // A refused field (e.g. the voucher code): shown on its field in its step, everything else kept.
  const refused = status === 400 && body.errors ? stepOfServerErrors(body.errors) : null;
  if (refused) {
    release();
    // A code "Einlösen" accepted but the order refused (used meanwhile, or a forged answer):
    // the summary shows the price again.
    if (refused.errors.voucherCode) setDraft((current) => ({ ...current, voucherChecked: null }));
    if (refused.step !== draft.step) goTo(refused.step);
    setErrors(refused.errors);
    focusFirstInvalid();
    return true;
  }
  if (status === 429 && body.errors?.form) {
    toast.error('Zu viele Bestellungen', { description: body.errors.form });
    release();
    return true;
  }
  return false;
}

/** The payment page of an accepted order; any other answer throws with the server's first error (or its status). */
function paymentUrlOf({ status, ok, body }: OrderAnswer): string {
  if (!ok) throw new Error(Object.values(body.errors ?? {})[0] ?? `HTTP ${status}`);
  if (!body.paymentUrl) throw new Error(orderMessages.noCheckoutUrl);
  return body.paymentUrl;
}

/**
 * Sends the order and leaves for the payment page (or, for an order paid with a guarantee voucher,
 * straight for the success page). `processing` is true from the click until the browser leaves, or
 * until the order failed and can be sent again.
 */
export function useCheckoutSubmit({ draft, setDraft, serviceSource, goTo, setErrors, checkVoucher }: SubmitOptions) {
  const [processing, setProcessing] = useState(false);
  const submitting = useRef(false);
  const release = () => {
    submitting.current = false;
    setProcessing(false);
  };

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
      const answer = await postOrder(draft, serviceSource, free);
      if (showRefusal(answer, { draft, setDraft, goTo, setErrors, release })) return;
      // Same tab (docs/product.md §12, difference 5); the button stays disabled while the browser leaves.
      window.location.assign(paymentUrlOf(answer));
    } catch (error) {
      console.error('Checkout error:', error);
      toast.error(orderMessages.failed.title, { description: orderMessages.failed.description });
      release();
    }
  }

  return { processing, order };
}
