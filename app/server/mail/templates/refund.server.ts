// ---------------------------------------------------------------------------------------------
// Customer: the refund after a withdrawal, with the cancellation invoice attached (app/server/refunds/)
// ---------------------------------------------------------------------------------------------

import type { ProviderInfo } from '../../../content/types.ts';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import type { PaidWith } from '../../../lib/payment-methods.ts';
import type { Block } from '../blocks.server.ts';
import { type RenderedMail, render } from '../blocks.server.ts';
import { oneLine } from '../format.server.ts';
import { dashboardUrl, mailto, supportBlocks, trimUrl } from '../parts.server.ts';

export interface RefundMailInput {
  reference: string;
  serviceName: string;
  customerName: string;
  /** What this refund pays back, and what the order cost. */
  amountCents: number;
  paidCents: number;
  /** A partial refund: work had begun, the customer owes its value (§ 357a Abs. 2 BGB). */
  partial: boolean;
  /** Staff's reason for a partial refund (plain text). */
  reason: string | null;
  refundedAt: Date;
  withdrawnAt: Date | null;
  /** Staff declined the order (app/server/decline/): the refund is ours, not the customer's withdrawal. */
  declinedAt?: Date | null;
  cancellationNumber: string;
  invoiceNumber: string;
  invoiceDate: Date;
  /** The customer's status page, when the case has one. */
  statusUrl: string | null;
  /** How the customer paid (invoices.payment_method); null when unknown: the mail names no method. */
  paymentMethod: PaidWith | null;
}

/** Where the money goes back, and when the customer sees it, by the way they paid. */
export function refundDestinationText(method: PaidWith | null): string {
  switch (method) {
    case 'card':
      return 'Das Geld geht auf die Karte zurück, mit der Sie bezahlt haben; Kosten entstehen Ihnen dafür nicht. Je nach Bank oder Kartenanbieter sehen Sie die Gutschrift nach wenigen Tagen auf Ihrem Konto.';
    case 'apple_pay':
    case 'google_pay':
      return `Das Geld geht auf die Karte zurück, mit der Sie über ${method === 'apple_pay' ? 'Apple Pay' : 'Google Pay'} bezahlt haben; Kosten entstehen Ihnen dafür nicht. Je nach Bank oder Kartenanbieter sehen Sie die Gutschrift nach wenigen Tagen auf Ihrem Konto.`;
    case 'paypal':
      return 'Das Geld geht auf Ihr PayPal-Konto zurück; Kosten entstehen Ihnen dafür nicht. PayPal schreibt es Ihnen in der Regel innerhalb weniger Tage gut.';
    case 'klarna':
      return 'Die Erstattung geht an Klarna; Kosten entstehen Ihnen dafür nicht. Klarna schreibt Ihnen den Betrag gut oder verringert Ihre offene Zahlung bei Klarna entsprechend und informiert Sie darüber.';
    case 'sepa_debit':
      return 'Das Geld geht auf das Bankkonto zurück, von dem wir die Lastschrift eingezogen haben; Kosten entstehen Ihnen dafür nicht. Die Gutschrift sehen Sie in der Regel nach wenigen Bankarbeitstagen.';
    default:
      return 'Das Geld geht auf das Zahlungsmittel zurück, mit dem Sie bezahlt haben; Kosten entstehen Ihnen dafür nicht. Je nach Bank oder Kartenanbieter sehen Sie die Gutschrift nach wenigen Tagen auf Ihrem Konto.';
  }
}

/** The refund confirmation: amount, date, the means it goes back to, the cancellation invoice (attached). */
export function refundMail(input: RefundMailInput, provider: ProviderInfo, siteUrl: string): RenderedMail {
  const site = trimUrl(siteUrl);
  const subject = oneLine(`Ihre Erstattung zu Auftrag ${input.reference}`);
  const blocks: Block[] = [
    { kind: 'h1', text: 'Wir haben Ihnen Geld erstattet' },
    { kind: 'p', text: `Guten Tag ${input.customerName},` },
    {
      kind: 'p',
      text: input.declinedAt
        ? `wie angekündigt haben wir Ihnen nach der Ablehnung Ihres Auftrags ${input.reference} (${input.serviceName}) am ${formatDate(input.refundedAt)} den vollen Betrag Ihrer Zahlung erstattet.`
        : input.partial
          ? `nach Ihrem Widerruf haben wir Ihnen am ${formatDate(input.refundedAt)} ${formatEuro(input.amountCents)} Ihrer Zahlung für den Auftrag ${input.reference} (${input.serviceName}) erstattet. Weil wir auf Ihren ausdrücklichen Wunsch vor Ablauf der Widerrufsfrist mit der Prüfung begonnen hatten, behalten wir den Anteil für die bis zu Ihrem Widerruf erbrachte Leistung ein (§ 357a Abs. 2 BGB).`
          : `nach Ihrem Widerruf haben wir Ihnen am ${formatDate(input.refundedAt)} den vollen Betrag Ihrer Zahlung für den Auftrag ${input.reference} (${input.serviceName}) erstattet.`,
    },
    {
      kind: 'facts',
      rows: [
        ['Erstattet', formatEuro(input.amountCents)],
        ['Bezahlt', formatEuro(input.paidCents)],
        ['Erstattet am', formatDate(input.refundedAt)],
        ...(input.withdrawnAt ? [['Widerruf eingegangen', formatDate(input.withdrawnAt)] as [string, string]] : []),
        ...(input.declinedAt ? [['Auftrag abgelehnt am', formatDate(input.declinedAt)] as [string, string]] : []),
        ['Stornorechnung', input.cancellationNumber],
        ['Zur Rechnung', `${input.invoiceNumber} vom ${formatDate(input.invoiceDate)}`],
      ],
    },
    ...(input.partial && input.reason
      ? ([
          { kind: 'h2', text: 'Begründung des einbehaltenen Anteils' },
          { kind: 'quote', text: input.reason },
        ] satisfies Block[])
      : []),
    {
      kind: 'p',
      text: refundDestinationText(input.paymentMethod),
    },
    {
      kind: 'p',
      text: `Die Stornorechnung ${input.cancellationNumber} liegt dieser E-Mail als PDF bei. Bitte bewahren Sie sie zusammen mit Ihrer Rechnung auf.`,
    },
    ...(input.statusUrl
      ? ([{ kind: 'button', href: input.statusUrl, label: 'Auftrag und Erstattung ansehen' }] satisfies Block[])
      : []),
    ...supportBlocks(provider, input.reference),
  ];
  return render(subject, blocks, site, provider, `Erstattung zu Auftrag ${input.reference}`);
}

