import { CommonSections } from '#app/components/marketing/common-sections.tsx';
import {
  ArticleSections,
  Breadcrumbs,
  FeatureBoxes,
  Hero,
  Prose,
  RelatedServices,
  Section,
} from '#app/components/marketing/page-parts.tsx';
import { hubs, identityPaths, slugOf } from '#app/content/site.ts';
import { PRICE_SHORT } from '#app/lib/services.ts';
import { requirePage, seoData, whyUsSection, withFigures } from '#app/server/site/pages.server.ts';
import type { Route } from './+types/hub';

export const handle = { hydrate: false, analytics: true };

export function loader({ url }: Route.LoaderArgs) {
  const ref = requirePage(url, 'hub');
  // The three identity paths show the one identity page (spec §2).
  const slug = identityPaths.includes(ref.path) ? slugOf(ref.canonicalPath) : slugOf(ref.path);
  const page = hubs.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`hub ${ref.path} missing`);
  const crumbs = [
    { name: 'Startseite', path: '/' },
    { name: page.navTitle, path: ref.canonicalPath },
  ];
  return {
    page: withFigures(page),
    whyUs: whyUsSection(),
    crumbs,
    seo: seoData({ ref, seo: page.seo, crumbs, serviceName: page.navTitle, withFaq: true }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export default function HubRoute({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, whyUs } = loaderData;
  return (
    <main>
      <Breadcrumbs crumbs={crumbs} />
      <Hero
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        buttonText={page.hero.buttonText}
        service={page.service}
        note={`${PRICE_SHORT} · Recherche von Hand · Ergebnis meist in 24–48 Stunden`}
      />
      <Section id="ratgeber">
        <div className="mx-auto max-w-3xl">
          <h2 className="text-balance font-bold text-2xl sm:text-3xl">{page.article.title}</h2>
          <div className="mt-4">
            <Prose>
              <p>{page.article.intro}</p>
            </Prose>
          </div>
        </div>
        <div className="mt-10">
          <ArticleSections sections={page.article.sections} />
        </div>
      </Section>
      <Section id="leistung" tone="muted">
        <FeatureBoxes boxes={page.features} />
      </Section>
      <Section id="verwandte-themen" title="Verwandte Prüfungen und Ratgeber">
        <RelatedServices items={page.related} />
      </Section>
      <CommonSections service={page.service} whyUs={whyUs} />
    </main>
  );
}
