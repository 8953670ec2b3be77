// ---------------------------------------------------------------------------------------------
// Staff: new paid case
// ---------------------------------------------------------------------------------------------

import { stripLinks } from '../../../lib/content-markup.ts';
import { formatDateTime, formatEuro, formatFileSize } from '../../../lib/format.ts';
import { formatVoucherCode } from '../../../lib/voucher-code.ts';
import type { OrderSummary } from '../../customer/order-summary.server.ts';
import type { Block } from '../blocks.server.ts';
import { type RenderedMail, render } from '../blocks.server.ts';
import { oneLine } from '../format.server.ts';
import {
  CONSENT_LABELS,
  dashboardUrl,
  fullName,
  mailto,
  orDash,
  platforms,
  trimUrl,
  webLink,
} from '../parts.server.ts';

function staffBlocks(order: OrderSummary, siteUrl: string, test: boolean): Block[] {
  const link = dashboardUrl(siteUrl, order.caseId);
  return [
    ...headlineBlocks(order, link, test),
    ...orderBlocks(order),
    ...statementBlocks(order),
    ...filesAndConsentsBlocks(order),
    { kind: 'p', text: ['Fall im Dashboard: ', { href: link, label: link }] },
  ];
}

/** The case in one line, the test-send note, and the button to the dashboard. */
function headlineBlocks(order: OrderSummary, link: string, test: boolean): Block[] {
  return [
    { kind: 'h1', text: `Neuer bezahlter Fall ${order.reference}` },
    ...(test
      ? [
          {
            kind: 'p',
            text: 'Testversand: Diese Benachrichtigung wurde zu Testzwecken ausgelöst. Sie zeigt einen Beispielfall mit erfundenen Daten.',
          } satisfies Block,
        ]
      : []),
    {
      kind: 'p',
      text: `${order.serviceName}, bezahlt am ${formatDateTime(order.paidAt)}. Der Fall wartet auf Bearbeitung (Ergebnis in der Regel innerhalb von 24 bis 48 Stunden, höchstens 72 Stunden).`,
    },
    { kind: 'button', href: link, label: 'Fall im Dashboard öffnen' },
  ];
}

/** The order, the customer and the person to check, as facts. */
function orderBlocks(order: OrderSummary): Block[] {
  const t = order.target;
  return [
    { kind: 'h2', text: 'Auftrag' },
    {
      kind: 'facts',
      rows: [
        ['Fall-ID', order.caseId],
        ['Auftragsnummer', order.reference],
        ['Leistung', order.serviceName],
        [
          'Betrag',
          order.voucherCode
            ? `${formatEuro(order.amountCents)} (Garantie-Gutschein ${formatVoucherCode(order.voucherCode)})`
            : formatEuro(order.amountCents),
        ],
        ['Bestellt am', formatDateTime(order.createdAt)],
        ['Bezahlt am', formatDateTime(order.paidAt)],
      ],
    },

    { kind: 'h2', text: 'Kunde' },
    {
      kind: 'facts',
      rows: [
        ['Name', fullName(order)],
        ['E-Mail', mailto(order.customer.email)],
        ['Telefon', orDash(order.customer.phone)],
      ],
    },

    { kind: 'h2', text: 'Zu prüfende Person' },
    {
      kind: 'facts',
      rows: [
        ['Name', orDash(t.name)],
        ['Benutzername', orDash(t.username)],
        ['E-Mail', orDash(t.email)],
        ['Telefon', orDash(t.phone)],
        ['Profil-Link', webLink(t.profileUrl)],
        ['Plattformen', platforms(order)],
      ],
    },
  ];
}

/** What the customer wrote: the legitimate interest, the reason for suspicion, the chat. */
function statementBlocks(order: OrderSummary): Block[] {
  return [
    { kind: 'h2', text: 'Berechtigtes Interesse' },
    {
      kind: 'list',
      items:
        order.legitimateInterest.purposes.length === 0 ? ['keine Zwecke angegeben'] : order.legitimateInterest.purposes,
    },
    { kind: 'quote', text: orDash(order.legitimateInterest.description) },

    { kind: 'h2', text: 'Verdachtsgrund' },
    { kind: 'quote', text: orDash(order.suspicionReason) },

    { kind: 'h2', text: 'Chatverlauf' },
    { kind: 'quote', text: orDash(order.chatContent, 'kein Chatverlauf angegeben') },
  ];
}

/** The uploaded files and the consents given, each with its date. */
function filesAndConsentsBlocks(order: OrderSummary): Block[] {
  return [
    { kind: 'h2', text: `Dateien (${order.documents.length})` },
    order.documents.length === 0
      ? { kind: 'p', text: 'keine Dateien hochgeladen' }
      : {
          kind: 'list',
          items: order.documents.map(
            (d) =>
              `${d.fileName} – ${d.fileType}, ${formatFileSize(d.fileSize)}, hochgeladen am ${formatDateTime(d.uploadedAt)}`,
          ),
        },

    { kind: 'h2', text: 'Bestätigungen' },
    {
      kind: 'list',
      items:
        order.consents.length === 0
          ? ['keine Bestätigungen gespeichert']
          : order.consents.map((c) => [
              `${CONSENT_LABELS[c.kind]}: ${formatDateTime(c.givenAt)} (Fassung ${c.version})`,
              `\n„${stripLinks(c.text)}“`,
            ]),
    },
  ];
}

function staffSubject(order: OrderSummary): string {
  return oneLine(`Neuer bezahlter Fall ${order.reference}: ${order.serviceName}`);
}

/** Internal notification for a newly paid case, with every detail the team needs to start. */
export function staffNotificationMail(order: OrderSummary, siteUrl: string): RenderedMail {
  return render(staffSubject(order), staffBlocks(order, trimUrl(siteUrl), false), trimUrl(siteUrl), null);
}

/** The staff notification as a test send: "[Test] " subject prefix and a note in the body. */
export function testNotificationMail(order: OrderSummary, siteUrl: string): RenderedMail {
  return render(`[Test] ${staffSubject(order)}`, staffBlocks(order, trimUrl(siteUrl), true), trimUrl(siteUrl), null);
}
