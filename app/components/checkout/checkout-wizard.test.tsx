// cspell:ignore sepa
// § 312j Abs. 1 BGB: the accepted payment methods are named at the start of the ordering process,
// i.e. already on step 1 (as the server renders it), not only on the summary.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { consentTextsFor } from '#app/content/legal.ts';
import { DEFAULT_PAYMENT_METHODS, type PaymentMethod } from '#app/lib/payment-methods.ts';
import { testProvider } from '#tests/support/provider.ts';
import { CheckoutWizard } from './checkout-wizard.tsx';

function stepOneMarkup(paymentMethods: readonly PaymentMethod[] = DEFAULT_PAYMENT_METHODS) {
  return renderToStaticMarkup(
    <CheckoutWizard
      service={{ name: 'Allgemeine Prüfung', source: null }}
      consents={consentTextsFor(testProvider)}
      provider={{
        companyName: 'Echtcheck GmbH',
        address: 'Chausseestraße 86, 10115 Berlin',
        email: 'kontakt@echtcheck.de',
        paymentMethods,
      }}
      cancelled={false}
    />,
  );
}

describe('checkout step 1', () => {
  it('names the payment methods', () => {
    const html = stepOneMarkup();
    // Step 1 is what the server renders: the contact fields are there, the summary is not.
    expect(html).toContain('Schritt 1 von 6: Kontaktdaten');
    expect(html).toContain('name="email"');
    expect(html).not.toContain('data-testid="order-button"');
    expect(html).toContain(
      'Zahlungsarten: Kredit- oder Debitkarte (auch mit Apple Pay und Google Pay), PayPal oder Klarna über unseren Zahlungsdienstleister Stripe',
    );
  });

  it('names exactly the configured methods, in their order', () => {
    const html = stepOneMarkup(['paypal', 'sepa_debit']);
    expect(html).toContain('Zahlungsarten: PayPal oder SEPA-Lastschrift über unseren Zahlungsdienstleister Stripe');
    expect(html).not.toContain('Kredit- oder Debitkarte');
    expect(html).not.toContain('Klarna');
  });
});
