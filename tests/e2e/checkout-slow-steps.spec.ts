// Issue 40: on a slow phone the step counter never runs ahead of its step. A later step's module is
// fetched before the wizard moves to it, so "Schritt N von 6" and step N appear together; a draft
// restored on a step whose module is still on its way shows the loading note without a counter; a
// module that cannot be fetched keeps the customer on her step with a German message.
import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { holdRequests } from '#tests/support/slow-phone.ts';

/** A valid draft of this checkout on `step`, restored by a reload. */
async function restoreOn(page: Page, step: number, email: string) {
  const {
    service: _service,
    documentIds: _documentIds,
    ...fields
  } = validOrder({
    customer: { ...validOrder().customer, email },
  });
  await page.goto('/checkout?service=dating-app-schutz');
  await expect(page.locator('[data-restored]')).toBeVisible();
  await page.evaluate((draft) => sessionStorage.setItem('echtcheck-checkout', JSON.stringify(draft)), {
    ...fields,
    step,
    documents: [],
    voucherCode: '',
    voucherChecked: null,
  });
}

/** From now on, notes in the page whether the loading note ever appears (a MutationObserver). */
async function watchForLoadingNote(page: Page) {
  await page.evaluate(() => {
    const seen = () => document.body.textContent?.includes('Dieser Schritt wird geladen');
    (window as unknown as { loadingNoteSeen: boolean }).loadingNoteSeen = Boolean(seen());
    new MutationObserver(() => {
      if (seen()) (window as unknown as { loadingNoteSeen: boolean }).loadingNoteSeen = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

const counter = (page: Page) => page.getByRole('navigation', { name: 'Fortschritt der Buchung' });
const loading = (page: Page) => page.getByText('Dieser Schritt wird geladen …');

test('"Weiter" shows the next step and its counter together, once the step has arrived', async ({ page }) => {
  await restoreOn(page, 4, 'langsam.e2e@example.de');
  const release = await holdRequests(page, /\/legal-step-[\w-]+\.js$/);
  await page.reload();
  await expect(page.locator('[data-restored][data-step="4"]')).toBeVisible();
  await page.getByRole('button', { name: 'Weiter' }).click();
  // While step 5's module is on its way: still step 4, its counter and its fields, no loading note.
  await expect(counter(page)).toContainText('Schritt 4 von 6: Details');
  await expect(page.getByLabel('Was macht Sie misstrauisch?')).toBeVisible();
  await expect(loading(page)).toHaveCount(0);
  release();
  await expect(counter(page)).toContainText('Schritt 5 von 6');
  await expect(page.locator('[data-step="5"]')).toBeVisible();
  await expect(page.locator('input[name="agbAccepted"]')).toBeVisible();
  await expect(loading(page)).toHaveCount(0);
});

test('a step whose module has arrived appears at once, never the loading note in its place', async ({ page }) => {
  await restoreOn(page, 2, 'sofort.e2e@example.de');
  // Every later step's module is there once the page has fetched them after hydration (the last one
  // is step 6's).
  const allArrived = page.waitForResponse(/\/summary-step-[\w-]+\.js$/);
  await page.reload();
  await expect(page.locator('[data-restored][data-step="2"]')).toBeVisible();
  await allArrived;
  await watchForLoadingNote(page);
  for (const [step, heading] of [
    [3, 'Dateien'],
    [4, 'Details'],
    [5, 'Rechtliches'],
    [6, 'Zahlung'],
  ] as const) {
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.locator(`[data-step="${step}"]`)).toBeVisible();
    await expect(page.locator('#schritt-titel')).toHaveText(heading);
  }
  expect(await page.evaluate(() => (window as unknown as { loadingNoteSeen: boolean }).loadingNoteSeen)).toBe(false);
});

test('a draft restored on a step still loading shows the note, and the counter only with the step', async ({
  page,
}) => {
  await restoreOn(page, 6, 'zurueck.e2e@example.de');
  const release = await holdRequests(page, /\/summary-step-[\w-]+\.js$/);
  await page.reload();
  await expect(loading(page)).toBeVisible();
  await expect(counter(page)).toHaveCount(0);
  release();
  await expect(counter(page)).toContainText('Schritt 6 von 6: Zahlung');
  await expect(page.getByRole('heading', { name: 'Zahlung' })).toBeVisible();
  await expect(loading(page)).toHaveCount(0);
});

test('a step that cannot be fetched keeps the customer on hers, with a German message', async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(/legal-step|Failed to fetch dynamically imported module|net::ERR_FAILED/);
  await restoreOn(page, 4, 'offline.e2e@example.de');
  await page.route(/\/legal-step-[\w-]+\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.locator('[data-restored][data-step="4"]')).toBeVisible();
  await page.getByLabel('Was macht Sie misstrauisch?').fill('Er will kein Videotelefonat.');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Der nächste Schritt konnte nicht geladen werden')).toBeVisible();
  await expect(counter(page)).toContainText('Schritt 4 von 6: Details');
  await expect(page.getByLabel('Was macht Sie misstrauisch?')).toHaveValue('Er will kein Videotelefonat.');
});
