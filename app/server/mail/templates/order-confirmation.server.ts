// ---------------------------------------------------------------------------------------------
// Customer: order confirmation (§ 312f BGB)
// ---------------------------------------------------------------------------------------------

import { imageSearchText, widerrufPage } from '../../../content/legal.ts';
import { retentionText } from '../../../content/retention.ts';
import type { ProviderInfo } from '../../../content/types.ts';
import { formatDateTime, formatEuro } from '../../../lib/format.ts';
import { paidWithText } from '../../../lib/payment-methods.ts';
import { formatVoucherCode } from '../../../lib/voucher-code.ts';
import { type OrderSummary, statusPageUrl } from '../../customer/order-summary.server.ts';
import type { InvoiceData } from '../../invoices/invoice-pdf.server.ts';
import type { Block } from '../blocks.server.ts';
import { type Inline, type RenderedMail, render } from '../blocks.server.ts';
import { oneLine } from '../format.server.ts';
import {
  consentItems,
  fullName,
  legalPageBlocks,
  mailto,
  orDash,
  platforms,
  supportBlocks,
  trimUrl,
} from '../parts.server.ts';

/**
 * Contract confirmation on a durable medium, sent right after payment and before work starts
 * (§ 312f BGB): contract content, the customer's confirmations, invoice and terms as attachments
 * (added by the sender), the link to the status page, and the full Widerrufsbelehrung with the
 * Muster-Widerrufsformular. An order paid with a guarantee voucher costs nothing and has no invoice
 * (`invoice` null).
 */
export function orderConfirmationMail(
  order: OrderSummary,
  invoice: InvoiceData | null,
  provider: ProviderInfo,
  siteUrl: string,
): RenderedMail {
  const site = trimUrl(siteUrl);
  const subject = oneLine(`Ihre Buchung bei Echtcheck – Auftragsnummer ${order.reference}`);
  const blocks: Block[] = [
    ...welcomeBlocks(order),
    // Right after the thanks: on a phone the status page's button was ~1,450 px down, below the
    // contract's table.
    ...statusPageBlocks(order, site),
    ...contractBlocks(order, invoice, provider),
    ...checkedPersonBlocks(order, provider),
    ...confirmationBlocks(order),
    ...attachmentBlocks(invoice, provider, site),
    ...withdrawalBlocks(order, provider, site),
    ...supportBlocks(provider, order.reference),
  ];
  return render(subject, blocks, site, provider, `Ihre Buchung bei Echtcheck – ${order.reference}`);
}

/** Thanks, the contract concluded (paid, or a voucher redeemed), and what happens next. */
function welcomeBlocks(order: OrderSummary): Block[] {
  return [
    { kind: 'h1', text: 'Vielen Dank für Ihre Buchung' },
    { kind: 'p', text: `Guten Tag ${fullName(order)},` },
    {
      kind: 'p',
      text: order.voucherCode
        ? `wir haben Ihren Gutscheincode ${formatVoucherCode(order.voucherCode)} eingelöst; diese Prüfung ist für Sie kostenlos. Damit ist Ihr Auftrag verbindlich zustande gekommen. Mit dieser E-Mail bestätigen wir Ihnen den Vertrag; unsere Spezialistinnen und Spezialisten beginnen jetzt mit der Prüfung.`
        : `wir haben Ihre Zahlung über ${formatEuro(order.amountCents)} erhalten. Damit ist Ihr Auftrag verbindlich zustande gekommen. Mit dieser E-Mail bestätigen wir Ihnen den Vertrag; unsere Spezialistinnen und Spezialisten beginnen jetzt mit der Prüfung.`,
    },
    {
      kind: 'p',
      text: `Sie müssen nichts weiter tun. Sobald die Prüfung abgeschlossen ist, schreiben wir Ihnen an ${order.customer.email}, in der Regel innerhalb von 24 bis 48 Stunden, in aufwendigen Fällen innerhalb von bis zu 72 Stunden. Den Ergebnisbericht laden Sie dann auf Ihrer persönlichen Statusseite herunter. Bitte bewahren Sie diese E-Mail auf: Sie enthält den Inhalt Ihres Vertrags, Ihre Bestätigungen und die Widerrufsbelehrung.`,
    },
  ];
}

