// The answer while the database is unreachable (decision record 019): 503 with Retry-After, a small
// German page for pages and JSON for APIs, instead of a 500. A load balancer sees the same state on
// /readyz; the pool reconnects by itself once the database is back.

/** What the customer reads. */
export const UNAVAILABLE_MESSAGE =
  'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.';

const RETRY_AFTER_SECONDS = '30';

/** Requests answered with JSON: the API endpoints and React Router's data requests. */
function wantsJson(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname.startsWith('/conan/api/') || pathname.endsWith('.data');
}

const page = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Vorübergehend nicht erreichbar | Echtcheck</title>
</head>
<body>
<main>
<h1>Vorübergehend nicht erreichbar</h1>
<p>${UNAVAILABLE_MESSAGE}</p>
<p><a href="/">Zur Startseite</a></p>
</main>
</body>
</html>
`;

export function unavailableResponse(pathname: string, method: string): Response {
  const headers = { 'Cache-Control': 'no-store', 'Retry-After': RETRY_AFTER_SECONDS };
  if (wantsJson(pathname)) {
    // `errors.form` is where the checkout shows a message; `error` for everything else.
    return Response.json(
      { error: UNAVAILABLE_MESSAGE, errors: { form: UNAVAILABLE_MESSAGE } },
      { status: 503, headers },
    );
  }
  return new Response(method === 'HEAD' ? null : page, {
    status: 503,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  });
}
