// A full order in the browser: two uploads, paid through the simulated provider. Step 4's messages:
// checkout-step4.spec.ts; the success page, refused uploads, the withdrawal and axe: checkout-edges.spec.ts.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { axeViolations } from '#tests/support/axe.ts';
import { answerDetails, mailsFor, next } from '#tests/support/checkout-e2e.ts';
import { query } from '#tests/support/e2e-database.ts';
import { fixture, validOrder } from '#tests/support/order-fixtures.ts';

test('a full order with two uploads, paid through the simulated provider', async ({ page, browserErrors }) => {
  test.setTimeout(90_000);
  // The upload of a program named .png is refused below on purpose.
  browserErrors.allowFailedResponse(415, '/api/uploads');
  await page.goto('/checkout?service=dating-app-schutz');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buchung: Dating-App-Check');
  await expect(page.getByRole('button', { name: 'Zurück' })).toBeDisabled();
  await expect(page.locator('[data-restored]')).toBeVisible();

  // Step 1: the spec's messages, then valid data.
  await next(page);
  await expect(page.getByText('Vorname ist erforderlich')).toBeVisible();
  await expect(page.getByText('Nachname ist erforderlich')).toBeVisible();
  await expect(page.getByText('Gültige E-Mail-Adresse erforderlich')).toBeVisible();
  await page.getByLabel('Vorname').fill('Erika');
  await page.getByLabel('Nachname').fill('Mustermann');
  await page.getByLabel('E-Mail-Adresse').fill('erika.e2e@example.de');
  await next(page);

  // Step 2.
  await expect(page.getByRole('heading', { name: 'Zielperson' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await next(page);
  await expect(page.getByText('Name der Zielperson ist erforderlich')).toBeVisible();
  await expect(page.getByText('Mindestens eine Plattform auswählen')).toBeVisible();
  await page.getByLabel('Name der Zielperson').fill('Daniel Weber');
  await page.getByLabel('Tinder').check();
  await page.getByLabel('WhatsApp').check();
  await page.getByLabel('E-Mail-Adresse der Person').fill('kein-mail');
  await next(page);
  await expect(page.getByText('Gültige E-Mail-Adresse erforderlich')).toBeVisible();
  await page.getByLabel('E-Mail-Adresse der Person').fill('');
  await next(page);

  // Step 3: two uploads with progress, the client-side refusals as toasts.
  await expect(page.getByRole('heading', { name: 'Dateien' })).toBeVisible();
  const picker = page.locator('#datei-auswahl');
  await picker.setInputFiles([
    { name: 'profilbild.png', mimeType: 'image/png', buffer: await fixture('profilbild.png') },
    { name: 'chatverlauf.pdf', mimeType: 'application/pdf', buffer: await fixture('chatverlauf.pdf') },
  ]);
  await expect(page.getByText('hochgeladen')).toHaveCount(2);
  // The photo is shown as itself (made in the browser), the PDF with an icon.
  await expect(page.getByTestId('thumbnail')).toHaveCount(1);
  expect(await page.getByTestId('thumbnail').getAttribute('src')).toMatch(/^blob:/);
  expect(await page.getByTestId('thumbnail').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
    0,
  );
  expect(await axeViolations(page)).toEqual([]);
  // Refusals: a toast, and at the upload box, where they stay until the next choice.
  const refusals = page.getByTestId('upload-refusals');
  const toast = page.locator('[data-sonner-toast]');
  await picker.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(toast.getByText('Ungültiger Dateityp')).toBeVisible();
  await expect(refusals).toContainText(
    'Ungültiger Dateityp: setup.exe: Nur JPG, PNG, PDF, TXT und DOCX Dateien sind erlaubt.',
  );
  const big = path.join(process.env.E2E_DATA_DIR ?? '', 'riesig.pdf');
  await writeFile(big, Buffer.alloc(50 * 1024 * 1024 + 1, 0x20));
  await picker.setInputFiles(big);
  await expect(toast.getByText('Datei zu groß')).toBeVisible();
  await expect(refusals).toHaveText('Datei zu groß: riesig.pdf: Maximum 50 MB pro Datei.');
  // A file that claims to be a picture but is not: refused by the server with the same message.
  await picker.setInputFiles({
    name: 'urlaub.png',
    mimeType: 'image/png',
    buffer: await fixture('programm-als-bild.png'),
  });
  await expect(refusals).toHaveText(
    'Ungültiger Dateityp: urlaub.png: Nur JPG, PNG, PDF, TXT und DOCX Dateien sind erlaubt.',
  );
  await expect(page.getByText('hochgeladen')).toHaveCount(2);

  // Reload keeps everything, including the uploaded files.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dateien' })).toBeVisible();
  await expect(page.getByText('hochgeladen')).toHaveCount(2);
  await next(page);

  // Step 4: the three questions (their messages: the test below), the optional texts; back and
  // forth keeps data.
  await answerDetails(page);
  await page
    .getByLabel('Was macht Sie misstrauisch?')
    .fill('Er will kein Videotelefonat und braucht Geld für ein Flugticket.');
  await page.getByRole('button', { name: 'Zurück' }).click();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByLabel('Name der Zielperson')).toHaveValue('Daniel Weber');
  await next(page);
  await next(page);
  await expect(page.getByLabel('Was macht Sie misstrauisch?')).toHaveValue(/Videotelefonat/);
  await expect(page.getByRole('radio', { name: 'Für mich selbst' })).toBeChecked();
  await expect(page.getByLabel('In welchem Bundesland wohnen Sie?')).toHaveValue('HH');
  await expect(page.getByRole('checkbox', { name: 'Nein, bisher wurde kein Geld gezahlt' })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await next(page);

  // Step 5: the checklist and the confirmations.
  await next(page);
  await expect(page.getByText('Sie müssen bestätigen, dass ein berechtigtes Interesse vorliegt')).toBeVisible();
  await expect(page.getByText('Sie müssen die AGB akzeptieren')).toBeVisible();
  await expect(page.getByText('Bitte wählen Sie mindestens einen zulässigen Zweck aus.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^AGB/ }).first()).toHaveAttribute('target', '_blank');
  await page.getByLabel('Schutz vor Betrug').check();
  await page.getByLabel(/online kennengelernt/).check();
  const description = validOrder().legal.description;
  await page.getByLabel('Beschreiben Sie kurz Ihr Anliegen').fill(description);
  await expect(page.getByText(`${description.length} / 300 Zeichen`)).toBeVisible();
  for (const name of ['berechtigtesInteresse', 'agbAccepted', 'privacyAccepted', 'ageConfirmed', 'earlyStart']) {
    await page.locator(`input[name="${name}"]`).check();
  }
  expect(await axeViolations(page)).toEqual([]);
  await next(page);
  expect(await axeViolations(page)).toEqual([]);

  // Step 6: summary, price, the § 312j button; "Weiter" is gone.
  await expect(page.getByRole('heading', { name: 'Zahlung' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Weiter' })).toHaveCount(0);
  await expect(page.getByTestId('price')).toHaveText('39,00 € inkl. 19 % MwSt.');
  await expect(page.getByText('profilbild.png')).toBeVisible();
  await expect(page.getByText('Tinder, WhatsApp')).toBeVisible();
  const button = page.getByTestId('order-button');
  await expect(button).toHaveText('Jetzt zahlungspflichtig bestellen');
  await button.dblclick();
  await expect(page).toHaveURL(/\/zahlung\/test\/sim_cs_/);
  await expect(page.getByText('Testmodus')).toBeVisible();
  await page.getByRole('button', { name: 'Zahlung erfolgreich simulieren' }).click();

  // The success page shows what the server holds.
  await expect(page).toHaveURL(/\/payment-success\?case_id=/);
  const caseId = new URL(page.url()).searchParams.get('case_id') ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Buchung');
  await expect(page.getByTestId('reference')).toHaveText(caseId.slice(0, 8));
  const booking = page.getByRole('region', { name: 'Ihre Buchung' });
  await expect(booking.getByText('Dating-App-Check')).toBeVisible();
  await expect(booking.getByText('39,00 € inkl. 19 % MwSt.')).toBeVisible();
  await expect(booking.getByText('Daniel Weber')).toBeVisible();
  await expect(booking.getByText('Tinder, WhatsApp')).toBeVisible();
  await expect(page.getByText('Zahlung erfolgreich!')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('echtcheck-checkout'))).toBeNull();

  // Both mails, the customer's with the invoice PDF.
  await expect.poll(async () => (await mailsFor(caseId.slice(0, 8))).length, { timeout: 20_000 }).toBe(2);
  const mails = await mailsFor(caseId.slice(0, 8));
  const customer = mails.find((mail) => /^To: erika\.e2e@example\.de/m.test(mail));
  expect(customer).toMatch(/Content-Type: application\/pdf;\s+name=Rechnung-EC-\d{4}-\d{6}\.pdf/);
  expect(customer).toContain('AGB-und-Widerrufsbelehrung.pdf');
  expect(mails.some((mail) => /^To: team@echtcheck\.de/m.test(mail))).toBe(true);

  // On PostgreSQL (CI): one paid case for this customer, two documents, five consents.
  const rows = await query<{ status: string; amount_cents: number }>(
    'select c.status, c.amount_cents from cases c join clients k on k.id = c.client_id where k.email = $1',
    ['erika.e2e@example.de'],
  );
  if (rows) {
    expect(rows).toEqual([{ status: 'paid', amount_cents: 3900 }]);
    expect(await query('select id from uploaded_documents where case_id = $1', [caseId])).toHaveLength(2);
    expect(await query('select kind from consent_records where case_id = $1', [caseId])).toHaveLength(5);
  }
});
