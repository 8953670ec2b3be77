// The specialists' workbench end to end (issues 13 and 29), on the real server: a paid order with a
// photo → staff start the case → each research step is offen / erledigt (day and sources prefilled) /
// nicht anwendbar (reason), by mouse and by arrow key → the live gate names the open steps and its
// link moves the focus to the first one → "Abschließen" with something missing keeps the result back
// and leads to the gate → a finding with a screenshot uploaded, shown and removed again → the outcome
// turns from "keine Treffer" to "mit Treffern" → everything filled in: "Alles vollständig", axe clean,
// no horizontal scrolling at 390 px → the draft survives a reload → the preview is the PDF → finished:
// the sections are read-only and the delivered report and evidence pack are linked.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { axeViolations } from '#tests/support/axe.ts';
import { e2eEnv } from '#tests/support/e2e-data.ts';
import { placeOrder } from '#tests/support/e2e-orders.ts';
import { fixture } from '#tests/support/order-fixtures.ts';
import { createStaff } from '#tests/support/staff-account.ts';

const PASSWORD = 'Lindenblatt-Kompass-Regenjacke-42';

/** Today in German time, as a date input holds it. */
function berlinToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
}

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page is wider than the screen').toBeLessThanOrEqual(innerWidth);
}

/** A screenshot as staff take it: a PNG of a page, with some text-like structure. */
function screenshotPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#f4f6fb"/><rect x="20" y="20" width="600" height="60" fill="#1d5fd6"/><rect x="20" y="110" width="260" height="260" fill="#c9d3e6"/><rect x="300" y="120" width="300" height="16" fill="#333"/><rect x="300" y="150" width="240" height="16" fill="#555"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('steps, live gate, a finding with a screenshot, the outcome, preview and delivery', async ({
  page,
  browserErrors,
}) => {
  test.setTimeout(180_000);
  // The refused upload (not an image) is answered 4xx on purpose.
  browserErrors.allow(/status of 4\d\d .*\/bildschirmfotos/);
  const run = randomUUID().slice(0, 8);
  const staffEmail = `werkbank-${run}@echtcheck.test`;
  await createStaff({ env: e2eEnv(), email: staffEmail, password: PASSWORD });
  const base = test.info().project.use.baseURL ?? '';
  const order = await placeOrder(base, {
    customer: { firstName: 'Petra', lastName: `Befund${run}`, email: `petra.${run}@example.de` },
    files: [{ fileName: 'profilbild.png', bytes: await fixture('profilbild.png') }],
  });
  const today = berlinToday();

  await page.goto('/conan');
  await page.getByLabel('E-Mail-Adresse').fill(staffEmail);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/conan\/faelle$/);
  await page.goto(`/conan/faelle?q=Befund${run}`);
  await page.getByRole('link', { name: `Fall ${order.reference}` }).click();
  const casePage = page.getByRole('main');
  await casePage.getByRole('button', { name: 'Bearbeitung beginnen' }).click();
  await expect(casePage.getByRole('button', { name: 'Abschließen und Ergebnis senden' })).toBeVisible();

  // The research steps: three states each, progress counted over both "done" states.
  const stepList = casePage.locator('#feld-steps');
  const stepGroups = stepList.getByRole('group');
  const total = await stepGroups.count();
  expect(total).toBeGreaterThan(2);
  const progress = casePage.getByText(/Recherche: \d+ von \d+ Schritten erledigt oder nicht anwendbar/);
  await expect(progress).toHaveText(`Recherche: 0 von ${total} Schritten erledigt oder nicht anwendbar`);
  const first = stepGroups.nth(0);
  await expect(first.getByRole('radio', { name: 'offen' })).toBeChecked();
  await first.getByRole('radio', { name: 'erledigt' }).check();
  await expect(first.getByLabel('Erledigt am')).toHaveValue(today);
  // The step's usual sources from the content, editable.
  await expect(first.getByLabel('Quellen und Suchmaschinen')).not.toHaveValue('');
  await first.getByLabel('Quellen und Suchmaschinen').fill('Google Lens, Bing Visuelle Suche, TinEye');
  await expect(progress).toHaveText(`Recherche: 1 von ${total} Schritten erledigt oder nicht anwendbar`);
  // By keyboard: the arrow key moves to "nicht anwendbar", which asks for a reason …
  await first.getByRole('radio', { name: 'erledigt' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(first.getByRole('radio', { name: 'nicht anwendbar' })).toBeChecked();
  await expect(first.getByLabel('Erledigt am')).toHaveCount(0);
  await expect(first.getByLabel('Begründung')).toBeVisible();
  // … and back to "erledigt" keeps the sources typed before.
  await page.keyboard.press('ArrowLeft');
  await expect(first.getByLabel('Quellen und Suchmaschinen')).toHaveValue('Google Lens, Bing Visuelle Suche, TinEye');
  const second = stepGroups.nth(1);
  await second.getByRole('radio', { name: 'nicht anwendbar' }).check();
  await expect(progress).toHaveText(`Recherche: 2 von ${total} Schritten erledigt oder nicht anwendbar`);

  // The live gate names what is missing: the open steps by name, the reason of the second step.
  // The box's heading turns to "Bereit zum Versand" when nothing is missing; the box stays.
  await expect(casePage.getByRole('region', { name: 'Vor dem Versand fehlt noch' })).toBeVisible();
  const gate = casePage.locator('#feld-gate');
  const thirdLabel = (await stepGroups.nth(2).locator('legend').innerText()).replace(/^Schritt \d+:\s*/, '').trim();
  await expect(gate).toContainText(`${total - 2} Rechercheschritte sind noch offen`);
  await expect(gate).toContainText(`„${thirdLabel}“`);
  await expect(gate).toContainText('Bitte begründen Sie, warum der Schritt nicht anwendbar ist.');
  await expect(gate).toContainText('Bitte wählen Sie ein Ergebnis.');
  // Its link leads the keyboard to the first open step.
  await gate.getByRole('link', { name: /Rechercheschritte sind noch offen/ }).click();
  await expect(stepGroups.nth(2).getByRole('radio', { name: 'offen' })).toBeFocused();
  // Finishing now is held back, and the focus goes to the list of what is missing.
  await casePage.getByRole('button', { name: 'Abschließen und Ergebnis senden' }).click();
  await expect(page.getByText('Noch nicht vollständig')).toBeVisible();
  await expect(casePage.locator('#feld-gate')).toBeFocused();

  // Every step done (the second one with its reason).
  await second.getByLabel('Begründung').fill('Der Kunde hat keinen Benutzernamen angegeben.');
  for (let index = 2; index < total; index += 1) {
    await stepGroups.nth(index).getByRole('radio', { name: 'erledigt' }).check();
  }
  await expect(progress).toHaveText(`Recherche: ${total} von ${total} Schritten erledigt oder nicht anwendbar`);
  await expect(gate).not.toContainText('Rechercheschritt');

  // The outcome follows from the findings: none yet, so "keine Treffer" and the voucher.
  await expect(casePage.getByText('Recherche: keine Treffer')).toBeVisible();
  await expect(casePage.getByText(/Gutschein für eine weitere Prüfung/).first()).toBeVisible();

  // The verdict, with its definition; choosing it preselects the fitting next steps.
  const nextSteps = casePage.getByRole('group', { name: 'Empfohlene nächste Schritte' }).getByRole('checkbox');
  await expect(nextSteps.and(page.locator(':checked'))).toHaveCount(0);
  await casePage.getByRole('radio', { name: 'wahrscheinlich gefälscht' }).check();
  await expect(casePage.getByText(/Fundstellen oder belegte Warnsignale sprechen dafür/)).toBeVisible();
  await expect.poll(() => nextSteps.and(page.locator(':checked')).count()).toBeGreaterThan(0);
  const summary =
    'Die Profilfotos gehören einem Fotomodell und erscheinen unter anderen Namen. Das Profil ist mit hoher Wahrscheinlichkeit gefälscht.';
  await casePage.getByLabel('Zusammenfassung für den Kunden').fill(summary);

  // A finding: the outcome turns to "mit Treffern"; its screenshot is uploaded and shown.
  await casePage.getByRole('button', { name: 'Fundstelle hinzufügen' }).click();
  await expect(casePage.getByText('Recherche: mit Treffern (1 Fundstelle)')).toBeVisible();
  const hit = casePage.getByRole('group', { name: 'Fundstelle 1' });
  await expect(hit.getByLabel('Adresse')).toBeFocused();
  await hit.getByLabel('Adresse').fill('https://example.org/models/portfolio');
  await expect(hit.getByLabel('Gefunden am')).toHaveValue(today);
  await hit.getByLabel('Betrifft').selectOption({ label: 'Bild: profilbild.png' });
  await hit.getByLabel('Beschreibung').fill('Gleiches Foto, Portfolio einer Modelagentur seit 2019.');
  await expect(gate).toContainText('Fundstelle 1: Bitte laden Sie mindestens ein Bildschirmfoto der Fundstelle hoch.');
  const png = await screenshotPng();
  await hit.getByLabel('Bildschirmfotos hinzufügen').setInputFiles([
    { name: 'portfolio.png', mimeType: 'image/png', buffer: png },
    { name: 'zweites-foto.png', mimeType: 'image/png', buffer: png },
  ]);
  await expect(hit.getByRole('img', { name: 'Bildschirmfoto portfolio.png' })).toBeVisible();
  await expect(hit.getByRole('img', { name: 'Bildschirmfoto zweites-foto.png' })).toBeVisible();
  expect(
    await hit
      .getByRole('img', { name: 'Bildschirmfoto portfolio.png' })
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(640);
  await expect(gate).not.toContainText('Fundstelle 1');
  // "Entfernen" deletes one on the server and from the finding.
  await hit.getByRole('button', { name: 'Entfernen (zweites-foto.png)' }).click();
  await expect(hit.getByRole('img', { name: 'Bildschirmfoto zweites-foto.png' })).toHaveCount(0);
  await expect(hit.getByRole('img', { name: 'Bildschirmfoto portfolio.png' })).toBeVisible();
  // A file that is not an image is refused, in German, next to the input.
  await hit.getByLabel('Bildschirmfotos hinzufügen').setInputFiles({
    name: 'kein-bild.png',
    mimeType: 'image/png',
    buffer: Buffer.from('keine Bilddatei'),
  });
  await expect(hit.getByRole('alert')).toContainText('kein-bild.png:');

  // A warning sign asks where it shows.
  const signs = casePage.getByRole('group', { name: 'Auffälligkeiten an Profil und Kontakt' });
  await signs.getByRole('checkbox').first().check();
  await expect(gate).toContainText('Bitte geben Sie an, wo es sich zeigt');
  await signs.getByLabel('Wo zeigt sich das?').fill('https://example.org/models/portfolio');

  // Nothing missing any more.
  await expect(casePage.getByText('Alles vollständig: Der Ergebnisbericht kann versendet werden.')).toBeVisible();
  await expect(casePage.getByRole('region', { name: 'Bereit zum Versand' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // At 390 px: one column, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Save; the draft survives a reload (leaving before saving would have asked).
  await casePage.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByText('Entwurf gespeichert')).toBeVisible();
  await expect(casePage.getByText('Alle Änderungen sind gespeichert.')).toBeVisible();
  await page.reload();
  await expect(casePage.getByLabel('Zusammenfassung für den Kunden')).toHaveValue(summary);
  await expect(casePage.getByRole('radio', { name: 'wahrscheinlich gefälscht' })).toBeChecked();
  await expect(hit.getByLabel('Adresse')).toHaveValue('https://example.org/models/portfolio');
  await expect(hit.getByRole('img', { name: 'Bildschirmfoto portfolio.png' })).toBeVisible();
  await expect(first.getByLabel('Quellen und Suchmaschinen')).toHaveValue('Google Lens, Bing Visuelle Suche, TinEye');

  // The preview: saved first, then the PDF from the saved draft in a new tab.
  const previewAnswer = page.waitForResponse((response) => response.url().includes('/bericht-vorschau'));
  const tab = page.waitForEvent('popup');
  await casePage.getByRole('button', { name: 'Vorschau des Ergebnisberichts' }).click();
  const preview = await previewAnswer;
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toContain('application/pdf');
  await (await tab).close();

  // Finish: the last question, then the delivery; the workbench turns read-only.
  await casePage.getByRole('button', { name: 'Abschließen und Ergebnis senden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ergebnis jetzt senden?' });
  await expect(dialog).toContainText('„wahrscheinlich gefälscht“, Recherche mit Treffern');
  await dialog.getByRole('button', { name: 'Jetzt senden' }).click();
  await expect(page.getByText('Fall abgeschlossen')).toBeVisible({ timeout: 30_000 });
  await expect(
    casePage.getByText('Der Fall ist nicht (mehr) in Bearbeitung; die Befunde sind nur lesbar.'),
  ).toBeVisible();
  await expect(casePage.getByLabel('Zusammenfassung für den Kunden')).toBeDisabled();
  await expect(casePage.getByRole('link', { name: /Versendeter Ergebnisbericht: .*\.pdf/ })).toBeVisible();
  await expect(casePage.getByRole('link', { name: /Beweismappe: / })).toBeVisible();
  await expect(casePage.getByRole('button', { name: 'Abschließen und Ergebnis senden' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
