import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { type PageKind, sitePages } from './content/site.ts';

// Every URL the site answers, pages and endpoints alike (spec §2; decision record 008). Marketing
// routes come from the content (app/content/site.ts): one route per URL, rendered by its template.
// Route modules are thin: they call a capability in app/server/ and render. Outside this table only
// /healthz, /readyz, the static files (build/client) and the statistics' beacon POST /api/analytics
// (app/server/analytics/endpoint.server.ts; decision record 016) answer, in app/server/http/app.server.ts.
const templates: Record<Exclude<PageKind, 'home'>, string> = {
  sales: 'routes/marketing/sales.tsx',
  hub: 'routes/marketing/hub.tsx',
  conversion: 'routes/marketing/conversion.tsx',
  landing: 'routes/marketing/landing.tsx',
  legal: 'routes/marketing/legal.tsx',
  sitemap: 'routes/marketing/sitemap.tsx',
};

export default [
  index('routes/home.tsx'),
  ...sitePages
    .filter((page) => page.kind !== 'home')
    .map((page) =>
      route(page.path.slice(1), templates[page.kind as Exclude<PageKind, 'home'>], { id: `${page.kind}:${page.path}` }),
    ),
  // Checkout (SSR, hydrated) and payments (spec §2; docs/product.md §12, differences 1–5).
  route('checkout', 'routes/checkout.tsx'),
  route('api/uploads', 'routes/api/uploads.ts'),
  route('api/uploads/:id', 'routes/api/upload.ts'),
  route('api/checkout', 'routes/api/checkout.ts'),
  // The checkout's "Einlösen": whether a voucher code would be accepted, without redeeming it.
  route('api/vouchers/check', 'routes/api/voucher-check.ts'),
  route('api/webhooks/payment', 'routes/api/payment-webhook.ts'),
  route('zahlung/test/:sessionId', 'routes/payment-test.tsx'),
  route('payment-success', 'routes/payment-success.tsx'),
  route('vertrag-widerrufen', 'routes/withdrawal.tsx'),
  // Google Analytics' id for the page after consent (spec §7 call 3). The statistics' own beacons
  // (calls 1–2) go to POST /api/analytics, served before React Router (see the top of this file).
  route('api/ga-id', 'routes/api/ga-id.ts'),
  // The customer's status page with report and invoice downloads; the token in the URL is the only key.
  route('auftrag/:token', 'routes/case-status.tsx'),
  route('auftrag/:token/bericht', 'routes/case-status-report.ts'),
  route('auftrag/:token/beweismappe', 'routes/case-status-evidence.ts'),
  route('auftrag/:token/anlage', 'routes/case-status-appendix.ts'),
  route('auftrag/:token/rechnung', 'routes/case-status-invoice.ts'),
  route('auftrag/:token/stornorechnung/:cancellationId', 'routes/case-status-cancellation.ts'),
  // A customer's image without metadata for a reverse image search engine: ten minutes, the signed
  // token is the only key (app/server/casework/public-image-links.server.ts; decision record 033).
  route('b/:token', 'routes/api/bild.ts'),
  // Staff sign-in (spec §2 "Admin login"): password, then the second factor when the account has one.
  route('conan', 'routes/staff/sign-in.tsx'),
  route('conan/zwei-faktor', 'routes/staff/second-factor.tsx'),
  route('conan/abmelden', 'routes/staff/sign-out.ts'),
  // The staff area. Every route below this layout is guarded on the server by its middleware
  // (app/server/staff/require-staff.server.ts): pages redirect to /conan, data requests, actions and
  // endpoints (/conan/api/…) answer 401. A new staff route belongs here.
  layout('routes/staff/guard.tsx', [
    // The work queue, the start page after sign-in, for both roles (issue 28 point 1; decision record 029).
    route('conan/faelle', 'routes/staff/work-queue.tsx'),
    // The owner's part (decision record 027): below this layout only admins (Inhaber); specialists
    // (Prüfer) get 403 (app/server/staff/require-admin.server.ts). Money, client lists, statistics,
    // exports and the test mail belong here; everything a specialist works with stays outside it.
    layout('routes/staff/admin-guard.tsx', [
      // The cards (all-time figures, not reloaded when only the tab, period, search or page changes),
      // then the selected tab.
      layout('routes/staff/dashboard-cards.tsx', [route('conan/dashboard', 'routes/staff/dashboard.tsx')]),
      // Art. 17 DSGVO on the client's request (action only; the clients tab posts to it).
      route('conan/api/kunden/:clientId/loeschen', 'routes/staff/api/erase-client.ts'),
      route('conan/api/export/faelle', 'routes/staff/api/export-cases.ts'),
      route('conan/api/export/umsatz', 'routes/staff/api/export-revenue.ts'),
      // One table of the analytics tab (funnel, landing pages, services, referrers, pages, countries, days).
      route('conan/api/export/analyse/:table', 'routes/staff/api/export-analytics.ts'),
      route('test-email', 'routes/test-email.tsx'),
      // The team's review and workload settings (issue 39; app/server/review/staff-settings.server.ts).
      route('conan/team', 'routes/staff/team.tsx'),
    ]),
    // The case page (decision record 030), for both roles; its former address, a dialog over the
    // dashboard, redirects.
    route('conan/faelle/:caseId', 'routes/staff/case-page.tsx'),
    route('conan/dashboard/fall/:caseId', 'routes/staff/old-case-link.tsx'),
    route('conan/konto', 'routes/staff/account.tsx'),
    route('conan/api/dateien/:documentId', 'routes/staff/api/file.ts'),
    // An admin's PDF added to the generated report of a case in progress (raw PDF body, like the
    // checkout's uploads), and the preview of the report rendered from the saved findings.
    route('conan/api/faelle/:caseId/bericht', 'routes/staff/api/case-report.ts'),
    route('conan/api/faelle/:caseId/bericht-vorschau', 'routes/staff/api/case-report-preview.ts'),
    // The screenshots of a case's findings (issue 29 point 5): one raw PNG or JPEG body each; removed
    // one by one while the case is in progress.
    route('conan/api/faelle/:caseId/bildschirmfotos', 'routes/staff/api/case-screenshots.ts'),
    route('conan/api/faelle/:caseId/bildschirmfotos/:id', 'routes/staff/api/case-screenshot.ts'),
    // One click on a reverse image search (issue 30 point 3): the image's public link, audited.
    route('conan/api/faelle/:caseId/bildsuche', 'routes/staff/api/case-reverse-search.ts'),
  ]),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  // Any other path: the not-found page with HTTP status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
