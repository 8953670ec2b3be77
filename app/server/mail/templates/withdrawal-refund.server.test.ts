// The withdrawal and refund mails (withdrawal*.server.ts, refund.server.ts): content, dates, the
// customer's text escaped, the staff copy. The other templates: ../templates.server.test.ts.
import { describe, expect, it } from 'vitest';
import { testInvoice } from '#tests/support/invoice.ts';
import { testProvider } from '#tests/support/provider.ts';
import { testWithdrawal as withdrawal } from '#tests/support/withdrawal.ts';
import type { RefundMailInput } from '../templates.server.ts';
import { refundMail, withdrawalConfirmationMail, withdrawalStaffMail } from '../templates.server.ts';

const SITE = 'https://echtcheck.de';

const provider = testProvider;

// 21.11.2026 is in CET (UTC+1): 13:05 UTC is 14:05 Uhr in Berlin.
const _paidAt = new Date('2026-11-21T13:05:00Z');

const _invoice = testInvoice;

describe('withdrawal mails', () => {
  it('confirms receipt with content, date and time', () => {
    const mail = withdrawalConfirmationMail(withdrawal, provider);
    expect(mail.subject).toBe('Eingangsbestätigung Ihres Widerrufs – Auftragsnummer 3F2A9C1B');
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('21.11.2026, 14:05 Uhr');
      expect(body).toContain('„Jürgen Weiß“');
      expect(body).toContain('3F2A9C1B');
      expect(body).toContain('juergen.weiss@example.de');
      expect(body).toContain('§ 357a Abs. 2 BGB');
      expect(body).toContain('kontakt@echtcheck.de');
    }
    // Never the full case id; a withdrawal is a declaration: no "ignore this mail".
    expect(mail.text).not.toContain(withdrawal.caseId);
    expect(mail.text).not.toMatch(/ignorieren/i);
    expect(mail.text).toContain('Sie haben diesen Widerruf nicht abgegeben?');
  });

  it('escapes form input and keeps the subject on one line', () => {
    const mail = withdrawalConfirmationMail(
      { ...withdrawal, name: '<script>x</script>', orderReference: 'AB\r\nBcc: x@y.z' },
      provider,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('never puts the typed name into our own sentences, only quoted and labelled', () => {
    const bait = 'Ihre Erstattung wartet: https://example.net/erstattung';
    const mail = withdrawalConfirmationMail({ ...withdrawal, name: bait }, provider);
    expect(mail.text).toContain('Guten Tag,');
    expect(mail.text).not.toContain(`Guten Tag ${bait}`);
    // Exactly one occurrence, inside the quotation marks of the "Angegebener Name" entry.
    expect(mail.text.split(bait)).toHaveLength(2);
    expect(mail.text).toContain(`„${bait}“`);
    expect(mail.html.split(bait)).toHaveLength(2);
  });

  it('tells staff when the customer confirmation comes with the digest', () => {
    const mail = withdrawalStaffMail(
      { ...withdrawal, confirmationMailed: false, digestAt: new Date('2026-11-21T14:05:00Z') },
      SITE,
    );
    expect(mail.text).toContain('Versand kurz nach 21.11.2026, 15:05 Uhr (Limit je Adresse erreicht)');
    expect(withdrawalStaffMail(withdrawal, SITE).text).toContain('Eingangsbestätigung');
  });

  it('tells staff about the matching case with a dashboard link', () => {
    const mail = withdrawalStaffMail(withdrawal, SITE);
    expect(mail.subject).toBe('Widerruf eingegangen: 3F2A9C1B');
    expect(mail.text).toContain('21.11.2026, 14:05 Uhr');
    expect(mail.text).toContain(`${SITE}/conan/faelle/${withdrawal.caseId}`);
    expect(mail.html).toContain(`${SITE}/conan/faelle/${withdrawal.caseId}`);
  });

  it('asks staff to check by hand when no case matched', () => {
    const mail = withdrawalStaffMail({ ...withdrawal, caseId: null }, SITE);
    expect(mail.text).toContain('kein passender Fall gefunden – bitte manuell prüfen');
    expect(mail.html).not.toContain('/conan/dashboard');
  });
});

describe('refundMail', () => {
  const input = {
    reference: '3F2A9C1B',
    serviceName: 'Dating-App-Check',
    customerName: 'Erika Mustermann',
    amountCents: 1950,
    paidCents: 3900,
    partial: true,
    reason: 'Zwei von vier Quellen geprüft. <script>alert(1)</script>',
    refundedAt: new Date('2026-11-24T10:00:00Z'),
    withdrawnAt: new Date('2026-11-23T09:00:00Z'),
    cancellationNumber: 'ST-2026-000001',
    invoiceNumber: 'EC-2026-000123',
    invoiceDate: new Date('2026-11-21T10:00:00Z'),
    statusUrl: 'https://echtcheck.de/auftrag/abc',
    paymentMethod: null,
  } satisfies RefundMailInput;

  it('names the amount, the date, the cancellation invoice and the invoice it corrects', () => {
    const mail = refundMail(input, provider, 'https://echtcheck.de');
    expect(mail.subject).toBe('Ihre Erstattung zu Auftrag 3F2A9C1B');
    expect(mail.text).toContain('19,50 €');
    expect(mail.text).toContain('39,00 €');
    expect(mail.text).toContain('24.11.2026');
    expect(mail.text).toContain('ST-2026-000001');
    expect(mail.text).toContain('EC-2026-000123 vom 21.11.2026');
    expect(mail.text).toContain('§ 357a Abs. 2 BGB');
    expect(mail.text).toContain('Zwei von vier Quellen geprüft.');
    // The reason is staff's text: quoted and escaped, never markup.
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('https://echtcheck.de/auftrag/abc');
  });

  it('a full refund says so and shows no reason', () => {
    const mail = refundMail(
      { ...input, amountCents: 3900, partial: false, reason: null, statusUrl: null },
      provider,
      'https://echtcheck.de',
    );
    expect(mail.text).toContain('den vollen Betrag');
    expect(mail.text).not.toContain('Begründung');
    expect(mail.text).not.toContain('§ 357a');
  });

  it('names where the money goes back by the way the customer paid; unknown: the means of payment used', () => {
    const text = (paymentMethod: RefundMailInput['paymentMethod']) =>
      refundMail({ ...input, paymentMethod }, provider, 'https://echtcheck.de').text;
    expect(text(null)).toContain('Das Geld geht auf das Zahlungsmittel zurück, mit dem Sie bezahlt haben');
    expect(text('paypal')).toContain('Das Geld geht auf Ihr PayPal-Konto zurück');
    expect(text('google_pay')).toContain('auf die Karte zurück, mit der Sie über Google Pay bezahlt haben');
    expect(text('klarna')).toContain('Die Erstattung geht an Klarna');
    expect(text('sepa_debit')).toContain('auf das Bankkonto zurück, von dem wir die Lastschrift eingezogen haben');
    expect(text('paypal')).not.toContain('Zahlungsmittel');
  });
});
