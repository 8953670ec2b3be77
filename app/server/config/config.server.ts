// One validated configuration for the whole server (docs/configuration.md), and the module the
// rest of the code imports it from. Every setting comes from an environment variable (the schema is
// in ./env-schema.server.ts, the operator data's rules in ./operator.server.ts); `.env` is read by the
// entry point when present. A bad value stops start-up with a message that names the variable.
import path from 'node:path';
import { type AppConfig, configSchema } from './env-schema.server.ts';
import { operatorFigures, publicSiteOperatorIssues } from './operator.server.ts';

export { type AppConfig, configSchema } from './env-schema.server.ts';
export { providerInfo, registeredLegalForm } from './operator.server.ts';

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Ungültige Konfiguration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/** SITE_URL names this machine (localhost, 127.0.0.1, ::1, *.localhost): a local run, not a public site. */
export function isLocalSite(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost');
}

/** Parse and validate settings; throws ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>, cwd = process.cwd()): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => {
      // The variable, also for an issue inside a parsed value (e.g. one entry of a list).
      const name = issue.path[0] === undefined ? '(unbekannt)' : String(issue.path[0]);
      const value = env[name];
      return `${name}=${value === undefined ? '(nicht gesetzt)' : JSON.stringify(value)}: ${issue.message}`;
    });
    throw new ConfigError(issues);
  }
  const raw = result.data;
  const extra: string[] = [];
  if (raw.PAYMENT_PROVIDER === 'stripe') {
    if (!raw.STRIPE_SECRET_KEY) extra.push('STRIPE_SECRET_KEY: wird für PAYMENT_PROVIDER=stripe benötigt');
    if (!raw.STRIPE_WEBHOOK_SECRET) extra.push('STRIPE_WEBHOOK_SECRET: wird für PAYMENT_PROVIDER=stripe benötigt');
  }
  if (raw.STORAGE_PROVIDER === 's3') {
    if (!raw.S3_BUCKET) extra.push('S3_BUCKET: wird für STORAGE_PROVIDER=s3 benötigt');
    if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
      extra.push(
        'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: beide setzen oder keinen (dann gelten die Zugangsdaten der Umgebung)',
      );
    }
  }
  if (!isLocalSite(raw.SITE_URL) && raw.PAYMENT_PROVIDER === 'simulated' && !raw.ALLOW_SIMULATED_PAYMENTS) {
    // Simulated payments mark cases paid without money: never on a public site by accident.
    extra.push(
      `PAYMENT_PROVIDER: "simulated" ist für eine öffentliche Website (SITE_URL=${raw.SITE_URL}) nicht erlaubt; stripe verwenden (nur für eine Testumgebung: ALLOW_SIMULATED_PAYMENTS=true)`,
    );
  }
  if (env.SUPPORT_PHONE !== undefined && env.SUPPORT_PHONE.trim() !== '') {
    // Withdrawn (issue 27 point 9): one telephone number everywhere. SUPPORT_PHONE was a second one
    // beside CONTACT_PHONE that no page explained; still set, the number would vanish unnoticed.
    extra.push(
      `SUPPORT_PHONE: wird nicht mehr verwendet; die Website, die E-Mails und die Rechnungen nennen eine Telefonnummer, CONTACT_PHONE (jetzt ${JSON.stringify(raw.CONTACT_PHONE)}). Tragen Sie die gewünschte Nummer in CONTACT_PHONE ein und entfernen Sie SUPPORT_PHONE.`,
    );
  }
  if (!isLocalSite(raw.SITE_URL)) extra.push(...publicSiteOperatorIssues(raw, env));
  const { figures, issues: figureIssues } = operatorFigures(raw, isLocalSite(raw.SITE_URL));
  extra.push(...figureIssues);
  if (extra.length > 0) throw new ConfigError(extra);
  const dataDir = path.resolve(cwd, raw.DATA_DIR);
  return {
    ...raw,
    dataDir,
    figures,
    database: raw.DATABASE_URL
      ? { kind: 'postgres', url: raw.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'db') },
  };
}

/** True when a public site takes simulated payments: anyone can order without paying. */
export function simulatedPaymentsInPublic(config: AppConfig): boolean {
  return config.PAYMENT_PROVIDER === 'simulated' && !isLocalSite(config.SITE_URL);
}

/** A database URL with its password hidden, for logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(ungültige URL)';
  }
}

/** What the first log lines say about the active providers and where data lives. */
export function describeProviders(config: AppConfig) {
  return {
    database:
      config.database.kind === 'pglite'
        ? `PGlite (embedded) in ${config.database.dir}`
        : `PostgreSQL at ${redactUrl(config.database.url)}`,
    payments: config.PAYMENT_PROVIDER === 'simulated' ? 'simulated (test mode, no real payments)' : 'Stripe',
    mail: config.SMTP_URL
      ? `SMTP via ${redactUrl(config.SMTP_URL)}`
      : `.eml files in ${path.join(config.dataDir, 'mails')}`,
    fileStorage:
      config.STORAGE_PROVIDER === 's3'
        ? `S3 bucket ${config.S3_BUCKET} (${config.S3_ENDPOINT ? redactUrl(config.S3_ENDPOINT) : `AWS ${config.S3_REGION}`})`
        : `local disk in ${path.join(config.dataDir, 'files')}`,
    dataDir: config.dataDir,
  };
}

const CONFIG_KEY = Symbol.for('echtcheck.config');
type GlobalWithConfig = typeof globalThis & { [CONFIG_KEY]?: AppConfig };

/**
 * The process-wide configuration. Kept on globalThis so the entry point and the bundled
 * React Router server build (which carries its own copy of this module) share one instance.
 */
export function getConfig(): AppConfig {
  const g = globalThis as GlobalWithConfig;
  g[CONFIG_KEY] ??= parseConfig(process.env);
  return g[CONFIG_KEY];
}

/** For the entry point and tests: install an explicit configuration. */
export function setConfig(config: AppConfig): void {
  (globalThis as GlobalWithConfig)[CONFIG_KEY] = config;
}
