// The case page (issue 28 point 4, decision record 030): at 1280 px the customer's side stays in view
// while the work column scrolls and scrolls on its own when it is taller than the window; at 390 px
// one column without horizontal scrolling, title and first action in view; the history folds
// repeated views and shows request ids on demand; the case's former address (in mails already
// sent) leads to the page, through sign-in too; the back link never leaves the staff area.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { axeViolations } from '#tests/support/axe.ts';
import { e2eEnv } from '#tests/support/e2e-data.ts';
import { type PlacedOrder, placeOrder } from '#tests/support/e2e-orders.ts';
import { fixture } from '#tests/support/order-fixtures.ts';
import { createStaff } from '#tests/support/staff-account.ts';

const PASSWORD = 'Lindenblatt-Kompass-Regenjacke-42';

// A long pasted chat (taller than the window at 1280 px) with one unbroken 200-character token.
const CHAT = [
  ...Array.from(
    { length: 60 },
    (_, line) => `[${String(line).padStart(2, '0')}:15] Daniel: Liebling, ich vermisse dich.`,
  ),
  `https://example.org/${'x'.repeat(200)}`,
].join('\n');

let order: PlacedOrder;
let staffEmail = '';
const staffName = 'Anna Prüfer';
let session: { name: string; value: string } | undefined;
const base = () => test.info().project.use.baseURL ?? '';

// Every sign-in on the shared test server counts toward the limit per client network (20 in 15
// minutes; app/server/staff/throttle.server.ts): this file's tests run in one worker and share one
// session, signed in once here; only the walk through the sign-in form signs in again.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  const run = randomUUID().slice(0, 8);
  staffEmail = `fallseite-${run}@echtcheck.test`;
  await createStaff({ env: e2eEnv(), email: staffEmail, password: PASSWORD, name: staffName });
  order = await placeOrder(base(), {
    customer: { firstName: 'Lotte', lastName: `Fallseite${run}`, email: `lotte.${run}@example.de` },
    chatContent: CHAT,
    files: [{ fileName: 'profilbild.png', bytes: await fixture('profilbild.png') }],
  });
  const signedIn = await fetch(`${base()}/conan`, {
    method: 'POST',
    headers: { origin: base(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: staffEmail, password: PASSWORD }),
    redirect: 'manual',
  });
  const cookie = signedIn.headers.getSetCookie().find((value) => value.includes('session_token'));
  const [name = '', value = ''] = cookie?.split(';')[0]?.split(/=(.*)/s) ?? [];
  if (signedIn.status !== 302 || !name || !value) throw new Error(`sign-in failed: ${signedIn.status}`);
  session = { name, value };
});

/** The session of beforeAll in this test's browser. */
async function signIn(page: Page) {
  if (!session) throw new Error('no session');
  await page.context().addCookies([{ ...session, url: base() }]);
}

const casePath = () => `/conan/faelle/${order.caseId}`;

