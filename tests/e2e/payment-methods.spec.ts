// Issue 27 point 1: the simulated payment page offers the configured methods (acceptance: PayPal
// and Klarna), and the whole SEPA Direct Debit flow runs here (decision record 025): in review,
// the status page says so, the bank returns the debit, the order reopens, the customer pays again
// by card from the status page (also without JavaScript, where the form's Origin is null).
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { startServerProcess } from '#tests/support/server-process.ts';

/** The order from this browser (its cookie, as the checkout sends it); answers the payment page's address. */
async function order(page: Page, base: string) {
  const placed = validOrder({
    checkoutId: randomUUID(),
    customer: { ...validOrder().customer, email: `zahlart.${randomUUID().slice(0, 8)}@example.de` },
  });
  const response = await page.request.post(`${base}/api/checkout`, { data: placed, headers: { origin: base } });
  expect(response.status()).toBe(200);
  const { paymentUrl } = (await response.json()) as { paymentUrl: string };
  return { paymentUrl: new URL(paymentUrl, base).toString(), reference: placed.checkoutId.slice(0, 8) };
}

test('the simulated payment page offers PayPal and Klarna, and PayPal reaches the success page', async ({
  page,
  baseURL,
}) => {
  const { paymentUrl } = await order(page, baseURL ?? '');
  // A method that is not configured is refused, and the order stays unpaid.
  const refused = await page.request.post(paymentUrl, {
    form: { ergebnis: 'bezahlen', zahlungsart: 'sepa_debit' },
    headers: { origin: baseURL ?? '' },
  });
  expect(refused.status()).toBe(400);
  await page.goto(paymentUrl);
  const methods = page.getByRole('group', { name: 'Zahlungsart' });
  await expect(methods.getByRole('radio')).toHaveCount(3);
  await expect(methods.getByRole('radio', { name: 'Karte (auch Apple Pay und Google Pay)' })).toBeChecked();
  await expect(methods.getByRole('radio', { name: 'Klarna' })).toBeVisible();
  // Off by default: SEPA Direct Debit.
  await expect(methods.getByRole('radio', { name: 'SEPA-Lastschrift' })).toHaveCount(0);
  await methods.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Zahlung erfolgreich simulieren' }).click();
  await expect(page).toHaveURL(/\/payment-success\?case_id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Buchung');
});

test('SEPA Direct Debit: in review, returned, reopened, paid again by card (own server with sepa_debit)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const server = await startServerProcess({ PAYMENT_METHODS: 'card,paypal,klarna,sepa_debit' });
  try {
    const base = server.base;
    const { paymentUrl, reference } = await order(page, base);
    await page.goto(paymentUrl);
    await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
    await page.getByRole('button', { name: 'Zahlung erfolgreich simulieren' }).click();

    // The success page does not wait for the bank: it says what happens next.
    await expect(page).toHaveURL(/\/payment-success\?case_id=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zahlung in Prüfung');
    await page.getByRole('link', { name: 'Auftragsstatus ansehen' }).click();
    await expect(page).toHaveURL(/\/auftrag\//);
    const statusUrl = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ihr Auftrag ${reference}`);
    await expect(page.getByTestId('status-label')).toHaveText('Zahlung in Prüfung');

    // The bank returns the debit: the order is open again.
    await page.goto(paymentUrl);
    await page.getByRole('button', { name: 'Lastschrift zurückgegeben simulieren' }).click();
    await expect(page.getByText('Die Bank hat die Lastschrift zurückgegeben.')).toBeVisible();
    await page.goto(statusUrl);
    await expect(page.getByTestId('status-label')).toHaveText('Zahlung offen');
    await expect(page.getByText('nicht eingelöst')).toBeVisible();

    // Without JavaScript the button is a plain form (its Origin is null under the page's
    // no-referrer policy): it too opens a payment session. She leaves that one unpaid.
    const plain = await page
      .context()
      .browser()
      ?.newContext({
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
      });
    if (!plain) throw new Error('no browser');
    const plainPage = await plain.newPage();
    await plainPage.goto(statusUrl);
    await plainPage.getByRole('button', { name: 'Jetzt erneut bezahlen' }).click();
    await expect(plainPage).toHaveURL(/\/zahlung\/test\/sim_cs_/);
    await expect(plainPage.getByText('39,00 € inkl. 19 % MwSt.')).toBeVisible();
    await plain.close();

    // Pay again: a new session at the case's price, this time by card.
    await page.getByRole('button', { name: 'Jetzt erneut bezahlen' }).click();
    await expect(page).toHaveURL(/\/zahlung\/test\/sim_cs_/);
    expect(page.url()).not.toBe(paymentUrl);
    await expect(page.getByText('39,00 € inkl. 19 % MwSt.')).toBeVisible();
    await page.getByRole('radio', { name: 'Karte (auch Apple Pay und Google Pay)' }).check();
    await page.getByRole('button', { name: 'Zahlung erfolgreich simulieren' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Buchung');
    await page.goto(statusUrl);
    await expect(page.getByTestId('status-label')).toHaveText('Bezahlt');
  } finally {
    // Off this server's pages first: a page still open on it fetches React Router's route manifest
    // for its links now and then, and after the stop that fetch fails as a console error.
    await page.goto('about:blank');
    await server.stop();
  }
});
