import { siteInfo } from '#app/server/site/pages.server.ts';

/** /robots.txt: the public site is crawlable; checkout, staff area and APIs are not. */
export function loader() {
  const { siteUrl } = siteInfo();
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /checkout',
    'Disallow: /payment-success',
    'Disallow: /test-email',
    'Disallow: /conan',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
