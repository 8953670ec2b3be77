// The spec's invariants for the marketing content (spec §2, §9; issue "Marketing site" §2).
import { describe, expect, it } from 'vitest';
import { documentTitle } from '#app/lib/seo.ts';
import { serviceKeys } from '#app/lib/services.ts';
import { testProvider } from '#tests/support/provider.ts';
import { commonSections } from './common-sections.ts';
import { homeContent } from './home.ts';
import {
  agbPage,
  barrierefreiheitPage,
  berechtigtesInteressePage,
  datenschutzPage,
  impressumPage,
  widerrufPage,
} from './legal.ts';
import {
  conversions,
  findPage,
  fixedLandingSlugs,
  hubs,
  identityPaths,
  landingConfigs,
  salesPages,
  sitePages,
} from './site.ts';
import type { Seo } from './types.ts';

const provider = testProvider;
const legalPages = [
  impressumPage,
  datenschutzPage,
  agbPage,
  berechtigtesInteressePage,
  widerrufPage,
  barrierefreiheitPage,
].map((build) => build(provider));

/** spec §2: slug → service parameter of the landing configs (first set and tail). */
const specServiceParameters: Record<string, string> = {
  'facebook-fake-profil': 'facebook-fake-profil-check',
  'instagram-fake-profil': 'instagram-fake-profil-check',
  'tinder-betrug-erkennen': 'tinder-betrug-check',
  'liebesbetrüger-bilder-facebook': 'facebook-liebesbetrüger',
  'fake-profiling': 'fake-profiling-check',
  'bekannte-fake-profile': 'bekannte-fake-profile-check',
  'fake-profile-erkennen': 'fake-profile-detection',
  'fake-profile-bilder': 'fake-profile-image-check',
  'liebesbetruger-bilder-manner': 'liebesbetrüger-männer-bilder',
  'liebesbetruger-bilder-frauen': 'liebesbetrüger-frauen-bilder',
  'bilder-von-personen-finden': 'bilder-personen-suche',
  'instagram-profile-fake': 'instagram-fake-analysis',
  'facebook-fake-profil-finden': 'facebook-fake-search',
  'social-media-betrug-erkennen': 'social-media-fraud-detection',
  'bekannte-fake-profile-instagram': 'instagram-scammer-database',
  'tinder-fake-profile-erkennen': 'tinder-fake-detection',
  'bumble-fake-profile': 'bumble-fake-analysis',
  'finya-fake-profil-erkennen': 'finya-fake-analysis',
  'online-dating-fake-profile-verbraucherzentrale': 'dating-verbraucherzentrale-check',
  'dating-betruger-erkennen': 'dating-fraud-detection',
  heiratsschwindler: 'heiratsschwindler-check',
  'romance-scam-anzeichen': 'romance-scam-indicators',
  'romance-scam-whatsapp': 'whatsapp-romance-scam',
  'love-scam-bilder': 'love-scam-image-analysis',
  'fake-profil-heiratsschwindler-fotos': 'heiratsschwindler-foto-check',
  'identitatsdiebstahl-wie-merkt-man-das': 'identitatsdiebstahl-erkennung',
  'was-tun-bei-identitatsdiebstahl': 'identitatsdiebstahl-hilfe',
  // The spec shows "{hash}" here (a value lost in the original); we give it a readable one.
  'identitatsdiebstahl-stgb-238': 'identitatsdiebstahl-stgb-238-check',
  'identitatsdiebstahl-strafe': 'identitatsdiebstahl-strafe-verfolgung',
  'identitatsdiebstahl-wer-haftet': 'identitatsdiebstahl-haftung-analyse',
};

