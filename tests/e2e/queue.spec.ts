// The work queue in a real browser (issue 28 points 1 and 2): sign-in lands on it; an overdue case is
// listed before a newer one; the status filter changes the list and the URL (the other filters apply
// on change, and without the script as a plain GET form); "Bearbeitung beginnen" makes me the
// assignee, in the case and in "Meine Fälle"; an admin (and only an admin) assigns a case to
// someone else; at 390 px the list is cards without horizontal
// scrolling; axe finds nothing. On a server process of its own, whose database the test edits
// between two starts to make one case 50 hours old (the shared e2e server's PGlite cannot be edited).
import path from 'node:path';
import type { Page } from '@playwright/test';
import { openDatabase } from '#app/server/db/db.server.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { axeViolations } from '#tests/support/axe.ts';
import { type PlacedOrder, placeOrder } from '#tests/support/e2e-orders.ts';
import { type ServerProcess, startServerProcess } from '#tests/support/server-process.ts';
import { createStaff } from '#tests/support/staff-account.ts';

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Lindenblatt-Kompass-Regenjacke-42';
const EMAIL = 'queue@echtcheck.test';
const NAME = 'Quirin Queue';
const ADMIN_EMAIL = 'queue-admin@echtcheck.test';
const ADMIN_NAME = 'Ada Inhaberin';

let server: ServerProcess;
let overdue: PlacedOrder;
let newer: PlacedOrder;

/** Waits for /readyz (a loaded machine can take longer than the helper's 30 s to start a server). */
async function ready(process: ServerProcess) {
  await expect
    .poll(async () => (await fetch(`${process.base}/readyz`).catch(() => undefined))?.status, { timeout: 90_000 })
    .toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServerProcess({}, { keepData: true });
  await ready(server);
  await createStaff({
    env: { DATA_DIR: server.dataDir, DATABASE_URL: '' },
    email: EMAIL,
    password: PASSWORD,
    name: NAME,
    role: 'pruefer',
  });
  await createStaff({
    env: { DATA_DIR: server.dataDir, DATABASE_URL: '' },
    email: ADMIN_EMAIL,
    password: PASSWORD,
    name: ADMIN_NAME,
    role: 'inhaber',
  });
  // Ordered first, then made 50 hours old: overdue by 2 hours. The newer one is due in 48 hours.
  overdue = await placeOrder(server.base, {
    customer: { firstName: 'Olga', lastName: 'Ueberfaellig', email: 'olga.ueberfaellig@example.de' },
    targetName: 'Otto Altprofil',
  });
  newer = await placeOrder(server.base, {
    customer: { firstName: 'Nina', lastName: 'Neuauftrag', email: 'nina.neuauftrag@example.de' },
    targetName: 'Nils Neuprofil',
  });
  await server.stop();
  const database = await openDatabase({ kind: 'pglite', dir: path.join(server.dataDir, 'db') });
  const { sql } = await import('drizzle-orm');
  await database.db.execute(
    sql`update cases set paid_at = now() - interval '50 hours', created_at = now() - interval '50 hours'
      where id = ${overdue.caseId}`,
  );
  await database.close();
  server = await startServerProcess({}, { dataDir: server.dataDir });
  await ready(server);
});

test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, email = EMAIL) {
  await page.goto(`${server.base}/conan`);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(`${server.base}/conan/faelle`);
}

/** The entries of the case page's history. */
function history(page: Page) {
  return page
    .getByRole('list', { name: 'Protokoll aller Aktionen zu diesem Fall, neueste zuerst' })
    .getByRole('listitem');
}

/** The rows of the visible list (table or cards), as their case references in order. */
function listedReferences(page: Page) {
  return page.locator('[data-case]:visible').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-case')));
}

