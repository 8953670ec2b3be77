import { useState } from 'react';
import type { Errors } from '#app/components/checkout/step-validation.ts';
import type { Draft, useDraft } from '#app/components/checkout/use-draft.ts';
import { voucherCheckMessages } from '#app/lib/checkout-rules.ts';

interface VoucherCheckOptions {
  draft: Draft;
  update: ReturnType<typeof useDraft>['update'];
  /** Shows a refusal on the field (the wizard's errors, kept up to date while the code changes). */
  showErrors: (errors: Errors) => void;
}

/**
 * Step 6's "Einlösen": asks the server whether the typed code would be accepted for the address of
 * step 1 (POST /api/vouchers/check). A valid code is remembered with that address in the draft, and
 * the summary then shows 0,00 €; the order still sends the code and the server redeems it again,
 * so nothing here decides the price. `redeem` resolves to whether the code was accepted.
 */
export function useVoucherCheck({ draft, update, showErrors }: VoucherCheckOptions) {
  const [checking, setChecking] = useState(false);

  async function redeem(): Promise<boolean> {
    if (checking) return false;
    setChecking(true);
    try {
      const response = await fetch('/api/vouchers/check', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ voucherCode: draft.voucherCode, email: draft.customer.email }),
      });
      const body = (await response.json().catch(() => ({}))) as { voucherCode?: string; errors?: Errors };
      if (response.ok && body.voucherCode) {
        update('voucherChecked', { code: body.voucherCode, email: draft.customer.email.trim().toLowerCase() });
        showErrors({});
        return true;
      }
      update('voucherChecked', null);
      showErrors({ voucherCode: body.errors?.voucherCode ?? voucherCheckMessages.failed });
      return false;
    } catch {
      showErrors({ voucherCode: voucherCheckMessages.failed });
      return false;
    } finally {
      setChecking(false);
    }
  }

  function remove() {
    update('voucherCode', '');
    update('voucherChecked', null);
    showErrors({});
  }

  return { checking, redeem, remove };
}
