// The staff area's access in a real browser: CSV exports for German Excel, TOTP set up and used at
// sign-in, the period form without the script, the sign-in never leaving the site, sign-out ending access.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { staffCasePath } from '#app/lib/staff-paths.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { axeViolations } from '#tests/support/axe.ts';
import { e2eEnv } from '#tests/support/e2e-data.ts';
import { createStaff } from '#tests/support/staff-account.ts';
import { PASSWORD, type StaffSeed, seedStaffAndOrders, signIn } from '#tests/support/staff-session.ts';
import { totpCode } from '#tests/support/totp.ts';

const base = () => test.info().project.use.baseURL ?? '';

let { seeded, staffEmail, customerEmail } = {} as StaffSeed;
test.beforeAll(async () => {
  ({ seeded, staffEmail, customerEmail } = await seedStaffAndOrders(base()));
});

test('CSV exports open in German Excel: BOM, semicolons, comma decimals', async ({ page }) => {
  await signIn(page, staffEmail);
  await expect(page).toHaveURL(/\/conan\/faelle$/);
  const cases = await page.request.get(`/conan/api/export/faelle?q=${seeded.reference}`);
  expect(cases.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const text = (await cases.body()).toString('utf8');
  expect(text.startsWith('\uFEFFAuftragsnummer;')).toBe(true);
  expect(text).toContain(`${seeded.reference};Rosa Dashboard;${customerEmail};Dating-App-Check;39,00;`);
  expect(text.endsWith('\r\n')).toBe(true);
  const revenue = await page.request.get('/conan/api/export/umsatz?period=monthly');
  expect((await revenue.body()).toString('utf8')).toMatch(/\r\nGesamt;\d+;\d{1,3}(\.\d{3})*,\d{2}\r\n$/);
});

test('TOTP: set up with a QR code and a code, then sign-in asks for a code or a recovery code', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `totp-${randomUUID().slice(0, 8)}@echtcheck.test`;
  await createStaff({ env: e2eEnv(), email, password: PASSWORD });
  await signIn(page, email);
  await page.goto('/conan/konto');
  await page.getByLabel('Ihr Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }).click();
  await expect(page.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible();
  const secret = (await page.locator('code').innerText()).trim();
  const recovery = await page
    .getByRole('list', { name: 'Wiederherstellungscodes' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(recovery).toHaveLength(10);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Code aus der App').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Bestätigen und aktivieren' }).click();
  await expect(page.getByText('Status: aktiv')).toBeVisible();

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/conan$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/conan\/zwei-faktor$/);
  // A code works once: the next 30-second step's code (accepted for clock drift), not the one the
  // set-up used.
  await page.getByLabel('Code aus der App').fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/conan\/faelle$/);

  // Signed out before signing in again (going to /conan at once would cut the sign-out short).
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/conan$/);
  await signIn(page, email);
  await page.getByRole('button', { name: 'Stattdessen einen Wiederherstellungscode verwenden' }).click();
  await page.getByLabel('Wiederherstellungscode').fill(recovery[0] ?? '');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/conan\/faelle$/);

  // A staff mail's link to a case, followed while signed out, lands on the case after both steps.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/conan$/);
  const casePath = staffCasePath(seeded.caseId);
  await page.goto(casePath);
  await expect(page).toHaveURL(`/conan?weiter=${encodeURIComponent(casePath)}`);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(`/conan/zwei-faktor?weiter=${encodeURIComponent(casePath)}`);
  await page.getByRole('button', { name: 'Stattdessen einen Wiederherstellungscode verwenden' }).click();
  await page.getByLabel('Wiederherstellungscode').fill(recovery[1] ?? '');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(casePath);
  await expect(
    page.getByRole('region', { name: 'Angaben des Kunden' }).getByText('Marco Beispielmann').first(),
  ).toBeVisible();
});

