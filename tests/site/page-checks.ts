// The checks a prerendered marketing page must pass that need no browser: they read the built HTML
// (linkedom parses it) and return every problem found as a line of text, so one failing page names
// all of its faults at once. tests/site/built-pages.test.ts runs them on every page of the build;
// page-checks.test.ts shows on small HTML strings that each one fails when it should. axe and the
// HTTP status stay in the browser (tests/e2e/marketing.spec.ts), once per page template.
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { parseHTML } from 'linkedom';

/** Parses a whole HTML document. linkedom's types are its own; the standard DOM ones describe it. */
export function parsePage(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

export interface PageExpectation {
  /** The canonical path the page must name, decoded (e.g. "/liebesbetrüger-bilder-facebook"). */
  canonicalPath: string;
  /** Whether the robots meta must say "noindex, follow" instead of "index, follow". */
  noindex: boolean;
}

/** The document title as `document.title` gives it: ASCII whitespace collapsed, ends trimmed. */
function documentTitle(document: Document): string {
  return (document.querySelector('title')?.textContent ?? '').replace(/[\t\n\f\r ]+/g, ' ').trim();
}

/**
 * The text a visitor can be shown, walked as the browser spec's TreeWalker did: every text node of
 * the body outside script, style and svg (a template's content is not part of the document either),
 * whitespace runs collapsed to one space. Hidden elements count too, which is stricter than the
 * rendered text and intended: a dialog opened later uses the same font.
 */
export function shownText(document: Document): string {
  let text = '';
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) text += child.textContent ?? '';
      else if (child.nodeType === 1 && !['script', 'style', 'svg', 'template'].includes((child as Element).localName)) {
        walk(child);
      }
    }
  };
  if (document.body) walk(document.body);
  return text.replace(/\s+/g, ' ');
}

/** The characters of `text` missing from the font subset, each once, in order of appearance. */
export function missingCharacters(text: string, subset: ReadonlySet<string>): string[] {
  return [...new Set(text)].filter((character) => !subset.has(character));
}

/** Everything about one page that holds without a browser; [] when the page is fine. */
export function pageProblems(document: Document, expected: PageExpectation, subset: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const lang = document.documentElement?.getAttribute('lang');
  if (lang !== 'de') problems.push(`html lang is ${JSON.stringify(lang)}, expected "de"`);
  const h1 = document.querySelectorAll('h1').length;
  if (h1 !== 1) problems.push(`${h1} h1 elements, expected exactly 1`);
  const title = documentTitle(document);
  if (title.length <= 10 || title.length > 60) {
    problems.push(`title has ${title.length} characters, expected 11–60: ${JSON.stringify(title)}`);
  }
  const descriptions = document.querySelectorAll('meta[name="description"]');
  const description = descriptions[0]?.getAttribute('content') ?? '';
  if (descriptions.length !== 1) problems.push(`${descriptions.length} meta descriptions, expected 1`);
  if (description.length < 110) problems.push(`meta description has ${description.length} characters, expected ≥ 110`);
  const canonicals = document.querySelectorAll('link[rel="canonical"]');
  const canonical = canonicals[0]?.getAttribute('href') ?? '';
  if (canonicals.length !== 1) problems.push(`${canonicals.length} canonical links, expected 1`);
  let canonicalPath: string | undefined;
  try {
    canonicalPath = decodeURI(new URL(canonical).pathname);
  } catch {
    problems.push(`canonical ${JSON.stringify(canonical)} is not an absolute URL`);
  }
  if (canonicalPath !== undefined && canonicalPath !== expected.canonicalPath) {
    problems.push(`canonical path is ${canonicalPath}, expected ${expected.canonicalPath}`);
  }
  const robots = document.querySelector('meta[name="robots"]')?.getAttribute('content');
  const wantedRobots = expected.noindex ? 'noindex, follow' : 'index, follow';
  if (robots !== wantedRobots) problems.push(`robots is ${JSON.stringify(robots)}, expected "${wantedRobots}"`);
  for (const [index, script] of Array.from(document.querySelectorAll('script[type="application/ld+json"]')).entries()) {
    try {
      JSON.parse(script.textContent ?? '');
    } catch (error) {
      problems.push(`JSON-LD block ${index + 1} does not parse: ${(error as Error).message}`);
    }
  }
  // A static page runs no client-side React, so it loads no script bundle at all.
  const modules = document.querySelectorAll('script[type="module"]').length;
  if (modules > 0) problems.push(`${modules} module scripts, expected none on a static page`);
  // A character outside the preloaded subset also loads the full 48 KB font file, a round trip
  // before the largest paint (decision record 009; add it with scripts/subset-font.py).
  const missing = missingCharacters(shownText(document), subset);
  if (missing.length > 0) {
    const shown = missing.map(
      (character) => `${character} (U+${character.codePointAt(0)?.toString(16).toUpperCase()})`,
    );
    problems.push(`characters outside the font subset: ${shown.join(', ')}`);
  }
  return problems;
}

