import { FieldError } from '#app/components/checkout/fields.tsx';
import type { StepProps } from '#app/components/checkout/steps/step-props.ts';
import type { useVoucherCheck } from '#app/components/checkout/use-voucher-check.ts';
import { RichText } from '#app/components/rich-text.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { orderedForLabel, paymentLabels, voucherCheckMessages } from '#app/lib/checkout-rules.ts';
import { formatEuro, formatFileSize } from '#app/lib/format.ts';
import { type PaymentMethod, paymentMethodsText } from '#app/lib/payment-methods.ts';
import { residenceLabel } from '#app/lib/residence.ts';
import { PRICE_WITH_VAT } from '#app/lib/services.ts';

/** The provider as the summary names it (the loader joins street, postal code and city). */
export interface ProviderDetails {
  companyName: string;
  address: string;
  email: string;
  /** The configured payment methods (PAYMENT_METHODS), named from step 1 on and in the summary. */
  paymentMethods: readonly PaymentMethod[];
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

/**
 * The guarantee voucher: typed, then checked with "Einlösen" (the server answers without redeeming);
 * once accepted, the price shows 0,00 € and the code can be removed again.
 */
function VoucherField({
  draft,
  update,
  error,
  free,
  voucher,
}: Pick<StepProps, 'draft' | 'update'> & {
  error?: string;
  free: boolean;
  voucher: ReturnType<typeof useVoucherCheck>;
}) {
  const id = 'feld-voucherCode';
  const hintId = `${id}-hinweis`;
  const describedBy = [error ? `${id}-fehler` : null, hintId].filter(Boolean).join(' ');
  const typed = draft.voucherCode.trim() !== '';
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <Label htmlFor={id}>
        Gutscheincode<span className="font-normal text-muted">(optional)</span>
      </Label>
      <form
        className="mt-1.5 flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          // Enter in the field redeems, as the button does.
          event.preventDefault();
          if (typed && !free) void voucher.redeem();
        }}
      >
        <Input
          id={id}
          name="voucherCode"
          value={draft.voucherCode}
          onChange={(event) => update('voucherCode', event.target.value)}
          autoComplete="off"
          placeholder="EC-XXXX-XXXX-XXXX"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          readOnly={free}
          className="sm:flex-1"
        />
        {free ? (
          <Button type="button" variant="outline" onClick={voucher.remove}>
            Entfernen
          </Button>
        ) : (
          <Button type="submit" variant="outline" disabled={!typed || voucher.checking}>
            {voucher.checking ? 'Wird geprüft...' : 'Einlösen'}
          </Button>
        )}
      </form>
      <p id={hintId} className="mt-1 text-muted text-sm">
        Ist eine frühere Prüfung ohne Treffer geblieben, haben Sie von uns einen Gutscheincode erhalten: Mit ihm ist
        diese Prüfung kostenlos. Er gilt nur mit der E-Mail-Adresse, an die wir ihn geschickt haben.
      </p>
      <FieldError id={`${id}-fehler`} message={error} />
      <div aria-live="polite">
        {free ? (
          <p className="mt-2 font-medium text-emerald-800" data-testid="voucher-accepted">
            {voucherCheckMessages.accepted}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Everything entered in steps 1 to 5, each part with its "Ändern" link back to its step. */
function EnteredData({ draft, onEdit }: { draft: StepProps['draft']; onEdit: (step: number) => void }) {
  const { customer, target, additional, legal, documents } = draft;
  return (
    <>
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
                {file.fileName} ({formatFileSize(file.fileSize)})
              </li>
            ))}
          </ul>
        )}
      </SummaryBlock>
      <SummaryBlock title="Details" step={4} onEdit={onEdit}>
        <dl className="space-y-1">
          <Row label="Geprüft für" value={orderedForLabel(additional.orderedFor) ?? ''} />
          <Row label="Bundesland" value={residenceLabel(additional.residence) ?? ''} />
          <Row label="Bereits gezahlt" value={paymentLabels(additional.payments).join('; ')} />
          <Row label="Verdachtsgrund" value={additional.suspicionReason} />
          <Row
            label="Chatverlauf"
            value={additional.chatContent ? `${additional.chatContent.length.toLocaleString('de-DE')} Zeichen` : ''}
          />
        </dl>
      </SummaryBlock>
      <SummaryBlock title="Rechtliches" step={5} onEdit={onEdit}>
        <dl className="space-y-1">
          <Row label="Zweck" value={legal.purposes.join(', ')} />
          <Row label="Ihr Anliegen" value={legal.description} />
        </dl>
      </SummaryBlock>
    </>
  );
}

