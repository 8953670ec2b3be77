// Meta tags and JSON-LD for the marketing pages (issue "Marketing site" §7).
import type { MetaDescriptor } from 'react-router';
import { formatAmountDecimal } from './format.ts';
import type { Faq, Seo } from './page-meta-types.ts';
import { PRICE_CENTS } from './services.ts';

export const BRAND = 'Echtcheck';
/** The price as schema.org offers want it: "39.00". */
export const PRICE_EUR = formatAmountDecimal(PRICE_CENTS);

/** Appends the brand when the title stays within 60 characters. */
export function documentTitle(title: string): string {
  if (title.includes(BRAND)) return title;
  const withBrand = `${title} | ${BRAND}`;
  return withBrand.length <= 60 ? withBrand : title;
}

export interface Crumb {
  name: string;
  path: string;
}

export interface SeoInput {
  seo: Seo;
  siteUrl: string;
  canonicalPath: string;
  noindex?: boolean;
  jsonLd?: readonly object[];
  ogType?: 'website' | 'article';
}

export function absoluteUrl(siteUrl: string, path: string): string {
  // Keep umlauts readable in the path but valid as a URL.
  return `${siteUrl}${encodeURI(path)}`;
}

export function pageMeta({ seo, siteUrl, canonicalPath, noindex, jsonLd = [], ogType = 'website' }: SeoInput) {
  const canonical = absoluteUrl(siteUrl, canonicalPath);
  const title = documentTitle(seo.title);
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    { name: 'keywords', content: seo.keywords.join(', ') },
    { name: 'robots', content: noindex ? 'noindex, follow' : 'index, follow' },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: ogType },
    { property: 'og:site_name', content: BRAND },
    { property: 'og:locale', content: 'de_DE' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: canonical },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  for (const data of jsonLd) meta.push({ 'script:ld+json': data });
  return meta;
}

export interface Organization {
  name: string;
  email: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
}

export function organizationLd(siteUrl: string, org: Organization) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: org.name,
    alternateName: BRAND,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    email: org.email,
    telephone: org.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: org.street,
      postalCode: org.postalCode,
      addressLocality: org.city,
      addressCountry: 'DE',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: org.email,
      availableLanguage: 'de',
    },
  };
}

export function serviceLd(siteUrl: string, name: string, description: string, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    serviceType: 'Prüfung von Online-Profilen auf Betrug',
    areaServed: { '@type': 'Country', name: 'Deutschland' },
    availableLanguage: 'de',
    provider: { '@id': `${siteUrl}/#organization` },
    url: absoluteUrl(siteUrl, path),
    offers: {
      '@type': 'Offer',
      price: PRICE_EUR,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: `${siteUrl}/checkout`,
      priceSpecification: {
        '@type': 'PriceSpecification',
        price: PRICE_EUR,
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: true,
      },
    },
  };
}

export function faqLd(items: readonly Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.replace(/\n\n/g, ' ') },
    })),
  };
}

export function breadcrumbLd(siteUrl: string, crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}
