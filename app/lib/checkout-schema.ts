// One schema per checkout step, shared by the browser (step validation) and the server (the order
// action revalidates everything). The spec's German messages (spec §5) live here and in
// checkout-rules.ts (the parts without zod, which the checkout page loads first), nowhere else.

import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  hasInvalidCharacters,
  INVALID_CHARACTERS_MESSAGE,
  isCheckoutId,
  isPhoneNumber,
  MAX_FILES_PER_ORDER,
  orderedForKeys,
  PHONE_MESSAGE,
  paymentKeys,
  permittedPurposes,
  platformOptions,
  SOLE_PAYMENT_ANSWERS,
  targetRelationKeys,
  voucherMessages,
} from './checkout-rules.ts';
import { residenceKeys } from './residence.ts';
import { normalizeVoucherCode } from './voucher-code.ts';
import { z } from './zod.ts';

export * from './checkout-rules.ts';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** A text field: trimmed, and free of control characters and broken UTF-16. */
export const text = (multiline = false) =>
  z.string().refine((value) => !hasInvalidCharacters(value, multiline), { error: INVALID_CHARACTERS_MESSAGE });
const optionalText = (max: number, multiline = false) =>
  z.preprocess(trimmed, text(multiline).max(max).optional().default(''));
const EMAIL_MESSAGE = 'Gültige E-Mail-Adresse erforderlich';

/** An optional phone number: empty, or one that isPhoneNumber accepts. */
const optionalPhone = z.preprocess(
  trimmed,
  z
    .string()
    .max(40, { error: PHONE_MESSAGE })
    .refine((value) => value === '' || isPhoneNumber(value), { error: PHONE_MESSAGE })
    .optional()
    .default(''),
);

export const customerSchema = z.object({
  firstName: z.preprocess(trimmed, text().min(2, { error: 'Vorname ist erforderlich' }).max(100)),
  lastName: z.preprocess(trimmed, text().min(2, { error: 'Nachname ist erforderlich' }).max(100)),
  email: z.preprocess(trimmed, z.email({ error: EMAIL_MESSAGE }).max(254)),
  phone: optionalPhone,
});

export const targetSchema = z.object({
  targetName: z.preprocess(trimmed, text().min(1, { error: 'Name der Zielperson ist erforderlich' }).max(200)),
  targetPlatforms: z
    .array(z.enum(platformOptions))
    .min(1, { error: 'Mindestens eine Plattform auswählen' })
    .transform((list) => [...new Set(list)]),
  targetUsername: optionalText(200),
  targetProfileUrl: optionalText(500),
  // Optional, but valid when given (spec §5).
  targetEmail: z.preprocess(trimmed, z.union([z.literal(''), z.email({ error: EMAIL_MESSAGE }).max(254)]).default('')),
  targetPhone: optionalPhone,
});

export const additionalSchema = z.object({
  orderedFor: z.enum(orderedForKeys, { error: 'Bitte wählen Sie aus, für wen Sie die Prüfung beauftragen.' }),
  residence: z.enum(residenceKeys, {
    error: 'Bitte wählen Sie das Bundesland aus, oder „Außerhalb Deutschlands“.',
  }),
  payments: z
    .array(z.enum(paymentKeys), { error: 'Bitte wählen Sie aus, ob bereits Geld gezahlt wurde.' })
    .min(1, { error: 'Bitte wählen Sie aus, ob bereits Geld gezahlt wurde.' })
    .transform((list) => [...new Set(list)])
    .refine((list) => list.length === 1 || !list.some((key) => SOLE_PAYMENT_ANSWERS.includes(key)), {
      error: '„Nein“ und „Das weiß ich nicht“ lassen sich nicht mit einer Zahlungsart kombinieren.',
    }),
  chatContent: optionalText(20_000, true),
  suspicionReason: optionalText(5_000, true),
});

