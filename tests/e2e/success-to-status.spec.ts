// Issue 27 point 5: the browser that placed an order opens its status page from the success page;
// the success page's link with the case id alone (another browser) shows no more than before.
import { randomUUID } from 'node:crypto';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { validOrder } from '#tests/support/order-fixtures.ts';

test('the success page leads the ordering browser to its status page, and no other browser', async ({
  page,
  browser,
}) => {
  const order = validOrder({
    checkoutId: randomUUID(),
    customer: { ...validOrder().customer, email: `status.${randomUUID().slice(0, 8)}@example.de` },
  });
  // As the checkout does: the order from this browser (its cookies), then the test payment.
  const placed = await page.request.post('/api/checkout', { data: order });
  expect(placed.status()).toBe(200);
  const cookie = placed.headers()['set-cookie'] ?? '';
  expect(cookie).toMatch(/^echtcheck-auftrag=.+; Max-Age=7200; Path=\/; HttpOnly; SameSite=Lax/);
  const { paymentUrl } = (await placed.json()) as { paymentUrl: string };
  await page.goto(paymentUrl);
  await page.getByRole('button', { name: 'Zahlung erfolgreich simulieren' }).click();
  await expect(page).toHaveURL(/\/payment-success\?case_id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Buchung');
  const link = page.getByRole('link', { name: 'Auftragsstatus ansehen' });
  await expect(link).toHaveAttribute('href', /^\/auftrag\/[A-Za-z0-9_-]{32}$/);
  const successUrl = page.url();
  await link.click();
  await expect(page).toHaveURL(/\/auftrag\//);
  await expect(page.getByText(order.checkoutId.slice(0, 8), { exact: false }).first()).toBeVisible();

  // The same success link in another browser: the booking as before, no way to the status page.
  const other = await browser.newContext();
  try {
    const stranger = await other.newPage();
    await stranger.goto(successUrl);
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Buchung');
    await expect(stranger.getByRole('link', { name: 'Auftragsstatus ansehen' })).toHaveCount(0);
    expect(await stranger.content()).not.toMatch(/\/auftrag\/[A-Za-z0-9_-]{32}/);
  } finally {
    await other.close();
  }
});
