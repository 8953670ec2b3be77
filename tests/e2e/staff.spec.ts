// The staff area in a real browser: sign-in (password, wrong password, TOTP with a code and a
// recovery code), the dashboard's cards and tabs against seeded orders, the case page,
// opening and downloading a file through a signed link, and sign-out.
// More: staff-access.spec.ts (CSV exports, TOTP, the period without script, sign-in and sign-out).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { axeViolations } from '#tests/support/axe.ts';
import { query } from '#tests/support/e2e-database.ts';
import { placeOrder } from '#tests/support/e2e-orders.ts';
import { fillSignIn, PASSWORD, type StaffSeed, seedStaffAndOrders, signIn } from '#tests/support/staff-session.ts';

const base = () => test.info().project.use.baseURL ?? '';

let { seeded, staffEmail, customerEmail } = {} as StaffSeed;
test.beforeAll(async () => {
  ({ seeded, staffEmail, customerEmail } = await seedStaffAndOrders(base()));
});

async function otherSession(browser: Browser | null) {
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({ baseURL: base() });
  const page = await context.newPage();
  await signIn(page, staffEmail);
  await expect(page).toHaveURL(/\/conan\/faelle$/);
  return context;
}

test('a wrong password shows the toast, the right one opens the work queue; /conan then skips the form', async ({
  page,
  browserErrors,
}) => {
  // The refused sign-in answers 401, which the browser logs.
  browserErrors.allow(/status of 401 .*\/conan(\.data)?(\?[^)]*)?\)$/);
  await page.goto('/conan');
  await expect(page.getByRole('banner')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await fillSignIn(page, staffEmail, 'ganz-falsches-passwort');
  await expect(page.getByText('Login fehlgeschlagen')).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(staffEmail);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/conan\/faelle$/);
  await expect(page.getByRole('heading', { name: 'Arbeitsliste', level: 1 })).toBeVisible();
  // The refusal's toast went with the sign-in form.
  await expect(page.getByText('Login fehlgeschlagen')).toHaveCount(0);
  await page.goto('/conan');
  await expect(page).toHaveURL(/\/conan\/faelle$/);
  // The header's logo leads there too.
  await page.goto('/conan/konto');
  await page.getByRole('link', { name: /Startseite des Mitarbeiterbereichs/ }).click();
  await expect(page).toHaveURL(/\/conan\/faelle$/);
});

