// The Vier-Augen-Prinzip end to end (issue 39; decision record 038), on the real server: a new
// Prüfer (her reports are reviewed by default) finishes a case → "Zur Freigabe übergeben", the
// findings read-only, nothing sent → an Inhaber opens the case, sees that the Prüfer has it open,
// sees the draft report's link, returns it with a comment → the Prüfer reads the comment and can edit
// the findings again, nothing was sent. Approval and delivery are the walk of conversation.spec.ts.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { axeViolations } from '#tests/support/axe.ts';
import { e2eEnv } from '#tests/support/e2e-data.ts';
import { placeOrder } from '#tests/support/e2e-orders.ts';
import { completeFindings } from '#tests/support/report-findings.ts';
import { createStaff } from '#tests/support/staff-account.ts';

const PASSWORD = 'Lindenblatt-Kompass-Regenjacke-42';

async function signIn(page: Page, email: string) {
  await page.goto('/conan');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/conan\/faelle$/);
}

test('a reviewed Prüfer hands the report in, an Inhaber sees her presence and returns it with a comment', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = randomUUID().slice(0, 8);
  const author = { email: `paula-${run}@echtcheck.test`, name: `Paula Prüfer ${run}` };
  const owner = { email: `anna-${run}@echtcheck.test`, name: `Anna Inhaber ${run}` };
  await createStaff({ env: e2eEnv(), ...author, password: PASSWORD, role: 'pruefer' });
  await createStaff({ env: e2eEnv(), ...owner, password: PASSWORD, role: 'inhaber' });
  const base = test.info().project.use.baseURL ?? '';
  const order = await placeOrder(base, {
    customer: { firstName: 'Vera', lastName: `Freigabe${run}`, email: `vera.${run}@example.de` },
  });
  const casePath = `/conan/faelle/${order.caseId}`;
  const comment = 'Bitte die Quellen der Bildersuche ergänzen, dann gebe ich frei.';

  // The Prüfer begins the case; complete findings go in as the workbench sends them (its own
  // steps are workbench.spec.ts's), then she finishes from the page.
  await signIn(page, author.email);
  await page.goto(casePath);
  const casePage = page.getByRole('main');
  await casePage.getByRole('button', { name: 'Bearbeitung beginnen' }).click();
  const finish = casePage.getByRole('button', { name: 'Abschließen und zur Freigabe übergeben' });
  await expect(finish).toBeVisible();
  // The service's case type (app/server/checkout/service-alias.server.ts: dating-app-schutz).
  const findings = completeFindings('dating-app', { day: berlinToday(), verdict: 'unclear' });
  const saved = await page.request.post(casePath, {
    form: { intent: 'findings', findings: JSON.stringify(findings), revision: '0' },
    headers: { Origin: base },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await expect(casePage.getByText('Alles vollständig: Der Ergebnisbericht kann versendet werden.')).toBeVisible();
  await finish.click();
  await expect(page.getByText('Zur Freigabe übergeben').first()).toBeVisible({ timeout: 30_000 });
  const review = casePage.getByRole('region', { name: 'Freigabe' });
  await expect(review).toContainText('Sie haben den Ergebnisbericht am');
  await expect(review).toContainText('Ihren eigenen Ergebnisbericht muss eine andere Person freigeben');
  await expect(review.getByRole('button', { name: 'Freigeben und versenden' })).toHaveCount(0);
  await expect(
    casePage.getByText('Der Ergebnisbericht liegt zur Freigabe vor; die Befunde sind bis zur Entscheidung nur lesbar.'),
  ).toBeVisible();
  await expect(casePage.getByLabel('Zusammenfassung für den Kunden')).toBeDisabled();

  // The Inhaber, in her own browser: the Prüfer's presence, the draft, the approval.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  try {
    await signIn(ownerPage, owner.email);
    await ownerPage.goto(`/conan/faelle?status=zur-freigabe&q=Freigabe${run}`);
    await ownerPage.getByRole('link', { name: `Fall ${order.reference}` }).click();
    const ownerCase = ownerPage.getByRole('main');
    await expect(ownerCase.getByRole('status').filter({ hasText: 'Gerade geöffnet von' })).toContainText(
      `Gerade geöffnet von ${author.name} (`,
    );
    const ownerReview = ownerCase.getByRole('region', { name: 'Freigabe' });
    await expect(ownerReview).toContainText(`${author.name} hat den Ergebnisbericht am`);
    const draft = ownerReview.getByRole('link', { name: /Entwurf des Ergebnisberichts ansehen/ });
    const pdf = await ownerPage.request.get((await draft.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect(await axeViolations(ownerPage)).toEqual([]);
    await ownerPage.setViewportSize({ width: 390, height: 844 });
    expect(await ownerPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await ownerPage.setViewportSize({ width: 1280, height: 900 });

    await ownerReview.getByLabel(/Kommentar für die Überarbeitung/).fill(comment);
    await ownerReview.getByRole('button', { name: 'Zurückgeben' }).click();
    await expect(ownerPage.getByText('Zurückgegeben', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(ownerCase.getByText('In Bearbeitung').first()).toBeVisible();
    await expect(ownerCase.getByRole('link', { name: /Versendeter Ergebnisbericht/ })).toHaveCount(0);
  } finally {
    await ownerContext.close();
  }

  // The Prüfer: the comment on her case page, the findings hers to edit again, nothing sent.
  await page.reload();
  const returned = casePage.getByRole('region', { name: 'Freigabe: zur Überarbeitung zurückgegeben' });
  await expect(returned).toContainText(`${owner.name} hat den Ergebnisbericht am`);
  await expect(returned).toContainText(comment);
  await expect(casePage.getByLabel('Zusammenfassung für den Kunden')).toBeEnabled();
  await expect(finish).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

/** Today in German time, as a date input holds it. */
function berlinToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
}
