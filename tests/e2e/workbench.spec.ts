// The specialists' workbench end to end (issue 13): a paid order with a photo → staff tick research
// steps, choose the verdict, write the summary, record where the photo was found, tick a warning sign
// and a next step, save the draft (it survives a reload) → "Bericht erzeugen" → "Fall abschließen"
// delivers the generated report → the customer's status page offers it, and the PDF's text holds the
// verdict and every section.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { axeViolations } from '#tests/support/axe.ts';
import { e2eEnv, mailTo, plainText } from '#tests/support/e2e-data.ts';
import { placeOrder } from '#tests/support/e2e-orders.ts';
import { flatText } from '#tests/support/pdf-text.ts';
import { createStaffViaCli } from '#tests/support/staff-account.ts';
import { phonePhoto } from '#tests/support/synthetic-photo.ts';

const PASSWORD = 'Lindenblatt-Kompass-Regenjacke-42';

test('findings → generated report → delivered → offered on the status page', async ({ page, browserErrors }) => {
  test.setTimeout(150_000);
  // The refused "Bericht erzeugen" answers 400 on purpose.
  browserErrors.allow(/status of 400 .*\/conan\/faelle\/[0-9a-f-]+\.data/);
  const run = randomUUID().slice(0, 8);
  const staffEmail = `werkbank-${run}@echtcheck.test`;
  await createStaffViaCli({ env: e2eEnv(), email: staffEmail, password: PASSWORD });
  const base = test.info().project.use.baseURL ?? '';
  // A phone photo of this run only (camera, date, GPS in its EXIF), and an earlier case with a
  // smaller copy of it: the workbench lists that case as a near-duplicate.
  const photo = await phonePhoto(Number.parseInt(run.slice(0, 6), 16));
  const earlier = await placeOrder(base, {
    customer: { firstName: 'Karl', lastName: `Vorfall${run}`, email: `karl.${run}@example.de` },
    files: [
      {
        fileName: 'foto.jpg',
        bytes: await sharp(photo).rotate().resize({ width: 400 }).jpeg({ quality: 60 }).toBuffer(),
      },
    ],
  });
  const order = await placeOrder(base, {
    customer: { firstName: 'Petra', lastName: `Befund${run}`, email: `petra.${run}@example.de` },
    files: [{ fileName: 'profilbild.jpg', bytes: photo }],
  });

  await page.goto('/conan');
  await page.getByLabel('E-Mail-Adresse').fill(staffEmail);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/conan\/faelle$/);
  // Opening the earlier case fingerprints its photo at once (the job would within 30 seconds).
  await page.goto(`/conan/faelle?q=Vorfall${run}`);
  await page.getByRole('link', { name: `Fall ${earlier.reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Fall ${earlier.reference}` })).toBeVisible();
  await page.goto(`/conan/faelle?q=Befund${run}`);
  await page.getByRole('link', { name: `Fall ${order.reference}` }).click();
  const casePage = page.getByRole('main');
  await casePage.getByRole('button', { name: 'Bearbeitung beginnen' }).click();
  await expect(casePage.getByRole('heading', { name: 'Fall abschließen' })).toBeVisible();

  // "Bericht erzeugen" without a verdict: refused with the reason, nothing lost.
  await casePage.getByLabel('Zusammenfassung für den Kunden').fill('Zu kurz');
  await casePage.getByRole('button', { name: 'Bericht erzeugen' }).click();
  await expect(casePage.getByText('Bitte wählen Sie ein Ergebnis aus.')).toBeVisible();
  await expect(casePage.getByLabel('Zusammenfassung für den Kunden')).toHaveValue('Zu kurz');

  // The photo: what the file says, a copy without metadata, the earlier case with the same photo.
  await expect(casePage.getByText('GPS-Position')).toBeVisible();
  await expect(casePage.getByText('enthalten', { exact: true })).toBeVisible();
  await expect(casePage.getByText(`Fall ${earlier.reference} vom`, { exact: false })).toBeVisible();
  const copy = page.waitForEvent('download');
  await casePage.getByRole('link', { name: /Kopie ohne Metadaten herunterladen/ }).click();
  expect((await copy).suggestedFilename()).toBe('profilbild-ohne-metadaten.jpg');

  // The findings.
  const progress = casePage.getByText(/Recherche: \d+ von \d+ Schritten erledigt/);
  await expect(progress).toContainText('Recherche: 0 von');
  const steps = casePage.getByRole('group', { name: 'Rechercheschritte' }).getByRole('checkbox');
  await steps.nth(0).check();
  await steps.nth(1).check();
  await expect(progress).toContainText('Recherche: 2 von');
  await casePage.getByRole('radio', { name: 'wahrscheinlich gefälscht' }).check();
  const summary =
    'Die Profilfotos gehören einem Fotomodell und erscheinen unter anderen Namen. Das Profil ist mit hoher Wahrscheinlichkeit gefälscht.';
  await casePage.getByLabel('Zusammenfassung für den Kunden').fill(summary);
  await casePage.getByLabel('Angegebener Name').fill('James Miller');
  await casePage.getByLabel('Angegebener Wohnort').fill('angeblich Aberdeen');
  await casePage.getByRole('button', { name: 'Fundstelle hinzufügen' }).click();
  await casePage.getByLabel('Fundstelle 1: Adresse').fill('https://example.org/modelagentur/portfolio');
  await casePage.getByLabel('Fundstelle 1: Notiz').fill('Gleiches Foto, Portfolio einer Modelagentur seit 2019');
  await casePage.getByLabel('Einschätzung zu diesem Bild').fill('Das Foto wurde übernommen.');
  await casePage
    .getByRole('group', { name: 'Auffälligkeiten an Profil und Kontakt' })
    .getByRole('checkbox')
    .first()
    .check();
  await casePage.getByRole('group', { name: 'Empfohlene nächste Schritte' }).getByRole('checkbox').first().check();
  await casePage.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByText('Entwurf gespeichert')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The draft survives a reload of the page.
  await page.reload();
  await expect(casePage.getByLabel('Zusammenfassung für den Kunden')).toHaveValue(summary);
  await expect(casePage.getByRole('radio', { name: 'wahrscheinlich gefälscht' })).toBeChecked();
  await expect(casePage.getByLabel('Fundstelle 1: Adresse')).toHaveValue('https://example.org/modelagentur/portfolio');

  // Generate, then finish with the generated report.
  await casePage.getByRole('button', { name: 'Bericht erzeugen' }).click();
  await expect(page.getByText('Bericht erzeugt')).toBeVisible();
  await expect(casePage.getByText(`Hochgeladen: Pruefbericht-${order.reference}.pdf`, { exact: false })).toBeVisible();
  // Staff look at the generated report before it goes out.
  const preview = page.waitForEvent('download');
  await casePage.getByRole('link', { name: /Bericht vor dem Versand ansehen/ }).click();
  const previewText = flatText(await readFile((await (await preview).path()) ?? ''));
  expect(previewText).toContain('wahrscheinlich gefälscht');
  await casePage.getByLabel('Abgeschlossen – mit Treffern', { exact: false }).check();
  await casePage
    .getByLabel('Nachricht an den Kunden')
    .fill('Unser Prüfbericht liegt vor. Bitte lesen Sie ihn auf Ihrer Statusseite, bevor Sie weiter schreiben.');
  await casePage.getByRole('button', { name: 'Abschließen und Ergebnis senden' }).click();
  await expect(page.getByText('Fall abgeschlossen')).toBeVisible();
  await expect(
    casePage.getByText('Der Fall ist nicht (mehr) in Bearbeitung; die Befunde sind nur lesbar.'),
  ).toBeVisible();
  // The work queue marks the case whose photo was seen in an earlier case.
  await page.goto(`/conan/faelle?status=abgeschlossen&q=Befund${run}`);
  const row = page.getByRole('row').filter({ hasText: order.reference });
  await expect(row.getByText('Bild bekannt')).toBeVisible();
  await expect(row).toContainText('Ein Bild dieses Falls kam schon in früheren Fällen vor');

  // The customer's status page offers the generated report; its text holds verdict and sections.
  const email = `petra.${run}@example.de`;
  await expect.poll(async () => Boolean(await mailTo(email, /Ihr Ergebnis liegt vor/)), { timeout: 30_000 }).toBe(true);
  const statusLink = plainText((await mailTo(email, /Ihr Ergebnis liegt vor/)) ?? '').match(
    /https?:\/\/[^\s)]+\/auftrag\/[A-Za-z0-9_-]{32}/,
  )?.[0];
  expect(statusLink).toBeTruthy();
  const customer = await page.context().browser()?.newContext({ baseURL: base });
  if (!customer) throw new Error('no browser');
  const statusPage = await customer.newPage();
  await statusPage.goto(new URL(statusLink ?? '', base).pathname);
  const download = statusPage.waitForEvent('download');
  await statusPage.getByRole('link', { name: /Bericht herunterladen/ }).click();
  const pdf = await readFile((await (await download).path()) ?? '');
  const text = flatText(pdf);
  for (const expected of [
    'wahrscheinlich gefälscht',
    'Zusammenfassung',
    'Stimmigkeit der Identität',
    'Bildrecherche',
    'Auffälligkeiten an Profil und Kontakt',
    'Empfohlene nächste Schritte',
    'https://example.org/modelagentur/portfolio',
    `Petra Befund${run}`,
  ]) {
    expect(text, expected).toContain(expected);
  }
  await customer.close();
});