/** Whether a decoded path is answered by a route of app/routes.ts (the catch-all 404 route aside). */
export type RouteMatcher = (pathname: string) => boolean;

/**
 * Turns the route table into a matcher: nested paths joined, `:param` matching one segment. The
 * catch-all `*` route (the not-found page) is left out, else every path would resolve.
 */
export function routeMatcher(routes: readonly RouteConfigEntry[]): RouteMatcher {
  const patterns: RegExp[] = [];
  const visit = (entries: readonly RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const joined = [parent, entry.path ?? ''].filter(Boolean).join('/');
      if (entry.path !== undefined || entry.index) {
        const segments = joined.split('/').filter(Boolean);
        if (!segments.includes('*')) {
          const source = segments
            .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
            .join('/');
          patterns.push(new RegExp(`^/${source}$`));
        }
      }
      if (entry.children) visit(entry.children, joined);
    }
  };
  visit(routes, '');
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}

export interface BuiltSite {
  /** The site's origin as the pages name it in their canonical links (SITE_URL at build time). */
  origin: string;
  /** Prerendered pages by decoded path, e.g. "/" and "/liebesbetrüger-bilder-facebook". */
  pages: ReadonlyMap<string, Document>;
  /** Other files of the client build by decoded path, e.g. "/favicon.png", "/sitemap.xml". */
  files: ReadonlySet<string>;
  /** The server-rendered routes (checkout, staff area, status page, …). */
  isRoute: RouteMatcher;
}

/**
 * Every `<a href>` of the page that stays on the site must lead somewhere: a prerendered page (and
 * to an element with that id when it names a fragment), a file of the build, or a route of the
 * route table. Links elsewhere (mailto:, tel:, other sites) are not followed.
 */
export function linkProblems(document: Document, pagePath: string, site: BuiltSite): string[] {
  const problems: string[] = [];
  const base = new URL(encodeURI(pagePath), site.origin);
  for (const anchor of Array.from(document.querySelectorAll('a[href]'))) {
    const href = anchor.getAttribute('href') ?? '';
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      problems.push(`link ${JSON.stringify(href)} is not a valid URL`);
      continue;
    }
    if (url.origin !== base.origin) continue;
    let target: string;
    let fragment: string;
    try {
      target = decodeURIComponent(url.pathname).normalize('NFC');
      fragment = decodeURIComponent(url.hash.slice(1));
    } catch {
      problems.push(`link ${JSON.stringify(href)} cannot be decoded`);
      continue;
    }
    const page = site.pages.get(target);
    if (page) {
      if (fragment && !page.getElementById(fragment)) {
        problems.push(`link ${JSON.stringify(href)}: ${target} has no element with id "${fragment}"`);
      }
    } else if (!site.files.has(target) && !site.isRoute(target)) {
      problems.push(`link ${JSON.stringify(href)} leads to no page, file or route`);
    }
  }
  return problems;
}
