// HTTP helpers of the security suite: requests from a chosen client address (the server trusts
// X-Forwarded-For in this suite, see suite-server.ts), staff sign-in, forged session cookies, and the
// check that a response carries none of the seeded case's marker strings.
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
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
 * One request on a connection of its own (node:http, no keep-alive): an error is this payload's, not
 * a previous request's on a shared connection. Header values may be arrays (the header sent twice).
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
  const headers: Record<string, string | string[]> = {
    'x-forwarded-for': init.address ?? freshAddress(),
    'user-agent': BROWSER_UA,
  };
  for (const [name, value] of Object.entries(init.headers ?? {})) if (value !== undefined) headers[name] = value;
  // Frame a body as fetch does (node:http sends a DELETE body unframed otherwise).
  if (init.body !== undefined && !('content-length' in headers) && !('transfer-encoding' in headers)) {
    headers['content-length'] = String(Buffer.byteLength(init.body));
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      { method: init.method ?? 'GET', headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const one of Array.isArray(value) ? value : [value ?? '']) answerHeaders.append(name, one);
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: answerHeaders,
            body: Buffer.concat(chunks).toString('utf8'),
          });
          // The connection is this request's alone (no keep-alive); a body cut short by an early
          // answer must not hold it open.
          request.destroy();
        });
        response.on('error', reject);
      },
    );
    let answered = false;
    request.once('response', () => {
      answered = true;
    });
    request.on('error', (error) => {
      // An answer that came while the body was still going out (413 before the rest is read, then
      // the connection closed) is the server's word; the write error after it is not.
      if (!answered) reject(new Error(`${init.method ?? 'GET'} ${path.slice(0, 200)}: ${error.message}`));
    });
    void sendBody(request, init.body, () => answered);
  });
}

/**
 * Writes the body in pieces, reading the answer between them, and stops once the server has
 * answered — as a browser does. Writing a large body in one go let the server's early answer (413,
 * then the connection closed) race the client's own write error (EPIPE), which lost the answer.
 */
async function sendBody(request: http.ClientRequest, body: string | Uint8Array | undefined, answered: () => boolean) {
  if (body === undefined) {
    request.end();
    return;
  }
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const piece = 64 * 1024;
  for (let at = 0; at < bytes.byteLength; at += piece) {
    if (answered() || request.destroyed) return;
    if (!request.write(bytes.subarray(at, at + piece))) {
      await new Promise<void>((resolve) => {
        const done = () => {
          request.off('drain', done);
          request.off('close', done);
          request.off('response', done);
          resolve();
        };
        request.on('drain', done);
        request.on('close', done);
        request.on('response', done);
      });
    }
  }
  if (!answered() && !request.destroyed) request.end();
}
