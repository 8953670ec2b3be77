// One schema per checkout step, shared by the browser (step validation) and the server (the order
// action revalidates everything). The spec's German messages (spec §5) live here and nowhere else.
import { z } from 'zod';
import { formatDate } from './format.ts';
import { normalizeVoucherCode } from './voucher-code.ts';

/** spec §3 "Platform options". */
export const platformOptions = [
  'Instagram',
  'Tinder',
  'Facebook',
  'WhatsApp',
  'Lovoo',
  'Finya',
  'Bumble',
  'Badoo',
  'eDarling',
  'Parship',
  'LinkedIn',
  'Twitter/X',
  'Andere',
] as const;

/** The permitted purposes of /berechtigtes-interesse; the customer ticks at least one (docs/product.md §3). */
export const permittedPurposes = [
  'Schutz vor Betrug',
  'Identitätsdiebstahl',
  'Vorbeugung gegen Romance Scam',
  'Missbrauch persönlicher Daten',
  'Schutz geschäftlicher Interessen',
] as const;

export const DESCRIPTION_MIN = 150;
export const DESCRIPTION_MAX = 300;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** A UTF-16 surrogate without its partner: not a character (PostgreSQL refuses to store it). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above; tab and line breaks are allowed
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const INVALID_CHARACTERS_MESSAGE = 'Bitte entfernen Sie unzulässige Steuer- oder Sonderzeichen.';

/** True when a text holds something that is not a character a person types (single-line: no line breaks either). */
export function hasInvalidCharacters(value: string, multiline = false): boolean {
  return LONE_SURROGATE.test(value) || (multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value);
}

/** A text field: trimmed, and free of control characters and broken UTF-16. */
export const text = (multiline = false) =>
  z.string().refine((value) => !hasInvalidCharacters(value, multiline), { error: INVALID_CHARACTERS_MESSAGE });
const optionalText = (max: number, multiline = false) =>
  z.preprocess(trimmed, text(multiline).max(max).optional().default(''));
const EMAIL_MESSAGE = 'Gültige E-Mail-Adresse erforderlich';

export const PHONE_MESSAGE = 'Bitte geben Sie eine gültige Telefonnummer an.';
/**
 * A telephone number as people write it: an optional leading +, then digits with spaces, slashes,
 * dashes and parentheses ("+49 (0)30 123456-7", "030/1234567"); between 5 and 20 digits (E.164
 * allows 15, the extra room is for a written trunk prefix and an extension).
 */
// Plain spaces only: \s would let line breaks and tabs through into a single-line field.
const PHONE = /^\+?[\d /()-]+$/;

export function isPhoneNumber(value: string): boolean {
  if (!PHONE.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 5 && digits <= 20;
}

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
  chatContent: optionalText(20_000, true),
  suspicionReason: optionalText(5_000, true),
});

