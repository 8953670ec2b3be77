// Every prerendered marketing page as built (`npm run build`: build/client/**/index.html), checked
// without a browser: metadata, one h1, JSON-LD, no script bundle, the font subset and every internal
// link (tests/site/page-checks.ts). The browser spec (tests/e2e/marketing.spec.ts) adds the HTTP
// status and axe, once per page template; `npm run test:full` runs those on every page too.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { noindexLegalSlugs, sitePages } from '#app/content/site.ts';
import routes from '#app/routes.ts';
import { allowedBeyondSubset } from '#tests/support/font-exceptions.ts';
import { type BuiltSite, linkProblems, pageProblems, parsePage, routeMatcher } from './page-checks.ts';

const root = path.resolve(import.meta.dirname, '../..');
const clientDir = path.join(root, 'build', 'client');
if (!existsSync(path.join(clientDir, 'index.html'))) {
  throw new Error('build/client/index.html is missing: run npm run build first');
}

const subset = new Set(
  readFileSync(path.join(root, 'app', 'assets', 'fonts', 'inter-subset.txt'), 'utf8').replace(/\n/g, ''),
);

// The build's files by decoded URL path, as the server keys them (app/server/http/static-files.server.ts):
// the prerender writes non-ASCII letters percent-encoded, "liebesbetr%C3%BCger-…/index.html".
const pages = new Map<string, Document>();
const files = new Set<string>();
for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || entry.name.endsWith('.br') || entry.name.endsWith('.gz')) continue;
  const full = path.join(entry.parentPath, entry.name);
  const urlPath = decodeURIComponent(`/${path.relative(clientDir, full).split(path.sep).join('/')}`).normalize('NFC');
  if (urlPath.endsWith('/index.html')) {
    pages.set(urlPath.slice(0, -'/index.html'.length) || '/', parsePage(readFileSync(full, 'utf8')));
  } else if (!urlPath.endsWith('.html')) {
    files.add(urlPath);
  }
}

const home = pages.get('/');
const site: BuiltSite = {
  origin: new URL(home?.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '').origin,
  pages,
  files,
  isRoute: routeMatcher(routes),
};
// Imprint, privacy and terms are not indexed (spec §2); written out so the test checks the content.
const noindexPaths = ['/impressum', '/datenschutz', '/agb'];

test('the noindex pages are the ones the content marks', () => {
  expect(noindexLegalSlugs.map((slug) => `/${slug}`)).toEqual(noindexPaths);
});

test('every prerendered page of the build is a page of the site map', () => {
  expect([...pages.keys()].filter((built) => !sitePages.some((ref) => ref.path === built))).toEqual([]);
});

describe.each(sitePages.map((ref) => ({ ...ref, label: ref.path })))('$label', (ref) => {
  const document = pages.get(ref.path);

  test('is prerendered with lang, one h1, title, description, canonical, robots, JSON-LD, no bundle, the font subset', () => {
    if (!document) throw new Error(`no prerendered HTML for ${ref.path} in build/client`);
    expect(
      pageProblems(
        document,
        { canonicalPath: ref.canonicalPath, noindex: noindexPaths.includes(ref.path) },
        allowedBeyondSubset[ref.path] ? new Set([...subset, ...(allowedBeyondSubset[ref.path] ?? '')]) : subset,
      ),
    ).toEqual([]);
  });

  test('links only to pages, files and routes that exist', () => {
    if (!document) throw new Error(`no prerendered HTML for ${ref.path} in build/client`);
    expect(linkProblems(document, ref.path, site)).toEqual([]);
  });
});

test('JSON-LD names the organisation, a 39.00 EUR offer, the FAQ and the breadcrumbs', () => {
  const document = pages.get('/tinder-betrug-erkennen');
  const blocks = Array.from(document?.querySelectorAll('script[type="application/ld+json"]') ?? []).map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
  const types = blocks.map((block) => block['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'Service', 'FAQPage', 'BreadcrumbList']));
  const service = blocks.find((block) => block['@type'] === 'Service');
  expect(service.offers).toMatchObject({ price: '39.00', priceCurrency: 'EUR' });
  expect(blocks.find((block) => block['@type'] === 'FAQPage').mainEntity).toHaveLength(8);
});

test('every page gives one telephone number of ours, the same one (CONTACT_PHONE), beside the emergency numbers', () => {
  // Issue 27: two numbers (CONTACT_PHONE, SUPPORT_PHONE) appeared side by side, unexplained.
  const emergencyNumbers = new Set(['tel:110', 'tel:116006']);
  const numbers = new Map<string, string[]>();
  for (const [urlPath, document] of pages) {
    for (const link of Array.from(document.querySelectorAll('a[href^="tel:"]'))) {
      const href = link.getAttribute('href') ?? '';
      if (emergencyNumbers.has(href)) continue;
      numbers.set(href, [...(numbers.get(href) ?? []), urlPath]);
    }
  }
  expect([...numbers.keys()]).toHaveLength(1);
  const ours = [...numbers.keys()][0] ?? '';
  // JSON-LD's Organization telephone is that number too.
  const organization = Array.from(home?.querySelectorAll('script[type="application/ld+json"]') ?? [])
    .map((script) => JSON.parse(script.textContent ?? ''))
    .find((block) => block['@type'] === 'Organization');
  expect(`tel:${String(organization?.telephone).replace(/[^\d+]/g, '')}`).toBe(ours);
  // Where a number is given: imprint, privacy page, terms (§ 2 and § 10), the romance-scam emergency notice.
  expect(numbers.get(ours)).toEqual(expect.arrayContaining(['/impressum', '/datenschutz', '/agb', '/romance-scam']));
  const terms = pages.get('/agb');
  expect(Array.from(terms?.querySelectorAll(`a[href="${ours}"]`) ?? []).length).toBeGreaterThanOrEqual(2);
});