/** The contract content: service, price, dates, the parties. */
function contractBlocks(order: OrderSummary, invoice: InvoiceData | null, provider: ProviderInfo): Block[] {
  return [
    { kind: 'h2', text: 'Ihr Auftrag' },
    {
      kind: 'facts',
      rows: [
        ['Auftragsnummer', order.reference],
        [
          'Leistung',
          `${order.serviceName}: Prüfung einer Person bzw. eines Online-Profils durch manuelle Recherche in öffentlich zugänglichen Quellen, schriftlicher Ergebnisbericht per E-Mail`,
        ],
        ['Umfang', 'eine Person'],
        invoice
          ? [
              'Preis',
              `${formatEuro(order.amountCents)} inkl. ${invoice.vatRatePercent} % MwSt. (einmalig, kein Abonnement)`,
            ]
          : ['Preis', `${formatEuro(0)} (Gutschein aus der Garantie eines früheren Auftrags)`],
        ['Bestellt am', formatDateTime(order.createdAt)],
        order.voucherCode
          ? ['Eingelöst am', `${formatDateTime(order.paidAt)}, Gutscheincode ${formatVoucherCode(order.voucherCode)}`]
          : ['Bezahlt am', paidAtText(order)],
        ['Auftraggeber', `${fullName(order)}, ${order.customer.email}`],
        ['Bearbeitungszeit', 'in der Regel 24 bis 48 Stunden, in aufwendigen Fällen bis zu 72 Stunden'],
        ['Vertragspartner', `${provider.companyName}, ${provider.street}, ${provider.postalCode} ${provider.city}`],
      ],
    },
  ];
}

/** "21.11.2026, 14:05 Uhr, per PayPal"; without the method when the case does not know it (older cases). */
function paidAtText(order: OrderSummary): string {
  const method = paidWithText(order.paymentMethod);
  return method ? `${formatDateTime(order.paidAt)}, ${method}` : formatDateTime(order.paidAt);
}

/** The link to the customer's status page, when the case has one. */
function statusPageBlocks(order: OrderSummary, site: string): Block[] {
  if (!order.statusToken) return [];
  return [
    { kind: 'h2', text: 'Ihr Auftragsstatus' },
    {
      kind: 'p',
      text: 'Auf Ihrer persönlichen Statusseite sehen Sie jederzeit, wie weit die Prüfung ist. Dort finden Sie nach Abschluss auch den Ergebnisbericht und Ihre Rechnung zum Herunterladen. Der Link ist nur für Sie bestimmt: Bitte geben Sie ihn nicht weiter.',
    },
    { kind: 'button', href: statusPageUrl(site, order.statusToken), label: 'Auftragsstatus ansehen' },
  ];
}

/** Whom we check (the details the customer gave) and the customer's legitimate interest. */
function checkedPersonBlocks(order: OrderSummary, provider: ProviderInfo): Block[] {
  const t = order.target;
  const targetRows: [string, Inline][] = [['Name', orDash(t.name)]];
  if (t.username) targetRows.push(['Benutzername', t.username]);
  targetRows.push(['Plattformen', platforms(order)]);
  if (t.profileUrl) targetRows.push(['Profil-Link', t.profileUrl]);
  if (t.email) targetRows.push(['E-Mail-Adresse', t.email]);
  if (t.phone) targetRows.push(['Telefonnummer', t.phone]);
  targetRows.push([
    'Hochgeladene Dateien',
    order.documents.length === 0
      ? 'keine'
      : `${order.documents.length} (${order.documents.map((d) => d.fileName).join(', ')})`,
  ]);
  return [
    { kind: 'h2', text: 'Was wir prüfen' },
    { kind: 'facts', rows: targetRows },
    {
      kind: 'p',
      small: true,
      text: `Wir recherchieren ausschließlich in öffentlich zugänglichen Quellen. ${imageSearchText(provider)} ${retentionText}`,
    },

    { kind: 'h2', text: 'Ihr berechtigtes Interesse' },
    {
      kind: 'p',
      text: 'Zutreffende Zwecke:',
    },
    {
      kind: 'list',
      items: order.legitimateInterest.purposes.length === 0 ? ['keine Angabe'] : order.legitimateInterest.purposes,
    },
    { kind: 'p', text: 'Ihre Beschreibung:' },
    { kind: 'quote', text: orDash(order.legitimateInterest.description) },
  ];
}

