// What the HTTP application is made with (app.server.ts createHttpApp; server.ts and the tests
// pass it): configuration, logger, database, the React Router build, the static files.
import type { Logger } from 'pino';
import type { ServerBuild } from 'react-router';
import type { AnalyticsIngest } from '../analytics/ingest.server.ts';
import type { AppConfig } from '../config/config.server.ts';
import type { Database } from '../db/db.server.ts';
import type { StaticFiles } from './static-files.server.ts';

export interface HttpAppOptions {
  config: AppConfig;
  logger: Logger;
  database: Database;
  /** The React Router server build, or a loader for it (development: Vite's SSR module graph). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  staticFiles: StaticFiles;
  mode: 'production' | 'development';
  /** Request logging at info level; benchmarks turn it off. */
  logRequests?: boolean;
  /** The statistics' beacon queue (app/server/analytics/): /api/analytics answers here when given. */
  analytics?: AnalyticsIngest;
  /** True once the process is shutting down: /readyz answers 503 so load balancers stop sending. */
  draining?: () => boolean;
}
