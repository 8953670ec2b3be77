import { CheckoutWizard } from '#app/components/checkout/checkout-wizard.tsx';
import { consentTextsFor } from '#app/content/legal.ts';
import { PRICE_WITH_VAT } from '#app/lib/services.ts';
import { SHARED_DOCUMENT_HEADER } from '#app/lib/shared-document.ts';
import { resolveService } from '#app/server/checkout/service-alias.server.ts';
import { getConfig, providerInfo } from '#app/server/config/config.server.ts';
import type { Route } from './+types/checkout';

/**
 * Page views are counted (app/lib/analytics.ts). The form works as plain HTML until the script has
 * loaded (typed input is kept), so the script loads after the first paint (decision record 025).
 */
export const handle = { analytics: true, hydrateAfterPaint: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Buchung: ${loaderData?.service.name ?? 'Prüfung'} | Echtcheck` },
  {
    name: 'description',
    content: `Profil-Check beauftragen: Angaben machen, Dateien hochladen, bezahlen. ${PRICE_WITH_VAT}`,
  },
  { name: 'robots', content: 'noindex, follow' },
];

/**
 * The first step is the same for every visitor of a URL: rendered once per URL and served from
 * memory (app/lib/shared-document.ts). Everything the visitor enters stays in the browser.
 */
export const headers: Route.HeadersFunction = () => ({ [SHARED_DOCUMENT_HEADER]: 'yes' });

/** spec §2 "Checkout page": /checkout?service=… — the service is resolved on the server. */
export function loader({ url }: Route.LoaderArgs) {
  const service = resolveService(url.searchParams.get('service'));
  const provider = providerInfo(getConfig());
  return {
    service: { name: service.name, source: service.source },
    consents: consentTextsFor(provider),
    provider: {
      companyName: provider.companyName,
      address: `${provider.street}, ${provider.postalCode} ${provider.city}`,
      email: provider.email,
      // A short list of keys (PAYMENT_METHODS); the page builds the German text from them.
      paymentMethods: provider.paymentMethods,
    },
    cancelled: url.searchParams.get('abgebrochen') === '1',
  };
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12 lg:max-w-6xl">
      <h1 className="font-bold text-3xl">Buchung: {loaderData.service.name}</h1>
      <p className="mt-2 text-muted">
        Eine Person, ein Festpreis: {PRICE_WITH_VAT} Ihre Angaben bleiben erhalten, bis Sie die Buchung abschließen.
      </p>
      <CheckoutWizard
        service={loaderData.service}
        consents={loaderData.consents}
        provider={loaderData.provider}
        cancelled={loaderData.cancelled}
      />
    </main>
  );
}
