// The server process: configuration, database (migrated at start), HTTP server, graceful shutdown.
// Started by server.ts, which sets NODE_ENV before React is loaded.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { sweepRateLimits } from '../abuse/rate-limit.server.ts';
import { startAnalyticsRollup } from '../analytics/rollup.server.ts';
import { startFingerprintJob } from '../casework/fingerprint-job.server.ts';
import { sweepStagedUploads } from '../checkout/uploads.server.ts';
import {
  ConfigError,
  describeProviders,
  parseConfig,
  setConfig,
  simulatedPaymentsInPublic,
} from '../config/config.server.ts';
import { startQuestionJob } from '../conversation/question-job.server.ts';
import { openDatabase, setDatabase } from '../db/db.server.ts';
import { createLogger, setLogger } from '../logging/logger.server.ts';
import { startRetention } from '../privacy/case-retention.server.ts';
import { createRuntime, getRuntime, setRuntime } from '../runtime.server.ts';
// Staff accounts: `npm run staff` (scripts/staff.ts) and its control socket.
import { countActiveStaff } from '../staff/accounts.server.ts';
import { type StaffControlSocket, startStaffControlSocket } from '../staff/control-socket.server.ts';
import { executeStaffCommand } from '../staff/staff-command.server.ts';
import { DataDirRefused, prepareDataDir, setPrivateUmask } from '../storage/private-files.server.ts';
import { createHttpApp } from './app.server.ts';
import { loadStaticFiles } from './static-files.server.ts';

const dev = process.argv.includes('--dev');
const root = path.resolve(import.meta.dirname, '../../..');

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Echtcheck startet nicht. ${error.message}\nSiehe .env.example für alle Einstellungen.`);
    process.exit(1);
  }
  throw error;
}
setConfig(config);
const logger = createLogger(config.LOG_LEVEL);
setLogger(logger);
logger.info({ providers: describeProviders(config), mode: dev ? 'development' : 'production' }, 'starting Echtcheck');
if (simulatedPaymentsInPublic(config)) {
  logger.warn(
    { siteUrl: config.SITE_URL },
    'ALLOW_SIMULATED_PAYMENTS is on: this public site takes simulated payments, so anyone can order without paying',
  );
}

// Last line of defence: a stream error that escaped its request (a socket or file stream emitting
// 'error' with nobody listening) is logged and the process keeps serving; it concerns one request.
// Anything else leaves the process in an unknown state: log it and exit for the supervisor to restart.
const STREAM_ERROR_CODES = new Set([
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_WRITE_AFTER_END',
  'ERR_STREAM_ALREADY_FINISHED',
  'ECONNRESET',
  'EPIPE',
]);
process.on('uncaughtException', (error: NodeJS.ErrnoException) => {
  if (error?.code && STREAM_ERROR_CODES.has(error.code)) {
    logger.error({ err: error }, 'stream error outside a request handler: logged, process keeps running');
    return;
  }
  logger.fatal({ err: error }, 'uncaught exception: stopping');
  process.exit(1);
});

// DATA_DIR belongs to the server alone (app/server/storage/private-files.server.ts): nothing the
// process creates is for group or others, and before anything is opened DATA_DIR is checked and
// what earlier versions left readable is tightened. Unused (and not created) with PostgreSQL, S3
// and SMTP.
setPrivateUmask();
if (config.database.kind === 'pglite' || config.STORAGE_PROVIDER !== 's3' || !config.SMTP_URL) {
  try {
    const report = prepareDataDir(config.dataDir);
    const summary = {
      dataDir: report.dir,
      entries: report.entries,
      ms: Math.round(report.ms),
      ...(report.symlinks.length > 0 ? { symlinksLeftAlone: report.symlinks.slice(0, 5) } : {}),
    };
    if (report.created) logger.info(summary, 'DATA_DIR created, owner-only (0700)');
    else if (report.tightened === 0) logger.info(summary, 'DATA_DIR checked: owner-only');
    else {
      logger.warn(
        {
          ...summary,
          tightened: report.tightened,
          readableByOthers: report.wereReadable,
          writableByOthers: report.wereWritable,
          examples: report.examples.map((change) => `${change.path} ${change.from} -> ${change.to}`),
        },
        `DATA_DIR tightened: ${report.tightened} folders and files other local users could open are now owner-only (folders 0700, files 0600); see docs/deploy.md on what to do if others have accounts on this machine`,
      );
    }
  } catch (error) {
    if (error instanceof DataDirRefused) {
      logger.fatal({ dataDir: config.dataDir }, `refusing to start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const databasePromise = openDatabase(config.database);