test('cards, tabs and periods match the seeded orders', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, staffEmail);
  await page.goto('/conan/dashboard');
  const card = (label: string) => page.locator(`[data-card="${label}"]`);
  // Paid with money only (a voucher order is 0 €), each paying person once (decision record 028).
  const expected = await query<{ revenue: string; paid: string; paying: string }>(
    `select coalesce(sum(amount_cents), 0) as revenue, count(*) filter (where amount_cents > 0) as paid,
         count(distinct client_id) filter (where amount_cents > 0) as paying
       from cases where payment_id is not null and status <> 'pending'`,
    [],
  );
  if (expected?.[0]) {
    const euros = (Number(expected[0].revenue) / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 });
    await expect(card('Gesamtumsatz')).toHaveText(`${euros} €`);
    await expect(card('Bezahlte Fälle')).toHaveText(Number(expected[0].paid).toLocaleString('de-DE'));
    await expect(card('Zahlende Kunden')).toHaveText(Number(expected[0].paying).toLocaleString('de-DE'));
  } else {
    expect(Number((await card('Bezahlte Fälle').innerText()).replace(/\./g, ''))).toBeGreaterThanOrEqual(1);
  }
  // Revenue: daily by default, today's row counts the seeded order.
  const today = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit' })
    .format(new Date())
    .replace(/\.$/, '');
  const todayRow = page.getByRole('row', { name: new RegExp(`^${today.replace('.', '\\.')}`) });
  await expect(todayRow).toContainText(/\d+ F(a|ä)ll/);
  await expect(page.getByRole('row', { name: /^Gesamt/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // With the script the period applies on change (the button is gone: the page is hydrated), and
  // the date fields show only for a custom range. Weekly and monthly labels; the period lives in the URL.
  await expect(page.getByRole('button', { name: 'Anzeigen' })).toHaveCount(0);
  await expect(page.getByLabel('Von', { exact: true })).toHaveCount(0);
  await page.getByLabel('Zeitraum', { exact: true }).selectOption('weekly');
  await expect(page).toHaveURL(/period=weekly/);
  await expect(page.getByRole('rowheader', { name: /^KW \d+$/ })).toHaveCount(8);
  await page.reload();
  await expect(page.getByRole('rowheader', { name: /^KW \d+$/ })).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Anzeigen' })).toHaveCount(0);
  await page.getByLabel('Zeitraum', { exact: true }).selectOption('monthly');
  await expect(page).toHaveURL(/period=monthly/);
  await expect(page.getByRole('rowheader', { name: /^[A-ZÄÖÜ][a-zäöü]{2,4}\.? \d{4}$/ })).toHaveCount(12);
  await page.getByLabel('Zeitraum', { exact: true }).selectOption('custom');
  // One date is not a range yet: nothing applies until both are set.
  await page.getByLabel('Von', { exact: true }).fill('2026-01-05');
  await expect(page).toHaveURL(/period=monthly/);
  await page.getByLabel('Bis').fill('2026-01-11');
  await expect(page).toHaveURL(/period=custom&from=2026-01-05&to=2026-01-11/);
  await expect(page.getByRole('rowheader', { name: /^\d{2}\.01$/ })).toHaveCount(7);
  await page.goto('/conan/dashboard?period=custom');
  await expect(page.getByText('Bitte wählen Sie einen Zeitraum aus')).toBeVisible();
  await page.goto('/conan/dashboard?period=custom&from=2026-11-20&to=2026-11-01');
  await expect(page.getByRole('alert').filter({ hasText: 'Das Startdatum liegt nach dem Enddatum.' })).toBeVisible();
  // Tabs.
  await page.goto('/conan/dashboard');
  await page.getByRole('tab', { name: 'Kunden' }).click();
  await expect(page).toHaveURL(/tab=kunden/);
  await page.getByLabel('Suche nach Name oder E-Mail').fill(customerEmail);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByRole('cell', { name: customerEmail })).toBeVisible();
  // The searched row (parallel workers seed clients of the same name with other addresses).
  const searched = page.getByRole('row').filter({ has: page.getByRole('cell', { name: customerEmail }) });
  await expect(searched.getByRole('cell', { name: 'Rosa Dashboard', exact: true })).toBeVisible();
  await expect(page.getByText('Udo Unbezahlt')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Analyse' }).click();
  await expect(page.getByRole('heading', { name: 'Kennzahlen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top 5 Länder' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The casework's statistics have a tab of their own; the old cases tab leads to the work queue.
  await page.getByRole('tab', { name: 'Statistik' }).click();
  await expect(page).toHaveURL(/tab=statistik/);
  await expect(page.getByRole('heading', { name: 'Bearbeitung der letzten 12 Wochen' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Alle bezahlten Fälle als CSV herunterladen/ })).toHaveAttribute(
    'href',
    '/conan/api/export/faelle',
  );
  await expect(page.getByRole('tab', { name: 'Bezahlte Fälle' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`/conan/dashboard?tab=faelle&q=${seeded.reference}`);
  await expect(page).toHaveURL(`/conan/faelle?q=${seeded.reference}`);
});

test('two orders from one address are one client with both orders in the clients tab', async ({ page }) => {
  test.setTimeout(90_000);
  const address = `paula.${randomUUID().slice(0, 8)}@example.de`;
  const first = await placeOrder(base(), { customer: { firstName: 'Paula', lastName: 'Zweimal', email: address } });
  // The same address in other case, with another spelling of the name.
  const second = await placeOrder(base(), {
    customer: { firstName: 'Paula Maria', lastName: 'Zweimal', email: address.toUpperCase() },
  });
  await signIn(page, staffEmail);
  await page.goto(`/conan/dashboard?tab=kunden&q=${encodeURIComponent(address)}`);
  const table = page.getByRole('table', { name: 'Kunden mit bezahltem Auftrag, neueste zuerst' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: address }) });
  await expect(row.getByRole('cell', { name: 'Paula Zweimal', exact: true })).toBeVisible();
  const orders = row.getByText('2 Aufträge');
  await orders.focus();
  await page.keyboard.press('Enter');
  const items = row.getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Newest first, each with its service, amount, status and number.
  await expect(items.nth(0)).toContainText(`Nr. ${second.reference}`);
  await expect(items.nth(1)).toContainText(`Nr. ${first.reference}`);
  for (const item of [items.nth(0), items.nth(1)]) {
    await expect(item).toContainText('39,00 €');
    await expect(item).toContainText('Bezahlt');
  }
  expect(await axeViolations(page)).toEqual([]);
  // On a phone the table scrolls inside its box; the page does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  // One client row for both cases.
  const clients = await query<{ clients: string }>(
    `select count(distinct client_id) as clients from cases where id = any($1)`,
    [[first.caseId, second.caseId]],
  );
  if (clients) expect(Number(clients[0]?.clients)).toBe(1);
});

test('case details: every field, an opened image and a downloaded file with the uploaded bytes and name', async ({
  page,
  context,
  browserErrors,
}) => {
  test.setTimeout(90_000);
  // An image shown on its own: Chromium asks for /favicon.ico, which the site does not have (its icon is /favicon.png).
  browserErrors.allowFailedResponse(404, '/favicon.ico');
  await signIn(page, staffEmail);
  await page.getByLabel('Suche nach Name, E-Mail, Auftragsnummer oder Zielperson').fill(seeded.reference);
  await page.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page.getByRole('table', { name: /nach Fälligkeit/ }).getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: `Fall ${seeded.reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/conan/faelle/${seeded.caseId}\\?von=`));
  await expect(page.getByRole('heading', { level: 1, name: `Fall ${seeded.reference}` })).toBeVisible();
  const customer = page.getByRole('region', { name: 'Angaben des Kunden' });
  for (const text of [
    'Rosa Dashboard',
    customerEmail,
    '+49 170 1234567',
    'Marco Beispielmann',
    'daniel_w',
    'Tinder, WhatsApp',
    '39,00 €',
    'Keine Videoanrufe, Geldforderung.',
  ]) {
    await expect(customer.getByText(text, { exact: false }).first()).toBeVisible();
  }
  const profile = customer.getByRole('link', { name: /tinder\.com\/@daniel_w/ });
  await expect(profile).toHaveAttribute('href', 'https://tinder.com/@daniel_w');
  await expect(profile).toHaveAttribute('target', '_blank');
  await expect(customer.getByRole('heading', { name: 'Hochgeladene Dateien (2)' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // "Öffnen" (images only) shows the uploaded bytes in a new tab.
  await expect(customer.getByRole('link', { name: /Öffnen Chatverlauf/ })).toHaveCount(0);
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    customer.getByRole('link', { name: /Öffnen profilbild\.png/ }).click(),
  ]);
  const openedResponse = await opened.request.get(opened.url());
  expect(Buffer.from(await openedResponse.body()).equals(seeded.documents[0]?.bytes ?? Buffer.alloc(0))).toBe(true);
  expect(openedResponse.headers()['content-type']).toBe('image/png');
  await opened.close();

  // "Herunterladen" keeps the original name and bytes.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    customer.getByRole('link', { name: /Herunterladen Chatverlauf März\.pdf/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Chatverlauf März.pdf');
  const saved = await readFile((await download.path()) ?? '');
  expect(saved.equals(seeded.documents[1]?.bytes ?? Buffer.alloc(0))).toBe(true);

  // The same link does not work for another session, nor without one.
  const href = (await customer.getByRole('link', { name: /Herunterladen Chatverlauf/ }).getAttribute('href')) ?? '';
  expect((await page.request.get(href)).status()).toBe(200);
  const other = await otherSession(page.context().browser());
  expect((await other.request.get(href)).status()).toBe(403);
  await other.close();
  const anonymous = await fetch(`${base()}${href}`);
  expect(anonymous.status).toBe(401);
  expect(await anonymous.text()).not.toContain('%PDF');

  // The back link returns to the work queue as it was.
  await page.getByRole('link', { name: 'Zur Arbeitsliste' }).click();
  await expect(page).toHaveURL(new RegExp(`/conan/faelle\\?q=${seeded.reference}$`));
});
