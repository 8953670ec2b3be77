// Takes the beacons of /api/analytics (issue 11 point 2) and writes them in batches. Accepting an
// event is synchronous work in memory (bot check, rate limit, hash, country); the database sees one
// multi-row statement per kind and batch. The queue is bounded: when the database falls behind, new
// events are refused with 503 instead of growing memory. Events still queued when the process stops
// are written by stop(); a crash loses at most one batch interval of statistics, never an order.
import { isbot } from 'isbot';
import type { Logger } from 'pino';
import { clientNetwork } from '../abuse/client-address.server.ts';
import { resolveService } from '../checkout/service-alias.server.ts';
import type { Db } from '../db/db.server.ts';
import type { AnalyticsEvent } from './events.server.ts';
import type { CountryLookup } from './geoip.server.ts';
import { type QueuedEntry, type QueuedExit, type QueuedStep, writeBatch } from './store.server.ts';
import type { VisitorSalts } from './visitor.server.ts';
import { visitorHash } from './visitor.server.ts';

export interface IngestOptions {
  db: Db;
  salts: VisitorSalts;
  /** Null until the country database is open (or when it cannot be). */
  country: () => CountryLookup | null;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Events held in memory at most (default 20,000, a few MB). */
  maxQueue?: number;
  /** Events per statement (default 1,000). */
  batchSize?: number;
  /** Longest wait before a partial batch is written (default 250 ms). */
  flushMs?: number;
  /** Events per client network and minute (default 120: a visitor reading a page every second). */
  perMinute?: number;
}

export type IngestResult =
  /** Taken (or deliberately not counted: a bot). */
  | 'accepted'
  | 'bot'
  /** Too many events from this network this minute (429). */
  | 'limited'
  /** The queue is full (503). */
  | 'busy';

export interface AnalyticsIngest {
  accept(event: AnalyticsEvent, client: { address: string; userAgent: string }, now?: Date): Promise<IngestResult>;
  /** The visitor id of a request, for events the server records itself (the order). */
  visitorOf(client: { address: string; userAgent: string }, now?: Date): Promise<string>;
  /** Writes everything queued; resolves when it is stored. */
  flush(): Promise<void>;
  /** Events waiting in memory. */
  queued(): number;
  /** Stops the timer and writes what is queued. */
  stop(): Promise<void>;
}

type Queued = QueuedEntry | QueuedExit | QueuedStep;

export function createAnalyticsIngest(options: IngestOptions): AnalyticsIngest {
  const { db, salts, logger } = options;
  const maxQueue = options.maxQueue ?? 20_000;
  const batchSize = options.batchSize ?? 1000;
  const flushMs = options.flushMs ?? 250;
  const perMinute = options.perMinute ?? 120;
  let queue: Queued[] = [];
  let writing: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const overLimit = networkRateLimit(perMinute);

  const writeSome = async (): Promise<void> => {
    while (queue.length > 0) {
      const batch = queue.slice(0, batchSize);
      queue = queue.slice(batch.length);
      try {
        await writeBatch(db, batch);
      } catch (error) {
        // Statistics only: the batch is dropped and logged, the next one is tried.
        logger.error({ err: error, events: batch.length }, 'writing analytics events failed');
      }
    }
  };

  const startWriting = (): Promise<void> => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    writing ??= writeSome().finally(() => {
      writing = null;
    });
    return writing;
  };

  const schedule = () => {
    if (stopped) return;
    if (queue.length >= batchSize) void startWriting();
    else if (!timer && !writing) {
      timer = setTimeout(() => {
        timer = null;
        void startWriting();
      }, flushMs);
      timer.unref();
    }
  };

  const isBot = cachedBotCheck();

  const visitorOf: AnalyticsIngest['visitorOf'] = async (client, now = new Date()) =>
    visitorHash(await salts.saltFor(now), client.address, client.userAgent);

  return {
    async accept(event, client, now = new Date()) {
      if (isBot(client.userAgent)) return 'bot';
      if (overLimit(client.address, now.getTime())) return 'limited';
      if (queue.length >= maxQueue) return 'busy';
      if (event.kind === 'exit') {
        queue.push({ kind: 'exit', sessionId: event.sessionId, path: event.path, at: now });
      } else {
        const hash = await visitorOf(client, now);
        queue.push(visitorEvent(event, client, hash, options.country, now));
      }
      schedule();
      return 'accepted';
    },
    visitorOf,
    async flush() {
      while (queue.length > 0 || writing) await startWriting();
    },
    queued: () => queue.length,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      while (queue.length > 0 || writing) await startWriting();
    },
  };
}

/**
 * Counts events per client network and minute; true once a network is over `perMinute`. Reset
 * wholesale each minute (bounded by the number of networks seen in one minute, each a few dozen bytes).
 */
function networkRateLimit(perMinute: number): (address: string, nowMs: number) => boolean {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return (address, nowMs) => {
    if (nowMs - windowStart >= 60_000) {
      windowStart = nowMs;
      counts = new Map();
    }
    const key = clientNetwork(address);
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    return count > perMinute;
  };
}

/** Browsers send a few hundred distinct user agents: remember the bot check of the recent ones. */
function cachedBotCheck(): (userAgent: string) => boolean {
  const botVerdicts = new Map<string, boolean>();
  return (userAgent) => {
    let verdict = botVerdicts.get(userAgent);
    if (verdict === undefined) {
      verdict = isbot(userAgent);
      if (botVerdicts.size >= 2000) botVerdicts.clear();
      botVerdicts.set(userAgent, verdict);
    }
    return verdict;
  };
}

/** The queued row of an entry or step event, with the visitor's hash (and for an entry, its country). */
function visitorEvent(
  event: Exclude<AnalyticsEvent, { kind: 'exit' }>,
  client: { address: string; userAgent: string },
  hash: string,
  country: IngestOptions['country'],
  now: Date,
): QueuedEntry | QueuedStep {
  if (event.kind === 'entry') {
    return {
      kind: 'entry',
      sessionId: event.sessionId,
      path: event.path,
      referrer: event.referrer,
      entry: event.entry,
      userAgent: client.userAgent.slice(0, 512),
      visitorHash: hash,
      country: country()?.(client.address) ?? null,
      at: now,
    };
  }
  return {
    kind: 'step',
    visitorHash: hash,
    stage: event.step,
    caseType: resolveService(event.service).caseType,
    at: now,
  };
}