/** "Ihre Bestellung": the service, delivery, payment and price (0,00 € with an accepted voucher), and the provider. */
function OrderPrice({
  service,
  provider,
  free,
  typedVoucher,
}: {
  service: string;
  provider: ProviderDetails;
  free: boolean;
  /** A voucher code is typed (not yet accepted unless `free`). */
  typedVoucher: boolean;
}) {
  return (
    <section aria-labelledby="preis-titel" className="rounded-xl bg-brand-50 p-5">
      <h3 id="preis-titel" className="font-semibold text-lg">
        Ihre Bestellung
      </h3>
      <dl className="mt-3 space-y-1">
        <Row label="Leistung" value={`${service}: Prüfung einer Person durch unser Team`} />
        <Row
          label="Lieferung"
          value="Ergebnis per E-Mail, in der Regel innerhalb von 24–48 Stunden (in komplexen Fällen bis 72 Stunden)"
        />
        <Row
          label="Zahlung"
          value={
            free
              ? 'Keine: Gutscheincode aus unserer Garantie eingelöst'
              : `${paymentMethodsText(provider.paymentMethods)} über Stripe, vor Beginn der Prüfung`
          }
        />
      </dl>
      <p className="mt-4 font-bold text-2xl" data-testid="price">
        {free ? formatEuro(0) : PRICE_WITH_VAT}
      </p>
      <div aria-live="polite">
        {free ? (
          <p className="mt-2 font-medium" data-testid="voucher-note">
            Sie zahlen nichts, und es folgt keine Zahlungsseite: Nach der Bestellung sehen Sie direkt Ihre
            Buchungsbestätigung. Wir prüfen den Code bei der Bestellung noch einmal.
          </p>
        ) : typedVoucher ? (
          <p className="mt-2 font-medium" data-testid="voucher-note">
            Lösen Sie Ihren Gutscheincode mit „Einlösen“ ein: Ist er gültig, zeigen wir Ihnen hier {formatEuro(0)} und
            Sie bestellen ohne Zahlung. Solange der Code nicht geprüft ist, wird nichts bestellt.
          </p>
        ) : null}
      </div>
      <p className="mt-3 text-muted text-sm">
        Anbieter: {provider.companyName}, {provider.address}, {provider.email}. Es gelten unsere{' '}
        <RichText text="[AGB](/agb)" newTab />. Ihr Widerrufsrecht:{' '}
        <RichText text="[Widerrufsbelehrung](/widerruf)" newTab />
        {free ? '; da Sie nichts bezahlen, schulden Sie bei einem Widerruf auch keinen Wertersatz.' : '.'}
      </p>
    </section>
  );
}

/**
 * Step 6, "Zahlung": everything entered, each part with a link back to its step, the optional
 * guarantee voucher code, and the price (0,00 € once "Einlösen" accepted a code).
 */
export function SummaryStep({
  draft,
  update,
  errors,
  service,
  provider,
  onEdit,
  free,
  voucher,
}: StepProps & {
  service: string;
  provider: ProviderDetails;
  onEdit: (step: number) => void;
  /** A voucher code was accepted by "Einlösen" (the order redeems it again on the server). */
  free: boolean;
  voucher: ReturnType<typeof useVoucherCheck>;
}) {
  const typedVoucher = draft.voucherCode.trim() !== '';
  return (
    <div className="space-y-4">
      <EnteredData draft={draft} onEdit={onEdit} />

      <VoucherField draft={draft} update={update} error={errors.voucherCode} free={free} voucher={voucher} />

      <OrderPrice service={service} provider={provider} free={free} typedVoucher={typedVoucher} />
    </div>
  );
}
