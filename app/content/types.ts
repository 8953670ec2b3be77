// Typed German page content. Every marketing page is data of one of these shapes, rendered by a
// handful of templates (landing, hub, conversion, sales, legal). Tests enforce the invariants the
// spec names (spec §2 "Landing page template", §9 "exactly 3 categories of 4 items").
// Only erasable TypeScript here (no enums), so the files run under Node's type stripping too.
import type { Faq, Seo } from '../lib/page-meta-types.ts';

export type { Faq, Seo };

import type { ServiceKey } from '#app/lib/services.ts';
import type { FigureKey } from './facts.ts';

/** Exactly four items: the spec's lists are always four long. */
export type Four<T> = readonly [T, T, T, T];

export interface TitledList {
  title: string;
  items: Four<string>;
}

/** Landing page config (spec §2 "Landing page template"). */
export interface LandingConfig {
  /** URL path segment without the leading slash; may contain umlauts (liebesbetrüger-…). */
  slug: string;
  /** Sitemap group: the six categories of "detailed analyses". */
  category: ServiceKey;
  seo: Seo;
  hero: {
    title: string;
    subtitle: string;
    /** One short line under the button, e.g. what the guarantee is. */
    guarantee: string;
    buttonText: string;
  };
  /** Value sent as /checkout?service=… (spec's slug → service table). */
  service: string;
  /** Optional (absent on identity theft pages per spec). Paragraphs are separated by a blank line. */
  article?: {
    title: string;
    subtitle: string;
    text: string;
  };
  /** Exactly three categories of four items. */
  categories: readonly [TitledList, TitledList, TitledList];
  warning: {
    title: string;
    description: string;
    left: TitledList;
    right: TitledList;
  };
}

export interface ArticleSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface RelatedService {
  title: string;
  /** Slug of an existing page (no leading slash). */
  slug: string;
  description: string;
}

/** Hub page (spec §2 "Hub pages"). */
export interface HubPage {
  slug: string;
  service: string;
  serviceKey: ServiceKey;
  seo: Seo;
  /** Short name for breadcrumbs, sitemap and navigation, e.g. "Dating-App-Check". */
  navTitle: string;
  hero: { title: string; subtitle: string; buttonText: string };
  /** The long explanatory article. */
  article: { title: string; intro: string; sections: readonly ArticleSection[] };
  /** Two feature boxes. */
  features: readonly [FeatureBox, FeatureBox];
  /** Four related-service cards linking to /{slug}. */
  related: Four<RelatedService>;
}

export interface FeatureBox {
  title: string;
  text: string;
  items: readonly string[];
}

/** Conversion page (spec §2 "Conversion pages"). */
export interface ConversionPage {
  slug: string;
  service: string;
  serviceKey: ServiceKey;
  seo: Seo;
  navTitle: string;
  hero: { eyebrow: string; title: string; subtitle: string; buttonText: string };
  /** Three benefit tiles. */
  benefits: readonly [Benefit, Benefit, Benefit];
  /** A short helpful text block between the tiles and the second CTA. */
  body: readonly ArticleSection[];
  /** Headline with a second CTA button. */
  cta: { headline: string; text: string; buttonText: string };
}

export interface Benefit {
  title: string;
  text: string;
}

export type Severity = 'KRITISCH' | 'HOCH' | 'MITTEL';

export interface ScamPattern {
  title: string;
  severity: Severity;
  description: string;
  /** What the reader should do when they see this pattern. */
  advice: string;
}

/** Sales / legacy pages (spec §2: /fake-profil, /romance-scam, … and the identity page). */
export interface SalesPage {
  slug: string;
  service: string;
  serviceKey: ServiceKey;
  seo: Seo;
  navTitle: string;
  hero: { eyebrow: string; title: string; subtitle: string; buttonText: string };
  /**
   * Marketing figures as tiles, by key (facts.ts). No page sets them (issue 37 point 3): the
   * operator's counts cannot be checked by the code, so the pages state no figures about us.
   */
  stats?: readonly FigureKey[];
  /** Main explanatory sections. */
  sections: readonly ArticleSection[];
  /** "Was Sie selbst prüfen können": a self-check list. */
  selfCheck: { title: string; intro: string; items: readonly string[] };
  /** "Was Sie jetzt tun sollten": concrete next steps, in order. */
  nextSteps: { title: string; items: readonly string[] };
  /** Romance scam page only: scam patterns with severity labels. */
  scamPatterns?: readonly ScamPattern[];
  /** Dating page only: supported apps (spec: Finya, Bumble, Tinder, Lovoo, Yoomee, Parship, ElitePartner, Once). */
  supportedApps?: readonly { name: string; note: string }[];
  /** Romance scam page only: emergency box text (numbers come from configuration and the page template). */
  emergency?: { buttonText: string; title: string; text: string };
}

