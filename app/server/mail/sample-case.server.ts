// The sample case of the test mail (/test-email, decision record 021): an order made up from
// fictional people, the domains reserved for examples (example.org, example.com) and a telephone
// number from the range reserved for film and television. It goes through the same template as a
// real staff notification, so the test mail shows what a notification contains, never whose.
import { consentTextsFor } from '#app/content/legal.ts';
import type { ProviderInfo } from '#app/content/types.ts';
import { caseReference, PRICE_CENTS, serviceName } from '#app/lib/services.ts';
import type { OrderSummary } from '../customer/order-summary.server.ts';

/** No real case has this id (version-4 UUIDs are random): the dashboard link finds nothing. */
export const SAMPLE_CASE_ID = '00000000-0000-4000-8000-000000000000';

const MINUTE_MS = 60 * 1000;

/**
 * The sample order, as if placed a quarter of an hour before `now` and paid since. The consents are
 * the checkout's current texts in the versions the site shows (TERMS_VERSION, PRIVACY_VERSION).
 */
export function sampleOrderSummary(options: {
  now: Date;
  consentVersions: Pick<ProviderInfo, 'termsVersion' | 'privacyVersion'>;
}): OrderSummary {
  const at = (minutesBefore: number) => new Date(options.now.getTime() - minutesBefore * MINUTE_MS);
  const createdAt = at(12);
  return {
    caseId: SAMPLE_CASE_ID,
    reference: caseReference(SAMPLE_CASE_ID),
    serviceName: serviceName('romance-scam'),
    amountCents: PRICE_CENTS,
    voucherCode: null,
    statusToken: null,
    createdAt,
    paidAt: at(10),
    paymentMethod: 'card',
    customer: {
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'erika.mustermann@example.org',
      phone: '+49 30 23125 456',
    },
    target: {
      name: 'Lukas Beispiel',
      username: 'lukas.beispiel',
      email: 'lukas.beispiel@example.com',
      phone: null,
      profileUrl: 'https://example.com/profil/lukas.beispiel',
      platforms: ['Tinder', 'WhatsApp'],
    },
    legitimateInterest: {
      purposes: ['Schutz vor Betrug', 'Vorbeugung gegen Romance Scam'],
      description:
        'Beispieltext: Ich habe Lukas vor drei Wochen auf einer Dating-Plattform kennengelernt. Er möchte nicht per Video telefonieren und bittet mich jetzt um Geld für eine angebliche Notlage. Ich möchte wissen, ob sein Profil echt ist.',
    },
    suspicionReason: 'Beispiel: keine Videoanrufe, nach drei Wochen die erste Bitte um Geld.',
    chatContent:
      'Beispiel-Chatverlauf:\nLukas: Ich kann dir alles erklären, sobald ich zurück bin.\nLukas: Kannst du mir bis Freitag 1.500 € leihen?',
    documents: [
      { fileName: 'beispiel-profilbild.png', fileType: 'image/png', fileSize: 245_760, uploadedAt: at(15) },
      { fileName: 'beispiel-chatverlauf.pdf', fileType: 'application/pdf', fileSize: 1_153_434, uploadedAt: at(14) },
    ],
    consents: consentTextsFor(options.consentVersions).map((consent) => ({
      kind: consent.kind,
      text: consent.label,
      version: consent.version,
      givenAt: createdAt,
    })),
  };
}