test('sign-in lands on the queue: the overdue case before the newer one, with due times; no overflow at 390 px', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arbeitsliste');
  const nav = page.getByRole('navigation', { name: 'Mitarbeiterbereich' });
  await expect(nav.getByRole('link').first()).toHaveText('Arbeitsliste');
  await expect(nav.getByRole('link', { name: 'Arbeitsliste' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => listedReferences(page)).toEqual([overdue.reference, newer.reference]);
  const overdueRow = page.getByRole('row').filter({ hasText: overdue.reference });
  await expect(overdueRow).toContainText(/überfällig seit 2 Std\./);
  await expect(overdueRow).toContainText('Olga Ueberfaellig');
  await expect(overdueRow).toContainText('Otto Altprofil');
  await expect(overdueRow).toContainText('nicht zugewiesen');
  await expect(page.getByRole('row').filter({ hasText: newer.reference })).toContainText(/fällig in 4[78] Std\./);
  await expect(page.getByRole('link', { name: /Überfällig\s*1/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // /conan while signed in goes to the queue too.
  await page.goto(`${server.base}/conan`);
  await expect(page).toHaveURL(`${server.base}/conan/faelle`);
  // On a phone: cards, in the same order, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table')).toBeHidden();
  await expect.poll(() => listedReferences(page)).toEqual([overdue.reference, newer.reference]);
  await expect(page.getByRole('list', { name: /nach Fälligkeit/ }).getByRole('listitem')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});

test('the status filter changes the list and the URL; service and assignee apply on change', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: /Überfällig/ }).click();
  await expect(page).toHaveURL(`${server.base}/conan/faelle?status=ueberfaellig`);
  await expect.poll(() => listedReferences(page)).toEqual([overdue.reference]);
  await expect(page.getByRole('link', { name: /Überfällig/ })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: /Abgeschlossen/ }).click();
  await expect(page).toHaveURL(`${server.base}/conan/faelle?status=abgeschlossen`);
  await expect(page.getByText('Keine Fälle für diese Auswahl.')).toBeVisible();
  await page.getByRole('link', { name: /Alle offenen/ }).click();
  await expect.poll(() => listedReferences(page)).toEqual([overdue.reference, newer.reference]);
  // A service no case has: the list empties at once, the filter is in the URL.
  await page.getByLabel('Leistung').selectOption('identity-theft');
  await expect(page).toHaveURL(`${server.base}/conan/faelle?leistung=identity-theft`);
  await expect(page.getByText('Keine Fälle für diese Auswahl.')).toBeVisible();
  await page.getByLabel('Leistung').selectOption('');
  await page.getByLabel('Suche nach Name, E-Mail, Auftragsnummer oder Zielperson').fill('Neuprofil');
  await page.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page).toHaveURL(`${server.base}/conan/faelle?q=Neuprofil`);
  await expect.poll(() => listedReferences(page)).toEqual([newer.reference]);
});

test('without the script the filters are a plain GET form', async ({ page, browser }) => {
  await signIn(page);
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await plain.newPage();
  await noScript.goto(`${server.base}/conan/faelle`);
  await noScript.getByLabel('Zuständig').selectOption({ label: 'nicht zugewiesen' });
  await noScript.getByRole('button', { name: 'Anwenden' }).click();
  await expect(noScript).toHaveURL(/zustaendig=niemand/);
  await expect(noScript.locator('[data-case]:visible')).toHaveCount(2);
  await noScript.getByRole('link', { name: /In Bearbeitung/ }).click();
  await expect(noScript).toHaveURL(/status=in-bearbeitung/);
  await expect(noScript.getByText('Keine Fälle für diese Auswahl.')).toBeVisible();
  await plain.close();
});

test('"Bearbeitung beginnen" makes me the assignee, in the case and in "Meine Fälle"', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: `Fall ${newer.reference}` }).click();
  const casePage = page.getByRole('main');
  await expect(casePage.getByRole('heading', { level: 1, name: `Fall ${newer.reference}` })).toBeVisible();
  await expect(casePage.getByTestId('case-assignee')).toHaveText('nicht zugewiesen');
  // A specialist gets no form to assign the case to someone else.
  await expect(casePage.getByLabel('Zuweisen an')).toHaveCount(0);
  await casePage.getByRole('button', { name: 'Bearbeitung beginnen' }).click();
  await expect(casePage.getByTestId('case-assignee')).toHaveText(NAME);
  await expect(history(page).filter({ hasText: `Zugewiesen an ${NAME}` })).toBeVisible();
  // The back link returns to the queue.
  await page.getByRole('link', { name: 'Zur Arbeitsliste' }).click();
  await expect(page).toHaveURL(`${server.base}/conan/faelle`);
  await page.getByLabel('Zuständig').selectOption({ label: 'Meine Fälle' });
  await expect(page).toHaveURL(`${server.base}/conan/faelle?zustaendig=ich`);
  await expect.poll(() => listedReferences(page)).toEqual([newer.reference]);
  const row = page.getByRole('row').filter({ hasText: newer.reference });
  await expect(row).toContainText(NAME);
  await expect(row).toContainText('In Bearbeitung');
});

test('an admin assigns a case to a staff member; the queue and the history show it', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL);
  await page.getByRole('link', { name: `Fall ${overdue.reference}` }).click();
  const casePage = page.getByRole('main');
  await expect(casePage.getByTestId('case-assignee')).toHaveText('nicht zugewiesen');
  await casePage.getByLabel('Zuweisen an').selectOption({ label: NAME });
  await casePage.getByRole('button', { name: 'Zuweisen', exact: true }).click();
  await expect(casePage.getByTestId('case-assignee')).toHaveText(NAME);
  await expect(history(page).filter({ hasText: `Zugewiesen an ${NAME}` })).toBeVisible();
  await expect(page.getByText('Zuweisung gespeichert')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Zur Arbeitsliste' }).click();
  await expect(page).toHaveURL(`${server.base}/conan/faelle`);
  await page.getByLabel('Zuständig').selectOption({ label: NAME });
  await expect(page).toHaveURL(/zustaendig=[A-Za-z0-9_-]+$/);
  await expect.poll(() => listedReferences(page)).toEqual([overdue.reference, newer.reference]);
  await expect(page.getByRole('row').filter({ hasText: overdue.reference })).toContainText(NAME);
});