export const legalSchema = z.object({
  purposes: z
    .array(z.enum(permittedPurposes))
    .min(1, { error: 'Bitte wählen Sie mindestens einen zulässigen Zweck aus.' })
    .transform((list) => [...new Set(list)]),
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

/** A UUID in the RFC 9562 form (versions 1–8): ids of cases, documents and checkouts. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A version-4 UUID as crypto.randomUUID() makes it (version 4, RFC 9562 variant). */
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The checkout id is chosen by the browser and becomes the case id, which is also the key to the
 * success page: it must be a random version-4 UUID. Ids like ffffffff-ffff-4fff-bfff-ffffffffffff
 * have the right shape but could be guessed; 30 random hex digits show at least 6 different digits
 * (fewer: less than once in 10^11 ids), so fewer means the id was not drawn at random.
 */
export function isCheckoutId(value: string): boolean {
  if (!UUID_V4.test(value)) return false;
  return new Set(value.replace(/-/g, '')).size >= 6;
}

/** The guarantee voucher (step 6): why a code was refused, on the field `voucherCode`. */
export const voucherMessages = {
  invalid: 'Bitte prüfen Sie den Gutscheincode. Er hat die Form EC-XXXX-XXXX-XXXX.',
  unknown: 'Diesen Gutscheincode kennen wir nicht. Bitte prüfen Sie die Eingabe.',
  redeemed: 'Dieser Gutscheincode wurde bereits eingelöst.',
  // The e-mail address is entered in step 1, "Kontaktdaten".
  otherEmail:
    'Dieser Gutscheincode gilt nur mit der E-Mail-Adresse, an die wir ihn geschickt haben. Bitte geben Sie in Schritt 1 diese Adresse an.',
  expired: (expiresAt: Date) => `Dieser Gutscheincode ist am ${formatDate(expiresAt)} abgelaufen.`,
};

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

/** What the checkout says while or after checking a code. */
export const voucherCheckMessages = {
  accepted: 'Ihr Gutscheincode ist eingelöst. Diese Prüfung ist für Sie kostenlos.',
  /** "Bestellen" with a code typed but not yet checked: checked now, nothing ordered yet. */
  confirmFree:
    'Ihr Gutscheincode ist gültig. Es wurde noch nichts bestellt: Bitte prüfen Sie den Preis von 0,00 € und bestellen Sie dann kostenlos.',
  /** The summary showed a code as applied that the field no longer holds. */
  missing:
    'Bitte geben Sie Ihren Gutscheincode erneut ein und lösen Sie ihn mit „Einlösen“ ein, oder bestellen Sie ohne Gutschein.',
  failed: 'Der Gutscheincode konnte gerade nicht geprüft werden. Bitte versuchen Sie es erneut.',
  rateLimited: (retryAfterSeconds: number) =>
    `Zu viele Versuche von Ihrem Anschluss. Bitte versuchen Sie es in ${inMinutes(retryAfterSeconds)} erneut.`,
};

/** Step 6: the summary's only input. */
export const summarySchema = z.object({ voucherCode: voucherCodeSchema });

export const MAX_FILES_PER_ORDER = 10;
export const MAX_FILE_MB = 50;

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

/**
 * Which step's form asks for what the order's top-level keys hold: where a server error is shown.
 * Files (step 3) have no field to show one on; their refusals stay a general message.
 */
const orderKeySteps: Record<string, number> = {
  customer: 1,
  target: 2,
  additional: 4,
  legal: 5,
  voucherCode: 6,
};

/**
 * The server's field errors ("customer.email", "voucherCode") as the step forms name them
 * ("email", "voucherCode"), with the first step that has one; null when none belongs to a step.
 */
export function stepOfServerErrors(
  errors: Record<string, string>,
): { step: number; errors: Record<string, string> } | null {
  let step: number | null = null;
  for (const key of Object.keys(errors)) {
    const owner = orderKeySteps[key.split('.')[0] ?? ''];
    if (owner !== undefined && (step === null || owner < step)) step = owner;
  }
  if (step === null) return null;
  const forStep: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const [top, ...rest] = key.split('.');
    if (orderKeySteps[top ?? ''] !== step) continue;
    forStep[rest.length > 0 ? rest.join('.') : (top ?? key)] = message;
  }
  return { step, errors: forStep };
}

/** Field errors as { "firstName": "Vorname ist erforderlich" } (first message per field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** File types of step 3 (spec §5): by extension here; the server also checks the content. */
export const allowedExtensions = ['jpg', 'jpeg', 'png', 'pdf', 'txt', 'docx'] as const;

export function extensionOf(fileName: string): string {
  const match = /\.([^.]+)$/.exec(fileName);
  return match?.[1]?.toLowerCase() ?? '';
}

export function isAllowedFileName(fileName: string): boolean {
  return (allowedExtensions as readonly string[]).includes(extensionOf(fileName));
}

/** A wait for a 429 message, in whole minutes: "einer Minute", "12 Minuten". */
export function inMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? 'einer Minute' : `${minutes} Minuten`;
}

/** spec §8 toasts for step 3. */
export const uploadMessages = {
  invalidType: (file: string) => ({
    title: 'Ungültiger Dateityp',
    description: `${file}: Nur JPG, PNG, PDF, TXT und DOCX Dateien sind erlaubt.`,
  }),
  tooLarge: (file: string) => ({ title: 'Datei zu groß', description: `${file}: Maximum 50 MB pro Datei.` }),
  tooMany: () => ({
    title: 'Zu viele Dateien',
    description: `Pro Auftrag sind bis zu ${MAX_FILES_PER_ORDER} Dateien möglich. Bitte entfernen Sie zuerst eine Datei.`,
  }),
  /** 429: this connection's network staged too much within the hour. */
  rateLimited: (retryAfterSeconds: number) => ({
    title: 'Zu viele Uploads',
    description: `Von Ihrem Anschluss wurden in der letzten Stunde sehr viele Dateien hochgeladen. Bitte versuchen Sie es in ${inMinutes(retryAfterSeconds)} erneut. Sie können die Buchung auch ohne weitere Dateien abschließen.`,
  }),
  /** 507: all staged files together reached the cap. */
  storageFull: () => ({
    title: 'Upload gerade nicht möglich',
    description:
      'Wir können im Moment keine weiteren Dateien annehmen. Bitte versuchen Sie es später erneut. Sie können die Buchung auch ohne Dateien abschließen.',
  }),
  failed: (file: string) => ({
    title: 'Upload fehlgeschlagen',
    description: `${file} konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.`,
  }),
};

/** spec §8 messages around paying. */
export const orderMessages = {
  confirmationRequired: {
    title: 'Bestätigung erforderlich',
    description: 'Bitte bestätigen Sie das berechtigte Interesse und akzeptieren Sie die AGB.',
  },
  failed: {
    title: 'Fehler bei der Buchung',
    description: 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  },
  emailRequired: 'E-Mail-Adresse ist erforderlich',
  noCheckoutUrl: 'Checkout URL nicht erhalten',
};
