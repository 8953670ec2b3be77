import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { sitePages } from '#app/content/site.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { axeViolations } from '#tests/support/axe.ts';
import { allowedBeyondSubset } from '#tests/support/font-exceptions.ts';

// The characters of the small preloaded Inter file (decision record 009). A page showing another
// character also loads the full 48 KB file, which costs a round trip before the largest paint.
const subsetCharacters = new Set(
  readFileSync(new URL('../../app/assets/fonts/inter-subset.txt', import.meta.url), 'utf8').replace(/\n/g, ''),
);

// The checks that need no browser run on every page's built HTML (tests/site/built-pages.test.ts,
// seconds). Here, where a page costs seconds, the status and axe run on one page per template and
// per variant of it that changes the markup; `npm run test:full` (FULL_PAGES=1) runs every page.
const templateSample = [
  '/', // home
  '/fake-profile-erkennen', // sales with a landing config merged in (article, categories, warning)
  '/dating-app-check', // sales with the supported apps
  '/romance-scam', // sales with the emergency notice and the scam patterns
  '/fake-profil-hub', // hub
  '/fake-profil-conversions', // conversion
  '/liebesbetrüger-bilder-facebook', // landing, set A (a non-ASCII path)
  '/liebesbetruger-bilder-manner', // landing, set B
  '/tinder-fake-profile-erkennen', // landing, set C
  '/was-tun-bei-identitatsdiebstahl', // landing, identity theft
  // The legal pages share a template but not their shape: with or without the section index,
  // subsections (privacy), tables (legitimate interest), the model withdrawal form.
  '/impressum',
  '/datenschutz',
  '/agb',
  '/berechtigtes-interesse',
  '/widerruf',
  '/barrierefreiheit',
  '/sitemap',
];
// A renamed page or a new kind of page must not silently leave the sample short.
const unknown = templateSample.filter((path) => !sitePages.some((ref) => ref.path === path));
const uncovered = [...new Set(sitePages.map((ref) => ref.kind))].filter(
  (kind) => !sitePages.some((ref) => ref.kind === kind && templateSample.includes(ref.path)),
);
if (unknown.length > 0 || uncovered.length > 0) {
  throw new Error(
    `templateSample: unknown paths ${unknown.join(', ') || '–'}; kinds without a page ${uncovered.join(', ') || '–'}`,
  );
}
const browserPages =
  process.env.FULL_PAGES === '1' ? sitePages : sitePages.filter((ref) => templateSample.includes(ref.path));

test.describe(process.env.FULL_PAGES === '1' ? 'every marketing route' : 'one marketing route per template', () => {
  for (const ref of browserPages) {
    test(`${ref.path} answers 200 with one h1, metadata and no accessibility violations`, async ({ page }) => {
      const response = await page.goto(encodeURI(ref.path));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.locator('h1')).toHaveCount(1);
      const title = await page.title();
      expect(title.length).toBeGreaterThan(10);
      expect(title.length).toBeLessThanOrEqual(60);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThanOrEqual(110);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(decodeURI(new URL(canonical ?? '').pathname)).toBe(ref.canonicalPath);
      const robots = await page.locator('meta[name="robots"]').getAttribute('content');
      expect(robots).toBe(
        ['/impressum', '/datenschutz', '/agb'].includes(ref.path) ? 'noindex, follow' : 'index, follow',
      );
      // JSON-LD parses.
      for (const json of await page.locator('script[type="application/ld+json"]').allTextContents()) {
        expect(() => JSON.parse(json)).not.toThrow();
      }
      // Static page: no client-side React, so no script bundle at all.
      await expect(page.locator('script[type="module"]')).toHaveCount(0);
      // Every character shown is in the preloaded font subset (else: scripts/subset-font.py).
      const shown = await page.evaluate(() => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        let text = '';
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.parentElement?.closest('script, style, svg')) text += node.textContent;
        }
        return text.replace(/\s+/g, ' ');
      });
      const allowed = allowedBeyondSubset[ref.path] ?? '';
      expect(
        [...new Set(shown)].filter((character) => !subsetCharacters.has(character) && !allowed.includes(character)),
      ).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test('the umlaut landing page works typed and percent-encoded', async ({ request }) => {
  const typed = await request.get('/liebesbetrüger-bilder-facebook');
  const encoded = await request.get('/liebesbetr%C3%BCger-bilder-facebook');
  expect(typed.status()).toBe(200);
  expect(encoded.status()).toBe(200);
  expect(await encoded.text()).toContain('facebook-liebesbetr%C3%BCger');
});

test('a call to action loads /checkout with the page’s service parameter', async ({ page }) => {
  await page.goto('/tinder-betrug-erkennen');
  await page.locator('main a[data-cta]').first().click();
  await expect(page).toHaveURL(/\/checkout\?service=tinder-betrug-check$/);
  await page.goto('/liebesbetrüger-bilder-facebook');
  const href = await page.locator('main a[data-cta]').first().getAttribute('href');
  expect(href).toBe('/checkout?service=facebook-liebesbetr%C3%BCger');
  await page.goto('/romance-scam-conversions');
  await expect(page.locator('main a[data-cta]').first()).toHaveAttribute(
    'href',
    '/checkout?service=romance-scam-schutz',
  );
});

test('the FAQ keeps one item open and works by keyboard', async ({ page }) => {
  await page.goto('/fake-profil-hub');
  const items = page.locator('[data-faq] details');
  await expect(items).toHaveCount(8);
  await expect(page.locator('[data-faq] details[open]')).toHaveCount(1);
  await items.nth(2).locator('summary').click();
  await expect(items.nth(2)).toHaveAttribute('open', '');
  await expect(page.locator('[data-faq] details[open]')).toHaveCount(1);
  await items.nth(4).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(4)).toHaveAttribute('open', '');
  await expect(page.locator('[data-faq] details[open]')).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(page.locator('[data-faq] details[open]')).toHaveCount(0);
});