export const legalSchema = z.object({
  purposes: z
    .array(z.enum(permittedPurposes))
    .min(1, { error: 'Bitte wählen Sie mindestens einen zulässigen Zweck aus.' })
    .transform((list) => [...new Set(list)]),
  relation: z.enum(targetRelationKeys, {
    error: 'Bitte wählen Sie aus, in welcher Beziehung Sie zu der Person stehen.',
  }),
  description: z.preprocess(
    trimmed,
    text(true)
      .min(DESCRIPTION_MIN, { error: `Bitte beschreiben Sie Ihr Anliegen mit mindestens ${DESCRIPTION_MIN} Zeichen.` })
      .max(DESCRIPTION_MAX, {
        error: `Bitte fassen Sie Ihr Anliegen in höchstens ${DESCRIPTION_MAX} Zeichen zusammen.`,
      }),
  ),
  berechtigtesInteresse: z.literal(true, {
    error: 'Sie müssen bestätigen, dass ein berechtigtes Interesse vorliegt',
  }),
  agbAccepted: z.literal(true, { error: 'Sie müssen die AGB akzeptieren' }),
  privacyAccepted: z.literal(true, { error: 'Bitte bestätigen Sie, dass Sie die Datenschutzerklärung gelesen haben.' }),
  ageConfirmed: z.literal(true, { error: 'Eine Buchung ist erst ab 18 Jahren möglich.' }),
  // § 356 Abs. 4 BGB: the express request to start before the withdrawal period ends.
  earlyStart: z.literal(true, {
    error: 'Bitte bestätigen Sie, dass wir vor Ablauf der Widerrufsfrist mit der Prüfung beginnen sollen.',
  }),
});

/**
 * Optional guarantee voucher code: empty means none; anything else must have the shape of a code
 * and comes out as stored (12 characters, app/lib/voucher-code.ts). Whether it exists, belongs to
 * the customer and is still open only the server knows (app/server/vouchers/vouchers.server.ts).
 */
export const voucherCodeSchema = z.preprocess(
  trimmed,
  z
    .string({ error: voucherMessages.invalid })
    .max(40, { error: voucherMessages.invalid })
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      const code = normalizeVoucherCode(value);
      if (code === null) {
        context.addIssue({ code: 'custom', message: voucherMessages.invalid });
        return z.NEVER;
      }
      return code;
    }),
);

/**
 * The checkout's "Einlösen" (POST /api/vouchers/check): a code and the e-mail address of step 1,
 * which the voucher must have been issued to. Errors are on `voucherCode` (the address is checked
 * in step 1 already, so a bad one here means the code cannot be checked for it).
 */
export const voucherCheckSchema = z.object({
  voucherCode: voucherCodeSchema.refine((code) => code !== undefined, { error: voucherMessages.invalid }),
  email: z.preprocess(trimmed, z.email({ error: voucherMessages.otherEmail }).max(254)),
});

/** Step 6: the summary's only input. */
export const summarySchema = z.object({ voucherCode: voucherCodeSchema });

export const orderSchema = z.object({
  /** Random id the browser keeps for this checkout: staging folder for uploads, case id and idempotency key. */
  checkoutId: z.string().refine(isCheckoutId, { error: 'Ungültige Anfrage.' }),
  service: text().max(100).optional(),
  customer: customerSchema,
  target: targetSchema,
  additional: additionalSchema,
  legal: legalSchema,
  documentIds: z.array(z.uuid()).max(MAX_FILES_PER_ORDER).default([]),
  /** A guarantee voucher: the order then costs nothing and no payment page follows. */
  voucherCode: voucherCodeSchema,
  /**
   * The code the summary showed as applied (0,00 €, "Jetzt kostenlos bestellen"); absent when it
   * showed the price. The server redeems `voucherCode` only when it is this code: a code typed but
   * never checked is checked instead, and nothing is ordered (app/server/checkout/order.server.ts).
   * Not a field the customer types: a value of another shape is no code (and names no error).
   */
  appliedVoucherCode: z
    .string()
    .max(40)
    .optional()
    .transform((value) => (value ? (normalizeVoucherCode(value) ?? undefined) : undefined)),
});

export type CustomerInput = z.input<typeof customerSchema>;
export type TargetInput = z.input<typeof targetSchema>;
export type AdditionalInput = z.input<typeof additionalSchema>;
export type LegalInput = z.input<typeof legalSchema>;
export type OrderInput = z.input<typeof orderSchema>;
export type Order = z.output<typeof orderSchema>;

/** The spec's steps: 1 contact, 2 target, 3 files, 4 details, 5 legal, 6 summary (voucher code). */
export const stepSchemas = {
  1: customerSchema,
  2: targetSchema,
  4: additionalSchema,
  5: legalSchema,
  6: summarySchema,
} as const;

/** Field errors as { "firstName": "Vorname ist erforderlich" } (first message per field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