/** Every paragraph of running text on each page, to find text used twice. */
function paragraphsByPage(): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  const split = (text: string) =>
    text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
  for (const config of landingConfigs) {
    pages.set(`landing:${config.slug}`, [
      config.hero.subtitle,
      ...(config.article ? split(config.article.text) : []),
      config.warning.description,
    ]);
  }
  for (const hub of hubs) {
    pages.set(`hub:${hub.slug}`, [
      hub.hero.subtitle,
      hub.article.intro,
      ...hub.article.sections.flatMap((s) => s.paragraphs),
      ...hub.features.map((f) => f.text),
    ]);
  }
  for (const page of conversions) {
    pages.set(`conversion:${page.slug}`, [
      page.hero.subtitle,
      ...page.benefits.map((b) => b.text),
      ...page.body.flatMap((s) => s.paragraphs),
      page.cta.text,
    ]);
  }
  for (const page of salesPages) {
    pages.set(`sales:${page.slug}`, [
      page.hero.subtitle,
      ...page.sections.flatMap((s) => s.paragraphs),
      page.selfCheck.intro,
    ]);
  }
  pages.set('home', [homeContent.hero.subtitle, ...homeContent.sections.flatMap((s) => s.paragraphs)]);
  for (const page of legalPages) {
    pages.set(
      `legal:${page.slug}`,
      [page.intro, ...page.sections.flatMap((s) => s.paragraphs)].filter((p) => p.length > 80),
    );
  }
  return pages;
}