test('without the script the period is a plain form: both dates and the "Anzeigen" button', async ({
  page,
  browser,
}) => {
  await signIn(page, staffEmail);
  const plain = await browser.newContext({
    baseURL: base(),
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await plain.newPage();
  await noScript.goto('/conan/dashboard');
  await noScript.getByLabel('Zeitraum', { exact: true }).selectOption('custom');
  await noScript.getByLabel('Von (nur benutzerdefiniert)').fill('2026-01-05');
  await noScript.getByLabel('Bis').fill('2026-01-11');
  await noScript.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(noScript).toHaveURL(/period=custom&from=2026-01-05&to=2026-01-11/);
  await expect(noScript.getByRole('rowheader', { name: /^\d{2}\.01$/ })).toHaveCount(7);
  await plain.close();
});

test('the sign-in never returns to another site', async ({ page }) => {
  await page.goto(`/conan?weiter=${encodeURIComponent('//evil.example/conan/dashboard')}`);
  await page.getByLabel('E-Mail-Adresse').fill(staffEmail);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/conan\/faelle$/);
});

test('sign-out ends access: the page goes to /conan and the old cookie gets no data', async ({ page, context }) => {
  await signIn(page, staffEmail);
  await expect(page).toHaveURL(/\/conan\/faelle$/);
  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name.includes('session_token'));
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/conan$/);
  await page.goto('/conan/faelle?status=ueberfaellig');
  await expect(page).toHaveURL(`/conan?weiter=${encodeURIComponent('/conan/faelle?status=ueberfaellig')}`);
  const replay = await fetch(`${base()}/conan/faelle.data?status=ueberfaellig`, {
    headers: { cookie: `${session?.name}=${session?.value}` },
  });
  expect(replay.status).toBe(401);
  expect(await replay.text()).not.toContain(customerEmail);
});

test('the test mail page sends the staff notification of the sample case to the address entered', async ({ page }) => {
  await signIn(page, staffEmail);
  // Not in the main navigation: in the "Verwaltung" menu.
  const nav = page.getByRole('navigation', { name: 'Mitarbeiterbereich' });
  await expect(nav.getByRole('link', { name: 'Test-E-Mail senden' })).toBeHidden();
  await nav.getByText('Verwaltung').click();
  await nav.getByRole('link', { name: 'Test-E-Mail senden' }).click();
  await expect(page).toHaveURL(/\/test-email$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test-E-Mail senden');
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('team@echtcheck.de');
  await page.getByLabel('E-Mail-Adresse').fill(`pruefung.${staffEmail}`);
  await page.getByRole('button', { name: 'Test-E-Mail senden' }).click();
  await expect(page.getByText('Test-E-Mail gesendet!')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

/** The chart's labels as drawn: visible ones only, with their boxes and font size. */
async function chartLabels(page: Page, chart: string) {
  return page.locator(`${chart} [data-axis-label]`).evaluateAll((nodes) =>
    nodes
      .filter((node) => getComputedStyle(node).display !== 'none')
      .map((node) => {
        const box = node.getBoundingClientRect();
        return {
          text: node.textContent ?? '',
          left: box.left,
          right: box.right,
          height: box.height,
          fontSize: Number.parseFloat(getComputedStyle(node).fontSize),
        };
      }),
  );
}

test('charts read well at 390 and 1280 px: unstretched text, labels that never overlap, values on focus', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, staffEmail);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [url, name] of [
      ['/conan/dashboard?period=monthly', 'Umsatz'],
      ['/conan/dashboard?period=daily', 'Umsatz'],
      ['/conan/dashboard?tab=analyse&period=custom&from=2026-01-01&to=2026-12-31', 'Besucher'],
    ] as const) {
      await page.goto(url);
      const chart = page.locator('figure').filter({ has: page.getByRole('group', { name: new RegExp(name) }) });
      const figure = await chart.boundingBox();
      if (!figure) throw new Error(`no chart on ${url}`);
      const labels = await chartLabels(page, 'figure');
      const where = `${url} at ${width} px`;
      expect(labels.length, where).toBeGreaterThanOrEqual(2);
      for (const [index, label] of labels.entries()) {
        // Text at its CSS size (12 px), not scaled with the drawing.
        expect(label.fontSize, where).toBe(12);
        expect(label.height, where).toBeLessThan(24);
        expect(label.left, `${where}: ${label.text}`).toBeGreaterThanOrEqual(figure.x - 1);
        expect(label.right, `${where}: ${label.text}`).toBeLessThanOrEqual(figure.x + figure.width + 1);
        const next = labels[index + 1];
        if (next) expect(label.right, `${where}: ${label.text} / ${next.text}`).toBeLessThanOrEqual(next.left);
      }
      // More labels on the wide screen than fit on the phone, never more than 13.
      expect(labels.length, where).toBeLessThanOrEqual(width === 390 ? 4 : 13);
      // The value on keyboard focus: the last period's figure.
      await page.getByRole('group', { name: new RegExp(name) }).focus();
      await page.keyboard.press('End');
      await expect(chart.getByText(name === 'Umsatz' ? /€/ : /Besucher, .* Seitenaufrufe/).last()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), where).toBe(true);
    }
  }
  // The value axis names its unit.
  await page.goto('/conan/dashboard?period=monthly');
  await expect(
    page
      .locator('figure')
      .getByText(/^\d{1,3}(\.\d{3})*\s€$/)
      .first(),
  ).toBeVisible();
});
