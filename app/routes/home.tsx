import {
  ExampleCases,
  FaqSection,
  Guarantees,
  HowItWorks,
  PriceCard,
} from '#app/components/marketing/common-sections.tsx';
import { Hero, Section } from '#app/components/marketing/page-parts.tsx';
import { ServiceIcon } from '#app/components/service-icon.tsx';
import { homeContent } from '#app/content/home.ts';
import { requirePage, seoData, withFigures } from '#app/server/site/pages.server.ts';
import type { Route } from './+types/home';

export const handle = { hydrate: false, analytics: true };

export function loader({ url }: Route.LoaderArgs) {
  const ref = requirePage(url, 'home');
  return {
    content: withFigures(homeContent),
    seo: seoData({ ref, seo: homeContent.seo, crumbs: [], serviceName: 'Profil-Check', withFaq: true }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, serviceCards, sections } = loaderData.content;
  return (
    <main className="-mt-(--header-height)">
      <div className="pt-(--header-height) bg-brand-50">
        <Hero
          eyebrow={hero.eyebrow}
          title={hero.title}
          subtitle={hero.subtitle}
          buttonText={hero.buttonText}
          service=""
          note={hero.trustLine}
        />
      </div>
      <Section id="leistungen" title="Unsere Prüfungen">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {serviceCards.map((card) => (
            <li key={card.serviceKey}>
              <a
                href={card.href}
                className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
              >
                <ServiceIcon service={card.serviceKey} className="size-8 text-brand-600" />
                <h3 className="mt-4 font-semibold text-lg group-hover:underline">{card.title}</h3>
                <span className="mt-2 flex-1 text-slate-700">{card.text}</span>
                <span className="mt-4 font-medium text-brand-700">{card.linkText}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <HowItWorks />
      <Section>
        <div className="mx-auto max-w-3xl space-y-10">
          {sections.map((section) => (
            <section key={section.heading}>
              <h2 className="font-bold text-2xl">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-lg text-slate-700 leading-relaxed">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
      </Section>
      <ExampleCases />
      <Guarantees />
      <PriceCard service="" />
      <FaqSection />
    </main>
  );
}
