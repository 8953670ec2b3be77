// ---------------------------------------------------------------------------------------------
// A delayed payment (SEPA Direct Debit, decision record 025): the customer's mail while the bank
// decides, and the mails when the bank returned the debit (the order is open again).
// ---------------------------------------------------------------------------------------------

import type { ProviderInfo } from '../../../content/types.ts';
import { formatDateTime, formatEuro } from '../../../lib/format.ts';
import type { Block } from '../blocks.server.ts';
import { type RenderedMail, render } from '../blocks.server.ts';
import { oneLine } from '../format.server.ts';
import { dashboardUrl, mailto, supportBlocks, trimUrl } from '../parts.server.ts';

export interface PaymentReviewMailInput {
  reference: string;
  caseId: string;
  serviceName: string;
  customerName: string;
  amountCents: number;
  /** When the customer gave the mandate (the pending event), or when the bank returned the debit. */
  at: Date;
  /** The customer's status page, where the state is shown and a returned debit can be paid again. */
  statusUrl: string | null;
}

/** To the customer: the order is in, the SEPA mandate given; work starts once the bank confirms. */
export function paymentReviewMail(
  input: PaymentReviewMailInput,
  provider: ProviderInfo,
  siteUrl: string,
): RenderedMail {
  const site = trimUrl(siteUrl);
  const subject = oneLine(`Ihre Zahlung ist in Prüfung: Auftrag ${input.reference}`);
  const blocks: Block[] = [
    { kind: 'h1', text: 'Ihre Zahlung ist in Prüfung' },
    { kind: 'p', text: `Guten Tag ${input.customerName},` },
    {
      kind: 'p',
      text: `vielen Dank für Ihren Auftrag ${input.reference} (${input.serviceName}). Ihre Bestellung ist bei uns eingegangen, und Sie haben uns ein SEPA-Lastschriftmandat über ${formatEuro(input.amountCents)} erteilt.`,
    },
    {
      kind: 'p',
      text: 'Eine Lastschrift bestätigt Ihre Bank nicht sofort, sondern in der Regel innerhalb weniger Bankarbeitstage. Sobald die Zahlung bestätigt ist, beginnt unser Team mit der Prüfung, und Sie erhalten Ihre Auftragsbestätigung mit Rechnung. Das Ergebnis folgt dann in der Regel innerhalb von 24 bis 48 Stunden.',
    },
    {
      kind: 'facts',
      rows: [
        ['Auftragsnummer', input.reference],
        ['Leistung', input.serviceName],
        ['Betrag', formatEuro(input.amountCents)],
        ['Zahlungsart', 'SEPA-Lastschrift'],
        ['Mandat erteilt am', formatDateTime(input.at)],
        ['Status', 'Zahlung in Prüfung'],
      ],
    },
    {
      kind: 'p',
      text: 'Sie müssen nichts weiter tun. Falls Ihre Bank die Lastschrift nicht einlöst, schreiben wir Ihnen und Sie können auf anderem Weg bezahlen.',
    },
    ...(input.statusUrl
      ? ([
          {
            kind: 'p',
            text: 'Den aktuellen Stand sehen Sie jederzeit auf Ihrer persönlichen Statusseite. Der Link ist nur für Sie bestimmt: Bitte geben Sie ihn nicht weiter.',
          },
          { kind: 'button', href: input.statusUrl, label: 'Auftragsstatus ansehen' },
        ] satisfies Block[])
      : []),
    ...supportBlocks(provider, input.reference),
  ];
  return render(subject, blocks, site, provider, `Zahlung in Prüfung: Auftrag ${input.reference}`);
}

/** To the customer: the bank returned the debit; nothing was charged, the order is kept, pay another way. */
export function debitReturnedMail(
  input: PaymentReviewMailInput,
  provider: ProviderInfo,
  siteUrl: string,
): RenderedMail {
  const site = trimUrl(siteUrl);
  const subject = oneLine(`Ihre Lastschrift wurde nicht eingelöst: Auftrag ${input.reference}`);
  const blocks: Block[] = [
    { kind: 'h1', text: 'Ihre Lastschrift wurde nicht eingelöst' },
    { kind: 'p', text: `Guten Tag ${input.customerName},` },
    {
      kind: 'p',
      text: `Ihre Bank hat die SEPA-Lastschrift über ${formatEuro(input.amountCents)} für Ihren Auftrag ${input.reference} (${input.serviceName}) nicht eingelöst. Es wurde nichts abgebucht; ein bereits gebuchter Betrag geht über Ihre Bank an Sie zurück. Gründe nennt uns die Bank nicht, häufig sind es eine fehlende Deckung, eine falsche IBAN oder ein Widerspruch gegen die Lastschrift.`,
    },
    {
      kind: 'p',
      text: 'Ihr Auftrag bleibt mit allen Angaben erhalten, die Prüfung hat aber noch nicht begonnen. Sie können ihn jetzt auf anderem Weg bezahlen, etwa per Karte oder PayPal. Von uns fallen dafür keine Gebühren an.',
    },
    ...(input.statusUrl
      ? ([{ kind: 'button', href: input.statusUrl, label: 'Jetzt erneut bezahlen' }] satisfies Block[])
      : [
          {
            kind: 'p',
            text: [
              'Bitte schreiben Sie uns an ',
              mailto(provider.email),
              ', dann senden wir Ihnen einen Zahlungslink.',
            ],
          } satisfies Block,
        ]),
    {
      kind: 'p',
      text: 'Bleibt der Auftrag unbezahlt, löschen wir ihn 30 Tage nach Ihrer Bestellung mit allen Angaben und Dateien.',
    },
    ...supportBlocks(provider, input.reference),
  ];
  return render(subject, blocks, site, provider, `Lastschrift nicht eingelöst: Auftrag ${input.reference}`);
}

/** To staff: a debit was returned, the case is open again (no case content, a link to the case). */
export function debitReturnedStaffMail(input: PaymentReviewMailInput, siteUrl: string): RenderedMail {
  const site = trimUrl(siteUrl);
  const link = dashboardUrl(site, input.caseId);
  const subject = oneLine(`Lastschrift zurückgegeben: ${input.reference}`);
  const blocks: Block[] = [
    { kind: 'h1', text: `Lastschrift zurückgegeben: ${input.reference}` },
    {
      kind: 'p',
      text: `Die Bank hat die SEPA-Lastschrift für diesen Auftrag am ${formatDateTime(input.at)} nicht eingelöst. Der Fall steht wieder auf „Zahlung offen“; die Kundin oder der Kunde hat eine E-Mail mit einem Link zum erneuten Bezahlen erhalten. Bitte nicht mit der Prüfung beginnen.`,
    },
    { kind: 'button', href: link, label: 'Fall im Dashboard öffnen' },
    {
      kind: 'facts',
      rows: [
        ['Auftragsnummer', input.reference],
        ['Fall-ID', input.caseId],
        ['Leistung', input.serviceName],
        ['Betrag', formatEuro(input.amountCents)],
      ],
    },
    {
      kind: 'p',
      text: 'Diese E-Mail enthält bewusst keine Falldaten: Sie bleibt in Postfächern, die unsere Löschung nach 30 Tagen nicht erreicht.',
    },
  ];
  return render(subject, blocks, site, null);
}
