// Red flags in the customer's chat and the reverse image search on the real server (issue 30 points 3
// and 4): a chat asking for gift cards shows the marked phrase with its name; one click on "Warnsignal
// „…“ übernehmen" ticks the sign in the workbench with the chat named as where it shows; the page
// stays axe-clean and fits 390 px with the marks. The e2e server's SITE_URL is http://127.0.0.1, not a
// public https site: the image offers the download of its copy without metadata and no engine button,
// and the endpoint refuses (the public-https branch and its audit: tests/integration/reverse-search-http.db.test.ts).
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { axeViolations } from '#tests/support/axe.ts';
import { e2eEnv } from '#tests/support/e2e-data.ts';
import { placeOrder } from '#tests/support/e2e-orders.ts';
import { fixture } from '#tests/support/order-fixtures.ts';
import { createStaff } from '#tests/support/staff-account.ts';

const PASSWORD = 'Warnsignal-Leuchtturm-Kieselstein-17';
const CHAT =
  'Hallo Erika, mein Handy ist kaputt und ich sitze hier fest.\nKannst du mir vier Google-Play-Karten kaufen und mir Fotos von den Codes schicken? Es ist wirklich wichtig.';
const SIGN = 'Bittet um Geld, Gutscheinkarten oder Krypto';

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page is wider than the screen').toBeLessThanOrEqual(innerWidth);
}

test('a gift-card chat is marked, one click ticks the sign; the download stays on a local site', async ({
  page,
  browserErrors,
}) => {
  test.setTimeout(120_000);
  // The endpoint's refusal below is a 403 on purpose.
  browserErrors.allow(/status of 403 .*\/bildsuche/);
  const run = randomUUID().slice(0, 8);
  const staffEmail = `warnsignal-${run}@echtcheck.test`;
  await createStaff({ env: e2eEnv(), email: staffEmail, password: PASSWORD });
  const base = test.info().project.use.baseURL ?? '';
  const order = await placeOrder(base, {
    customer: { firstName: 'Erika', lastName: `Warnsignal${run}`, email: `erika.${run}@example.de` },
    chatContent: CHAT,
    files: [{ fileName: 'profilbild.png', bytes: await fixture('profilbild.png') }],
  });

  await page.goto('/conan');
  await page.getByLabel('E-Mail-Adresse').fill(staffEmail);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/conan\/faelle$/);
  await page.goto(`/conan/faelle/${order.caseId}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Bearbeitung beginnen' }).click();
  await expect(main.getByRole('button', { name: 'Abschließen und Ergebnis senden' })).toBeVisible();

  // The chat with its marks: the phrase in a <mark>, the flag's name as text beside it.
  const customer = page.getByRole('region', { name: 'Angaben des Kunden' });
  await expect(customer.locator('mark', { hasText: 'Google-Play-Karten' })).toBeVisible();
  const take = customer.getByRole('button', { name: `Gutscheinkarten: Warnsignal „${SIGN}“ übernehmen` });
  await expect(take).toBeVisible();
  await expect(take).toContainText('Gutscheinkarten');
  await customer.getByText(/auffällige Stellen?: warum markiert\?/).click();
  await expect(customer.getByText(/Gutscheinkarten \(1×\):/)).toBeVisible();

  // Not ticked yet; one click ticks it, with the chat as where it shows.
  const work = page.getByRole('region', { name: 'Bearbeitung des Falls' });
  const checkbox = work.getByRole('checkbox', { name: SIGN });
  await expect(checkbox).not.toBeChecked();
  await take.click();
  await expect(checkbox).toBeChecked();
  await expect(work.locator(`#feld-signals-money-request`)).toHaveValue('Chatverlauf des Kunden');
  await expect(
    customer.getByRole('button', { name: `Gutscheinkarten: Warnsignal „${SIGN}“ ist übernommen` }),
  ).toBeVisible();
  await expect(page.getByText(`Warnsignal „${SIGN}“ übernommen`)).toBeVisible();
  // Ticking again names the chat once, not twice.
  await customer.getByRole('button', { name: `Gutscheinkarten: Warnsignal „${SIGN}“ ist übernommen` }).click();
  await expect(work.locator(`#feld-signals-money-request`)).toHaveValue('Chatverlauf des Kunden');

  // The reverse image search on a local site: the download of the copy without metadata, no engine buttons.
  const image = work.getByRole('group', { name: /Bild: profilbild\.png/ });
  await expect(
    image.getByRole('link', { name: 'Kopie ohne Metadaten herunterladen (für die Bildrückwärtssuche)' }),
  ).toBeVisible();
  await expect(image.getByRole('button', { name: /Google Lens|TinEye|Bing/ })).toHaveCount(0);
  await expect(image.getByText('Bildrückwärtssuche mit einem Klick')).toHaveCount(0);
  // The endpoint refuses too, whatever the browser sends.
  const refused = await page.request.post(`/conan/api/faelle/${order.caseId}/bildsuche`, {
    headers: { origin: base },
    form: { documentId: order.documents[0]?.id ?? '', engine: 'tineye' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toContain('öffentlich über https');

  // With the marks: axe-clean and no horizontal scrolling at 390 px.
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(customer.locator('mark', { hasText: 'Google-Play-Karten' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
