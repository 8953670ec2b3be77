// The payment methods the checkout offers (PAYMENT_METHODS, issue 27 point 1): one home for their
// keys and German names, read by the configuration, both payment providers, the checkout, the legal
// texts, the mails, the invoice and the dashboard's funnel. Runs in the browser bundle too.

/**
 * What the operator can switch on. `card` includes Apple Pay and Google Pay: Stripe Checkout shows
 * the wallets on devices that have them, as cards. `sepa_debit` is a delayed method: the bank
 * confirms (or returns) the debit days later, so the case waits as "Zahlung in Prüfung".
 */
export const paymentMethodKeys = ['card', 'paypal', 'klarna', 'sepa_debit'] as const;
export type PaymentMethod = (typeof paymentMethodKeys)[number];

/** The default: what German customers use most, without the delayed SEPA Direct Debit. */
export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'paypal', 'klarna'];

/**
 * How a payment was actually made, as recorded on the case, the invoice and in the funnel: a
 * configured method, or a card paid through a wallet.
 */
export const paidWithKeys = ['card', 'apple_pay', 'google_pay', 'paypal', 'klarna', 'sepa_debit'] as const;
export type PaidWith = (typeof paidWithKeys)[number];

/** The methods' names as a list in running text: "Kredit- oder Debitkarte (auch mit Apple Pay und Google Pay)". */
export const paymentMethodNames: Record<PaymentMethod, string> = {
  card: 'Kredit- oder Debitkarte (auch mit Apple Pay und Google Pay)',
  paypal: 'PayPal',
  klarna: 'Klarna',
  sepa_debit: 'SEPA-Lastschrift',
};

/** Short names for buttons, tables and "bezahlt per …" (invoice, mails, status page, dashboard). */
export const paidWithNames: Record<PaidWith, string> = {
  card: 'Karte',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  paypal: 'PayPal',
  klarna: 'Klarna',
  sepa_debit: 'SEPA-Lastschrift',
};

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (paymentMethodKeys as readonly string[]).includes(value);
}

export function isPaidWith(value: unknown): value is PaidWith {
  return typeof value === 'string' && (paidWithKeys as readonly string[]).includes(value);
}

/** The configured method a way of paying belongs to (a wallet is a card). */
export function methodOf(paidWith: PaidWith): PaymentMethod {
  return paidWith === 'apple_pay' || paidWith === 'google_pay' ? 'card' : paidWith;
}

/** Methods whose confirmation arrives days after the customer finished the payment page. */
export function isDelayedMethod(method: PaymentMethod): boolean {
  return method === 'sepa_debit';
}

/** "Kredit- oder Debitkarte (…), PayPal oder Klarna": the configured methods as German prose. */
export function paymentMethodsText(methods: readonly PaymentMethod[]): string {
  const names = methods.map((method) => paymentMethodNames[method]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} oder ${names.at(-1)}`;
}

/** "per PayPal", "per Karte" — how an invoice or a mail says what was paid with; null when unknown. */
export function paidWithText(paidWith: string | null | undefined): string | null {
  return isPaidWith(paidWith) ? `per ${paidWithNames[paidWith]}` : null;
}
