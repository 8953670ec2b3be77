import { CommonSections } from '#app/components/marketing/common-sections.tsx';
import {
  Breadcrumbs,
  CategoryGrid,
  CtaLink,
  Hero,
  Paragraphs,
  Prose,
  Section,
  WarningBlock,
} from '#app/components/marketing/page-parts.tsx';
import { hubFor, landingConfigs, slugOf } from '#app/content/site.ts';
import { requirePage, seoData, whyUsSection, withFigures } from '#app/server/site/pages.server.ts';
import type { Route } from './+types/landing';

export const handle = { hydrate: false, analytics: true };

export function loader({ url }: Route.LoaderArgs) {
  const ref = requirePage(url, 'landing');
  const config = landingConfigs.find((candidate) => candidate.slug === slugOf(ref.path));
  if (!config) throw new Error(`landing config ${ref.path} missing`);
  const crumbs = [
    { name: 'Startseite', path: '/' },
    hubFor(config.category),
    { name: config.hero.title, path: ref.path },
  ];
  return {
    config: withFigures(config),
    whyUs: whyUsSection(),
    crumbs,
    seo: seoData({ ref, seo: config.seo, crumbs, serviceName: config.hero.title, withFaq: true }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

/** spec §2 "Landing page template": hero and footer buttons go to /checkout with the config's service. */
export default function LandingRoute({ loaderData }: Route.ComponentProps) {
  const { config, crumbs, whyUs } = loaderData;
  return (
    <main>
      <Breadcrumbs crumbs={crumbs} />
      <Hero
        title={config.hero.title}
        subtitle={config.hero.subtitle}
        buttonText={config.hero.buttonText}
        service={config.service}
        note={config.hero.guarantee}
      />
      {config.article ? (
        <Section id="ratgeber" title={config.article.title} intro={config.article.subtitle}>
          <Prose>
            <Paragraphs text={config.article.text} />
          </Prose>
        </Section>
      ) : null}
      <Section id="ueberblick" tone="muted">
        <CategoryGrid categories={config.categories} />
      </Section>
      <WarningBlock warning={config.warning} />
      <CommonSections service={config.service} whyUs={whyUs} />
      <section aria-labelledby="landing-cta-heading" className="bg-brand-800">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
          <h2 id="landing-cta-heading" className="text-balance font-bold text-2xl text-white sm:text-3xl">
            Bereit für einen klaren Blick von außen?
          </h2>
          <CtaLink service={config.service} variant="light" className="mt-8">
            {config.hero.buttonText}
          </CtaLink>
        </div>
      </section>
    </main>
  );
}
