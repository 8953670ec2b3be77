// The two staff roles in a real browser (issue 28 point 3; decision record 027): a specialist
// (Prüfer) signs in, sees no dashboard (revenue, clients, analytics) and no test-mail menu, gets
// "Kein Zugriff" on /conan/dashboard and 403 for the CSV exports; the account page names the role.
// An admin (Inhaber) sees what the specialist does not, so the hidden links are really hidden.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ADMIN_ONLY_MESSAGE } from '#app/lib/staff-roles.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { axeViolations } from '#tests/support/axe.ts';
import { e2eEnv } from '#tests/support/e2e-data.ts';
import { createStaff } from '#tests/support/staff-account.ts';

const PASSWORD = 'Kieselstein-Laterne-Morgentau-31';

/** Signs in through the form and returns to the account page, which both roles may use. */
async function signInToAccount(page: Page, email: string) {
  await page.goto(`/conan?weiter=${encodeURIComponent('/conan/konto')}`);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/conan\/konto$/);
}

const noHorizontalScrolling = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

let specialist = '';
let owner = '';

test.beforeAll(async () => {
  const run = randomUUID().slice(0, 8);
  specialist = `pruefer-${run}@echtcheck.test`;
  owner = `inhaber-${run}@echtcheck.test`;
  await createStaff({ env: e2eEnv(), email: specialist, password: PASSWORD, role: 'pruefer' });
  await createStaff({ env: e2eEnv(), email: owner, password: PASSWORD, role: 'inhaber' });
});

test('a specialist sees no owner’s links, gets "Kein Zugriff" on the dashboard and 403 for the exports', async ({
  page,
  browserErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToAccount(page, specialist);
  const nav = page.getByRole('navigation', { name: 'Mitarbeiterbereich' });
  await expect(nav.getByRole('link', { name: 'Konto und Sicherheit' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(nav.getByText('Verwaltung')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Umsatz|Kunden|Analyse|Test-E-Mail/ })).toHaveCount(0);
  const role = page.getByRole('region', { name: 'Ihre Rolle' });
  await expect(role).toContainText('Prüfer');
  await expect(role).toContainText('dem Inhaber vorbehalten');
  expect(await axeViolations(page)).toEqual([]);
  expect(await noHorizontalScrolling(page)).toBe(true);

  // The dashboard (revenue, clients, analytics) and the test mail: the page says why, in German.
  for (const path of ['/conan/dashboard', '/conan/dashboard?tab=kunden', '/test-email']) {
    browserErrors.allowFailedResponse(403, path.split('?')[0] ?? path);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeVisible();
    await expect(page.getByText(ADMIN_ONLY_MESSAGE)).toBeVisible();
    await expect(page.getByText(/Gesamtumsatz|Zahlende Kunden/)).toHaveCount(0);
  }
  expect(await axeViolations(page)).toEqual([]);
  expect(await noHorizontalScrolling(page)).toBe(true);
  await page.getByRole('link', { name: 'Zu Konto und Sicherheit' }).click();
  await expect(page).toHaveURL(/\/conan\/konto$/);

  // The CSV exports, with the browser's own session cookie: 403 and the German message, no CSV.
  for (const path of ['/conan/api/export/faelle', '/conan/api/export/umsatz', '/conan/api/export/analyse/tage']) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(403);
    expect(answer.headers()['content-type'], path).toMatch(/json/);
    expect(await answer.json(), path).toEqual({ message: ADMIN_ONLY_MESSAGE });
  }
});

test('an admin sees the dashboard link, the test-mail menu and the role on the account page', async ({ page }) => {
  await signInToAccount(page, owner);
  const nav = page.getByRole('navigation', { name: 'Mitarbeiterbereich' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await nav.getByText('Verwaltung').click();
  await expect(nav.getByRole('link', { name: 'Test-E-Mail senden' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ihre Rolle' })).toContainText('Inhaber');
  const response = await page.goto('/conan/dashboard');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Übersicht' })).toBeVisible();
  const csv = await page.request.get('/conan/api/export/umsatz');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toMatch(/csv/);
});