describe('landing configs (spec §2 "Landing page template")', () => {
  it('have exactly 3 categories of 4 items and a warning block with two boxes of 4 items', () => {
    for (const config of landingConfigs) {
      expect(config.categories, config.slug).toHaveLength(3);
      for (const category of config.categories) expect(category.items, config.slug).toHaveLength(4);
      expect(config.warning.left.items, config.slug).toHaveLength(4);
      expect(config.warning.right.items, config.slug).toHaveLength(4);
      expect(config.warning.title.length).toBeGreaterThan(0);
    }
  });

  it('carry the service parameters of the spec for every slug it lists', () => {
    for (const [slug, service] of Object.entries(specServiceParameters)) {
      const config = landingConfigs.find((c) => c.slug === slug);
      expect(config, slug).toBeDefined();
      expect(config?.service).toBe(service);
    }
  });

  it('give the sitemap at least 25 detailed analyses, at least 4 in each of the six categories', () => {
    const fixed = new Set<string>(fixedLandingSlugs);
    const detailed = landingConfigs.filter((c) => !fixed.has(c.slug));
    expect(detailed.length).toBeGreaterThanOrEqual(25);
    for (const category of serviceKeys) {
      expect(detailed.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(4);
    }
  });

  it('are all reachable: the four fixed pages and every other key, explicit pages winning on shared slugs', () => {
    for (const slug of fixedLandingSlugs) expect(findPage(`/${slug}`)?.kind).toBe('landing');
    for (const config of landingConfigs) {
      const page = findPage(`/${config.slug}`);
      expect(page, config.slug).toBeDefined();
      expect(['landing', 'sales']).toContain(page?.kind);
    }
    expect(findPage('/fake-profile-erkennen')?.kind).toBe('sales');
    expect(findPage('/liebesbetr%C3%BCger-bilder-facebook')?.path).toBe('/liebesbetrüger-bilder-facebook');
  });
});

describe('hubs, conversions and sales pages', () => {
  it('each hub lists 4 related services whose slugs resolve to pages', () => {
    expect(hubs).toHaveLength(6);
    for (const hub of hubs) {
      expect(hub.related, hub.slug).toHaveLength(4);
      for (const related of hub.related)
        expect(findPage(`/${related.slug}`), `${hub.slug} → ${related.slug}`).toBeDefined();
    }
  });

  it('the three identity paths show one page with one canonical URL', () => {
    const refs = identityPaths.map((path) => findPage(path));
    expect(refs.map((r) => r?.canonicalPath)).toEqual([
      '/identitaetsdiebstahl',
      '/identitaetsdiebstahl',
      '/identitaetsdiebstahl',
    ]);
    expect(refs.filter((r) => r?.indexable)).toHaveLength(1);
  });

  it('every call to action carries a service parameter', () => {
    for (const page of [...landingConfigs, ...hubs, ...conversions, ...salesPages]) {
      expect(page.service, page.slug).toMatch(/^[\p{Ll}\d-]+$/u);
    }
  });

  it('has the six conversion pages and the nine sales pages of the spec', () => {
    expect(conversions.map((c) => c.slug).sort()).toEqual(
      [
        'bilder-analyse-conversions',
        'dating-app-conversions',
        'fake-profil-conversions',
        'identitaetsdiebstahl-conversions',
        'romance-scam-conversions',
        'social-media-conversions',
      ].sort(),
    );
    expect(salesPages.map((s) => s.slug).sort()).toEqual(
      [
        'dating-app-check',
        'fake-profil',
        'fake-profil-erkennen',
        'fake-profile',
        'fake-profile-bilder',
        'fake-profile-erkennen',
        'instagram-facebook-check',
        'love-scammer',
        'romance-scam',
      ].sort(),
    );
  });

  it('romance scam shows patterns with all three severities and an emergency notice; dating lists the eight apps', () => {
    const romance = salesPages.find((p) => p.slug === 'romance-scam');
    expect(new Set(romance?.scamPatterns?.map((p) => p.severity))).toEqual(new Set(['KRITISCH', 'HOCH', 'MITTEL']));
    expect(romance?.emergency?.buttonText).toBeTruthy();
    const dating = salesPages.find((p) => p.slug === 'dating-app-check');
    expect(dating?.supportedApps?.map((a) => a.name)).toEqual([
      'Finya',
      'Bumble',
      'Tinder',
      'Lovoo',
      'Yoomee',
      'Parship',
      'ElitePartner',
      'Once',
    ]);
  });

  it('the FAQ has 8 questions and the how-it-works section 3 steps', () => {
    expect(commonSections.faq.items).toHaveLength(8);
    expect(commonSections.howItWorks.steps).toHaveLength(3);
    expect(commonSections.exampleCases.items).toHaveLength(3);
  });
});

describe('site-wide rules', () => {
  const allSeo: { key: string; seo: Seo }[] = [
    { key: 'home', seo: homeContent.seo },
    ...landingConfigs.map((c) => ({ key: c.slug, seo: c.seo })),
    ...hubs.map((h) => ({ key: h.slug, seo: h.seo })),
    ...conversions.map((c) => ({ key: c.slug, seo: c.seo })),
    ...salesPages.map((s) => ({ key: s.slug, seo: s.seo })),
    ...legalPages.map((l) => ({ key: l.slug, seo: l.seo })),
  ];

  it('titles are at most 60 characters and descriptions 110–160, all unique', () => {
    for (const { key, seo } of allSeo) {
      expect(documentTitle(seo.title).length, `${key}: ${seo.title}`).toBeLessThanOrEqual(60);
      expect(seo.description.length, `${key}: description`).toBeGreaterThanOrEqual(110);
      expect(seo.description.length, `${key}: description`).toBeLessThanOrEqual(160);
      expect(seo.keywords.length, key).toBeGreaterThanOrEqual(3);
    }
    const titles = allSeo.map((s) => s.seo.title);
    const descriptions = allSeo.map((s) => s.seo.description);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i)).toEqual([]);
  });

  it('URLs are unique', () => {
    const paths = sitePages.map((p) => p.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('no paragraph appears on two pages', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [page, paragraphs] of paragraphsByPage()) {
      for (const paragraph of paragraphs) {
        const key = paragraph.replace(/\s+/g, ' ').trim().toLowerCase();
        const first = seen.get(key);
        if (first && first !== page) duplicates.push(`${first} & ${page}: ${paragraph.slice(0, 80)}`);
        else if (first === page) duplicates.push(`${page} twice: ${paragraph.slice(0, 80)}`);
        seen.set(key, page);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it('contains no placeholder text', () => {
    const text = JSON.stringify([
      landingConfigs,
      hubs,
      conversions,
      salesPages,
      homeContent,
      commonSections,
      legalPages,
    ]);
    expect(text).not.toMatch(/lorem\s+ipsum|\bTODO\b|\bXXX\b|\{\{|undefined|\$\{/i);
  });

  it('the privacy page has the 8 sections and the terms 16 sections, dated by configuration', () => {
    const privacy = legalPages.find((p) => p.slug === 'datenschutz');
    const terms = legalPages.find((p) => p.slug === 'agb');
    expect(privacy?.sections).toHaveLength(8);
    expect(terms?.sections).toHaveLength(16);
    expect(terms?.intro).toContain('07.12.2026');
    const interest = legalPages.find((p) => p.slug === 'berechtigtes-interesse');
    const tables = interest?.sections.filter((s) => s.table) ?? [];
    expect(tables).toHaveLength(2);
    for (const table of tables) expect(table.table?.rows).toHaveLength(5);
  });
});
