// The beacons the pages send to /api/analytics (spec §7 calls 1 and 2; issue 11 points 1–2), read
// strictly: a known kind, a UUID page-session id, a counted same-site path, bounded sizes. Anything
// else is the sender's error (400), never ours. Pure: no database, no clock.
import { MAX_PATH_LENGTH, MAX_REFERRER_LENGTH } from '#app/lib/analytics.ts';
import { isCountedPath, storedPath } from './counted-paths.server.ts';

/** A beacon body is a few hundred bytes; anything over this is refused unread. */
export const MAX_EVENT_BYTES = 4096;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SERVICE = /^[\p{L}\p{N}_-]{1,100}$/u;

/** A page was opened (first load, or a client-side navigation). */
export interface EntryEvent {
  kind: 'entry';
  sessionId: string;
  path: string;
  /** The origin of an outside page the visitor came from; null: none, or a page of our own site. */
  referrer: string | null;
  /** The view entered the site: no referrer, or one from outside. */
  entry: boolean;
}

/**
 * The page was left (sent once per view). The time on the page is the server's: from this view's
 * entry beacon to its exit beacon (store.server.ts); the page reads no clock for it.
 */
export interface ExitEvent {
  kind: 'exit';
  sessionId: string;
  path: string;
}

/** The checkout showed step 1–6 (the funnel); `service` is the checkout's ?service= value. */
export interface StepEvent {
  kind: 'step';
  sessionId: string;
  step: 1 | 2 | 3 | 4 | 5 | 6;
  service: string | null;
}

export type AnalyticsEvent = EntryEvent | ExitEvent | StepEvent;

export type ParsedEvent = { ok: true; event: AnalyticsEvent } | { ok: false; reason: string };

function refuse(reason: string): ParsedEvent {
  return { ok: false, reason };
}

/**
 * The referrer as stored: only the origin of an outside page (its path and query may name a person
 * or a search), nothing for our own pages. `siteOrigins` are the origins our pages are served from.
 */
export function readReferrer(
  value: unknown,
  siteOrigins: ReadonlySet<string>,
): { ok: true; referrer: string | null; entry: boolean } | { ok: false } {
  if (value === null || value === undefined || value === '') return { ok: true, referrer: null, entry: true };
  if (typeof value !== 'string' || value.length > MAX_REFERRER_LENGTH) return { ok: false };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false };
  }
  if (siteOrigins.has(url.origin)) return { ok: true, referrer: null, entry: false };
  // android-app://…, about:blank and the like: an outside source without an origin worth keeping.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: true, referrer: null, entry: true };
  return { ok: true, referrer: url.origin, entry: true };
}

/** Reads one beacon body (already decoded JSON). */
export function parseEvent(input: unknown, siteOrigins: ReadonlySet<string>): ParsedEvent {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return refuse('not an object');
  const body = input as Record<string, unknown>;
  const sessionId = body.session;
  if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return refuse('session');
  if (body.kind === 'step') {
    const step = body.step;
    if (typeof step !== 'number' || !Number.isInteger(step) || step < 1 || step > 6) return refuse('step');
    const service = body.service ?? null;
    if (service !== null && (typeof service !== 'string' || !SERVICE.test(service))) return refuse('service');
    return { ok: true, event: { kind: 'step', sessionId, step: step as StepEvent['step'], service } };
  }
  const rawPath = body.path;
  if (typeof rawPath !== 'string' || rawPath.length > MAX_PATH_LENGTH) return refuse('path');
  if (!isCountedPath(rawPath)) return refuse('path not counted');
  const path = storedPath(rawPath);
  if (body.kind === 'entry') {
    const referrer = readReferrer(body.referrer, siteOrigins);
    if (!referrer.ok) return refuse('referrer');
    return { ok: true, event: { kind: 'entry', sessionId, path, referrer: referrer.referrer, entry: referrer.entry } };
  }
  // A `seconds` field (sent by pages of before decision 016's amendment of 2026-11-28) is ignored.
  if (body.kind === 'exit') return { ok: true, event: { kind: 'exit', sessionId, path } };
  return refuse('kind');
}