test('at 1280 px the customer column stays in view while the work column scrolls, and scrolls on its own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.goto(casePath());
  await expect(page.getByRole('heading', { level: 1, name: `Fall ${order.reference}` })).toBeVisible();
  const customer = page.getByRole('region', { name: 'Angaben des Kunden' });
  const work = page.getByRole('region', { name: 'Bearbeitung des Falls' });
  // Two columns: side by side, the customer's on the left.
  const [customerBox, workBox] = [await customer.boundingBox(), await work.boundingBox()];
  expect(customerBox && workBox && customerBox.x + customerBox.width <= workBox.x).toBe(true);

  // Down to the history at the end of the work column: the customer's details are still in view.
  await work.getByRole('heading', { name: 'Verlauf' }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  await expect(work.getByRole('heading', { name: 'Verlauf' })).toBeInViewport();
  await expect(customer.getByRole('heading', { name: 'Kunde' })).toBeInViewport();
  await expect(customer.getByText(`Lotte Fallseite`, { exact: false })).toBeInViewport();

  // The long chat makes the column taller than the window: it scrolls inside, also by keyboard.
  expect(await customer.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  const files = customer.getByRole('heading', { name: 'Hochgeladene Dateien (1)' });
  await expect(files).not.toBeInViewport();
  await customer.focus();
  await page.keyboard.press('End');
  await expect(files).toBeInViewport();
  await expect(customer.getByRole('heading', { name: 'Kunde' })).not.toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
});

test('at 390 px one column: no horizontal scrolling, the title and the first action in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto(casePath());
  const title = page.getByRole('heading', { level: 1, name: `Fall ${order.reference}` });
  await expect(title).toBeVisible();
  await expect(title).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Bearbeitung beginnen' })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Zur Arbeitsliste' })).toBeInViewport();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect.poll(overflow).toBeLessThanOrEqual(0);
  // One column: the customer's side above the work.
  const customer = await page.getByRole('region', { name: 'Angaben des Kunden' }).boundingBox();
  const work = await page.getByRole('region', { name: 'Bearbeitung des Falls' }).boundingBox();
  expect(customer && work && customer.y + customer.height <= work.y).toBe(true);
  // The request ids (long, unbroken) shown: still no horizontal scrolling.
  await page.getByLabel('Technische Angaben zeigen (Anfrage-IDs)').check();
  await expect(page.getByText(/^Anfrage-IDs?: /).first()).toBeVisible();
  await expect.poll(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('the history folds repeated views by one person and shows request ids only on demand', async ({ page }) => {
  await signIn(page);
  await page.goto(casePath());
  await page.reload();
  await page.reload();
  const history = page.getByRole('list', { name: 'Protokoll aller Aktionen zu diesem Fall, neueste zuerst' });
  // Three views (and any earlier ones of this account in other tests) in one line, newest first.
  const views = history.getByRole('listitem').filter({ hasText: /Details angesehen · \d+× von Anna Prüfer, zuletzt/ });
  await expect(views).toHaveCount(1);
  const count = Number((await views.innerText()).match(/(\d+)× von/)?.[1]);
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(history.getByRole('listitem').filter({ hasText: 'Zahlung bestätigt' })).toHaveCount(1);
  await expect(history.getByText(/Anfrage-ID/)).toHaveCount(0);
  await page.getByLabel('Technische Angaben zeigen (Anfrage-IDs)').check();
  const ids = (await views.getByText(/^Anfrage-IDs: /).innerText()).replace('Anfrage-IDs: ', '').split(', ');
  expect(ids).toHaveLength(count);
  expect(new Set(ids).size).toBe(count);
  await page.getByLabel('Technische Angaben zeigen (Anfrage-IDs)').uncheck();
  await expect(history.getByText(/Anfrage-ID/)).toHaveCount(0);
});

test('the former address, followed signed out, leads through sign-in to the case page with its query', async ({
  page,
}) => {
  const former = `/conan/dashboard/fall/${order.caseId}?tab=faelle`;
  await page.goto(former);
  await expect(page).toHaveURL(`/conan?weiter=${encodeURIComponent(former)}`);
  await page.getByLabel('E-Mail-Adresse').fill(staffEmail);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(`${casePath()}?tab=faelle`);
  await expect(page.getByRole('heading', { level: 1, name: `Fall ${order.reference}` })).toBeVisible();
});

test('the back link returns to the list the case came from, and only to a list of the staff area', async ({
  page,
  browserErrors,
}) => {
  // An unknown case answers 404 on purpose.
  browserErrors.allowFailedResponse(404, `/conan/faelle/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`);
  await signIn(page);
  const queue = '/conan/faelle?status=ueberfaellig&q=Lotte';
  await page.goto(`${casePath()}?von=${encodeURIComponent(queue)}`);
  await expect(page.getByRole('link', { name: 'Zur Arbeitsliste' })).toHaveAttribute('href', queue);
  await page.goto(`${casePath()}?von=${encodeURIComponent('//evil.example/conan/faelle')}`);
  await expect(page.getByRole('link', { name: 'Zur Arbeitsliste' })).toHaveAttribute('href', '/conan/faelle');
  // From the work queue and back, with its search.
  await page.goto(`/conan/faelle?q=${order.reference}`);
  await page.getByRole('link', { name: `Fall ${order.reference}` }).click();
  await expect(page).toHaveURL(`${casePath()}?von=${encodeURIComponent(`/conan/faelle?q=${order.reference}`)}`);
  await page.getByRole('link', { name: 'Zur Arbeitsliste' }).click();
  await expect(page).toHaveURL(`/conan/faelle?q=${order.reference}`);
  // A dashboard address is a list too ("Zur Übersicht").
  await page.goto(`${casePath()}?von=${encodeURIComponent('/conan/dashboard?tab=kunden')}`);
  await expect(page.getByRole('link', { name: 'Zur Übersicht' })).toHaveAttribute(
    'href',
    '/conan/dashboard?tab=kunden',
  );
  // An unknown case: a page saying so, with the way back.
  const response = await page.goto(`/conan/faelle/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Fall nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Arbeitsliste' })).toBeVisible();
});
