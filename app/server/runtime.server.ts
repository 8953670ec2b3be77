// The process's capabilities, built once from configuration by the entry point and shared with the
// bundled React Router server build through globalThis (see docs/architecture.md "The server").
import path from 'node:path';
import type { Logger } from 'pino';
import type { ProviderInfo } from '#app/content/types.ts';
import { type CountryLookup, defaultGeoIpFile, openCountryLookup } from './analytics/geoip.server.ts';
import { type AnalyticsIngest, createAnalyticsIngest } from './analytics/ingest.server.ts';
import { createVisitorSalts, type VisitorSalts } from './analytics/visitor.server.ts';
import { type AppConfig, providerInfo } from './config/config.server.ts';
import type { Database } from './db/db.server.ts';
import { createFileTransport, createSmtpTransport, type MailTransport } from './mail/transport.server.ts';
import { createMailWorker, defaultInstanceId, type MailWorker } from './mail/worker.server.ts';
import type { PaymentContext } from './payments/payment-types.server.ts';
import type { PaymentProvider } from './payments/provider.server.ts';
import { createSimulatedProvider, type SimulatedProvider } from './payments/simulated.server.ts';
import { createStripeProvider } from './payments/stripe.server.ts';
import { createRefundWorker, type RefundWorker } from './refunds/refund-worker.server.ts';
import { createStaffAuth, resolveAuthSecret, type StaffAuth } from './staff/auth.server.ts';
import { createDiskStorage, type FileStorage, lazyStorage } from './storage/storage.server.ts';

export interface Runtime {
  config: AppConfig;
  database: Database;
  storage: FileStorage;
  payments: PaymentProvider;
  /** Set when payments are simulated: the test payment page signs its events with it. */
  simulated: SimulatedProvider | null;
  transport: MailTransport;
  mailWorker: MailWorker;
  /** Sends refunds after a withdrawal to the payment provider and retries failed ones (app/server/refunds/). */
  refundWorker: RefundWorker;
  provider: ProviderInfo;
  logger: Logger;
  /** Staff sign-in (better-auth), set up on first use: its secret may have to be read from the database. */
  staffAuth(): Promise<StaffAuth>;
  /** Visitor statistics: the beacons of /api/analytics, written in batches (app/server/analytics/). */
  analytics: AnalyticsIngest;
  visitorSalts: VisitorSalts;
}

/** The file storage the configuration names: local disk (DATA_DIR/files) or an S3 bucket. */
export function createStorage(config: AppConfig): FileStorage {
  if (config.STORAGE_PROVIDER !== 's3') return createDiskStorage(path.join(config.dataDir, 'files'));
  // The AWS SDK (~100 MB resident once loaded) is loaded on first use, and only for S3.
  return lazyStorage(async () => {
    const { createS3Storage } = await import('./storage/s3-storage.server.ts');
    return createS3Storage({
      bucket: config.S3_BUCKET ?? '',
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  });
}

/** The payment provider the configuration names; the simulated one is also returned for its test page. */
function createPayments(config: AppConfig): { payments: PaymentProvider; simulated: SimulatedProvider | null } {
  let payments: PaymentProvider;
  let simulated: SimulatedProvider | null = null;
  if (config.PAYMENT_PROVIDER === 'stripe') {
    payments = createStripeProvider(
      config.STRIPE_SECRET_KEY ?? '',
      config.STRIPE_WEBHOOK_SECRET ?? '',
      undefined,
      config.PAYMENT_METHODS,
    );
  } else {
    simulated = createSimulatedProvider();
    payments = simulated;
  }
  return { payments, simulated };
}

/** Staff sign-in, created on first use (it reads the secret from the database); a failure is retried next time. */
function staffAuthOnDemand(config: AppConfig, database: Database): () => Promise<StaffAuth> {
  let staffAuth: Promise<StaffAuth> | undefined;
  return () => {
    staffAuth ??= resolveAuthSecret(database.db, config.AUTH_SECRET).then((secret) =>
      createStaffAuth({
        db: database.db,
        secret,
        siteUrl: config.SITE_URL,
        idleMinutes: config.STAFF_SESSION_IDLE_MINUTES,
      }),
    );
    staffAuth.catch(() => {
      staffAuth = undefined;
    });
    return staffAuth;
  };
}

/** The visitor statistics ingest with its daily salts and the country database. */
function createAnalytics(
  config: AppConfig,
  database: Database,
  logger: Logger,
): { analytics: Runtime['analytics']; visitorSalts: Runtime['visitorSalts'] } {
  // The country database opens in the background (~20 ms); until then, and if it cannot be opened,
  // page views are stored without a country.
  let countryLookup: CountryLookup | null = null;
  const geoIpFile = config.GEOIP_DATABASE || defaultGeoIpFile();
  openCountryLookup(geoIpFile).then(
    (lookup) => {
      countryLookup = lookup;
    },
    (error: unknown) =>
      logger.warn({ err: error, file: geoIpFile }, 'country database not readable: statistics without countries'),
  );
  const visitorSalts = createVisitorSalts(database.db);
  const analytics = createAnalyticsIngest({
    db: database.db,
    salts: visitorSalts,
    country: () => countryLookup,
    logger: logger.child({ component: 'analytics' }),
    perMinute: config.ANALYTICS_EVENTS_PER_MINUTE,
  });
  return { analytics, visitorSalts };
}

export function createRuntime(config: AppConfig, database: Database, logger: Logger): Runtime {
  const storage = createStorage(config);
  const { payments, simulated } = createPayments(config);
  const transport = config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL)
    : createFileTransport(path.join(config.dataDir, 'mails'));
  const provider = providerInfo(config);
  const mailWorker = createMailWorker({
    db: database.db,
    storage,
    transport,
    from: config.MAIL_FROM,
    provider,
    logger: logger.child({ component: 'mail' }),
    intervalMs: config.MAIL_POLL_SECONDS * 1000,
    instanceId: config.INSTANCE_ID ?? defaultInstanceId(config.PORT),
  });
  const refundWorker = createRefundWorker({
    db: database.db,
    payments,
    storage,
    provider,
    siteUrl: config.SITE_URL,
    logger: logger.child({ component: 'refunds' }),
    onMailQueued: () => mailWorker.wake(),
  });
  const getStaffAuth = staffAuthOnDemand(config, database);
  const { analytics, visitorSalts } = createAnalytics(config, database, logger);
  return {
    analytics,
    visitorSalts,
    config,
    database,
    storage,
    payments,
    simulated,
    transport,
    mailWorker,
    refundWorker,
    provider,
    logger,
    staffAuth: getStaffAuth,
  };
}

const KEY = Symbol.for('echtcheck.runtime');
type GlobalWithRuntime = typeof globalThis & { [KEY]?: Runtime };

export function setRuntime(runtime: Runtime | undefined): void {
  (globalThis as GlobalWithRuntime)[KEY] = runtime;
}

export function getRuntime(): Runtime {
  const runtime = (globalThis as GlobalWithRuntime)[KEY];
  if (!runtime) throw new Error('Runtime not set up: the server entry creates it at start');
  return runtime;
}

/** What recording a payment needs, from the process's runtime (webhook, test page, success page). */
export function paymentContext(runtime: Runtime, requestId?: string): PaymentContext {
  return {
    requestId,
    db: runtime.database.db,
    storage: runtime.storage,
    siteUrl: runtime.config.SITE_URL,
    staffEmail: runtime.config.STAFF_EMAIL,
    provider: runtime.provider,
    onMailQueued: () => runtime.mailWorker.wake(),
  };
}
