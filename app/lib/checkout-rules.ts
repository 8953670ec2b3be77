// The checkout's rules without a schema library: options, limits, id checks and the German
// messages (spec §5, §8). The browser needs these for the first step and the page; the zod schemas
// built on them (checkout-schema.ts, which re-exports everything here) load only when a step is
// validated (decision record 026). The server imports either file.
import { formatDate } from './format.ts';

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

/**
 * How the customer knows the person to be checked (step 5, issue 37 point 2): shown to staff first on
 * the case page, and an ex-partner or a family member makes them look twice before working the case
 * (app/server/decline/look-twice.server.ts). Keys are stored with the consent; labels are German.
 */
export const targetRelations = [
  { key: 'online', label: 'Wir haben uns online kennengelernt (Dating-App, soziales Netzwerk, Chat)' },
  { key: 'business', label: 'Geschäftlicher Kontakt (Kauf, Verkauf, Vermietung, Stellenangebot, Geldanlage)' },
  { key: 'relative-contact', label: 'Die Person steht in Kontakt mit einer oder einem Angehörigen von mir' },
  { key: 'impersonation', label: 'Ich kenne die Person nicht: Sie nutzt meine Fotos, meinen Namen oder meine Daten' },
  { key: 'ex-partner', label: 'Ehemalige Partnerin oder ehemaliger Partner' },
  { key: 'family', label: 'Ein Mitglied meiner Familie' },
  { key: 'other', label: 'Eine andere Beziehung' },
] as const;
export type TargetRelation = (typeof targetRelations)[number]['key'];
export const targetRelationKeys = targetRelations.map((relation) => relation.key) as [
  TargetRelation,
  ...TargetRelation[],
];

/** The German label of a stored relation key; null for an unknown key (orders placed before the question). */
export function targetRelationLabel(key: unknown): string | null {
  return targetRelations.find((relation) => relation.key === key)?.label ?? null;
}

/**
 * Step 4 (issue 38): for whom the customer orders. The result report addresses the buyer either
 * way; for a relative it speaks of the person affected in the third person and adds a guide for
 * the conversation with her or him.
 */
export const orderedForOptions = [
  { key: 'self', label: 'Für mich selbst' },
  { key: 'relative', label: 'Für eine Angehörige oder einen Angehörigen' },
] as const;
export type OrderedFor = (typeof orderedForOptions)[number]['key'];
export const orderedForKeys = orderedForOptions.map((option) => option.key) as [OrderedFor, ...OrderedFor[]];

/** The German label of a stored answer; null for an unknown key (orders placed before the question). */
export function orderedForLabel(key: unknown): string | null {
  return orderedForOptions.find((option) => option.key === key)?.label ?? null;
}

/**
 * Step 4 (issue 38): whether and how money has already gone to the person. It picks the report's
 * first step: the bank at once after a transfer, the card-block number after a card payment.
 * "none" and "unknown" stand alone; the ways of paying may be combined.
 */
export const paymentOptions = [
  { key: 'none', label: 'Nein, bisher wurde kein Geld gezahlt' },
  { key: 'transfer', label: 'Ja, per Überweisung' },
  { key: 'card', label: 'Ja, mit Kredit- oder Debitkarte' },
  { key: 'gift-cards', label: 'Ja, mit Gutscheinkarten (zum Beispiel Google Play, Apple, Amazon, Paysafecard)' },
  { key: 'crypto', label: 'Ja, mit Kryptowährung (zum Beispiel Bitcoin)' },
  { key: 'other', label: 'Ja, auf anderem Weg (Bargeld, Paket, Zahlungsdienst)' },
  { key: 'unknown', label: 'Das weiß ich nicht' },
] as const;
export type PaymentKey = (typeof paymentOptions)[number]['key'];
export const paymentKeys = paymentOptions.map((option) => option.key) as [PaymentKey, ...PaymentKey[]];
/** The answers that exclude every other. */
export const SOLE_PAYMENT_ANSWERS: readonly PaymentKey[] = ['none', 'unknown'];

/** The German labels of stored answers, in the options' order; unknown keys are left out. */
export function paymentLabels(keys: readonly unknown[]): string[] {
  return paymentOptions.filter((option) => keys.includes(option.key)).map((option) => option.label);
}

export const DESCRIPTION_MIN = 150;
export const DESCRIPTION_MAX = 300;
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
export const MAX_FILES_PER_ORDER = 10;
export const MAX_FILE_MB = 50;
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
