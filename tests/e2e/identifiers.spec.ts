// The identifiers of a case on the case page (issue 30 point 1, the acceptance walk): a case with a
// German mobile number, an address at a disposable domain, a German IBAN, a Bitcoin address and a
// chat asking for gift cards shows each under "Kennungen" with its facts in German; the page stays
// axe-clean and fits 390 px.
import { randomUUID } from 'node:crypto';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { axeViolations } from '#tests/support/axe.ts';
import { e2eEnv } from '#tests/support/e2e-data.ts';
import { placeOrder } from '#tests/support/e2e-orders.ts';
import { createStaff } from '#tests/support/staff-account.ts';

const PASSWORD = 'Lindenblatt-Kompass-Regenjacke-42';

const CHAT = [
  '[18:02] Max: Liebling, ich brauche deine Hilfe. Kauf bitte Google-Play-Geschenkkarten über 500 € und schick mir die Codes.',
  '[18:04] Max: Oder überweise es auf mein Konto DE89 3704 0044 0532 0130 00, das geht am schnellsten.',
  '[18:05] Max: Bitcoin geht auch: bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  '[18:06] Max: Schreib mir an max.krueger@trashmail.de oder ruf mich an: +49 151 12345678.',
].join('\n');

test('the acceptance case shows every identifier with its facts, axe-clean, at 390 px too', async ({ page }) => {
  test.setTimeout(90_000);
  const base = test.info().project.use.baseURL ?? '';
  const run = randomUUID().slice(0, 8);
  const staffEmail = `kennungen-${run}@echtcheck.test`;
  await createStaff({ env: e2eEnv(), email: staffEmail, password: PASSWORD });
  const order = await placeOrder(base, {
    customer: { firstName: 'Helga', lastName: `Kennung${run}`, email: `helga.${run}@example.de` },
    targetName: 'Max Krüger',
    target: {
      targetPhone: '0151 12345678',
      targetPlatforms: ['Instagram'],
      targetUsername: 'max.krueger',
      targetProfileUrl: '',
    },
    suspicionReason: 'Er will Geschenkkarten statt einer Überweisung und nie telefonieren.',
    chatContent: CHAT,
  });

  await page.goto('/conan');
  await page.getByLabel('E-Mail-Adresse').fill(staffEmail);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/conan\/faelle$/);
  await page.goto(`/conan/faelle/${order.caseId}`);

  const panel = page.getByRole('region', { name: 'Kennungen' });
  await expect(panel).toBeVisible();
  const group = (name: RegExp) => panel.getByRole('region', { name });
  const fact = (scope: ReturnType<typeof group>, label: string) =>
    scope.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

  // The phone: from the target's field and the chat, one entry.
  const phones = group(/^Telefonnummern \(1\)$/);
  await expect(phones.getByText('+4915112345678', { exact: true })).toBeVisible();
  await expect(phones.getByText('Gefunden in: Telefonnummer der Zielperson, Chatverlauf')).toBeVisible();
  await expect(fact(phones, 'Format')).toHaveText('+49 1511 2345678');
  await expect(fact(phones, 'Land')).toHaveText('Deutschland');
  await expect(fact(phones, 'Art')).toHaveText('Mobilfunk');

  const emails = group(/^E-Mail-Adressen \(1\)$/);
  await expect(emails.getByText('max.krueger@trashmail.de', { exact: true })).toBeVisible();
  await expect(fact(emails, 'Wegwerf-Adresse')).toHaveText(
    'Achtung: ja (Domain eines Anbieters für Wegwerf-Postfächer)',
  );

  const ibans = group(/^IBANs \(1\)$/);
  await expect(ibans.getByText('DE89370400440532013000', { exact: true })).toBeVisible();
  await expect(ibans.getByText('Geschrieben: DE89 3704 0044 0532 0130 00')).toBeVisible();
  await expect(fact(ibans, 'Prüfsumme')).toHaveText('gültig');
  await expect(fact(ibans, 'Land')).toHaveText('Deutschland');
  await expect(fact(ibans, 'Bankleitzahl')).toHaveText('37040044');

  const wallets = group(/^Krypto-Adressen \(1\)$/);
  await expect(wallets.getByText('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', { exact: true })).toBeVisible();
  await expect(fact(wallets, 'Währung')).toHaveText('Bitcoin');
  await expect(fact(wallets, 'Format')).toHaveText('gültig (Bech32, SegWit)');

  // The user name on the target's only platform with user names.
  const names = group(/^Benutzernamen \(1\)$/);
  await expect(names.getByText('@max.krueger', { exact: true })).toBeVisible();
  await expect(fact(names, 'Plattform')).toHaveText('Instagram');

  // No amount, time or date of the chat was read as a number.
  await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(5);

  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  const box = await wallets.getByText('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', { exact: true }).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(innerWidth);
  expect(await axeViolations(page)).toEqual([]);
});

test('a second case with the same number shows the hit across cases, linked to the first', async ({ page }) => {
  test.setTimeout(90_000);
  const base = test.info().project.use.baseURL ?? '';
  const run = randomUUID().slice(0, 8);
  const staffEmail = `treffer-${run}@echtcheck.test`;
  await createStaff({ env: e2eEnv(), email: staffEmail, password: PASSWORD });
  // A number of this run only: the browser tests share one database.
  const digits = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  const order = (lastName: string, phone: string) =>
    placeOrder(base, {
      customer: { firstName: 'Jana', lastName, email: `jana.${lastName.toLowerCase()}@example.de` },
      targetName: 'Tom Sandberg',
      target: { targetPhone: phone, targetPlatforms: ['WhatsApp'], targetUsername: '', targetProfileUrl: '' },
    });
  const first = await order(`Erstfall${run}`, `0151 ${digits}`);
  const second = await order(`Zweitfall${run}`, `+49 151 ${digits}`);

  await page.goto('/conan');
  await page.getByLabel('E-Mail-Adresse').fill(staffEmail);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/conan\/faelle$/);
  // The first case is indexed when it is opened (or when the second is: both are listed then).
  await page.goto(`/conan/faelle/${first.caseId}`);
  await expect(page.getByRole('region', { name: 'Kennungen' })).toBeVisible();
  await page.goto(`/conan/faelle/${second.caseId}`);
  const phones = page.getByRole('region', { name: 'Kennungen' }).getByRole('region', { name: /^Telefonnummern/ });
  await expect(phones.getByText('In 1 anderen Fall gesehen:')).toBeVisible();
  await phones.getByRole('link', { name: `Fall ${first.reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Fall ${first.reference}` })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Kennungen' }).getByRole('link', { name: `Fall ${second.reference}` }),
  ).toBeVisible();
});
