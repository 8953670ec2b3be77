// ---------------------------------------------------------------------------------------------
// Customer: staff declined the order (app/server/decline/, issue 37 point 2)
// ---------------------------------------------------------------------------------------------
// Polite and plain: the order is declined, why in one neutral sentence (app/lib/decline-reasons.ts;
// the staff's own note never goes out), the full price comes back with a cancellation invoice (or,
// for an order paid with a guarantee voucher, the voucher is valid again), no report is made, and
// the uploads are deleted like any closed case's.

import type { ProviderInfo } from '../../../content/types.ts';
import { type DeclineReason, declineCustomerTexts } from '../../../lib/decline-reasons.ts';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import type { Block } from '../blocks.server.ts';
import { type RenderedMail, render } from '../blocks.server.ts';
import { oneLine } from '../format.server.ts';
import { supportBlocks, trimUrl } from '../parts.server.ts';

export interface DeclineMailInput {
  reference: string;
  serviceName: string;
  customerName: string;
  reason: DeclineReason;
  declinedAt: Date;
  /** What goes back (the invoice's gross amount); 0 for an order paid with a guarantee voucher. */
  refundCents: number;
  /** The guarantee voucher that paid for the order, valid again (its code as shown, and until when). */
  voucher: { code: string; expiresAt: Date } | null;
  /** Days after which the case's data is deleted (RETENTION_DAYS). */
  deletionDays: number;
  statusUrl: string | null;
}

export function declineMail(input: DeclineMailInput, provider: ProviderInfo, siteUrl: string): RenderedMail {
  const site = trimUrl(siteUrl);
  const subject = oneLine(`Ihr Auftrag ${input.reference} wurde abgelehnt – Sie erhalten Ihr Geld zurück`);
  const money: Block[] =
    input.refundCents > 0
      ? [
          {
            kind: 'p',
            text: `Den vollen Betrag von ${formatEuro(input.refundCents)} erstatten wir Ihnen auf das Zahlungsmittel, mit dem Sie bezahlt haben; Kosten entstehen Ihnen dafür nicht. Sobald die Erstattung gebucht ist, erhalten Sie eine weitere E-Mail mit der Stornorechnung.`,
          },
        ]
      : input.voucher
        ? [
            {
              kind: 'p',
              text: `Sie hatten diesen Auftrag mit Ihrem Gutschein ${input.voucher.code} bezahlt. Der Gutschein ist wieder gültig, bis ${formatDate(input.voucher.expiresAt)}; Sie können ihn für eine andere Prüfung einlösen.`,
            },
          ]
        : [];
  const blocks: Block[] = [
    { kind: 'h1', text: 'Wir können Ihren Auftrag nicht übernehmen' },
    { kind: 'p', text: `Guten Tag ${input.customerName},` },
    {
      kind: 'p',
      text: `vielen Dank für Ihr Vertrauen. Wir haben Ihren Auftrag ${input.reference} (${input.serviceName}) am ${formatDate(input.declinedAt)} abgelehnt. ${declineCustomerTexts[input.reason]}`,
    },
    ...money,
    {
      kind: 'facts',
      rows: [
        ['Auftragsnummer', input.reference],
        ['Abgelehnt am', formatDate(input.declinedAt)],
        ...(input.refundCents > 0 ? [['Erstattung', formatEuro(input.refundCents)] as [string, string]] : []),
      ],
    },
    { kind: 'h2', text: 'Was mit Ihren Angaben geschieht' },
    {
      kind: 'p',
      text: `Einen Ergebnisbericht erstellen wir nicht. Ihre Angaben zur Person und Ihre hochgeladenen Dateien löschen wir ${input.deletionDays} Tage nach der Ablehnung; Rechnung und Stornorechnung bewahren wir auf, solange das Steuerrecht es verlangt.`,
    },
    ...(input.statusUrl
      ? ([{ kind: 'button', href: input.statusUrl, label: 'Auftrag und Erstattung ansehen' }] satisfies Block[])
      : []),
    ...supportBlocks(provider, input.reference),
  ];
  return render(subject, blocks, site, provider, `Ihr Auftrag ${input.reference} wurde abgelehnt`);
}
