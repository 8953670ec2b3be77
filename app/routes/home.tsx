import { ServiceIcon } from '#app/components/service-icon.tsx';
import { homeContent } from '#app/content/home.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [
  { title: homeContent.seo.title },
  { name: 'description', content: homeContent.seo.description },
  { name: 'keywords', content: homeContent.seo.keywords.join(', ') },
];

export default function Home() {
  const { hero, serviceCards, sections } = homeContent;
  return (
    <main>
      <section className="-mt-(--header-height) bg-gradient-to-b from-brand-50 via-white to-white pt-(--header-height)">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{hero.eyebrow}</p>
          <h1 className="mt-4 text-balance font-bold text-3xl tracking-tight sm:text-5xl">{hero.title}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">{hero.subtitle}</p>
          <a
            href="/checkout"
            className="mt-8 inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {hero.buttonText}
          </a>
          <p className="mt-4 text-muted text-sm">{hero.trustLine}</p>
        </div>
      </section>
      <section aria-labelledby="services-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="services-heading" className="text-center font-bold text-2xl sm:text-3xl">
          Unsere Prüfungen
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {serviceCards.map((card) => (
            <li
              key={card.serviceKey}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <ServiceIcon service={card.serviceKey} className="h-8 w-8 text-brand-600" />
              <h3 className="mt-4 font-semibold text-lg">{card.title}</h3>
              <p className="mt-2 flex-1 text-muted">{card.text}</p>
              <a href={card.href} className="mt-4 font-medium text-brand-700 underline underline-offset-4">
                {card.linkText}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <div className="mx-auto max-w-3xl space-y-10 px-4 pb-16 sm:px-6">
        {sections.map((section) => (
          <section key={section.heading}>
            <h2 className="font-bold text-2xl">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-lg text-muted leading-relaxed">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </main>
  );
}
