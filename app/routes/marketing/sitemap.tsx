import { Breadcrumbs } from '#app/components/marketing/page-parts.tsx';
import {
  conversions,
  fixedLandingSlugs,
  hubFor,
  landingConfigs,
  legalName,
  legalSlugs,
  salesPages,
  serviceCategoryNames,
} from '#app/content/site.ts';
import { serviceKeys } from '#app/lib/services.ts';
import { requirePage, seoData } from '#app/server/site/pages.server.ts';
import type { Route } from './+types/sitemap';

export const handle = { hydrate: false, analytics: true };

interface Link {
  title: string;
  url: string;
  description?: string;
}

/** spec §2 /sitemap: home, main services, specialised analyses, detailed analyses by category, further pages, checkout. */
export function loader({ url }: Route.LoaderArgs) {
  const ref = requirePage(url, 'sitemap');
  const fixed = new Set<string>(fixedLandingSlugs);
  const mainServices: Link[] = serviceKeys.map((service) => {
    const hub = hubFor(service);
    return { title: hub.name, url: hub.path, description: serviceCategoryNames[service] };
  });
  const specialised: Link[] = fixedLandingSlugs.map((slug) => {
    const config = landingConfigs.find((c) => c.slug === slug);
    return { title: config?.hero.title ?? slug, url: `/${slug}`, description: config?.seo.description };
  });
  const detailed = serviceKeys.map((service) => ({
    category: serviceCategoryNames[service],
    links: landingConfigs
      .filter((config) => config.category === service && !fixed.has(config.slug))
      .map((config) => ({ title: config.hero.title, url: `/${config.slug}` })),
  }));
  const guides: Link[] = salesPages.map((page) => ({ title: page.navTitle, url: `/${page.slug}` }));
  const quick: Link[] = conversions.map((page) => ({ title: page.navTitle, url: `/${page.slug}` }));
  const legal: Link[] = legalSlugs.map((slug) => ({ title: legalName(slug), url: `/${slug}` }));
  const seo = {
    title: 'Sitemap: alle Seiten von Echtcheck im Überblick',
    description:
      'Alle Ratgeber und Prüfungen von Echtcheck auf einen Blick: Fake-Profile, Bilder, Social Media, Dating-Apps, Romance-Scam und Identitätsdiebstahl.',
    keywords: ['Sitemap', 'Echtcheck', 'Übersicht', 'Profil-Check'],
  };
  const crumbs = [
    { name: 'Startseite', path: '/' },
    { name: 'Sitemap', path: '/sitemap' },
  ];
  return { mainServices, specialised, detailed, guides, quick, legal, crumbs, seo: seoData({ ref, seo, crumbs }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

function SitemapSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="defer-render">
      <h2 id={id} className="font-bold text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function LinkList({ links }: { links: readonly Link[] }) {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.url}>
          <a className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800" href={link.url}>
            {link.title}
          </a>
          {link.description ? <p className="text-muted text-sm">{link.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}

export default function SitemapRoute({ loaderData }: Route.ComponentProps) {
  const { mainServices, specialised, detailed, guides, quick, legal, crumbs } = loaderData;
  return (
    <main>
      <Breadcrumbs crumbs={crumbs} />
      <div className="mx-auto max-w-5xl space-y-12 px-4 pt-8 pb-16 sm:px-6">
        <h1 className="font-bold text-3xl sm:text-4xl">Sitemap</h1>
        <SitemapSection id="sm-home" title="Startseite">
          <LinkList links={[{ title: 'Echtcheck – Startseite', url: '/' }]} />
        </SitemapSection>
        <SitemapSection id="sm-main" title="Hauptleistungen">
          <LinkList links={mainServices} />
        </SitemapSection>
        <SitemapSection id="sm-special" title="Spezialisierte Analysen">
          <LinkList links={specialised} />
        </SitemapSection>
        <SitemapSection id="sm-detailed" title="Detaillierte Analysen nach Kategorie">
          <div className="mt-4 space-y-8">
            {detailed.map((group) => (
              <div key={group.category}>
                <h3 className="font-semibold text-xl">{group.category}</h3>
                <LinkList links={group.links} />
              </div>
            ))}
          </div>
        </SitemapSection>
        <SitemapSection id="sm-guides" title="Ratgeber und weitere Zugänge">
          <LinkList links={guides} />
        </SitemapSection>
        <SitemapSection id="sm-quick" title="Prüfung direkt beauftragen">
          <LinkList links={[...quick, { title: 'Zur Buchung', url: '/checkout' }]} />
        </SitemapSection>
        <SitemapSection id="sm-legal" title="Rechtliches">
          <LinkList links={legal} />
        </SitemapSection>
      </div>
    </main>
  );
}
