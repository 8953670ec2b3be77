// A route whose document is the same for every visitor sends this header from its `headers`
// export; the server then renders the page once per URL and serves it like a prerendered page
// (app/server/http/shared-documents.server.ts). The header never leaves the server. Only for pages
// whose loader reads nothing but the URL and the configuration: no session, no cookie, no database.
export const SHARED_DOCUMENT_HEADER = 'X-Echtcheck-Shared-Document';
