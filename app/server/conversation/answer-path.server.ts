// Which request is an answer to a Rückfrage (issue 39): a multipart POST to a status page, the only
// multipart form there. The app's 1 MB limit on forms lets it through (app/server/http/app.server.ts);
// answer-request.server.ts bounds it instead (ANSWER_BODY_MAX_BYTES). No imports: the HTTP app asks.

/** The status page's path (React Router's data requests end in .data). */
const STATUS_PAGE_PATH = /^\/auftrag\/[A-Za-z0-9_-]{32,64}(?:\.data)?$/;

export function isAnswerPost(request: Request): boolean {
  if (request.method !== 'POST') return false;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'multipart/form-data' && STATUS_PAGE_PATH.test(new URL(request.url).pathname);
}