setDatabase(databasePromise);
const database = await databasePromise.catch((error: unknown) => {
  logger.fatal({ err: error }, 'cannot open the database');
  process.exit(1);
});
await database.migrate();
logger.info({ database: database.kind }, 'database ready, migrations applied');

const runtime = createRuntime(config, database, logger);
setRuntime(runtime);
runtime.mailWorker.start();
// Refunds after withdrawals: due ones at start, every minute and when a withdrawal queues one.
runtime.refundWorker.start();

// Staff accounts. No public sign-up: say how to create the first account. On embedded PGlite (one
// process only) `npm run staff` reaches this process through DATA_DIR/staff.sock; without that socket
// the command would open the database a second time, so the server does not run without it.
if ((await countActiveStaff(database.db)) === 0) {
  logger.warn(
    { command: 'npm run staff -- create name@example.org --role inhaber' },
    'no active staff account: create the first with `npm run staff -- create name@example.org --role inhaber`',
  );
} else if ((await countActiveStaff(database.db, 'admin')) === 0) {
  logger.warn(
    { command: 'npm run staff -- role name@example.org inhaber' },
    'no active admin account (Inhaber): give one the role with `npm run staff -- role name@example.org inhaber`',
  );
}
let staffSocket: StaffControlSocket | undefined;
if (database.kind === 'pglite') {
  staffSocket = await startStaffControlSocket({
    dataDir: config.dataDir,
    logger,
    handle: async (request) => {
      logger.info({ command: String((request as { command?: unknown } | null)?.command) }, 'staff command (socket)');
      return executeStaffCommand({ db: database.db, auth: () => getRuntime().staffAuth() }, request);
    },
  }).catch((error: unknown) => {
    logger.fatal({ err: error }, 'cannot open the staff control socket (npm run staff)');
    process.exit(1);
  });
}
// Hourly: staged uploads without an order after 24 hours, unfinished uploads and their partial
// files, and rate-limit counters of past windows.
const sweep = async () => {
  const removed = await sweepStagedUploads(database.db, runtime.storage).catch((error: unknown) => {
    logger.error({ err: error }, 'sweeping staged uploads failed');
    return 0;
  });
  if (removed > 0) logger.info({ removed }, 'swept staged uploads');
  await sweepRateLimits(database.db).catch((error: unknown) => {
    logger.error({ err: error }, 'sweeping rate-limit counters failed');
  });
};
const sweepTimer = setInterval(() => void sweep(), 60 * 60 * 1000);
sweepTimer.unref();
// Daily analytics roll-ups for the dashboard, at start and hourly (any number of instances).
// The same job deletes statistics older than ANALYTICS_RETENTION_MONTHS and salts older than 48 hours.
const stopRollup = startAnalyticsRollup({
  db: database.db,
  logger: logger.child({ component: 'analytics' }),
  retentionMonths: config.ANALYTICS_RETENTION_MONTHS,
  salts: runtime.visitorSalts,
});
void sweep();
// Retention (docs/product.md §9): case data 30 days after completion or withdrawal, never-paid orders
// after 7 days, then the clients' names; at start and hourly, so "at the latest 30 days" holds to the
// hour (any number of instances: each case is claimed once).
const stopRetention = startRetention({
  db: database.db,
  storage: runtime.storage,
  logger: logger.child({ component: 'retention' }),
});

// Fingerprints of the paid cases' images for the workbench's cross-case matches (issue 13).
const stopFingerprints = startFingerprintJob({
  db: database.db,
  storage: runtime.storage,
  logger: logger.child({ component: 'fingerprints' }),
});
// Rückfragen (issue 39): the reminder after 24 hours, back to staff after 72 (every 5 minutes).
const stopQuestions = startQuestionJob({
  db: database.db,
  context: { siteUrl: config.SITE_URL, provider: runtime.provider, onMailQueued: () => runtime.mailWorker.wake() },
  logger: logger.child({ component: 'questions' }),
});

let build: ServerBuild | (() => Promise<ServerBuild>);
let middleware:
  | ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void)
  | undefined;
