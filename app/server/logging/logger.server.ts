// JSON logs (pino). One logger per process, shared with the bundled server build via globalThis.
import pino, { type Logger } from 'pino';

const LOGGER_KEY = Symbol.for('echtcheck.logger');
type GlobalWithLogger = typeof globalThis & { [LOGGER_KEY]?: Logger };

export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service: 'echtcheck' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], censor: '[redacted]' },
  });
}

export function getLogger(): Logger {
  const g = globalThis as GlobalWithLogger;
  g[LOGGER_KEY] ??= createLogger();
  return g[LOGGER_KEY];
}

export function setLogger(logger: Logger): void {
  (globalThis as GlobalWithLogger)[LOGGER_KEY] = logger;
}
