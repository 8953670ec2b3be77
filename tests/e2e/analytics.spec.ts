// Visitor statistics end to end (issue 11): a visitor reads three pages and leaves → the dashboard
// shows 3 page views, 1 visitor, the country of the (trusted, forwarded) address and a time on site;
// a bot changes nothing; a checkout that reaches step 4 is in the funnel, and its paid order counts
// for the landing page the visit entered on. Google Analytics: without GA_MEASUREMENT_ID no page of
// any kind contacts a Google host, and the cookie banner with it: analytics-google.spec.ts.
//
// The counting runs against a server process of its own (TRUST_PROXY, GA_MEASUREMENT_ID set, fresh
// embedded database), so the other browser tests' page views do not mix in.
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { type ServerProcess, startServerProcess } from '#tests/support/server-process.ts';
import { createStaff } from '#tests/support/staff-account.ts';

const PASSWORD = 'Lindenblatt-Kompass-Regenjacke-42';
const GA_ID = 'G-TEST12345';
/** An address the shipped DB-IP database places in Germany. */
const GERMAN_ADDRESS = '2a00:1450:4001::1';
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

test.describe.configure({ mode: 'serial' });

let server: ServerProcess;
let staffEmail: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServerProcess({ TRUST_PROXY: 'true', GA_MEASUREMENT_ID: GA_ID, LOG_LEVEL: 'warn' });
  staffEmail = `statistik-${randomUUID().slice(0, 8)}@echtcheck.test`;
  await createStaff({
    env: { DATA_DIR: server.dataDir, DATABASE_URL: '' },
    email: staffEmail,
    password: PASSWORD,
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** A visitor's browser: its own user agent, and the address our trusted proxy would forward. */
function visitor(browser: Browser, address: string, userAgent = BROWSER_UA): Promise<BrowserContext> {
  return browser.newContext({ userAgent, extraHTTPHeaders: { 'X-Forwarded-For': address } });
}

async function analyticsTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.200' } });
  const page = await context.newPage();
  await page.goto(`${server.base}/conan`);
  await page.getByLabel('E-Mail-Adresse').fill(staffEmail);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  // Sign-in lands on the work queue (the staff's start page); the analytics tab is the dashboard's.
  await page.waitForURL(/\/conan\/faelle$/);
  return page;
}

function keyFigure(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();
}

/** Reloads the analytics tab until the page views show `expected` (events are written in batches). */
async function waitForPageViews(page: Page, expected: string) {
  await expect(async () => {
    await page.goto(`${server.base}/conan/dashboard?tab=analyse`);
    await expect(keyFigure(page, 'Seitenaufrufe')).toHaveText(expected, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test('three pages and leaving: 3 page views, 1 visitor, the country and a time on site; a bot changes nothing', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await visitor(browser, GERMAN_ADDRESS);
  // The statistics script reads neither document.referrer nor the clock (decision record 016,
  // amendment of 2026-11-28): each read is noted where the test can see it.
  await context.addInitScript(() => {
    const reads: string[] = [];
    (window as unknown as { statisticsReads: string[] }).statisticsReads = reads;
    // Only reads by the page's own scripts (their stack names the page), not by the test tooling.
    const note = (what: string) => {
      if (new Error().stack?.includes(location.origin)) reads.push(what);
    };
    const referrer = Object.getOwnPropertyDescriptor(Document.prototype, 'referrer');
    Object.defineProperty(Document.prototype, 'referrer', {
      configurable: true,
      get() {
        note('document.referrer');
        return referrer?.get?.call(this);
      },
    });
    const now = Date.now;
    Date.now = () => {
      note('Date.now');
      return now();
    };
  });
  const page = await context.newPage();
  // The visit comes from a search: the page request's Referer header, as the browser sends it.
  await page.goto(`${server.base}/`, { referer: 'https://www.google.com/search?q=fake+profil' });
  await page.waitForTimeout(1200);
  for (const path of ['/fake-profil', '/agb']) {
    await page.goto(`${server.base}${path}`, { referer: page.url() });
    await page.waitForTimeout(1200);
  }
  expect(await page.evaluate(() => (window as unknown as { statisticsReads: string[] }).statisticsReads)).toEqual([]);
  // Leaving the last page sends its exit beacon.
  await page.goto('about:blank');
  // Nothing for the statistics on the device: no cookie, and no storage but the consent key.
  expect(await context.cookies()).toEqual([]);
  await context.close();

  const bot = await visitor(
    browser,
    '198.51.100.99',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  );
  const botPage = await bot.newPage();
  await botPage.goto(`${server.base}/`);
  await botPage.goto(`${server.base}/agb`);
  await botPage.goto('about:blank');
  await bot.close();

  const staff = await analyticsTab(browser);
  await waitForPageViews(staff, '3');
  await expect(keyFigure(staff, 'Eindeutige Besucher')).toHaveText('1');
  await expect(keyFigure(staff, 'Durchschnittliche Verweildauer')).toHaveText(/^[1-9]\d* Sekunden?$/);
  const countries = staff.locator('section').filter({ has: staff.getByRole('heading', { name: 'Top 5 Länder' }) });
  await expect(countries.getByText('Deutschland')).toBeVisible();
  await expect(countries.getByRole('link', { name: 'DB-IP' })).toBeVisible();
  // One visit, from the search engine (its origin only); the two pages after it are steps inside it.
  const referrers = staff.locator('section').filter({ has: staff.getByRole('heading', { name: 'Top-Verweise' }) });
  await expect(referrers.getByRole('listitem')).toHaveCount(1);
  await expect(referrers.getByRole('listitem')).toContainText('www.google.com');
  // The staff's own visit to the dashboard is not counted.
  await staff.reload();
  await expect(keyFigure(staff, 'Seitenaufrufe')).toHaveText('3');
  await staff.context().close();
});

test('a checkout that reaches step 4 is in the funnel; its paid order counts for the landing page', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await visitor(browser, '203.0.113.45');
  const page = await context.newPage();
  await page.goto(`${server.base}/romance-scam`);
  // From the landing page into the checkout, as a visitor would: our own page is the referrer.
  await page.goto(`${server.base}/checkout?service=romance-scam`, { referer: `${server.base}/romance-scam` });
  await page.getByLabel('Vorname').fill('Erika');
  await page.getByLabel('Nachname').fill('Mustermann');
  await page.getByLabel('E-Mail-Adresse').fill('erika.statistik@example.de');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Name der Zielperson').fill('Daniel Weber');
  await page.getByLabel('Tinder').check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Dateien' })).toBeVisible();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
  // The order from this browser (same address and user agent), paid on the simulated provider's page.
  const order = validOrder({ service: 'romance-scam' });
  const placed = await page.evaluate(async (body) => {
    const response = await fetch('/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  }, order);
  expect(placed.status).toBe(200);
  const sessionId = String(placed.json.paymentUrl).split('/').pop();
  const paid = await page.request.post(`${server.base}/zahlung/test/${sessionId}`, {
    form: { ergebnis: 'bezahlen' },
    headers: { origin: server.base },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(302);
  await context.close();

  const staff = await analyticsTab(browser);
  await expect(async () => {
    await staff.goto(`${server.base}/conan/dashboard?tab=analyse`);
    const funnel = staff.getByRole('table', { name: /Buchungsstrecke/ });
    await expect(
      funnel
        .getByRole('row', { name: /Schritt 4: Details/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('1', {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  const funnel = staff.getByRole('table', { name: /Buchungsstrecke/ });
  await expect(
    funnel
      .getByRole('row', { name: /Schritt 5/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('0');
  await expect(
    funnel
      .getByRole('row', { name: /Zahlung bestätigt/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('1');
  const landing = staff.getByRole('table', { name: /je Einstiegsseite/ }).getByRole('row', { name: /\/romance-scam/ });
  // Besuche 1, bezahlte Bestellungen 1, conversion 100 %, 39,00 €.
  await expect(landing.getByRole('cell').first()).toHaveText('1');
  await expect(landing.getByRole('cell').nth(1)).toHaveText('1');
  await expect(landing).toContainText('100');
  await expect(landing).toContainText('39,00');
  await staff.context().close();
});

test('with GA_MEASUREMENT_ID the tag loads only after analytics consent and stops when it is withdrawn', async ({
  browser,
}) => {
  const context = await visitor(browser, '192.0.2.77');
  const tagRequests: string[] = [];
  // No internet here: answer Google's tag with an empty script and note that it was asked for.
  await context.route(/^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics)\.com\//, (route) => {
    tagRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag stub */' });
  });
  const page = await context.newPage();
  // The site script (inline, run before the load event that goto and reload wait for) decides at
  // once whether to start the tag, and a start first asks /api/ga-id: without that request by the
  // load event, no tag request can follow.
  const idRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/ga-id') idRequests.push(request.url());
  });
  const response = await page.goto(`${server.base}/checkout`);
  expect(response?.headers()['content-security-policy']).toContain('https://www.googletagmanager.com');
  expect(idRequests).toEqual([]);
  expect(tagRequests).toEqual([]);
  // Consent Mode v2 is denied before any tag.
  const defaults = await page.evaluate(() =>
    (window as unknown as { dataLayer: unknown[][] }).dataLayer.map((entry) => Array.from(entry as unknown[])),
  );
  expect(defaults[0]).toEqual([
    'consent',
    'default',
    expect.objectContaining({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    }),
  ]);

  await page.getByRole('button', { name: 'Einstellungen anpassen' }).click();
  await page.getByLabel(/^Statistik/).check();
  await page.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect.poll(() => tagRequests.length).toBe(1);
  expect(tagRequests[0]).toContain(`id=${GA_ID}`);
  const config = await page.evaluate(() =>
    (window as unknown as { dataLayer: unknown[][] }).dataLayer
      .map((entry) => Array.from(entry as unknown[]))
      .find((entry) => entry[0] === 'config'),
  );
  expect(config).toEqual(['config', GA_ID, { cookie_flags: 'SameSite=None;Secure' }]);
  // Marketing not chosen: the three ad signals stay denied, analytics is granted.
  const update = await page.evaluate(() =>
    (window as unknown as { dataLayer: unknown[][] }).dataLayer
      .map((entry) => Array.from(entry as unknown[]))
      .filter((entry) => entry[0] === 'consent' && entry[1] === 'update')
      .at(-1),
  );
  expect(update?.[2]).toEqual({
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });

  // Withdrawn in the footer's cookie settings: the tag is disabled for the rest of the visit.
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await page.getByLabel(/^Statistik/).uncheck();
  await page.getByRole('button', { name: 'Auswahl speichern' }).click();
  expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], GA_ID)).toBe(
    true,
  );

  // A choice stored before GA was switched on does not count: the banner asks again.
  await page.evaluate(() =>
    localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: true, marketing: false })),
  );
  tagRequests.length = 0;
  idRequests.length = 0;
  await page.reload();
  await expect(page.getByRole('region', { name: /Cookies/ })).toBeVisible();
  expect(idRequests).toEqual([]);
  expect(tagRequests).toEqual([]);
  await context.close();
});
