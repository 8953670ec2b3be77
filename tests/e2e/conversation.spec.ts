// A Rückfrage end to end (issue 39): a Prüfer picks the template "Bildschirmfotos des Profils" on the
// case page and asks; the case waits for the customer. Her mail has the question and the button to
// the status page, which shows it with the answer form. Without JavaScript, a file whose content is
// no image is refused at the file field with her text kept; with JavaScript an empty answer is
// refused with the focus on the text, then she answers with a PNG screenshot (her HTML stays text).
// Staff see the answer and the file on the case page and the answer in the history; the case is in
// progress again, its due time moved by the wait. Then the rest of issue 39's walk: the Prüfer (a new
// Prüfer's reports are reviewed) finishes → "Zur Freigabe", nothing sent → an Inhaber approves → the
// case is delivered, and the customer's status page has the result and the Ergebnisbericht. On
// PostgreSQL (CI) the rows are checked too. Axe-clean; the pages fit 390 px.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { questionTemplate } from '#app/content/question-templates.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { axeViolations } from '#tests/support/axe.ts';
import { e2eEnv, mailTextTo } from '#tests/support/e2e-data.ts';
import { query } from '#tests/support/e2e-database.ts';
import { placeOrder } from '#tests/support/e2e-orders.ts';
import { completeFindings } from '#tests/support/report-findings.ts';
import { createStaff } from '#tests/support/staff-account.ts';

const PASSWORD = 'Kieselstein-Laterne-Morgentau-47';
const fixtures = path.join(import.meta.dirname, '..', 'fixtures');
const template = questionTemplate('profile-screenshots');

/** The plain text of the customer's mail with the Rückfrage, once it is written. */
const questionMail = (address: string) => mailTextTo(address, 'Rückfrage beantworten');

async function fitsNarrowScreen(page: import('@playwright/test').Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(width.scroll).toBeLessThanOrEqual(width.inner);
}