let closeDev: (() => Promise<void>) | undefined;
const clientDir = path.join(root, 'build', 'client');
if (dev) {
  const vite = await import('vite');
  const viteServer = await vite.createServer({ server: { middlewareMode: true }, appType: 'custom' });
  build = () => viteServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  middleware = viteServer.middlewares;
  closeDev = () => viteServer.close();
} else {
  const serverBuild = path.join(root, 'build', 'server', 'index.js');
  if (!existsSync(serverBuild)) {
    logger.fatal('no build found: run `npm run build` first (or `npm start`, which builds)');
    process.exit(1);
  }
  build = (await import(serverBuild)) as ServerBuild;
  await warnOnStaleBuild(path.join(root, 'build', 'build-info.json'));
}
// <html data-ga> of the prerendered pages follows this process's GA_MEASUREMENT_ID (the cookie banner).
const staticFiles = dev
  ? new Map()
  : await loadStaticFiles(clientDir, { googleAnalytics: config.GA_MEASUREMENT_ID !== '' });

const app = createHttpApp({
  config,
  logger,
  database,
  build,
  staticFiles,
  mode: dev ? 'development' : 'production',
  logRequests: config.LOG_LEVEL !== 'silent',
  analytics: runtime.analytics,
  draining: () => stopping,
});
const listener = getRequestListener(app.fetch);
let inFlight = 0;
const server = createServer((req, res) => {
  inFlight++;
  res.once('close', () => inFlight--);
  // A broken or vanished client must never become an unhandled 'error' event.
  req.on('error', (error) => logger.info({ err: error.message, path: req.url }, 'request stream error'));
  res.on('error', (error) => logger.info({ err: error.message, path: req.url }, 'response stream error'));
  if (middleware) middleware(req, res, () => void listener(req, res));
  else void listener(req, res);
});
server.keepAliveTimeout = 65_000;

server.listen(config.PORT, config.HOST, () => {
  const { port } = server.address() as AddressInfo;
  logger.info({ port, host: config.HOST, url: `http://localhost:${port}`, staticFiles: staticFiles.size }, 'listening');
  // Load the staff sign-in library now that the server answers, so the first sign-in does not wait for it.
  runtime.staffAuth().catch((error: unknown) => logger.error({ err: error }, 'staff sign-in could not be set up'));
});

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal, inFlight }, 'shutting down');
  // /readyz now answers 503 (draining): the load balancer stops sending new requests while the
  // server still serves them, then the listener closes.
  if (config.SHUTDOWN_DRAIN_SECONDS > 0) {
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_SECONDS * 1000));
  }
  const deadline = Date.now() + config.SHUTDOWN_TIMEOUT_SECONDS * 1000;
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    const timer = setInterval(() => {
      server.closeIdleConnections();
      if (Date.now() > deadline) {
        logger.warn({ inFlight }, 'shutdown timeout: closing remaining connections');
        server.closeAllConnections();
      }
    }, 100);
    timer.unref();
  });
  clearInterval(sweepTimer);
  await stopRollup();
  // Page views still queued in memory are written before the database closes.
  await runtime.analytics.stop();
  // A run in progress finishes its transaction before the database closes.
  await stopRetention();
  await stopFingerprints();
  await stopQuestions();
  await runtime.refundWorker.stop();
  await runtime.mailWorker.stop();
  runtime.transport.close();
  await closeDev?.();
  await staffSocket?.close();
  await database.close();
  logger.info('stopped cleanly');
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

/** Prerendered pages hold the settings of their build: say so when the server runs with others. */
async function warnOnStaleBuild(infoFile: string) {
  try {
    const info = JSON.parse(await readFile(infoFile, 'utf8')) as {
      siteUrl?: string;
      companyName?: string;
      googleAnalytics?: boolean;
      microEnterprise?: boolean;
    };
    const running = {
      siteUrl: config.SITE_URL,
      companyName: config.COMPANY_NAME,
      googleAnalytics: config.GA_MEASUREMENT_ID !== '',
      microEnterprise: config.OPERATOR_MICRO_ENTERPRISE,
    };
    // A build-info.json from before the two flags were recorded has no opinion on them.
    const differs =
      info.siteUrl !== running.siteUrl ||
      info.companyName !== running.companyName ||
      (info.googleAnalytics !== undefined && info.googleAnalytics !== running.googleAnalytics) ||
      (info.microEnterprise !== undefined && info.microEnterprise !== running.microEnterprise);
    if (differs) {
      logger.warn(
        { builtWith: info, runningWith: running },
        'the prerendered pages were built with other settings: run `npm run build` again (npm start does)',
      );
    }
  } catch {
    logger.warn('build/build-info.json missing: run `npm run build`');
  }
}
