// ---------------------------------------------------------------------------------------------
// Staff: new paid case
// ---------------------------------------------------------------------------------------------

// This mail stays in the team's mailboxes, where the retention job's deletion does not reach
// (issue 27 point 7). So it carries no case content: no customer, no person checked, no suspicion,
// description, chat, files or consents. It names the order and links to the case in the staff area,
// where the data lives and is deleted after 30 days.
import { formatDateTime, formatEuro } from '../../../lib/format.ts';
import type { OrderSummary } from '../../customer/order-summary.server.ts';
import type { Block } from '../blocks.server.ts';
import { type RenderedMail, render } from '../blocks.server.ts';
import { oneLine } from '../format.server.ts';
import { dashboardUrl, trimUrl } from '../parts.server.ts';

function staffBlocks(order: OrderSummary, siteUrl: string, test: boolean): Block[] {
  const link = dashboardUrl(siteUrl, order.caseId);
  return [
    { kind: 'h1', text: `Neuer bezahlter Fall ${order.reference}` },
    ...(test
      ? [
          {
            kind: 'p',
            text: 'Testversand: Diese Benachrichtigung wurde zu Testzwecken ausgelöst. Sie gehört zu einem Beispielfall mit erfundenen Daten.',
          } satisfies Block,
        ]
      : []),
    {
      kind: 'p',
      text: `${order.serviceName}, bezahlt am ${formatDateTime(order.paidAt)}. Der Fall wartet auf Bearbeitung (Ergebnis in der Regel innerhalb von 24 bis 48 Stunden, höchstens 72 Stunden).`,
    },
    { kind: 'button', href: link, label: 'Fall im Dashboard öffnen' },
    {
      kind: 'facts',
      rows: [
        ['Auftragsnummer', order.reference],
        ['Fall-ID', order.caseId],
        ['Leistung', order.serviceName],
        ['Betrag', formatEuro(order.amountCents)],
        ['Bezahlt am', formatDateTime(order.paidAt)],
      ],
    },
    {
      kind: 'p',
      text: 'Angaben zur Kundin oder zum Kunden, zur zu prüfenden Person, den Verdacht, die Dateien und die Bestätigungen finden Sie nur im Dashboard. Diese E-Mail enthält bewusst keine Falldaten: Sie bleibt in Postfächern, die unsere Löschung nach 30 Tagen nicht erreicht.',
    },
    { kind: 'p', text: ['Fall im Dashboard: ', { href: link, label: link }] },
  ];
}

function staffSubject(order: OrderSummary): string {
  return oneLine(`Neuer bezahlter Fall ${order.reference}: ${order.serviceName}`);
}

/** Internal notification for a newly paid case: which order, and the link to it; no case content. */
export function staffNotificationMail(order: OrderSummary, siteUrl: string): RenderedMail {
  return render(staffSubject(order), staffBlocks(order, trimUrl(siteUrl), false), trimUrl(siteUrl), null);
}

/** The staff notification as a test send: "[Test] " subject prefix and a note in the body. */
export function testNotificationMail(order: OrderSummary, siteUrl: string): RenderedMail {
  return render(`[Test] ${staffSubject(order)}`, staffBlocks(order, trimUrl(siteUrl), true), trimUrl(siteUrl), null);
}