test('order → Rückfrage → answer with a screenshot → staff see it → finish → review → approve → delivered', async ({
  page,
  browserErrors,
}) => {
  test.setTimeout(240_000);
  if (!template) throw new Error('template missing');
  const run = randomUUID().slice(0, 8);
  const staffEmail = `rueckfrage-${run}@echtcheck.test`;
  const customerEmail = `rita.${run}@example.de`;
  const ownerEmail = `freigabe-${run}@echtcheck.test`;
  await createStaff({ env: e2eEnv(), email: staffEmail, password: PASSWORD, role: 'pruefer' });
  await createStaff({ env: e2eEnv(), email: ownerEmail, password: PASSWORD, role: 'inhaber' });
  const base = test.info().project.use.baseURL ?? '';
  const order = await placeOrder(base, {
    customer: { firstName: 'Rita', lastName: `Rückfrage${run}`, email: customerEmail },
    targetName: 'Marco Beispiel',
  });

  const dueBefore = await dueAt(order.caseId);
  await signIn(page, staffEmail);
  await page.goto(`/conan/faelle/${order.caseId}`);
  const casePage = page.getByRole('main');
  const panel = casePage.getByRole('region', { name: /Rückfragen an die Kundin/ });
  await expect(panel).toContainText('Noch keine Rückfragen.');

  // The template fills the text and ticks "Dateien anfordern"; then ask.
  const form = panel.getByTestId('ask-form');
  await form.getByLabel(/Vorlage/).selectOption({ label: template.label });
  await expect(form.getByLabel(/Ihre Rückfrage/)).toHaveValue(template.text);
  await expect(form.getByLabel(/Dateien anfordern/)).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Rückfrage stellen' }).click();
  const rounds = panel.getByTestId('question-rounds');
  await expect(rounds).toContainText('Wartet auf Antwort, die Frist ruht.');
  await expect(casePage.getByText('Wartet auf Kundin/Kunden').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Rückfrage beenden' })).toBeVisible();
  await expect(panel.getByTestId('ask-form')).toHaveCount(0);

  // Her mail: the question and the button to the status page.
  await expect.poll(async () => Boolean(await questionMail(customerEmail)), { timeout: 30_000 }).toBe(true);
  const mail = (await questionMail(customerEmail)) ?? '';
  expect(mail).toContain('Bildschirmfotos des Profils');
  const statusPath = new URL(mail.match(/https?:\/\/[^\s)]+\/auftrag\/[A-Za-z0-9_-]{32}/)?.[0] ?? base).pathname;
  expect(statusPath).toMatch(/^\/auftrag\//);
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');

  // Without JavaScript: a "PNG" that is text is refused at the file field; her text stays.
  const plain = await browser.newContext({ baseURL: base, javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  await plainPage.goto(statusPath);
  await expect(plainPage.getByTestId('status-label')).toHaveText('Rückfrage an Sie');
  await plainPage.getByLabel('Ihre Antwort').fill('Hier die Bilder vom Profil.');
  await plainPage.getByLabel(/Dateien hinzufügen/).setInputFiles({
    name: 'profil.png',
    mimeType: 'image/png',
    buffer: Buffer.from('kein Bild'),
  });
  await plainPage.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(plainPage.getByText(/profil\.png: Diese Datei können wir nicht annehmen/)).toBeVisible();
  await expect(plainPage.getByLabel('Ihre Antwort')).toHaveValue('Hier die Bilder vom Profil.');
  await plain.close();

  // With JavaScript: an empty answer is refused with the focus on the text, then the real one.
  const customer = await browser.newContext({ baseURL: base });
  const statusPage = await customer.newPage();
  await statusPage.goto(statusPath);
  const open = statusPage.getByTestId('open-question');
  await expect(open).toContainText(template.text);
  expect(await axeViolations(statusPage)).toEqual([]);
  browserErrors.allowFailedResponse(400, `${statusPath}.data`);
  await open.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(open.getByText('Bitte schreiben Sie Ihre Antwort oder fügen Sie eine Datei hinzu.')).toBeVisible();
  await expect(open.getByLabel('Ihre Antwort')).toBeFocused();
  const answer = 'Hier das Profil, <b>kurz bevor</b> er nach Geld fragte.';
  await open.getByLabel('Ihre Antwort').fill(answer);
  await open.getByLabel(/Dateien hinzufügen/).setInputFiles(path.join(fixtures, 'profilbild.png'));
  await open.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(statusPage.getByText('Vielen Dank, Ihre Antwort ist bei uns eingegangen.')).toBeVisible();
  const past = statusPage.getByTestId('past-question');
  await expect(past).toContainText(answer);
  await expect(past).toContainText('profilbild.png');
  await expect(statusPage.getByTestId('status-label')).toHaveText('In Bearbeitung');
  expect(await axeViolations(statusPage)).toEqual([]);
  await fitsNarrowScreen(statusPage);

  // Staff: the answer and its file on the case page, the answer in the history; back at work.
  await page.reload();
  const answered = panel.getByTestId('question-answer');
  await expect(answered).toContainText(answer);
  await expect(answered.getByRole('link', { name: /^profilbild\.png \(/ })).toBeVisible();
  await expect(casePage.getByRole('region', { name: 'Verlauf' })).toContainText(
    'Antwort auf die Rückfrage eingegangen',
  );
  await expect(casePage.getByRole('region', { name: 'Verlauf' })).toContainText(
    'Rückfrage an die Kundin / den Kunden gestellt',
  );
  await expect(panel.getByTestId('ask-form')).toBeVisible();
  const download = page.waitForEvent('download');
  await answered.getByRole('link', { name: /^profilbild\.png \(/ }).click();
  expect((await download).suggestedFilename()).toBe('profilbild.png');
  expect(await axeViolations(page)).toEqual([]);
  await fitsNarrowScreen(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The rows: the answer's file stored with the case, the wait added to the clock, the due time moved.
  const files = await query<{ kind: string; name: string }>(
    'select kind, file_name as name from uploaded_documents where case_id = $1 order by upload_timestamp',
    [order.caseId],
  );
  if (files) expect(files).toContainEqual({ kind: 'answer', name: 'profilbild.png' });
  const dueAfter = await dueAt(order.caseId);
  if (dueBefore && dueAfter) expect(dueAfter.paused).toBeGreaterThan(0);
  if (dueBefore && dueAfter) expect(dueAfter.due.getTime()).toBe(dueBefore.due.getTime() + dueAfter.paused * 1000);

  // Finish: complete findings go in as the workbench sends them (its own steps are
  // workbench.spec.ts's); the Prüfer's report goes to review, nothing is sent.
  const casePath = `/conan/faelle/${order.caseId}`;
  const findings = completeFindings('dating-app', { day: berlinToday(), verdict: 'unclear' });
  const saved = await page.request.post(casePath, {
    form: { intent: 'findings', findings: JSON.stringify(findings), revision: '0' },
    headers: { Origin: base },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await casePage.getByRole('button', { name: 'Abschließen und zur Freigabe übergeben' }).click();
  await expect(page.getByText('Zur Freigabe übergeben').first()).toBeVisible({ timeout: 30_000 });
  await statusPage.reload();
  await expect(statusPage.getByTestId('status-label')).toHaveText('In Bearbeitung');
  await expect(statusPage.getByRole('link', { name: /Ergebnisbericht herunterladen/ })).toHaveCount(0);

  // Review: the Inhaber, in her own browser, finds it under "Zur Freigabe" and approves.
  const ownerContext = await browser.newContext({ baseURL: base });
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, ownerEmail);
  await ownerPage.goto(`/conan/faelle?status=zur-freigabe&q=${encodeURIComponent(`Rückfrage${run}`)}`);
  await ownerPage.getByRole('link', { name: `Fall ${order.reference}` }).click();
  const ownerReview = ownerPage.getByRole('main').getByRole('region', { name: 'Freigabe' });
  await ownerReview.getByRole('button', { name: 'Freigeben und versenden' }).click();
  await expect(ownerPage.getByText('Freigegeben und versendet')).toBeVisible({ timeout: 30_000 });
  await expect(ownerPage.getByRole('main').getByText('Abgeschlossen – keine Treffer').first()).toBeVisible();
  await ownerContext.close();

  // Delivered: the customer's status page has the verdict and the Ergebnisbericht; so does her inbox.
  await statusPage.reload();
  await expect(statusPage.getByTestId('result-verdict')).toHaveText('unklar');
  await expect(statusPage.getByRole('link', { name: /Ergebnisbericht herunterladen/ })).toBeVisible();
  const report = await statusPage.request.get(
    (await statusPage.getByRole('link', { name: /Ergebnisbericht herunterladen/ }).getAttribute('href')) ?? '',
  );
  expect(report.headers()['content-type']).toContain('application/pdf');
  expect(await axeViolations(statusPage)).toEqual([]);
  await customer.close();
  const rows = await query<{ status: string }>('select status from cases where id = $1', [order.caseId]);
  if (rows) expect(rows[0]?.status).toBe('completed-no-findings');
});

async function signIn(page: import('@playwright/test').Page, email: string) {
  await page.goto('/conan');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/conan\/faelle$/);
}

/** The case's due time and its paused seconds (on PostgreSQL; null on PGlite, noted). */
async function dueAt(caseId: string) {
  const rows = await query<{ due_at: Date; paused_seconds: number }>(
    'select due_at, paused_seconds from cases where id = $1',
    [caseId],
  );
  const row = rows?.[0];
  return row ? { due: new Date(row.due_at), paused: Number(row.paused_seconds) } : null;
}

/** Today in German time, as a date input holds it. */
function berlinToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
}
