// The refund worker (decision record 023): every minute, on any instance, and when a withdrawal or
// a decline just queued a refund, it sends every refund that is due (new, or failed and its backoff
// over) through refund-sending.server.ts; never two runs at once in one process.
import { and, asc, inArray, lte } from 'drizzle-orm';
import { refunds } from '../db/schema.server.ts';
import type { RefundDeps } from './refund-deps.server.ts';
import { processRefund } from './refund-sending.server.ts';

const BATCH = 20;

/** Every refund due now (new, or failed and its backoff over), oldest first; returns how many succeeded. */
export async function processDueRefunds(deps: RefundDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(inArray(refunds.status, ['pending', 'failed']), lte(refunds.nextAttemptAt, now)))
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(BATCH);
  let succeeded = 0;
  for (const { id } of due) {
    if ((await processRefund(deps, id, now)) === 'succeeded') succeeded++;
  }
  return succeeded;
}

export interface RefundWorker {
  /** Sends the due refunds now (a withdrawal just queued one); the timer runs them anyway. */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

/** Runs processDueRefunds at start, every `intervalMs` (a minute) and when woken; never two runs at once. */
export function createRefundWorker(deps: RefundDeps, intervalMs = 60_000): RefundWorker {
  let running: Promise<void> | undefined;
  let again = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await processDueRefunds(deps);
      } while (again);
    })()
      .catch((error: unknown) => deps.logger.error({ err: error }, 'refund run failed'))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    wake: run,
    start() {
      run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
