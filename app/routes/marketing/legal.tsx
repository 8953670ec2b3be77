import { Breadcrumbs } from '#app/components/marketing/page-parts.tsx';
import { RichBlock } from '#app/components/rich-text.tsx';
import {
  agbPage,
  barrierefreiheitPage,
  berechtigtesInteressePage,
  datenschutzPage,
  impressumPage,
  widerrufPage,
} from '#app/content/legal.ts';
import { type LegalSlug, legalName, slugOf } from '#app/content/site.ts';
import type { LegalPage, ProviderInfo } from '#app/content/types.ts';
import { requirePage, seoData, siteInfo } from '#app/server/site/pages.server.ts';
import type { Route } from './+types/legal';

export const handle = { hydrate: false, analytics: true };

const builders: Record<LegalSlug, (provider: ProviderInfo) => LegalPage> = {
  impressum: impressumPage,
  datenschutz: datenschutzPage,
  agb: agbPage,
  'berechtigtes-interesse': berechtigtesInteressePage,
  widerruf: widerrufPage,
  barrierefreiheit: barrierefreiheitPage,
};

export function loader({ url }: Route.LoaderArgs) {
  const ref = requirePage(url, 'legal');
  const slug = slugOf(ref.path) as LegalSlug;
  // Operator data (imprint, addresses, versions) comes from configuration (§ 5 DDG: text, not an image).
  const page = builders[slug](siteInfo().provider);
  const crumbs = [
    { name: 'Startseite', path: '/' },
    { name: legalName(slug), path: ref.path },
  ];
  return { page, crumbs, seo: seoData({ ref, seo: page.seo, crumbs }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

type Section = LegalPage['sections'][number];

/** The page's contents, as links to its sections. */
function LegalContents({ sections }: { sections: readonly Section[] }) {
  return (
    <nav aria-label="Inhalt dieser Seite" className="mt-8 rounded-xl bg-slate-50 p-5">
      <h2 className="font-semibold">Inhalt</h2>
      <ol className="mt-3 grid gap-1 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a className="text-brand-700 underline underline-offset-2" href={`#${section.id}`}>
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A section's table, the first cell of each row its heading. */
function LegalTable({ table }: { table: NonNullable<Section['table']> }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-ink">{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="border-slate-300 border-b bg-slate-50 p-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={cell} scope="row" className="border-slate-200 border-b p-3 align-top font-medium">
                    {cell}
                  </th>
                ) : (
                  <td key={cell} className="border-slate-200 border-b p-3 align-top">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One section: its heading, paragraphs, table and subsections. */
function LegalSection({ section }: { section: Section }) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      // Rendered at once, not deferred (defer-render): a legal section is several screens
      // long (the privacy notice's fourth), far beyond the 640 px placeholder, and while it
      // was not rendered its text lay over the footer for a contrast checker (axe found the
      // section's links on the footer's dark background).
    >
      <h2 id={`${section.id}-heading`} className="font-bold text-2xl">
        {section.heading}
      </h2>
      <div className="mt-4 space-y-4 text-slate-700 leading-relaxed">
        {section.paragraphs.map((paragraph) => (
          <RichBlock key={paragraph} text={paragraph} />
        ))}
        {section.table ? <LegalTable table={section.table} /> : null}
        {section.subsections?.map((sub) => (
          <div key={sub.heading}>
            <h3 className="mt-6 font-semibold text-lg text-ink">{sub.heading}</h3>
            <div className="mt-2 space-y-3">
              {sub.paragraphs.map((paragraph) => (
                <RichBlock key={paragraph} text={paragraph} />
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  const { page, crumbs } = loaderData;
  return (
    <main>
      <Breadcrumbs crumbs={crumbs} />
      <article className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6">
        <h1 className="text-balance font-bold text-3xl sm:text-4xl">{page.title}</h1>
        <p className="mt-4 text-lg text-muted">{page.intro}</p>
        {page.sections.length > 3 ? <LegalContents sections={page.sections} /> : null}
        <div className="mt-10 space-y-10">
          {page.sections.map((section) => (
            <LegalSection key={section.id} section={section} />
          ))}
        </div>
      </article>
    </main>
  );
}
