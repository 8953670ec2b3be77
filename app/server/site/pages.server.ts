// Loader support for the marketing pages: finds the page for a request path and adds what its
// template needs from configuration (canonical URLs from SITE_URL, operator data). Runs on the
// server (and at build time, when the pages are prerendered).
import { data } from 'react-router';
import { commonSections } from '#app/content/common-sections.ts';
import { type FigureKey, resolveFigures, statTiles } from '#app/content/facts.ts';
import { findPage, type PageKind, type PageRef } from '#app/content/site.ts';
import type { Seo } from '#app/content/types.ts';
import { breadcrumbLd, type Crumb, faqLd, organizationLd, pageMeta, serviceLd } from '#app/lib/seo.ts';
import { getConfig, providerInfo } from '../config/config.server.ts';

export function siteInfo() {
  const config = getConfig();
  return { siteUrl: config.SITE_URL, provider: providerInfo(config) };
}

/**
 * Loader data with its figure markers resolved against the operator's figures (app/content/facts.ts):
 * each configured figure with its "Stand", the wording without a number for the others. At build
 * time this reads the build's configuration, like the imprint (docs/configuration.md).
 */
export function withFigures<T>(data: T): T {
  return resolveFigures(data, getConfig().figures);
}

/** A sales page's stat tiles: the configured figures among `keys`, dated. */
export function figureTiles(keys: readonly FigureKey[] = []) {
  return statTiles(keys, getConfig().figures);
}

/** The shared "Warum Echtcheck" section, whose experience item names a figure. */
export function whyUsSection() {
  return withFigures(commonSections.whyUs);
}

/** The page registered for this path (the loader's normalized `url`), or a 404 response. */
export function requirePage(url: URL, kind: PageKind): PageRef {
  const page = findPage(url.pathname);
  if (!page || page.kind !== kind) throw data(null, { status: 404 });
  return page;
}

export interface PageSeoInput {
  ref: PageRef;
  seo: Seo;
  crumbs: Crumb[];
  /** Service name for the Service JSON-LD; omitted on pages that do not sell (legal pages). */
  serviceName?: string;
  withFaq?: boolean;
}

/** Everything `meta` needs, computed on the server so the browser gets no content bundle. */
export function seoData({ ref, seo, crumbs, serviceName, withFaq = false }: PageSeoInput) {
  const { siteUrl, provider } = siteInfo();
  const jsonLd: object[] = [
    organizationLd(siteUrl, {
      name: provider.companyName,
      email: provider.email,
      phone: provider.phone,
      street: provider.street,
      postalCode: provider.postalCode,
      city: provider.city,
    }),
  ];
  if (serviceName) jsonLd.push(serviceLd(siteUrl, serviceName, seo.description, ref.canonicalPath));
  if (withFaq) jsonLd.push(faqLd(commonSections.faq.items));
  if (crumbs.length > 1) jsonLd.push(breadcrumbLd(siteUrl, crumbs));
  return {
    // Alias URLs (identity page) point to their canonical URL; only the noindex legal pages say noindex.
    meta: pageMeta({
      seo,
      siteUrl,
      canonicalPath: ref.canonicalPath,
      noindex: ref.kind === 'legal' && !ref.indexable,
      jsonLd,
    }),
  };
}
