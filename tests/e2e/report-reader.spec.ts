// Issue 38 end to end: a son orders in the checkout for his mother in Sachsen who has already
// transferred money → staff work the case to "wahrscheinlich gefälscht" (a warning sign with its
// source, no finding) → the delivered report, downloaded from the status page, opens with the bank
// call, names Sachsen's online police station with its address, speaks of "der betroffenen Person" and
// carries the conversation guide; the evidence pack has the complaint addressed to that station, the
// platform notice with the DSA statement and the bank letter.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { DSA_GOOD_FAITH_STATEMENT } from '#app/content/report-guides.ts';
import { policeStationFor } from '#app/content/report-police.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { e2eEnv, mailTo, plainText } from '#tests/support/e2e-data.ts';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { extractText } from '#tests/support/pdf-extract.ts';
import { createStaff } from '#tests/support/staff-account.ts';

const PASSWORD = 'Elbsandstein-Brücke-Nebelhorn-17';

test('ordered for a relative in Sachsen → fraud verdict → the report names the Land’s online police station', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const station = policeStationFor('SN');
  if (!station) throw new Error('no station for Sachsen');
  const run = randomUUID().slice(0, 8);
  const customerEmail = `jonas.${run}@example.de`;
  const staffEmail = `leser-${run}@echtcheck.test`;
  await createStaff({ env: e2eEnv(), email: staffEmail, password: PASSWORD });
  const base = test.info().project.use.baseURL ?? '';

  // The checkout, as the son fills it in.
  const customer = await page.context().browser()?.newContext({ baseURL: base });
  if (!customer) throw new Error('no browser');
  const shop = await customer.newPage();
  const next = () => shop.getByRole('button', { name: 'Weiter' }).click();
  await shop.goto('/checkout?service=romance-scam');
  await shop.getByLabel('Vorname').fill('Jonas');
  await shop.getByLabel('Nachname').fill(`Leser${run}`);
  await shop.getByLabel('E-Mail-Adresse').fill(customerEmail);
  await next();
  await shop.getByLabel('Name der Zielperson').fill('Richard Offshore');
  await shop.getByLabel('Facebook').check();
  await next();
  await expect(shop.getByRole('heading', { name: 'Dateien' })).toBeVisible();
  await next();
  await expect(shop.getByRole('heading', { name: 'Details' })).toBeVisible();
  await shop.getByRole('radio', { name: 'Für eine Angehörige oder einen Angehörigen' }).check();
  await shop
    .getByLabel('In welchem Bundesland wohnt die Person, für die Sie prüfen?')
    .selectOption({ label: 'Sachsen' });
  await shop.getByRole('checkbox', { name: 'Ja, per Überweisung' }).check();
  await next();
  await shop.getByLabel('Schutz vor Betrug').check();
  await shop.getByLabel(/online kennengelernt/).check();
  await shop.getByLabel('Beschreiben Sie kurz Ihr Anliegen').fill(validOrder().legal.description);
  for (const name of ['berechtigtesInteresse', 'agbAccepted', 'privacyAccepted', 'ageConfirmed', 'earlyStart']) {
    await shop.locator(`input[name="${name}"]`).check();
  }
  await next();
  await expect(shop.getByRole('heading', { name: 'Zahlung' })).toBeVisible();
  await expect(shop.getByText('Für eine Angehörige oder einen Angehörigen')).toBeVisible();
  await expect(shop.getByText('Sachsen', { exact: true })).toBeVisible();
  await shop.getByTestId('order-button').click();
  await expect(shop).toHaveURL(/\/zahlung\/test\/sim_cs_/);
  await shop.getByRole('button', { name: 'Zahlung erfolgreich simulieren' }).click();
  await expect(shop).toHaveURL(/\/payment-success\?case_id=/);
  const reference = (new URL(shop.url()).searchParams.get('case_id') ?? '').slice(0, 8);

  // Staff: the case page shows the answers; every step done, a warning sign with its source, the verdict.
  await page.goto('/conan');
  await page.getByLabel('E-Mail-Adresse').fill(staffEmail);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/conan\/faelle$/);
  await page.goto(`/conan/faelle?q=Leser${run}`);
  await page.getByRole('link', { name: `Fall ${reference}` }).click();
  const casePage = page.getByRole('main');
  await expect(casePage.getByText('Sachsen', { exact: true })).toBeVisible();
  await casePage.getByRole('button', { name: 'Bearbeitung beginnen' }).click();
  const stepGroups = casePage.locator('#feld-steps').getByRole('group');
  await expect(stepGroups.first()).toBeVisible();
  const total = await stepGroups.count();
  for (let index = 0; index < total; index += 1) {
    await stepGroups.nth(index).getByRole('radio', { name: 'erledigt' }).check();
  }
  await casePage.getByRole('radio', { name: 'wahrscheinlich gefälscht' }).check();
  await casePage.getByRole('checkbox', { name: 'Bittet um Geld, Gutscheinkarten oder Krypto' }).check();
  await casePage.getByLabel('Wo zeigt sich das?').fill('Chatauszug vom 28. November: Geld für Zollgebühren');
  await casePage
    .getByLabel('Zusammenfassung für den Kunden')
    .fill('Die Person bittet nach wenigen Wochen um Geld für angebliche Zollgebühren; das ist die bekannte Masche.');
  await expect(casePage.getByText('Alles vollständig: Der Ergebnisbericht kann versendet werden.')).toBeVisible();
  await casePage.getByRole('button', { name: 'Abschließen und Ergebnis senden' }).click();
  await page
    .getByRole('dialog', { name: 'Ergebnis jetzt senden?' })
    .getByRole('button', { name: 'Jetzt senden' })
    .click();
  await expect(page.getByText('Fall abgeschlossen')).toBeVisible({ timeout: 30_000 });

  // The customer's mail leads to the status page; the report and the pack as the customer gets them.
  await expect
    .poll(async () => Boolean(await mailTo(customerEmail, /Ihr Ergebnis liegt vor/)), { timeout: 30_000 })
    .toBe(true);
  const mail = plainText((await mailTo(customerEmail, /Ihr Ergebnis liegt vor/)) ?? '');
  const statusUrl = mail.match(/https?:\/\/[^\s)]+\/auftrag\/[A-Za-z0-9_-]{32}/)?.[0] ?? '';
  const status = await (await page.context().browser()?.newContext({ baseURL: base }))?.newPage();
  if (!status) throw new Error('no browser');
  await status.goto(new URL(statusUrl).pathname);
  const download = async (name: RegExp) => {
    const started = status.waitForEvent('download');
    await status.getByRole('link', { name }).click();
    const file = await readFile((await (await started).path()) ?? '');
    return (await extractText(file)).replace(/\s+/g, ' ');
  };
  const report = await download(/Ergebnisbericht herunterladen/);
  expect(report).toContain('Rufen Sie jetzt mit der betroffenen Person deren Bank an');
  expect(report).toContain('§ 675p BGB');
  expect(report).toContain('Die betroffene Person lebt nach Ihren Angaben in Sachsen.');
  expect(report).toContain(station.name);
  expect(report).toContain(station.url);
  expect(report).toContain('So sprechen Sie mit der betroffenen Person');
  expect(report).toContain('116 006');
  expect(report.indexOf('Rufen Sie jetzt')).toBeLessThan(report.indexOf('Zusammenfassung'));
  const pack = await download(/Beweismappe herunterladen/);
  expect(pack).toContain(`An die Polizei ${station.name} ${station.url}`);
  expect(pack).toContain('Ihr Entwurf: Meldung an Facebook');
  expect(pack).toContain(DSA_GOOD_FAITH_STATEMENT);
  expect(pack).toContain('Ihr Entwurf: Brief an die Bank');
  expect(pack).toContain('[Vor- und Nachname der betroffenen Person]');
});
