import { type BrowserErrors, expect, test } from '#tests/e2e/fixtures.ts';
import { axeViolations } from '#tests/support/axe.ts';

/** A not-found page logs its path, and the browser reports the 404 document; both are expected. */
function allowNotFound(browserErrors: BrowserErrors, path: string) {
  browserErrors.allowFailedResponse(404, path);
  browserErrors.allow(new RegExp(`^404 Error: User attempted to access non-existent route: ${path}( |$)`));
}

test('home page renders in German with the transparent header, as static HTML without errors', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(/Echtcheck/);
  const header = page.locator('header[data-variant]');
  await expect(header).toHaveAttribute('data-variant', 'transparent');
  await expect(header.getByRole('link', { name: /zur Startseite/ })).toHaveAttribute('href', '/');
  await expect(page.locator('main a[data-cta]').first()).toHaveAttribute('href', '/checkout');
  await expect(page.locator('#leistungen li')).toHaveCount(6);
  // Transparent until scrolled, then solid.
  await expect(header).not.toHaveAttribute('data-scrolled', '');
  await page.mouse.wheel(0, 800);
  await expect(header).toHaveAttribute('data-scrolled', '');
});

test('an unknown path answers 404 with the not-found page, logs the path and links home', async ({
  page,
  browserErrors,
}) => {
  // Anything else (CSP, hydration) fails the test.
  allowNotFound(browserErrors, '/diese-seite-gibt-es-nicht');
  const response = await page.goto('/diese-seite-gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hoppla! Diese Seite wurde nicht gefunden.');
  await expect(page.locator('header[data-variant]')).toHaveAttribute('data-variant', 'default');
  await expect
    .poll(() => browserErrors.messages.find((message) => message.includes('404 Error')))
    .toContain('/diese-seite-gibt-es-nicht');
  await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('header[data-variant]')).toHaveAttribute('data-variant', 'transparent');
});

test('navigation scrolls the new page to the top', async ({ page, browserErrors }) => {
  allowNotFound(browserErrors, '/gibt-es-nicht');
  await page.goto('/gibt-es-nicht');
  await page.evaluate(() => {
    document.body.style.minHeight = '5000px';
    window.scrollTo(0, 2000);
  });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('health and readiness endpoints answer', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: 'ready', database: 'ok' });
});

test('security headers on prerendered, SSR and asset responses', async ({ request, page, browserErrors }) => {
  allowNotFound(browserErrors, '/nicht-vorhanden');
  const home = await request.get('/');
  const missing = await request.get('/nicht-vorhanden');
  for (const response of [home, missing]) {
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toMatch(/script-src 'self' '(sha256|nonce)-/);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['x-request-id']).toBeTruthy();
  }
  expect(missing.headers()['content-security-policy']).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  // Hashed assets (here: the 404 page's hydration bundle) are cached for a year; the HTML is precompressed.
  await page.goto('/nicht-vorhanden');
  const script = await page.locator('link[rel="modulepreload"]').first().getAttribute('href');
  expect(script).toMatch(/^\/assets\//);
  const asset = await request.get(script ?? '');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const brotli = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
});

test('home and not-found pages have no accessibility violations', async ({ page, browserErrors }) => {
  allowNotFound(browserErrors, '/nicht-vorhanden');
  for (const url of ['/', '/nicht-vorhanden']) {
    await page.goto(url);
    expect(await axeViolations(page), url).toEqual([]);
  }
});
