// The status page's posts: the answer to a Rückfrage (issue 39), a multipart POST, the only
// multipart form there, and "Jetzt erneut bezahlen". The app's 1 MB limit on forms lets the answer
// through (app/server/http/app.server.ts); answer-request.server.ts bounds it instead
// (ANSWER_BODY_MAX_BYTES). No imports: the HTTP app asks.

/** The status page's path (React Router's data requests end in .data). */
const STATUS_PAGE_PATH = /^\/auftrag\/[A-Za-z0-9_-]{32,64}(?:\.data)?$/;

/** A POST to a status page (the answer to a Rückfrage, or "Jetzt erneut bezahlen"). */
export function isStatusPagePost(request: Request): boolean {
  return request.method === 'POST' && STATUS_PAGE_PATH.test(new URL(request.url).pathname);
}

export function isAnswerPost(request: Request): boolean {
  if (!isStatusPagePost(request)) return false;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'multipart/form-data';
}

/**
 * The status page's Referrer-Policy (no-referrer) makes a browser send `Origin: null` with a form
 * posted without JavaScript, which React Router refuses as cross-site (400): the answer and "Jetzt
 * erneut bezahlen" failed without JavaScript. Neither needs that check (the token in the URL is the
 * key, which no other site knows), and the browser's own Sec-Fetch-Site tells a same-origin post:
 * only then is the null origin dropped.
 */
export function withSameOriginStatusPost(request: Request): Request {
  if (request.headers.get('origin') !== 'null' || request.headers.get('sec-fetch-site') !== 'same-origin')
    return request;
  const headers = new Headers(request.headers);
  headers.delete('origin');
  return new Request(request, { headers, duplex: 'half' } as RequestInit);
}