/**
 * An illustrative example case (decision record 005): told in the third person, with no name, age
 * or place that would make it read like a customer review; every card shows the section's label.
 */
export interface ExampleCase {
  title: string;
  service: ServiceKey;
  story: string;
}

/** A legal page is a list of sections (rendered by the legal template). */
export interface LegalSection {
  /** Anchor id (lowercase ASCII, hyphens), unique within the page. */
  id: string;
  heading: string;
  /**
   * Paragraphs. A paragraph whose lines all start with "- " is a bullet list (one item per line).
   * Links: write [Text](/pfad) — the template turns them into links (internal paths or mailto:/tel:).
   */
  paragraphs: readonly string[];
  /** Optional table (e.g. permitted and forbidden purposes). */
  table?: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] };
  /** Optional sub-sections (one level). */
  subsections?: readonly { heading: string; paragraphs: readonly string[] }[];
}

export interface LegalPage {
  slug: string;
  seo: Seo;
  /** The page's h1. */
  title: string;
  /** Short lead paragraph under the h1. */
  intro: string;
  sections: readonly LegalSection[];
}

/** A checkbox text the customer confirms in the checkout; stored verbatim with its version. */
export interface ConsentText {
  kind: 'berechtigtes-interesse' | 'agb' | 'datenschutz' | 'age-18' | 'early-start';
  /** Exact label text; [Text](/pfad) marks a link that opens in a new tab. */
  label: string;
  version: string;
}

export type Six<T> = readonly [T, T, T, T, T, T];

export interface HomeContent {
  seo: Seo;
  hero: { eyebrow: string; title: string; subtitle: string; buttonText: string; trustLine: string };
  /** Six service cards, one per service, each linking to its hub page. */
  serviceCards: Six<{ serviceKey: ServiceKey; title: string; text: string; href: string; linkText: string }>;
  /** Short helpful sections under the cards (what we check, for whom). */
  sections: readonly ArticleSection[];
}

/** Sections shared by landing, hub, conversion and sales pages (spec §2 "Shared sections"). */
export interface CommonSections {
  howItWorks: { title: string; intro: string; steps: readonly [Benefit, Benefit, Benefit] };
  whyUs: { title: string; intro: string; items: readonly Benefit[] };
  exampleCases: {
    title: string;
    note: string;
    /** Shown on every card: "Beispiel, zur Veranschaulichung zusammengestellt". */
    label: string;
    items: readonly [ExampleCase, ExampleCase, ExampleCase];
  };
  guarantees: { title: string; items: readonly Benefit[] };
  priceCard: {
    title: string;
    /** Shown as "39 €" with "inkl. MwSt." */
    features: readonly string[];
    /** The card's delivery line: the spec says the price card names 48 hours. */
    deliveryNote: string;
    buttonText: string;
  };
  faq: { title: string; items: readonly [Faq, Faq, Faq, Faq, Faq, Faq, Faq, Faq] };
  footer: { tagline: string; disclaimer: string };
}

/** Operator data from configuration, used by the imprint, privacy page, terms and mails. */
export interface ProviderInfo {
  companyName: string;
  representative: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  email: string;
  /** The one telephone number (CONTACT_PHONE): imprint, terms, privacy page, emergency notice, mails, invoices. */
  phone: string;
  register: string;
  vatId: string;
  hostingProvider: string;
  paymentProvider: string;
  mailProvider: string;
  /** Version date of the terms, e.g. "01.11.2026". */
  termsVersion: string;
  privacyVersion: string;
}
