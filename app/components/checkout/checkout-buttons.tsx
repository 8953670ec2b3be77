import { Button } from '#app/components/ui/button.tsx';

interface CheckoutButtonsProps {
  step: number;
  /** The order is on its way (use-checkout-submit.ts). */
  processing: boolean;
  uploadsBusy: boolean;
  voucherChecking: boolean;
  /** The voucher pays the order. */
  free: boolean;
  onBack: () => void;
  onNext: () => void;
  onOrder: () => void;
}

/** "Zurück", and "Weiter" on steps 1–5 or the order button on step 6. */
export function CheckoutButtons({
  step,
  processing,
  uploadsBusy,
  voucherChecking,
  free,
  onBack,
  onNext,
  onOrder,
}: CheckoutButtonsProps) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-slate-200 border-t pt-6 sm:flex-row sm:justify-between">
      <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={step === 1 || processing}>
        Zurück
      </Button>
      {step < 6 ? (
        <Button type="button" size="lg" onClick={onNext} data-early-click="checkout-next">
          Weiter
        </Button>
      ) : (
        <Button
          type="button"
          size="lg"
          onClick={onOrder}
          disabled={processing || uploadsBusy || voucherChecking}
          aria-disabled={processing || uploadsBusy || voucherChecking}
          data-testid="order-button"
        >
          {/* § 312j Abs. 3 BGB: the button names the payment obligation; an order the voucher
              pays has none (the server redeems the code again and charges nothing). With a
              code typed but not checked, pressing it checks the code and orders nothing
              (use-checkout-submit.ts): the customer then sees the price and confirms. */}
          {processing
            ? 'Wird verarbeitet...'
            : uploadsBusy
              ? 'Dateien werden hochgeladen...'
              : free
                ? 'Jetzt kostenlos bestellen'
                : 'Jetzt zahlungspflichtig bestellen'}
        </Button>
      )}
    </div>
  );
}
