import { CommonSections } from '#app/components/marketing/common-sections.tsx';
import {
  ArticleSections,
  Breadcrumbs,
  CategoryGrid,
  CheckList,
  EmergencyNotice,
  Hero,
  Paragraphs,
  Prose,
  ScamPatterns,
  Section,
  Stats,
  SupportedApps,
  WarningBlock,
} from '#app/components/marketing/page-parts.tsx';
import { hubFor, landingMergedInto, salesPages, slugOf } from '#app/content/site.ts';
import { PRICE_SHORT } from '#app/lib/services.ts';
import {
  figureTiles,
  requirePage,
  seoData,
  siteInfo,
  whyUsSection,
  withFigures,
} from '#app/server/site/pages.server.ts';
import type { Route } from './+types/sales';

export const handle = { hydrate: false, analytics: true };

export function loader({ url }: Route.LoaderArgs) {
  const ref = requirePage(url, 'sales');
  const page = salesPages.find((candidate) => candidate.slug === slugOf(ref.path));
  if (!page) throw new Error(`sales page ${ref.path} missing`);
  // Explicit route and landing config share this slug: the sales page wins and shows the config's blocks.
  const landing = landingMergedInto(page.slug);
  const hub = hubFor(page.serviceKey);
  const crumbs = [{ name: 'Startseite', path: '/' }, hub, { name: page.navTitle, path: ref.path }];
  return {
    page: withFigures(page),
    stats: figureTiles(page.stats),
    whyUs: whyUsSection(),
    landing: landing
      ? withFigures({ article: landing.article, categories: landing.categories, warning: landing.warning })
      : null,
    crumbs,
    phone: siteInfo().provider.phone,
    seo: seoData({ ref, seo: page.seo, crumbs, serviceName: page.navTitle, withFaq: true }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export default function SalesRoute({ loaderData }: Route.ComponentProps) {
  const { page, stats, whyUs, landing, crumbs, phone } = loaderData;
  return (
    <main>
      <Breadcrumbs crumbs={crumbs} />
      <Hero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        buttonText={page.hero.buttonText}
        service={page.service}
        note={`${PRICE_SHORT} · Ergebnis meist in 24–48 Stunden`}
      >
        {page.emergency ? <EmergencyNotice emergency={page.emergency} phone={phone} /> : null}
        {stats.length > 0 ? <Stats items={stats} /> : null}
      </Hero>
      <Section>
        <ArticleSections sections={page.sections} />
      </Section>
      {page.supportedApps ? (
        <Section id="apps" title="Diese Dating-Apps prüfen wir" tone="muted">
          <SupportedApps apps={page.supportedApps} />
        </Section>
      ) : null}
      {page.scamPatterns ? (
        <Section id="maschen" title="Typische Maschen und wie gefährlich sie sind" tone="muted">
          <ScamPatterns patterns={page.scamPatterns} />
        </Section>
      ) : null}
      <Section id="selbst-pruefen" title={page.selfCheck.title} intro={page.selfCheck.intro}>
        <div className="mx-auto max-w-3xl rounded-xl border border-slate-200 p-6 text-lg text-slate-700">
          <CheckList items={page.selfCheck.items} />
        </div>
      </Section>
      <Section id="naechste-schritte" title={page.nextSteps.title} tone="muted">
        <ol className="mx-auto max-w-3xl list-decimal space-y-3 pl-6 text-lg text-slate-700 marker:font-bold marker:text-brand-700">
          {page.nextSteps.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </Section>
      {landing?.article ? (
        <Section id="mehr-wissen" title={landing.article.title} intro={landing.article.subtitle}>
          <Prose>
            <Paragraphs text={landing.article.text} />
          </Prose>
        </Section>
      ) : null}
      {landing ? (
        <Section id="ueberblick" tone="muted">
          <CategoryGrid categories={landing.categories} />
        </Section>
      ) : null}
      {landing ? <WarningBlock warning={landing.warning} /> : null}
      <CommonSections service={page.service} whyUs={whyUs} />
    </main>
  );
}
