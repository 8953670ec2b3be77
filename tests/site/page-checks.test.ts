// The page checks fail when they should: each one on a small page that breaks exactly that rule.
import { describe, expect, test } from 'vitest';
import {
  type BuiltSite,
  linkProblems,
  missingCharacters,
  pageProblems,
  parsePage,
  routeMatcher,
  shownText,
} from './page-checks.ts';

const description =
  'Eine Beschreibung, die lang genug ist, damit Suchmaschinen sie zeigen: mehr als einhundertzehn Zeichen, wie es die Regel will.';

function page({
  lang = 'de',
  title = 'Fake-Profil prüfen lassen',
  head = '',
  body = '<h1>Überschrift</h1><p>Text</p>',
  canonical = 'http://localhost:3000/fake-profil',
  robots = 'index, follow',
} = {}): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title>
<meta name="description" content="${description}"><meta name="robots" content="${robots}">
<link rel="canonical" href="${canonical}">${head}</head><body>${body}</body></html>`;
}

// Printable ASCII and the German letters stand in for the font subset.
const subset = new Set([...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)), ...'ÄÖÜäöüß']);
const expected = { canonicalPath: '/fake-profil', noindex: false };
const problems = (html: string, wanted = expected) => pageProblems(parsePage(html), wanted, subset);

describe('pageProblems', () => {
  test('a page that keeps every rule has none', () => {
    expect(problems(page({ head: '<script type="application/ld+json">{"@type":"Service"}</script>' }))).toEqual([]);
  });

  test('names each broken rule', () => {
    expect(problems(page({ lang: 'en' }))).toEqual(['html lang is "en", expected "de"']);
    expect(problems(page({ body: '<p>kein h1</p>' }))).toEqual(['0 h1 elements, expected exactly 1']);
    expect(problems(page({ body: '<h1>Eins</h1><h1>Zwei</h1>' }))).toEqual(['2 h1 elements, expected exactly 1']);
    expect(problems(page({ title: 'Zu kurz' }))[0]).toMatch(/^title has 7 characters/);
    expect(problems(page({ title: 'x'.repeat(61) }))[0]).toMatch(/^title has 61 characters/);
    expect(problems(page({ canonical: 'http://localhost:3000/fake-profile' }))).toEqual([
      'canonical path is /fake-profile, expected /fake-profil',
    ]);
    expect(problems(page({ canonical: '/fake-profil' }))).toEqual(['canonical "/fake-profil" is not an absolute URL']);
    expect(problems(page({ robots: 'noindex, follow' }))).toEqual([
      'robots is "noindex, follow", expected "index, follow"',
    ]);
    expect(problems(page(), { ...expected, noindex: true })).toEqual([
      'robots is "index, follow", expected "noindex, follow"',
    ]);
    expect(problems(page({ head: '<script type="application/ld+json">{"@type":</script>' }))[0]).toMatch(
      /^JSON-LD block 1 does not parse/,
    );
    expect(problems(page({ head: '<script type="module" src="/assets/entry.js"></script>' }))).toEqual([
      '1 module scripts, expected none on a static page',
    ]);
  });

  test('a short or missing description fails', () => {
    const short = page().replace(description, 'Zu kurz.');
    expect(problems(short)).toEqual(['meta description has 8 characters, expected ≥ 110']);
    const missing = page().replace(/<meta name="description"[^>]*>/, '');
    expect(problems(missing)).toEqual([
      '0 meta descriptions, expected 1',
      'meta description has 0 characters, expected ≥ 110',
    ]);
  });

  test('a shown character outside the font subset fails, one in a script, style or svg does not', () => {
    expect(problems(page({ body: '<h1>Überschrift</h1><p>Text ✓</p>' }))).toEqual([
      'characters outside the font subset: ✓ (U+2713)',
    ]);
    expect(problems(page({ body: '<h1>Überschrift</h1><p hidden>Ω</p>' }))).toEqual([
      'characters outside the font subset: Ω (U+3A9)',
    ]);
    const ignored = '<script>var z = "✓"</script><style>.q::after{content:"✓"}</style><svg><title>✓</title></svg>';
    expect(problems(page({ body: `<h1>Überschrift</h1>${ignored}` }))).toEqual([]);
  });
});

describe('shownText and missingCharacters', () => {
  test('walk the body text as the browser does: whitespace (no-break spaces too) collapsed, entities decoded', () => {
    const document = parsePage(page({ body: '<h1>A&amp;B</h1>\n\n  <p>C\t&nbsp;D</p><script>E</script>' }));
    expect(shownText(document)).toBe('A&B C D');
    expect(missingCharacters('abca€', new Set('abc'))).toEqual(['€']);
  });
});

describe('routeMatcher', () => {
  const matches = routeMatcher([
    { file: 'home.tsx', index: true },
    { file: 'checkout.tsx', path: 'checkout' },
    { file: 'status.tsx', path: 'auftrag/:token' },
    {
      file: 'guard.tsx',
      children: [
        { file: 'dashboard.tsx', path: 'conan/dashboard', children: [{ file: 'case.tsx', path: 'fall/:caseId' }] },
      ],
    },
    { file: 'sitemap-xml.ts', path: 'sitemap.xml' },
    { file: 'not-found.tsx', path: '*' },
  ]);

  test('joins nested paths and matches parameters, but not the catch-all', () => {
    expect(
      ['/', '/checkout', '/auftrag/abc', '/conan/dashboard', '/conan/dashboard/fall/7', '/sitemap.xml'].filter(matches),
    ).toHaveLength(6);
    expect(
      ['/auftrag', '/auftrag/abc/x', '/fall/7', '/sitemapxxml', '/nirgendwo', '/checkout/'].filter(matches),
    ).toEqual([]);
  });
});

describe('linkProblems', () => {
  const target = parsePage(page({ body: '<h1 id="start">Ziel</h1>' }));
  const site: BuiltSite = {
    origin: 'http://localhost:3000',
    pages: new Map([
      ['/fake-profil', target],
      ['/liebesbetrüger-bilder-facebook', target],
    ]),
    files: new Set(['/favicon.png']),
    isRoute: (pathname) => pathname === '/checkout',
  };
  const links = (...hrefs: string[]) =>
    linkProblems(
      parsePage(page({ body: hrefs.map((href) => `<a href="${href}">x</a>`).join('') })),
      '/fake-profil',
      site,
    );

  test('pages, fragments, files, routes and other sites pass', () => {
    expect(
      links(
        '/fake-profil',
        '#start',
        '/fake-profil#start',
        '/liebesbetr%C3%BCger-bilder-facebook',
        '/liebesbetrüger-bilder-facebook',
        'http://localhost:3000/fake-profil',
        '/favicon.png',
        '/checkout?service=tinder-betrug-check',
        'mailto:kontakt@echtcheck.de',
        'tel:110',
        'https://www.polizei.de/',
      ),
    ).toEqual([]);
  });

  test('a missing page, a missing fragment or a route that does not exist fails', () => {
    expect(links('/fake-profi', '#ende', '/fake-profil/', 'http://localhost:3000/weg', '/%E0%A4%A')).toEqual([
      'link "/fake-profi" leads to no page, file or route',
      'link "#ende": /fake-profil has no element with id "ende"',
      'link "/fake-profil/" leads to no page, file or route',
      'link "http://localhost:3000/weg" leads to no page, file or route',
      'link "/%E0%A4%A" cannot be decoded',
    ]);
  });
});
