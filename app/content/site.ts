// The site map as data: every marketing page, its URL, template and place in the sitemap. The route
// table (app/routes.ts), the prerender list, /sitemap, /sitemap.xml and the tests all derive from
// this one list, so a page is never typed twice.

import type { ServiceKey } from '#app/lib/services.ts';
import { conversions as conversionPages } from './conversions.ts';
import { hubs as hubPages } from './hubs.ts';
import { identityConversion, identityHub, identityLandings } from './identity.ts';
import { landingsA } from './landings/set-a.ts';
import { landingsB } from './landings/set-b.ts';
import { landingsC } from './landings/set-c.ts';
import { salesA } from './sales-a.ts';
import { salesB } from './sales-b.ts';
import type { ConversionPage, HubPage, LandingConfig, SalesPage } from './types.ts';

export const landingConfigs: readonly LandingConfig[] = [...landingsA, ...landingsB, ...landingsC, ...identityLandings];
export const hubs: readonly HubPage[] = [...hubPages, identityHub];
export const conversions: readonly ConversionPage[] = [...conversionPages, identityConversion];
export const salesPages: readonly SalesPage[] = [...salesA, ...salesB];

/** The four fixed landing pages of spec §2 ("specialised analyses" in the sitemap). */
export const fixedLandingSlugs = [
  'facebook-fake-profil',
  'instagram-fake-profil',
  'tinder-betrug-erkennen',
  'liebesbetrüger-bilder-facebook',
] as const;

/** spec §2: these three paths show the same identity page; the first is canonical. */
export const identityPaths = [
  '/identitaetsdiebstahl',
  '/identitaetsdiebstahl-check',
  '/fake-profil-erkennen-identity-hub',
];

export const legalSlugs = [
  'impressum',
  'datenschutz',
  'agb',
  'berechtigtes-interesse',
  'widerruf',
  'barrierefreiheit',
] as const;
export type LegalSlug = (typeof legalSlugs)[number];
/** spec §2: imprint, privacy and terms are not indexed; the legitimate-interest page is. */
export const noindexLegalSlugs: readonly LegalSlug[] = ['impressum', 'datenschutz', 'agb'];

export const serviceCategoryNames: Record<ServiceKey, string> = {
  'fake-profile': 'Fake-Profile',
  'image-check': 'Bilder und Fotos',
  'social-media': 'Social Media',
  'dating-app': 'Dating-Apps',
  'romance-scam': 'Romance-Scam und Liebesbetrug',
  'identity-theft': 'Identitätsdiebstahl',
};

export type PageKind = 'home' | 'landing' | 'hub' | 'conversion' | 'sales' | 'legal' | 'sitemap';

export interface PageRef {
  /** URL path as typed, e.g. "/liebesbetrüger-bilder-facebook". */
  path: string;
  kind: PageKind;
  /** The canonical path of the content shown (differs only for the identity aliases). */
  canonicalPath: string;
  /** Whether search engines may index this URL (false for aliases and noindex legal pages). */
  indexable: boolean;
  /** Short name for links (sitemap, breadcrumbs). */
  name: string;
}

const salesSlugs = new Set(salesPages.map((page) => page.slug));

/** A landing config whose slug is also an explicit sales route: the sales page wins and shows its blocks. */
export function landingMergedInto(slug: string): LandingConfig | undefined {
  return salesSlugs.has(slug) ? landingConfigs.find((config) => config.slug === slug) : undefined;
}

const legalNames: Record<LegalSlug, string> = {
  impressum: 'Impressum',
  datenschutz: 'Datenschutzerklärung',
  agb: 'AGB',
  'berechtigtes-interesse': 'Berechtigtes Interesse',
  widerruf: 'Widerrufsbelehrung',
  barrierefreiheit: 'Erklärung zur Barrierefreiheit',
};

export function legalName(slug: LegalSlug): string {
  return legalNames[slug];
}

function buildPages(): PageRef[] {
  const pages: PageRef[] = [{ path: '/', kind: 'home', canonicalPath: '/', indexable: true, name: 'Startseite' }];
  for (const page of salesPages) {
    const path = `/${page.slug}`;
    pages.push({ path, kind: 'sales', canonicalPath: path, indexable: true, name: page.navTitle });
  }
  for (const page of hubs) {
    if (page === identityHub) {
      for (const path of identityPaths) {
        const canonicalPath = identityPaths[0] as string;
        pages.push({ path, kind: 'hub', canonicalPath, indexable: path === canonicalPath, name: page.navTitle });
      }
    } else {
      const path = `/${page.slug}`;
      pages.push({ path, kind: 'hub', canonicalPath: path, indexable: true, name: page.navTitle });
    }
  }
  for (const page of conversions) {
    const path = `/${page.slug}`;
    pages.push({ path, kind: 'conversion', canonicalPath: path, indexable: true, name: page.navTitle });
  }
  for (const config of landingConfigs) {
    if (salesSlugs.has(config.slug)) continue;
    const path = `/${config.slug}`;
    pages.push({ path, kind: 'landing', canonicalPath: path, indexable: true, name: config.hero.title });
  }
  for (const slug of legalSlugs) {
    const path = `/${slug}`;
    pages.push({
      path,
      kind: 'legal',
      canonicalPath: path,
      indexable: !noindexLegalSlugs.includes(slug),
      name: legalNames[slug],
    });
  }
  pages.push({ path: '/sitemap', kind: 'sitemap', canonicalPath: '/sitemap', indexable: true, name: 'Sitemap' });
  return pages;
}

export const sitePages: readonly PageRef[] = buildPages();
const pagesByPath = new Map(sitePages.map((page) => [page.path, page]));

/** Looks a page up by request path (decoded, NFC), e.g. from `new URL(request.url).pathname`. */
export function findPage(pathname: string): PageRef | undefined {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  // Prerendering asks for "/fake-profil/"; the page is "/fake-profil".
  const normalized = decoded.normalize('NFC').replace(/(.)\/+$/, '$1');
  return pagesByPath.get(normalized);
}

export function slugOf(path: string): string {
  return path.replace(/^\//, '');
}

/** The hub page of each service (breadcrumbs, sitemap "Hauptleistungen"). */
export function hubFor(service: ServiceKey): { path: string; name: string } {
  const hub = hubs.find((page) => page.serviceKey === service);
  if (!hub) throw new Error(`no hub for ${service}`);
  return { path: hub === identityHub ? (identityPaths[0] as string) : `/${hub.slug}`, name: hub.navTitle };
}
