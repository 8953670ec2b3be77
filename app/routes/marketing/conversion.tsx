import { CommonSections } from '#app/components/marketing/common-sections.tsx';
import {
  ArticleSections,
  BenefitTiles,
  Breadcrumbs,
  CtaLink,
  Hero,
  Section,
} from '#app/components/marketing/page-parts.tsx';
import { conversions, hubFor, slugOf } from '#app/content/site.ts';
import { PRICE_SHORT } from '#app/lib/services.ts';
import { requirePage, seoData, whyUsSection, withFigures } from '#app/server/site/pages.server.ts';
import type { Route } from './+types/conversion';

export const handle = { hydrate: false, analytics: true };

export function loader({ url }: Route.LoaderArgs) {
  const ref = requirePage(url, 'conversion');
  const page = conversions.find((candidate) => candidate.slug === slugOf(ref.path));
  if (!page) throw new Error(`conversion page ${ref.path} missing`);
  const crumbs = [{ name: 'Startseite', path: '/' }, hubFor(page.serviceKey), { name: page.navTitle, path: ref.path }];
  return {
    page: withFigures(page),
    whyUs: whyUsSection(),
    crumbs,
    seo: seoData({ ref, seo: page.seo, crumbs, serviceName: page.navTitle, withFaq: true }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export default function ConversionRoute({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, whyUs } = loaderData;
  return (
    <main>
      <Breadcrumbs crumbs={crumbs} />
      <Hero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        buttonText={page.hero.buttonText}
        service={page.service}
        note={`${PRICE_SHORT} · kein Abo`}
      />
      <Section id="vorteile" title="Ihre Vorteile auf einen Blick" tone="muted">
        <BenefitTiles items={page.benefits} />
      </Section>
      <Section>
        <ArticleSections sections={page.body} />
      </Section>
      <section aria-labelledby="cta-heading" className="bg-brand-800">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
          <h2 id="cta-heading" className="text-balance font-bold text-2xl text-white sm:text-3xl">
            {page.cta.headline}
          </h2>
          <p className="mt-4 text-brand-50 text-lg">{page.cta.text}</p>
          <CtaLink service={page.service} variant="light" className="mt-8">
            {page.cta.buttonText}
          </CtaLink>
        </div>
      </section>
      <CommonSections service={page.service} whyUs={whyUs} />
    </main>
  );
}
