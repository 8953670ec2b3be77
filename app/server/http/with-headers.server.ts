// Changing a response's headers (app.server.ts, react-router-handler.server.ts): in place, or on a
// copy when the response's headers are immutable.

/**
 * Changes the response's headers in place (our own responses: no copy of the body), or on a copy
 * when they are immutable (a redirect made by Response.redirect).
 */
export function withHeaders(response: Response, change: (headers: Headers) => void): Response {
  try {
    change(response.headers);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    change(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
