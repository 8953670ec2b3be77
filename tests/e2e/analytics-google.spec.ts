// Google Analytics in the browser (issue 11, issue 27 point 3): without GA_MEASUREMENT_ID no page of
// any kind contacts a Google host, even after full consent; with it (a server process of its own),
// the cookie banner at 390 px and on prerendered pages, the tag only after analytics consent.
import type { Page } from '@playwright/test';
import { sitePages } from '#app/content/site.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { axeViolations } from '#tests/support/axe.ts';
import { type ServerProcess, startServerProcess } from '#tests/support/server-process.ts';

const GA_ID = 'G-TEST12345';
const GOOGLE_HOST = /(^|\.)(google|googletagmanager|google-analytics|doubleclick|gstatic|googleapis)\.[a-z.]+$/;

test.describe.configure({ mode: 'serial' });

let server: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServerProcess({ TRUST_PROXY: 'true', GA_MEASUREMENT_ID: GA_ID, LOG_LEVEL: 'warn' });
});

test.afterAll(async () => {
  await server?.stop();
});

/** The first page of a kind in the site map (app/content/site.ts). */
const firstOf = (kind: string) => sitePages.find((entry) => entry.kind === kind)?.path ?? '/';

test('without GA_MEASUREMENT_ID no page of any kind contacts a Google host, even with every consent given', async ({
  page,
  baseURL,
  browserErrors,
}) => {
  test.setTimeout(90_000);
  // The unknown status page and path answer 404 on purpose.
  browserErrors.allowFailedResponse(404, '/auftrag/unbekannt');
  browserErrors.allowFailedResponse(404, '/gibt-es-nicht');
  browserErrors.allow(/User attempted to access non-existent route: \/gibt-es-nicht/);
  const google: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (GOOGLE_HOST.test(host)) google.push(request.url());
  });
  await page.addInitScript(() =>
    localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: true, marketing: true })),
  );
  const paths = [
    '/',
    firstOf('sales'),
    firstOf('hub'),
    firstOf('conversion'),
    firstOf('landing'),
    '/agb',
    '/datenschutz',
    '/sitemap',
    '/checkout',
    '/payment-success',
    '/vertrag-widerrufen',
    '/auftrag/unbekannt',
    '/conan',
    '/gibt-es-nicht',
  ];
  for (const path of paths) {
    await page.goto(`${baseURL}${path}`);
    await page.waitForLoadState('networkidle');
    // The shared server was built and runs without the setting: no Google host is admitted at all.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ga')), path).toBe(false);
  }
  const response = await page.request.get(`${baseURL}/api/ga-id`);
  expect(await response.json()).toEqual({ ga_id: null });
  expect(google).toEqual([]);
});

// The cookie banner with Google Analytics (issue 27 point 3): on prerendered pages too (the server
// marks them <html data-ga> at start-up), compact on a phone and with both choices alike.
test.describe('cookie banner with GA_MEASUREMENT_ID', () => {
  const stored = (page: Page) => page.evaluate(() => localStorage.getItem('cookie-consent'));
  const banner = (page: Page) => page.locator('#cookie-banner');

  // No internet here: consent loads Google's tag, answered with an empty script.
  test.beforeEach(async ({ page }) => {
    await page.route(/^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics)\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag stub */' }),
    );
  });

  test('at 390 × 844: at most 30 % of the screen, clear of the hero button, accept and refuse alike', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const path of ['/', '/fake-profil', firstOf('landing'), '/checkout']) {
      await page.goto(`${server.base}${path}`);
      await expect(banner(page), path).toBeVisible();
      const box = await banner(page).boundingBox();
      if (!box) throw new Error(`no banner box on ${path}`);
      expect(box.height, path).toBeLessThanOrEqual(844 * 0.3);
      expect(box.y + box.height, path).toBeCloseTo(844, 0);
      const cta = page.locator('main a[data-cta]').first();
      if ((await cta.count()) > 0) {
        const button = await cta.boundingBox();
        if (!button) throw new Error(`no hero button box on ${path}`);
        expect(button.y + button.height, `${path}: the hero button ends above the banner`).toBeLessThanOrEqual(box.y);
      }
      const accept = await page.getByRole('button', { name: 'Alle akzeptieren' }).boundingBox();
      const refuse = await page.getByRole('button', { name: 'Alle ablehnen' }).boundingBox();
      expect(refuse?.width, path).toBe(accept?.width);
      expect(refuse?.height, path).toBe(accept?.height);
      const look = (name: string) =>
        page.getByRole('button', { name }).evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, style.borderColor].join('|');
        });
      expect(await look('Alle ablehnen'), path).toBe(await look('Alle akzeptieren'));
    }
    expect(await axeViolations(page, '#cookie-banner')).toEqual([]);
    await context.close();
  });

  test('"Alle akzeptieren" stores everything and closes the banner for good', async ({ page }) => {
    await page.goto(`${server.base}/`);
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(banner(page)).toBeHidden();
    expect(JSON.parse((await stored(page)) ?? '')).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      ga: true,
    });
    await page.reload();
    await expect(banner(page)).toBeHidden();
  });

  test('"Alle ablehnen" stores only the necessary choice', async ({ page }) => {
    await page.goto(`${server.base}/fake-profil`);
    await page.getByRole('button', { name: 'Alle ablehnen' }).click();
    await expect(banner(page)).toBeHidden();
    expect(JSON.parse((await stored(page)) ?? '')).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      ga: true,
    });
  });

  test('the footer reopens the banner with the choice made, and the close icon stores nothing', async ({ page }) => {
    await page.goto(`${server.base}/agb`);
    await page.getByRole('button', { name: /Banner schließen/ }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toBeNull();
    await page.reload();
    await expect(banner(page)).toBeVisible();
    await page.getByRole('button', { name: 'Einstellungen anpassen' }).click();
    await page.getByLabel(/^Statistik/).check();
    await page.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(banner(page)).toBeHidden();
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(page.getByLabel(/^Statistik/)).toBeChecked();
    await expect(page.getByLabel('Marketing')).not.toBeChecked();
    // With Google Analytics the footer opens the banner, not the note that nothing needs consent.
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeHidden();
  });
});
