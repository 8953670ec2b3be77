// Declining an order from the case page (issue 37 point 2), as a Prüfer: the customer's declaration
// and the signs to look twice at come first (here: the customer names the person as her ex-partner),
// "Auftrag ablehnen" without a reason is refused at the field with nothing lost, with a reason and a
// note the case is declined; the customer's mail says so with the reason's neutral sentence (never
// the note) and links to the status page, which shows the decline and, once the simulated provider
// has booked it, the full refund with its cancellation invoice. Axe-clean; the page fits 390 px.
import { randomUUID } from 'node:crypto';
import { declineCustomerTexts } from '#app/lib/decline-reasons.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { axeViolations } from '#tests/support/axe.ts';
import { e2eEnv, mailTo, plainText } from '#tests/support/e2e-data.ts';
import { placeOrder } from '#tests/support/e2e-orders.ts';
import { createStaff } from '#tests/support/staff-account.ts';

const PASSWORD = 'Kieselstein-Laterne-Morgentau-31';
const NOTE = 'Schilderung passt zu einer Suche nach der neuen Adresse der ehemaligen Partnerin.';

test('a Prüfer declines an order from the case page; mail, status page and full refund follow', async ({
  page,
  browserErrors,
}) => {
  test.setTimeout(120_000);
  const run = randomUUID().slice(0, 8);
  const staffEmail = `ablehnung-${run}@echtcheck.test`;
  const customerEmail = `vera.${run}@example.de`;
  await createStaff({ env: e2eEnv(), email: staffEmail, password: PASSWORD, role: 'pruefer' });
  const base = test.info().project.use.baseURL ?? '';
  const order = await placeOrder(base, {
    customer: { firstName: 'Vera', lastName: `Ablehnung${run}`, email: customerEmail },
    targetName: 'Jana Beispiel',
    legal: {
      relation: 'ex-partner',
      description:
        'Meine Ex-Freundin hat mich vor zwei Monaten verlassen und ist umgezogen. Ich möchte prüfen, ob ihr neues Profil echt ist und mit wem sie jetzt Kontakt hat, damit ich weiß, woran ich bin.',
    },
  });

  await page.goto('/conan');
  await page.getByLabel('E-Mail-Adresse').fill(staffEmail);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/conan\/faelle$/);
  await page.goto(`/conan/faelle/${order.caseId}`);
  const casePage = page.getByRole('main');

  // The declaration first, with the signs to look twice at.
  const declaration = casePage.getByTestId('order-declaration');
  await expect(declaration.getByRole('heading', { name: 'Anlass des Auftrags laut Kunde' })).toBeVisible();
  await expect(declaration).toContainText('Ehemalige Partnerin oder ehemaliger Partner');
  await expect(declaration).toContainText('Meine Ex-Freundin hat mich vor zwei Monaten verlassen');
  await expect(declaration).toContainText(/Volljährigkeit\s*bestätigt am/);
  const signs = declaration.getByTestId('look-twice');
  await expect(signs).toContainText('ehemalige Partnerin, ein ehemaliger Partner oder ein Familienmitglied');
  await expect(signs).toContainText('Die Schilderung nennt eine ehemalige Partnerin');
  // It comes before the customer's column and the work.
  const order1 = await declaration.evaluate(
    (node) =>
      node.compareDocumentPosition(document.querySelector('[aria-label="Angaben des Kunden"]') as Node) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  );
  expect(order1).toBeTruthy();

  // Without a reason: refused at the field (400, which the browser logs); the note typed stays.
  browserErrors.allowFailedResponse(400, `/conan/faelle/${order.caseId}.data`);
  await declaration.locator('summary', { hasText: 'Auftrag ablehnen' }).click();
  const form = declaration.getByTestId('decline-form');
  await form.getByLabel(/Ihre Begründung/).fill(NOTE);
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Auftrag ablehnen' }).click();
  await expect(form.getByText('Bitte wählen Sie einen Grund für die Ablehnung.')).toBeVisible();
  await expect(form.getByLabel(/Ihre Begründung/)).toHaveValue(NOTE);

  // With a reason: the customer's sentence is previewed, then the case is declined.
  await form.getByLabel('Verdacht auf Nachstellung').check();
  await expect(form.getByTestId('decline-customer-text')).toContainText(declineCustomerTexts['suspected-stalking']);
  await form.getByRole('button', { name: 'Auftrag ablehnen' }).click();
  await expect(declaration.getByRole('status')).toContainText('Verdacht auf Nachstellung');
  await expect(declaration.getByRole('status')).toContainText(NOTE);
  await expect(casePage.getByText('Abgelehnt').first()).toBeVisible();
  await expect(casePage.getByRole('button', { name: 'Bearbeitung beginnen' })).toHaveCount(0);
  await expect(casePage.getByRole('heading', { name: 'Erstattung nach Ablehnung' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(width.scroll).toBeLessThanOrEqual(width.inner);

  // The customer's mail: declined, why in the neutral sentence, the refund; not the staff's note.
  await expect
    .poll(async () => Boolean(await mailTo(customerEmail, /wurde abgelehnt/)), { timeout: 30_000 })
    .toBe(true);
  const mail = plainText((await mailTo(customerEmail, /wurde abgelehnt/)) ?? '');
  expect(mail).toContain(declineCustomerTexts['suspected-stalking']);
  expect(mail).toContain('39,00 €');
  expect(mail).not.toContain(NOTE);
  const statusUrl = mail.match(/https?:\/\/[^\s)]+\/auftrag\/[A-Za-z0-9_-]{32}/)?.[0];
  expect(statusUrl).toBeTruthy();

  // The status page says the same; the refund is booked by the simulated provider and offers the
  // cancellation invoice.
  const customer = await page.context().browser()?.newContext({ baseURL: base });
  if (!customer) throw new Error('no browser');
  const statusPage = await customer.newPage();
  await statusPage.goto(new URL(statusUrl ?? '').pathname);
  await expect(statusPage.getByTestId('status-label')).toHaveText('Abgelehnt');
  await expect(statusPage.getByTestId('declined-note')).toContainText(declineCustomerTexts['suspected-stalking']);
  await expect(async () => {
    await statusPage.reload();
    await expect(statusPage.getByText(/Erstattet am/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(statusPage.getByRole('link', { name: /Stornorechnung/ }).first()).toBeVisible();
  expect(await axeViolations(statusPage)).toEqual([]);
  await customer.close();
});