test('romance scam page: the emergency button shows the numbers', async ({ page }) => {
  await page.goto('/romance-scam');
  const notice = page.getByRole('note');
  await expect(notice).toBeHidden();
  await page.getByText('Soforthilfe', { exact: false }).first().click();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('110');
  await expect(notice).toContainText('116 006');
  await expect(page.getByText('KRITISCH').first()).toBeVisible();
});

// The shared server runs without GA_MEASUREMENT_ID: nothing needs consent, so no banner. The banner
// with Google Analytics is tested against a server with it (tests/e2e/analytics.spec.ts).
test.describe('cookie settings without Google Analytics', () => {
  const stored = (page: Page) => page.evaluate(() => localStorage.getItem('cookie-consent'));

  test('no banner on any kind of public page, consent defaults still denied, nothing stored', async ({ page }) => {
    for (const path of ['/', '/fake-profil', '/agb', '/checkout']) {
      await page.goto(path);
      await expect(page.locator('#cookie-banner'), path).toBeHidden();
      await expect(page.getByRole('region', { name: /Cookies/ }), path).toHaveCount(0);
    }
    const first = await page.evaluate(() =>
      Array.from((window as unknown as { dataLayer: IArguments[] }).dataLayer[0] ?? []),
    );
    expect(first).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 500,
      },
    ]);
    expect(await stored(page)).toBeNull();
  });

  test('"Cookie-Einstellungen" in the footer explains that nothing needs consent and what is stored', async ({
    page,
  }) => {
    await page.goto('/fake-profil');
    const settings = page.getByRole('button', { name: 'Cookie-Einstellungen' });
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await settings.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('kein Cookie-Banner');
    await expect(dialog).toContainText('Sitzungsspeicher');
    await expect(dialog.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz#datenerfassung',
    );
    expect(await axeViolations(page, '#cookie-info')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await settings.click();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('#cookie-banner')).toBeHidden();
    expect(await stored(page)).toBeNull();
  });

  test('"Cookie-Einstellungen" clicked while the page is still arriving opens once the site script runs', async ({
    page,
  }) => {
    // The click lands the moment the footer is parsed, before the site script at the end of the page.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const control = document.querySelector<HTMLElement>('[data-cookie-settings]');
        if (!control) return;
        observer.disconnect();
        control.click();
        // Had the site script run, its handler would have opened the dialog during the click.
        const dialog = document.getElementById('cookie-info') as HTMLDialogElement | null;
        (window as { clickedBeforeSiteScript?: boolean }).clickedBeforeSiteScript = !dialog?.open;
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/fake-profil');
    expect(await page.evaluate(() => (window as { clickedBeforeSiteScript?: boolean }).clickedBeforeSiteScript)).toBe(
      true,
    );
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
  });

  test('the page shifts no layout while it loads', async ({ page }) => {
    await page.goto('/');
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 1000);
        }),
    );
    expect(cls).toBeLessThanOrEqual(0.02);
  });
});

test('the accessibility statement is linked from the footer', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Barrierefreiheit' });
  // Scrolling to the footer renders the sections above it for the first time (content-visibility:
  // auto, app/app.css); their real height replaces the placeholder in the next frame and moves the
  // footer. Playwright checks stability before it scrolls, so scroll first: click() then waits until
  // the link stays put, as a person's eye does, instead of clicking where it was a frame earlier.
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/barrierefreiheit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erklärung zur Barrierefreiheit');
  await expect(page.getByRole('heading', { name: 'Barrieren melden' })).toBeVisible();
});

test('header: transparent on the home page until scrolled, default elsewhere', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header[data-variant]');
  await expect(header).toHaveAttribute('data-variant', 'transparent');
  await expect(header).not.toHaveAttribute('data-scrolled', '');
  await page.mouse.wheel(0, 900);
  await expect(header).toHaveAttribute('data-scrolled', '');
  await page.goto('/sitemap');
  await expect(page.locator('header[data-variant]')).toHaveAttribute('data-variant', 'default');
  await expect(page.locator('header').getByRole('link', { name: /zur Startseite/ })).toHaveAttribute('href', '/');
});

test('robots.txt and sitemap.xml list the indexable pages', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap: ');
  const xml = await (await request.get('/sitemap.xml')).text();
  const indexable = sitePages.filter((p) => p.indexable);
  expect(xml.match(/<url>/g)).toHaveLength(indexable.length);
  expect(xml).toContain('/berechtigtes-interesse</loc>');
  expect(xml).not.toContain('/impressum</loc>');
  expect(xml).not.toContain('/identitaetsdiebstahl-check</loc>');
});
