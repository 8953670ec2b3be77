import { expect, test } from '#tests/e2e/fixtures.ts';
import { axeViolations } from '#tests/support/axe.ts';
import { next } from '#tests/support/checkout-e2e.ts';
import { query } from '#tests/support/e2e-database.ts';
import { fixture, validOrder } from '#tests/support/order-fixtures.ts';
import { holdRequests } from '#tests/support/slow-phone.ts';

test('step 4 without its answers: German messages on the questions, the texts kept; the summary shows the answers', async ({
  page,
}) => {
  // A draft on step 4 (steps 1–3 and 5 as a valid order has them), the questions unanswered.
  const {
    service: _service,
    documentIds: _documentIds,
    ...fields
  } = validOrder({
    customer: { ...validOrder().customer, email: 'schritt4.e2e@example.de' },
  });
  await page.goto('/checkout?service=dating-app-schutz');
  await expect(page.locator('[data-restored]')).toBeVisible();
  await page.evaluate((draft) => sessionStorage.setItem('echtcheck-checkout', JSON.stringify(draft)), {
    ...fields,
    step: 4,
    additional: { orderedFor: '', residence: '', payments: [], chatContent: '', suspicionReason: '' },
    documents: [],
    voucherCode: '',
    voucherChecked: null,
  });
  // The step schemas arrive only after the click, as on a slow phone: the focus still goes to the
  // first question (it stayed on "Weiter" when React rendered the messages after the next frame).
  const releaseValidation = await holdRequests(page, /\/step-validation-[\w-]+\.js$/);
  await page.reload();
  await expect(page.locator('[data-restored][data-step="4"]')).toBeVisible();
  const reason = page.getByLabel('Was macht Sie misstrauisch?');
  const chat = page.getByLabel('Auszüge aus dem Chatverlauf');
  await reason.fill('Er will kein Videotelefonat.');
  await chat.fill('„Schatz, ich brauche 800 € für den Zoll.“');
  await next(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  releaseValidation();

  // Each question gets its message, linked to it; the first answer has the focus; nothing typed is lost.
  const forWhom = page.getByRole('group', { name: 'Für wen prüfen Sie?' });
  const residence = page.getByLabel('In welchem Bundesland wohnen Sie?');
  const payments = page.getByRole('group', { name: 'Haben Sie bereits Geld gezahlt?' });
  await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
  await expect(forWhom).toHaveAccessibleDescription('Bitte wählen Sie aus, für wen Sie die Prüfung beauftragen.');
  await expect(residence).toHaveAccessibleDescription(
    /^Bitte wählen Sie das Bundesland aus, oder „Außerhalb Deutschlands“\. Danach richtet sich/,
  );
  await expect(residence).toHaveAttribute('aria-invalid', 'true');
  await expect(payments).toHaveAccessibleDescription('Bitte wählen Sie aus, ob bereits Geld gezahlt wurde.');
  await expect(page.getByRole('alert')).toHaveText([
    'Bitte wählen Sie aus, für wen Sie die Prüfung beauftragen.',
    'Bitte wählen Sie das Bundesland aus, oder „Außerhalb Deutschlands“.',
    'Bitte wählen Sie aus, ob bereits Geld gezahlt wurde.',
  ]);
  await expect(page.getByRole('radio', { name: 'Für mich selbst' })).toBeFocused();
  await expect(reason).toHaveValue('Er will kein Videotelefonat.');
  await expect(chat).toHaveValue('„Schatz, ich brauche 800 € für den Zoll.“');
  expect(await axeViolations(page)).toEqual([]);

  // For a relative the questions speak of her or him; each message goes with its answer.
  await page.getByRole('radio', { name: 'Für eine Angehörige oder einen Angehörigen' }).check();
  await expect(page.getByText('Bitte wählen Sie aus, für wen Sie die Prüfung beauftragen.')).toHaveCount(0);
  const relativeResidence = page.getByLabel('In welchem Bundesland wohnt die Person, für die Sie prüfen?');
  await relativeResidence.selectOption({ label: 'Sachsen' });
  await expect(relativeResidence).not.toHaveAttribute('aria-invalid', 'true');
  const relativePayments = page.getByRole('group', {
    name: 'Hat die Person, für die Sie prüfen, bereits Geld gezahlt?',
  });
  const transfer = relativePayments.getByRole('checkbox', { name: 'Ja, per Überweisung' });
  const card = relativePayments.getByRole('checkbox', { name: 'Ja, mit Kredit- oder Debitkarte' });
  const unknown = relativePayments.getByRole('checkbox', { name: 'Das weiß ich nicht' });
  await transfer.check();
  await card.check();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // "Das weiß ich nicht" stands alone, and ticking a way of paying clears it again.
  await unknown.check();
  await expect(transfer).not.toBeChecked();
  await expect(card).not.toBeChecked();
  await transfer.check();
  await expect(unknown).not.toBeChecked();
  await card.check();
  await next(page);
  await expect(page.getByRole('region', { name: 'Rechtliches' })).toBeVisible();
  await next(page);

  // The summary's block "Details" shows the three answers and the texts.
  await expect(page.getByRole('heading', { name: 'Zahlung' })).toBeVisible();
  const details = page.getByRole('heading', { name: 'Details', exact: true }).locator('xpath=ancestor::section[1]');
  await expect(details.getByRole('term')).toHaveText([
    'Geprüft für',
    'Bundesland',
    'Bereits gezahlt',
    'Verdachtsgrund',
    'Chatverlauf',
  ]);
  await expect(details.getByRole('definition')).toHaveText([
    'Für eine Angehörige oder einen Angehörigen',
    'Sachsen',
    'Ja, per Überweisung; Ja, mit Kredit- oder Debitkarte',
    'Er will kein Videotelefonat.',
    '41 Zeichen',
  ]);
  expect(
    await page.evaluate(() => JSON.parse(sessionStorage.getItem('echtcheck-checkout') ?? '{}').additional),
  ).toEqual({
    orderedFor: 'relative',
    residence: 'SN',
    payments: ['transfer', 'card'],
    chatContent: '„Schatz, ich brauche 800 € für den Zoll.“',
    suspicionReason: 'Er will kein Videotelefonat.',
  });
});

for (const withFiles of [false, true]) {
  test(`changed contact data after an order was sent continues as a new booking (${withFiles ? 'with' : 'without'} files)`, async ({
    page,
    request,
    browserErrors,
  }) => {
    // The first try answers 409 on purpose.
    browserErrors.allowFailedResponse(409, '/api/checkout');
    // An order already sent with the first address, its files attached.
    const order = validOrder({ customer: { ...validOrder().customer, email: 'vorher.e2e@example.de' } });
    const documents = [];
    if (withFiles) {
      const uploaded = await request.post('/api/uploads', {
        headers: { 'x-checkout-id': order.checkoutId, 'x-file-name': 'profilbild.png' },
        data: await fixture('profilbild.png'),
      });
      expect(uploaded.status()).toBe(201);
      documents.push(await uploaded.json());
    }
    const placed = await request.post('/api/checkout', {
      data: { ...order, documentIds: documents.map((document) => document.id) },
    });
    expect(placed.status()).toBe(200);

    // Back in the checkout (same draft), the customer changes the e-mail address and orders again.
    await page.goto('/checkout?service=dating-app-schutz');
    await expect(page.locator('[data-restored]')).toBeVisible();
    const { service: _service, documentIds: _documentIds, ...fields } = order;
    const draft = { ...fields, step: 6, customer: { ...order.customer, email: 'nachher.e2e@example.de' }, documents };
    await page.evaluate((value) => sessionStorage.setItem('echtcheck-checkout', JSON.stringify(value)), draft);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Zahlung' })).toBeVisible();
    await expect(page.getByText('nachher.e2e@example.de')).toBeVisible();
    await page.getByTestId('order-button').click();

    await expect(page.getByText('Kontaktdaten geändert')).toBeVisible();
    const storedId = () =>
      page.evaluate(() => JSON.parse(sessionStorage.getItem('echtcheck-checkout') ?? '{}').checkoutId as string);
    await expect.poll(storedId).not.toBe(order.checkoutId);
    const newId = await storedId();
    if (withFiles) {
      await expect(page.getByText('Bitte laden Sie Ihre Dateien in Schritt 3 erneut hoch')).toBeVisible();
      // The files stay with the first order: step 3 again, empty, its heading focused.
      await expect(page.getByRole('heading', { name: 'Dateien' })).toBeFocused();
      await expect(page.getByText('profilbild.png')).toHaveCount(0);
      await next(page);
      await next(page);
      await next(page);
      await expect(page.getByRole('heading', { name: 'Zahlung' })).toBeVisible();
      await expect(page.getByText('Keine Dateien hochgeladen.')).toBeVisible();
    } else {
      await expect(page.getByText('Mit Ihren geänderten Angaben geht es als neue Buchung weiter')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Zahlung' })).toBeVisible();
    }
    const button = page.getByTestId('order-button');
    await expect(button).toHaveText('Jetzt zahlungspflichtig bestellen');
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page).toHaveURL(/\/zahlung\/test\/sim_cs_/);

    // On PostgreSQL (CI): the first order keeps its address, the new one has the changed address.
    const rows = await query<{ id: string; email: string }>(
      'select c.id, k.email from cases c join clients k on k.id = c.client_id where c.id = any($1) order by k.email',
      [[order.checkoutId, newId]],
    );
    if (rows) {
      expect(rows).toEqual([
        { id: newId, email: 'nachher.e2e@example.de' },
        { id: order.checkoutId, email: 'vorher.e2e@example.de' },
      ]);
    }
  });
}
