// Which paths are prerendered to static HTML at build time: every marketing page, the sitemap and
// robots.txt. Derived from the pages' list (site.ts), not typed twice.
import { sitePages } from './site.ts';

export const prerenderPaths: string[] = [...sitePages.map((page) => page.path), '/sitemap.xml', '/robots.txt'];
