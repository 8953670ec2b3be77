// The background jobs' runner (retention, analytics roll-up, fingerprints): the work now and then
// every interval, never two runs of one job at once in a process, failures logged and retried at the
// next tick, a timer that does not keep the process alive. Several instances may run the same job:
// each job makes its own work safe for that (locks, unique rows).
import type { Logger } from 'pino';

export interface IntervalJob {
  /** One run of the work. */
  run: () => Promise<unknown>;
  intervalMs: number;
  logger: Pick<Logger, 'error'>;
  /** Logged when a run fails, e.g. 'retention run failed'. */
  failure: string;
}

/** Starts the job; the returned function stops it and waits for a run in progress. */
export function startIntervalJob({ run, intervalMs, logger, failure }: IntervalJob): () => Promise<void> {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = run()
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, failure))
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
