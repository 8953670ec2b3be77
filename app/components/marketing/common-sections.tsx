// Sections shared by every landing, hub, conversion and sales page (spec §2 "Shared sections").
import { ChevronDown } from 'lucide-react';
import { commonSections } from '#app/content/common-sections.ts';
import type { CommonSections as CommonSectionsContent } from '#app/content/types.ts';
import { formatEuroShort } from '#app/lib/format.ts';
import { PRICE_CENTS } from '#app/lib/services.ts';
import { CheckList, CtaLink, Paragraphs, Section } from './page-parts.tsx';

export function HowItWorks() {
  const { howItWorks } = commonSections;
  return (
    <Section id="so-funktioniert-es" title={howItWorks.title} intro={howItWorks.intro} tone="muted">
      <ol className="grid gap-6 md:grid-cols-3">
        {howItWorks.steps.map((step, index) => (
          <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold text-lg">
              <span className="sr-only">Schritt {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** `whyUs` comes from the loader, its figure resolved (pages.server.ts whyUsSection). */
export function WhyUs({ whyUs }: { whyUs: CommonSectionsContent['whyUs'] }) {
  return (
    <Section id="warum-echtcheck" title={whyUs.title} intro={whyUs.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {whyUs.items.map((item) => (
          <li key={item.title} className="rounded-xl border border-slate-200 p-6">
            <h3 className="font-semibold text-lg">{item.title}</h3>
            <p className="mt-2 text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ExampleCases() {
  const { exampleCases } = commonSections;
  return (
    // The note that these are example cases, not reviews, stands under the heading, and every card
    // carries the label itself, so no card reads like a review when seen alone (decision record 005;
    // issue 37 point 3). Third person, no quote marks, no names.
    <Section id="beispielfaelle" title={exampleCases.title} intro={exampleCases.note} tone="muted">
      <ul className="grid gap-6 md:grid-cols-3">
        {exampleCases.items.map((item) => (
          <li key={item.title} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <p className="font-medium text-muted text-sm" data-example-label="">
              {exampleCases.label}
            </p>
            <h3 className="mt-2 font-semibold text-lg">{item.title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{item.story}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Guarantees() {
  const { guarantees } = commonSections;
  return (
    <Section id="garantien" title={guarantees.title}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {guarantees.items.map((item) => (
          <li key={item.title} className="rounded-xl border border-emerald-200 bg-emerald-50 p-6">
            <h3 className="font-semibold text-lg">{item.title}</h3>
            <p className="mt-2 text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function PriceCard({ service }: { service: string }) {
  const { priceCard } = commonSections;
  return (
    <Section id="preis" tone="muted">
      <div className="mx-auto max-w-md rounded-2xl bg-white p-8 text-center shadow-md ring-1 ring-slate-200">
        <h2 id="preis-heading" className="font-bold text-2xl">
          {priceCard.title}
        </h2>
        <p className="mt-4">
          <span className="font-bold text-5xl text-ink">{formatEuroShort(PRICE_CENTS)}</span>{' '}
          <span className="text-muted">inkl. MwSt.</span>
        </p>
        <p className="mt-2 font-medium text-brand-800">{priceCard.deliveryNote}</p>
        <CheckList items={priceCard.features} className="mt-6 text-left text-slate-700" />
        <CtaLink service={service} className="mt-8 w-full">
          {priceCard.buttonText}
        </CtaLink>
      </div>
    </Section>
  );
}

/**
 * FAQ accordion: native <details> elements sharing one `name`, so the browser keeps one item open
 * at a time and they work by keyboard without JavaScript (the site script adds the same rule for
 * browsers without exclusive accordions).
 */
export function FaqSection() {
  const { faq } = commonSections;
  return (
    <Section id="faq" title={faq.title}>
      <div className="mx-auto max-w-3xl divide-y divide-slate-200 border-slate-200 border-y" data-faq="">
        {faq.items.map((item, index) => (
          <details key={item.question} name="faq" className="group" open={index === 0}>
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 py-4 font-semibold text-lg hover:text-brand-800 [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <ChevronDown
                aria-hidden="true"
                className="mt-1 size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="space-y-3 pb-5 text-slate-700 leading-relaxed">
              <Paragraphs text={item.answer} />
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}

export function CommonSections({ service, whyUs }: { service: string; whyUs: CommonSectionsContent['whyUs'] }) {
  return (
    <>
      <HowItWorks />
      <WhyUs whyUs={whyUs} />
      <ExampleCases />
      <Guarantees />
      <PriceCard service={service} />
      <FaqSection />
    </>
  );
}