/** The declarations the customer made when ordering, above all the request to start early. */
function confirmationBlocks(order: OrderSummary): Block[] {
  const earlyStart = order.consents.find((c) => c.kind === 'early-start');
  return [
    { kind: 'h2', text: 'Ihre Bestätigungen bei der Buchung' },
    { kind: 'p', text: 'Diese Erklärungen haben Sie vor der Bestellung abgegeben:' },
    { kind: 'list', items: consentItems(order.consents) },
    ...(earlyStart
      ? [
          {
            kind: 'p',
            text: `Insbesondere haben Sie am ${formatDateTime(earlyStart.givenAt)} ausdrücklich verlangt, dass wir vor Ablauf der Widerrufsfrist mit der Prüfung beginnen, und bestätigt, dass Ihnen bekannt ist, dass Ihr Widerrufsrecht erlischt, sobald die Prüfung vollständig erbracht ist. Widerrufen Sie nach Beginn der Prüfung, schulden Sie Wertersatz für den bereits erbrachten Teil (§ 357a Abs. 2 BGB).`,
          } satisfies Block,
        ]
      : []),
  ];
}

/** What is attached: the invoice (none for a voucher order) and the terms. */
function attachmentBlocks(invoice: InvoiceData | null, provider: ProviderInfo, site: string): Block[] {
  return [
    { kind: 'h2', text: invoice ? 'Rechnung und AGB' : 'AGB' },
    invoice
      ? {
          kind: 'p',
          text: `Ihre Rechnung Nr. ${invoice.invoiceNumber} über ${formatEuro(invoice.grossCents)} finden Sie als PDF im Anhang dieser E-Mail.`,
        }
      : {
          kind: 'p',
          text: 'Da Sie für diese Prüfung nichts bezahlen, erhalten Sie keine Rechnung.',
        },
    {
      kind: 'p',
      text: [
        `${invoice ? 'Ebenfalls angehängt' : 'Angehängt'} sind unsere Allgemeinen Geschäftsbedingungen (Stand: ${provider.termsVersion}) mit der Widerrufsbelehrung als PDF. Sie können die AGB jederzeit unter `,
        { href: `${site}/agb`, label: `${site}/agb` },
        ' abrufen, speichern und ausdrucken.',
      ],
    },
  ];
}

/** The full Widerrufsbelehrung with the model form, and how to withdraw. */
function withdrawalBlocks(order: OrderSummary, provider: ProviderInfo, site: string): Block[] {
  return [
    {
      kind: 'box',
      blocks: legalPageBlocks(widerrufPage({ ...provider, siteUrl: site })),
    },

    { kind: 'h2', text: 'So widerrufen Sie' },
    {
      kind: 'p',
      text: `Am einfachsten nutzen Sie die Schaltfläche „Vertrag widerrufen“ am Ende jeder Seite unserer Website. Halten Sie dafür Ihre Auftragsnummer ${order.reference} bereit. Den Eingang Ihres Widerrufs bestätigen wir Ihnen sofort per E-Mail mit Datum und Uhrzeit.`,
    },
    { kind: 'button', href: `${site}/vertrag-widerrufen`, label: 'Vertrag widerrufen' },
    {
      kind: 'p',
      text: ['Sie können den Widerruf auch per E-Mail an ', mailto(provider.email), ' oder per Brief erklären.'],
    },
  ];
}
