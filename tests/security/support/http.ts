// HTTP helpers of the security suite: requests from a chosen client address (the server trusts
// X-Forwarded-For in this suite, see suite-server.ts), staff sign-in, forged session cookies, and the
// check that a response carries none of the seeded case's marker strings.
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import net from 'node:net';
import { AUTH_SECRET } from './suite-server.ts';

export const SESSION_COOKIE = 'echtcheck-staff.session_token';
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

// A random start per process (the global setup and each test file run in processes of their own).
let addressCounter = randomInt(0, 2 ** 24 - 2 ** 20);
/** A client address no other request of this run used (10.x.y.z). */
export function freshAddress(): string {
  addressCounter += 1;
  const n = addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

export async function call(base: string, path: string, init: RequestInit & { address?: string } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', init.address ?? freshAddress());
  if (!headers.has('user-agent')) headers.set('user-agent', BROWSER_UA);
  const response = await fetch(`${base}${path}`, { redirect: 'manual', ...init, headers });
  const body = init.method === 'HEAD' ? '' : await response.text();
  return { status: response.status, headers: response.headers, body };
}

/** Signs in with e-mail and password; resolves with the session cookie pair (name=value). */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await call(base, '/conan', {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  });
  if (response.status !== 302) throw new Error(`sign-in failed: ${response.status} ${response.body.slice(0, 300)}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.split(';')[0] ?? '';
}

/** The token and signature of a session cookie pair. */
export function cookieParts(pair: string): { token: string; signature: string } {
  const value = decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
  const dot = value.lastIndexOf('.');
  return { token: value.slice(0, dot), signature: value.slice(dot + 1) };
}

/** A session cookie signed the way better-auth signs it (HMAC-SHA256, base64). */
export function signedCookie(token: string, secret = AUTH_SECRET): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** The real token with one character of its signature changed. */
export function tamperedCookie(pair: string): string {
  const { token, signature } = cookieParts(pair);
  const flipped = `${signature.slice(0, 3)}${signature[3] === 'A' ? 'B' : 'A'}${signature.slice(4)}`;
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${flipped}`)}`;
}

/** Session cookies no server issued: a random unsigned token, and a random token signed with the secret. */
export function forgedCookies(): { randomToken: string; signedUnknown: string } {
  return {
    randomToken: `${SESSION_COOKIE}=${randomBytes(24).toString('base64url')}.${randomBytes(32).toString('base64url')}`,
    signedUnknown: signedCookie(randomBytes(24).toString('base64url')),
  };
}

/** The markers found in `text` that the request itself did not carry (a 404 page may echo its URL). */
export function leakedMarkers(text: string, markers: readonly string[], request = ''): string[] {
  const sent = decodeURIComponent(request).toLowerCase();
  const seen = text.toLowerCase();
  return markers.filter((marker) => !sent.includes(marker.toLowerCase()) && seen.includes(marker.toLowerCase()));
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(runners);
}

/**
 * One request on a connection of its own (a plain TCP socket, `Connection: close`): an error is this
 * payload's, not a previous request's on a shared connection. Header values may be arrays (the
 * header sent twice).
 *
 * Not node:http: when a server answers early (413 before the body is read) and closes, node:http
 * reports the failed write of the rest of the body (EPIPE) and drops the answer that had already
 * arrived. A browser shows that answer; so does this: it writes the request, ignores a failed write,
 * reads until the server closes, and fails only when no answer came at all.
 */
export function rawCall(
  base: string,
  path: string,
  init: {
    method?: string;
    headers?: Record<string, string | string[] | undefined>;
    body?: string | Uint8Array;
    address?: string;
  } = {},
): Promise<Answer> {
  const url = new URL(base);
  const body = init.body === undefined ? undefined : Buffer.from(init.body);
  const headers: Record<string, string | string[]> = {
    host: url.host,
    'x-forwarded-for': init.address ?? freshAddress(),
    'user-agent': BROWSER_UA,
  };
  for (const [name, value] of Object.entries(init.headers ?? {})) if (value !== undefined) headers[name] = value;
  // Frame a body as fetch does.
  if (body !== undefined && !('content-length' in headers) && !('transfer-encoding' in headers)) {
    headers['content-length'] = String(body.byteLength);
  }
  headers.connection = 'close';
  const lines = [`${init.method ?? 'GET'} ${path} HTTP/1.1`];
  for (const [name, value] of Object.entries(headers)) {
    for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
  }
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  const what = `${init.method ?? 'GET'} ${path.slice(0, 200)}`;
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port || 80), url.hostname);
    const received: Buffer[] = [];
    let failure: Error | undefined;
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (error) => {
      failure ??= error;
    });
    socket.on('close', () => {
      const answer = parseAnswer(Buffer.concat(received));
      if (answer) resolve(answer);
      else reject(new Error(`${what}: ${failure?.message ?? 'the connection closed without an answer'}`));
    });
    socket.setTimeout(60_000, () => socket.destroy(new Error('no answer within 60 s')));
    socket.on('connect', () => {
      socket.write(body ? Buffer.concat([head, body]) : head);
    });
  });
}

/** An HTTP/1.1 answer read to the end of its connection: status, headers, body (de-chunked). */
function parseAnswer(bytes: Buffer): Answer | undefined {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...headerLines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? Number.NaN);
  if (!Number.isFinite(status)) return undefined;
  const headers = new Headers();
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  let rest = bytes.subarray(end + 4);
  if (headers.get('transfer-encoding')?.toLowerCase().includes('chunked')) {
    const parts: Buffer[] = [];
    for (;;) {
      const lineEnd = rest.indexOf('\r\n');
      const size = lineEnd < 0 ? 0 : Number.parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
      if (!size) break;
      parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      rest = rest.subarray(lineEnd + 2 + size + 2);
    }
    rest = Buffer.concat(parts);
  } else if (headers.has('content-length')) {
    rest = rest.subarray(0, Number(headers.get('content-length')));
  }
  return { status, headers, body: rest.toString('utf8') };
}
