// Issue 39, the customer's side of a Rückfrage on a slow phone: the status page's answer form at 390 px
// on Lighthouse's mobile profile, with the page's script held back while she types. What she typed
// before the script arrived is still there after it, the page never scrolls sideways, and a refusal
// (a file that is no image, caught in the browser; then the same file without the browser's check,
// refused by the server) keeps her text and says what is wrong at the file field.
import { randomUUID } from 'node:crypto';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { e2eEnv, mailTextTo } from '#tests/support/e2e-data.ts';
import { placeOrder } from '#tests/support/e2e-orders.ts';
import { holdScripts, isHydrated, pageWidth, slowMobile } from '#tests/support/slow-phone.ts';
import { createStaff } from '#tests/support/staff-account.ts';
import { PASSWORD, signIn } from '#tests/support/staff-session.ts';

const QUESTION = 'Bitte senden Sie uns Bildschirmfotos des Profils, so wie Sie es in der App sehen.';
const ANSWER = 'Hier sind die Bilder, die er mir geschickt hat. Das erste kam am Dienstag.';

test('an answer typed before the script arrived on a 390 px slow phone is kept, fits, and survives refusals', async ({
  page,
  browser,
  browserErrors,
}) => {
  test.setTimeout(180_000);
  const run = randomUUID().slice(0, 8);
  const staffEmail = `antwort-${run}@echtcheck.test`;
  const customerEmail = `hanna.${run}@example.de`;
  await createStaff({ env: e2eEnv(), email: staffEmail, password: PASSWORD, role: 'pruefer' });
  const base = test.info().project.use.baseURL ?? '';
  const order = await placeOrder(base, {
    customer: { firstName: 'Hanna', lastName: `Langsam${run}`, email: customerEmail },
  });
  await signIn(page, staffEmail);
  const asked = await page.request.post(`/conan/faelle/${order.caseId}`, {
    form: { intent: 'ask-question', question: QUESTION, wantsFiles: 'on' },
    headers: { Origin: base },
  });
  expect(asked.status()).toBe(200);
  const questionMail = () => mailTextTo(customerEmail, 'Rückfrage beantworten');
  await expect.poll(async () => Boolean(await questionMail()), { timeout: 30_000 }).toBe(true);
  const mail = (await questionMail()) ?? '';
  const statusPath = new URL(mail.match(/https?:\/\/[^\s)]+\/auftrag\/[A-Za-z0-9_-]{32}/)?.[0] ?? base).pathname;
  expect(statusPath).toMatch(/^\/auftrag\//);

  const phone = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, hasTouch: true });
  const customer = await phone.newPage();
  await slowMobile(customer);
  const release = await holdScripts(customer);
  await customer.goto(statusPath, { waitUntil: 'commit' });
  const text = customer.getByLabel('Ihre Antwort');
  await expect(text).toBeVisible({ timeout: 30_000 });
  await text.fill(ANSWER);
  expect(await isHydrated(text)).toBe(false);
  const before = await pageWidth(customer);
  expect(before.scroll).toBeLessThanOrEqual(before.inner);

  // The script arrives (still throttled): her text is still there, and still nothing scrolls sideways.
  release();
  await expect.poll(() => isHydrated(text), { timeout: 60_000 }).toBe(true);
  await expect(text).toHaveValue(ANSWER);
  const after = await pageWidth(customer);
  expect(after.scroll).toBeLessThanOrEqual(after.inner);

  // A "photo" that is a program: the browser refuses it at the file field, her text stays.
  const files = customer.getByLabel(/Dateien hinzufügen/);
  await files.setInputFiles({ name: 'profil.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await customer.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(customer.getByText(/profil\.exe/).first()).toBeVisible();
  await expect(files).toBeFocused();
  await expect(text).toHaveValue(ANSWER);

  // A PNG by name that is text: only the server can tell; it refuses at the file field, text kept.
  browserErrors.allowFailedResponse(400, `${statusPath}.data`);
  await files.setInputFiles({ name: 'profil.png', mimeType: 'image/png', buffer: Buffer.from('kein Bild') });
  await customer.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(customer.getByText(/profil\.png: Diese Datei können wir nicht annehmen/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(text).toHaveValue(ANSWER);
  const refused = await pageWidth(customer);
  expect(refused.scroll).toBeLessThanOrEqual(refused.inner);
  await phone.close();
});
