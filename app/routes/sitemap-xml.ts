import { sitePages } from '#app/content/site.ts';
import { absoluteUrl } from '#app/lib/seo.ts';
import { siteInfo } from '#app/server/site/pages.server.ts';

/** /sitemap.xml: every indexable page at its canonical URL (prerendered at build time). */
export function loader() {
  const { siteUrl } = siteInfo();
  const urls = sitePages
    .filter((page) => page.indexable)
    .map((page) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, page.canonicalPath))}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
