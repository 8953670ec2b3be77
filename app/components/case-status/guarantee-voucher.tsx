// The guarantee voucher on the customer's status page: a free further check after a result
// without hits ("keine Treffer", app/content/result-terms.ts), with its code, validity and how to redeem it.
import { Gift } from 'lucide-react';
import { formatDate } from '#app/lib/format.ts';
import type { StatusPageView } from '#app/lib/status-page-view.ts';
import { buttonClass } from './styles.ts';

export function GuaranteeVoucher({ voucher }: { voucher: NonNullable<StatusPageView['guaranteeVoucher']> }) {
  return (
    <section aria-labelledby="gutschein-heading" className="mt-8 rounded-xl border border-brand-200 bg-brand-50 p-6">
      <h2 id="gutschein-heading" className="flex items-center gap-2 font-semibold text-xl">
        <Gift aria-hidden="true" className="size-6 text-brand-700" />
        Ihre nächste Prüfung ist kostenlos
      </h2>
      <p className="mt-3">
        Ihre Prüfung blieb ohne Treffer. Nach unserer Garantie erhalten Sie deshalb einen Gutschein für eine weitere
        Prüfung.
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted">Gutscheincode</dt>
        <dd className="font-mono font-semibold text-lg" data-testid="voucher-code">
          {voucher.code}
        </dd>
        <dt className="text-muted">Gültig bis</dt>
        <dd>{formatDate(voucher.expiresAt)}</dd>
      </dl>
      {voucher.redeemedAt ? (
        <p className="mt-4">Diesen Gutschein haben Sie am {formatDate(voucher.redeemedAt)} eingelöst.</p>
      ) : voucher.expired ? (
        <p className="mt-4">Dieser Gutschein ist abgelaufen.</p>
      ) : (
        <>
          <p className="mt-4">
            So lösen Sie ihn ein: Buchen Sie eine neue Prüfung und geben Sie im letzten Schritt den Code im Feld
            „Gutscheincode“ ein. Verwenden Sie dabei dieselbe E-Mail-Adresse wie für diesen Auftrag; der Code gilt
            einmal und nur für Sie.
          </p>
          <p className="mt-4">
            <a href="/checkout" className={buttonClass}>
              Neue Prüfung buchen
            </a>
          </p>
        </>
      )}
    </section>
  );
}
