// fast-check generators of realistic-shaped hostile input: the fields our forms and JSON bodies have,
// each either plausible or replaced by something wrong (another type, a huge or broken string,
// unicode tricks, injection text, deep nesting), wrong or duplicated content types and headers.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { progress } from './memory.ts';

/** Payloads per endpoint: FUZZ_RUNS (default 200; the long mode is FUZZ_RUNS=10000). */
export const FUZZ_RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 200));
/** A fuzzing test's time limit, growing with FUZZ_RUNS (the long mode runs for many minutes). */
export const FUZZ_TIMEOUT_MS = 120_000 + FUZZ_RUNS * 400;

const NASTY = [
  '',
  ' ',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '\u0000',
  'a\u0000b',
  'zeile\r\nSet-Cookie: x=1',
  '\u202egpj.exe',
  '\ud800',
  '\udfff\ud800',
  '💣'.repeat(50),
  'Ä'.repeat(300),
  "' OR 1=1 --",
  "'; drop table cases; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template injection text, sent as it is
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '0x7fffffff',
  'null',
  'true',
  '[]',
  '{}',
  'a'.repeat(70_000),
  'x@y',
  '@',
  'a@b.c'.repeat(100),
];

/** A hostile string: a known nasty one, or a generated one over all of Unicode (broken halves included). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\u202e', '\ud800', 'é', '\n', '"', '\\'), maxLength: 40 }),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)) },
);

/** Any JSON value, nested or not, or a hostile string. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -0, [], {}) },
  { weight: 1, arbitrary: fc.integer({ min: 10, max: 2000 }).map((depth) => nest(depth)) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 30 }) },
);

function nest(depth: number): unknown {
  let value: unknown = 'tief';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** A plausible value most of the time, a hostile one otherwise. */
export function maybe<T>(plausible: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: plausible },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** An object with the given fields, each maybe wrong or missing, and maybe extra hostile keys. */
export function shaped(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const record = fc.record(Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, maybe(value)])));
  return fc
    .tuple(
      record,
      fc.dictionary(
        hostileString.filter((key) => key.length < 200),
        hostileValue,
        { maxKeys: 3 },
      ),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

const order = validOrder();
/** The checkout's order JSON (spec §3), each part plausible or hostile. */
export const hostileOrder = shaped({
  checkoutId: fc.oneof(fc.uuid(), fc.constant(randomUUID())),
  service: fc.constantFrom('dating-app-schutz', 'fake-profil', 'unbekannt', ''),
  customer: shaped({
    firstName: fc.constantFrom('Erika', ''),
    lastName: fc.constant('Muster'),
    email: fc.constantFrom('erika@example.de', 'kein-at', ''),
    phone: fc.constantFrom('', '+49 30 1234567'),
  }),
  target: shaped({
    targetName: fc.constant('Daniel Weber'),
    targetPlatforms: fc.constant(order.target.targetPlatforms),
    targetUsername: fc.constant('daniel_w'),
    targetProfileUrl: fc.constantFrom('tinder.com/@x', 'javascript:alert(1)', 'http://[::1]:22/'),
  }),
  additional: shaped({
    orderedFor: fc.constantFrom('self', 'relative', 'neighbour'),
    residence: fc.constantFrom('BE', 'abroad', 'XX'),
    payments: fc.constantFrom(['none'], ['transfer', 'card'], ['none', 'card'], []),
    chatContent: fc.string(),
    suspicionReason: fc.string(),
  }),
  legal: shaped({
    purposes: fc.constant(order.legal.purposes),
    relation: fc.constant(order.legal.relation),
    description: fc.constant(order.legal.description),
    berechtigtesInteresse: fc.boolean(),
    agbAccepted: fc.boolean(),
    privacyAccepted: fc.boolean(),
    ageConfirmed: fc.boolean(),
    earlyStart: fc.boolean(),
  }),
  documentIds: fc.array(fc.uuid(), { maxLength: 12 }),
  voucherCode: fc.string({ maxLength: 40 }),
});

/** Content types, right, wrong, broken and doubled. */
export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=grenze',
  'multipart/form-data',
  'application/octet-stream',
  'application/pdf',
  'image/svg+xml',
  'text/html',
  '',
  ';;;',
  'application/json, text/plain',
  'application/x-www-form-urlencoded, application/json',
);

/** A form post's content type: mostly a real form, sometimes any of `contentType`. */
export const formType = fc.oneof(
  { weight: 4, arbitrary: fc.constant('application/x-www-form-urlencoded') },
  { weight: 1, arbitrary: contentType },
);

/** A value fetch accepts as a header (no CR, LF, NUL; Latin-1): hostile text percent-encoded where needed. */
export function headerValue(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || code === 9
        ? char
        : encodeURIComponent(char.length === 1 && code >= 0xd800 && code <= 0xdfff ? '\ufffd' : char);
    })
    .join('')
    .slice(0, 4000);
}

/**
 * A URL part (path segment or query value) from hostile text. Node refuses request heads over 16 KB
 * itself (431, closing the connection): the part stays below, cut anywhere (a cut %XX escape is one
 * more malformed input).
 */
export function segment(text: string): string {
  return encodeURIComponent(text.toWellFormed()).slice(0, 6000);
}

/** A form body from field values (each maybe hostile); sometimes a field twice. */
export function formBody(fields: Record<string, unknown>, duplicate: boolean): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : jsonText(value);
    form.append(key, text.toWellFormed());
    if (duplicate) form.append(key, 'zweiter Wert');
  }
  return form.toString();
}

/** A body as the wire carries it: a string, raw random bytes, or nothing. */
export const rawBody = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 2000 }) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 4000 }) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** Serialises a hostile JSON value; nested depth beyond JSON.stringify's reach is sent as text. */
export function jsonText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return '{"a":'.repeat(5000);
  }
}

export interface FuzzAnswer {
  status: number;
  body: string;
}

/**
 * Sends FUZZ_RUNS generated payloads through `send`; fails (with fast-check's shrunk counterexample)
 * on the first 5xx. Resolves with how often each status came back.
 */
export async function fuzz<T>(
  arbitrary: fc.Arbitrary<T>,
  send: (payload: T) => Promise<FuzzAnswer>,
  options: { runs?: number; parallel?: number } = {},
): Promise<Map<number, number>> {
  const { runs = FUZZ_RUNS, parallel = 1 } = options;
  const statuses = new Map<number, number>();
  const property = fc.asyncProperty(arbitrary, async (payload) => {
    const answer = await send(payload);
    progress.done += 1;
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.status >= 500) throw new Error(`answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  });
  // Slow endpoints (a password hash per payload) run the payloads in `parallel` streams of their own
  // seed: the same number of payloads in a fraction of the time.
  await Promise.all(
    Array.from({ length: parallel }, () => fc.assert(property, { numRuns: Math.ceil(runs / parallel) })),
  );
  return statuses;
}