/** What the mails about a refund that the provider returned after accepting it show. */
export interface RefundReturnedInput {
  reference: string;
  caseId: string;
  customerName: string;
  amountCents: number;
  /** The provider's reason, e.g. Stripe's expired_or_canceled_card (for staff only). */
  failureReason: string | null;
  cancellationNumber: string | null;
  statusUrl: string | null;
}

/**
 * To the customer: the refund announced earlier did not reach the means of payment; we pay it
 * another way and ask for the account it should go to. The cancellation invoice stays valid.
 */
export function refundReturnedMail(input: RefundReturnedInput, provider: ProviderInfo, siteUrl: string): RenderedMail {
  const site = trimUrl(siteUrl);
  const subject = oneLine(`Ihre Erstattung zu Auftrag ${input.reference}: bitte nennen Sie uns Ihr Konto`);
  const blocks: Block[] = [
    { kind: 'h1', text: 'Ihre Erstattung kam nicht an' },
    { kind: 'p', text: `Guten Tag ${input.customerName},` },
    {
      kind: 'p',
      text: `die Erstattung von ${formatEuro(input.amountCents)} zu Ihrem Auftrag ${input.reference} konnte unser Zahlungsdienstleister nicht auf das Zahlungsmittel buchen, mit dem Sie bezahlt haben, zum Beispiel weil die Karte nicht mehr gültig ist. Das Geld ist nicht verloren: Es liegt wieder bei uns, und wir überweisen es Ihnen auf anderem Weg.`,
    },
    {
      kind: 'p',
      text: [
        'Bitte antworten Sie auf diese E-Mail oder schreiben Sie an ',
        mailto(provider.email),
        ` und nennen Sie uns Kontoinhaber und IBAN, auf die wir den Betrag überweisen sollen. Kosten entstehen Ihnen dafür nicht.${input.cancellationNumber ? ` Die Stornorechnung ${input.cancellationNumber} bleibt gültig.` : ''}`,
      ],
    },
    ...(input.statusUrl
      ? ([{ kind: 'button', href: input.statusUrl, label: 'Auftrag und Erstattung ansehen' }] satisfies Block[])
      : []),
    ...supportBlocks(provider, input.reference),
  ];
  return render(subject, blocks, site, provider, `Erstattung zu Auftrag ${input.reference}`);
}

/** To staff: the provider returned a refund it had accepted; the money must go back another way. */
export function refundReturnedStaffMail(input: RefundReturnedInput, siteUrl: string): RenderedMail {
  const site = trimUrl(siteUrl);
  const link = dashboardUrl(site, input.caseId);
  const subject = oneLine(`Erstattung zurückgewiesen: ${input.reference}`);
  const blocks: Block[] = [
    { kind: 'h1', text: `Erstattung zurückgewiesen: ${input.reference}` },
    {
      kind: 'p',
      text: `Der Zahlungsdienstleister hat eine bereits angenommene Erstattung über ${formatEuro(input.amountCents)} nicht ausführen können. Der Kunde hat eine E-Mail erhalten und wird gebeten, ein Konto zu nennen.`,
    },
    { kind: 'button', href: link, label: 'Fall im Dashboard öffnen' },
    {
      kind: 'facts',
      rows: [
        ['Auftragsnummer', input.reference],
        ['Betrag', formatEuro(input.amountCents)],
        ['Grund laut Zahlungsdienstleister', input.failureReason ?? 'nicht angegeben'],
      ],
    },
    { kind: 'h2', text: 'Zu erledigen' },
    {
      kind: 'list',
      items: [
        'Den Betrag innerhalb der Frist von 14 Tagen nach dem Widerruf auf das Konto überweisen, das der Kunde nennt (§ 357 Abs. 1 BGB).',
        'Die Überweisung im Fall als Notiz festhalten. Eine neue Stornorechnung ist nicht nötig: Die bestehende bleibt gültig.',
      ],
    },
  ];
  return render(subject, blocks, site, null);
}
