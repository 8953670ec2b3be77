// German transactional e-mails (HTML + plain text). Each mail is built once as a small list of
// blocks and rendered twice, so both versions always carry the same content. Every plain string is
// treated as untrusted (customer input) and escaped; only our own content texts ({ md }) may carry
// [label](/path) links, which become links in HTML and plain labels in the text version.
import { widerrufPage } from '../../content/legal.ts';
import type { LegalPage, ProviderInfo } from '../../content/types.ts';
import {
  COLORS,
  escapeHtml,
  formatDate,
  formatDateTime,
  formatEuro,
  formatFileSize,
  htmlFrame,
  htmlLayout,
  linkify,
  oneLine,
  splitBlocks,
  stripLinks,
} from './format.server.ts';
import type { InvoiceData, OrderConsent, OrderSummary, RenderedMail, WithdrawalData } from './mail-data.server.ts';

// ---------------------------------------------------------------------------------------------
// Block model
// ---------------------------------------------------------------------------------------------

/** Inline content: plain (escaped) text, our own content text with links, a link, or a sequence. */
type Inline = string | { md: string } | { href: string; label: string } | readonly Inline[];

type Block =
  | { kind: 'h1' | 'h2' | 'h3' | 'h4'; text: Inline }
  | { kind: 'p'; text: Inline; small?: boolean }
  | { kind: 'list'; items: readonly Inline[] }
  | { kind: 'facts'; rows: readonly (readonly [string, Inline])[] }
  | { kind: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly Inline[])[] }
  | { kind: 'quote'; text: string }
  | { kind: 'button'; href: string; label: string }
  | { kind: 'box'; blocks: readonly Block[] };

function inlineHtml(value: Inline, siteUrl: string): string {
  if (typeof value === 'string') return escapeHtml(value.replace(/\r\n?/g, '\n')).replace(/\n/g, '<br>\n');
  if (Array.isArray(value)) return value.map((v: Inline) => inlineHtml(v, siteUrl)).join('');
  if ('md' in value) return linkify(value.md, siteUrl).replace(/\n/g, '<br>\n');
  if ('href' in value)
    return `<a href="${escapeHtml(value.href)}" style="color:${COLORS.brand};">${escapeHtml(value.label)}</a>`;
  return '';
}

function inlineText(value: Inline): string {
  if (typeof value === 'string') return value.replace(/\r\n?/g, '\n');
  if (Array.isArray(value)) return value.map((v: Inline) => inlineText(v)).join('');
  if ('md' in value) return stripLinks(value.md);
  if ('href' in value) {
    // "kontakt@…" is enough for a mail address; web links keep their target.
    if (value.label === value.href || /^(mailto|tel):/i.test(value.href)) return value.label;
    return `${value.label} (${value.href})`;
  }
  return '';
}

const P_STYLE = 'margin:0 0 12px;';
const HEADING_STYLES = {
  h1: 'margin:0 0 16px;font-size:22px;line-height:1.3;color:#102a43;',
  h2: 'margin:28px 0 10px;font-size:19px;line-height:1.3;color:#102a43;',
  h3: 'margin:20px 0 8px;font-size:16px;line-height:1.35;color:#102a43;',
  h4: 'margin:16px 0 6px;font-size:15px;line-height:1.35;color:#102a43;',
} as const;
const CELL = `padding:6px 8px;border-bottom:1px solid ${COLORS.border};vertical-align:top;text-align:left;`;

function blocksHtml(blocks: readonly Block[], siteUrl: string): string {
  return blocks.map((b) => blockHtml(b, siteUrl)).join('\n');
}

function blockHtml(block: Block, siteUrl: string): string {
  const inline = (v: Inline) => inlineHtml(v, siteUrl);
  switch (block.kind) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
      return `<${block.kind} style="${HEADING_STYLES[block.kind]}">${inline(block.text)}</${block.kind}>`;
    case 'p':
      return `<p style="${P_STYLE}${block.small ? `font-size:14px;color:${COLORS.muted};` : ''}">${inline(block.text)}</p>`;
    case 'list':
      return `<ul style="margin:0 0 12px;padding-left:22px;">\n${block.items
        .map((item) => `<li style="margin:0 0 6px;">${inline(item)}</li>`)
        .join('\n')}\n</ul>`;
    case 'facts':
      return `<table cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:15px;">\n${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="${CELL}width:38%;font-weight:600;color:${COLORS.muted};">${escapeHtml(label)}</th><td style="${CELL}">${inline(value)}</td></tr>`,
        )
        .join('\n')}\n</table>`;
    case 'table':
      return `<table cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px;">\n<caption style="text-align:left;font-weight:600;padding:0 0 6px;">${escapeHtml(block.caption)}</caption>\n<tr>${block.columns
        .map((c) => `<th scope="col" style="${CELL}background-color:${COLORS.brandLight};">${escapeHtml(c)}</th>`)
        .join('')}</tr>\n${block.rows
        .map((row) => `<tr>${row.map((cell) => `<td style="${CELL}">${inline(cell)}</td>`).join('')}</tr>`)
        .join('\n')}\n</table>`;
    case 'quote':
      return `<div style="margin:0 0 16px;padding:12px 14px;border-left:4px solid ${COLORS.border};background-color:${COLORS.page};font-size:15px;word-break:break-word;">${inline(block.text)}</div>`;
    case 'button':
      return `<p style="margin:8px 0 20px;"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 20px;background-color:${COLORS.brand};color:#ffffff;font-weight:600;text-decoration:none;border-radius:6px;">${escapeHtml(block.label)}</a></p>`;
    case 'box':
      return `<div style="margin:16px 0;padding:4px 16px 8px;border:1px solid ${COLORS.border};border-radius:6px;background-color:#fbfcfe;">\n${blocksHtml(block.blocks, siteUrl)}\n</div>`;
  }
}

function underline(text: string, char: string): string {
  const width = Math.min(Math.max(...text.split('\n').map((l) => l.length)), 72);
  return `${text}\n${char.repeat(width)}`;
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : `${prefix}${line}`))
    .join('\n');
}

function blocksText(blocks: readonly Block[]): string {
  return blocks.map(blockText).join('\n\n');
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'h1':
      return underline(inlineText(block.text), '=');
    case 'h2':
      return `\n${underline(inlineText(block.text), '=')}`;
    case 'h3':
      return underline(inlineText(block.text), '-');
    case 'h4':
      return inlineText(block.text);
    case 'p':
      return inlineText(block.text);
    case 'list':
      return block.items.map((item) => `- ${inlineText(item).replace(/\n/g, '\n  ')}`).join('\n');
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${inlineText(value).replace(/\n/g, '\n  ')}`).join('\n');
    case 'table':
      return [
        `${block.caption}:`,
        ...block.rows.map(
          (row) => `- ${row.map((cell, i) => `${block.columns[i] ?? ''}: ${inlineText(cell)}`).join('\n  ')}`,
        ),
      ].join('\n');
    case 'quote':
      return indent(inlineText(block.text), '> ');
    case 'button':
      return `${block.label}:\n${block.href}`;
    case 'box':
      return `${'-'.repeat(40)}\n${blocksText(block.blocks)}\n${'-'.repeat(40)}`;
  }
}

const STAFF_NOTE =
  'Interne Benachrichtigung von Echtcheck. Enthält personenbezogene Daten – nur für die Bearbeitung des Falls verwenden, nicht weiterleiten.';

function render(
  subject: string,
  blocks: readonly Block[],
  siteUrl: string,
  provider: ProviderInfo | null,
  title = subject,
): RenderedMail {
  const body = blocksHtml(blocks, siteUrl);
  const html = provider === null ? staffLayout(title, body) : htmlLayout(title, body, provider);
  const footer =
    provider === null
      ? `\n\n-- \n${STAFF_NOTE}`
      : `\n\n-- \n${[
          provider.companyName,
          `${provider.street}, ${provider.postalCode} ${provider.city}, ${provider.country}`,
          `E-Mail: ${provider.email} · Telefon: ${provider.phone}`,
          ...[provider.representative, provider.register].filter((v) => v.trim() !== ''),
          ...(provider.vatId.trim() === '' ? [] : [`USt-IdNr.: ${provider.vatId}`]),
        ].join('\n')}`;
  const text = `${blocksText(blocks).trim()}${footer}\n`;
  return { subject, html, text };
}

/** Internal mails: same frame, with a note on the data instead of the imprint. */
function staffLayout(title: string, body: string): string {
  return htmlFrame(title, body, escapeHtml(STAFF_NOTE));
}

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

function trimUrl(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

function dashboardUrl(siteUrl: string, caseId: string): string {
  return `${trimUrl(siteUrl)}/conan/dashboard?case=${encodeURIComponent(caseId)}`;
}

function orDash(value: string | null | undefined, fallback = 'keine Angabe'): string {
  return value === null || value === undefined || value.trim() === '' ? fallback : value;
}

function fullName(order: OrderSummary): string {
  return `${order.customer.firstName} ${order.customer.lastName}`.trim();
}

function platforms(order: OrderSummary): string {
  return order.target.platforms.length === 0 ? 'keine Angabe' : order.target.platforms.join(', ');
}

function mailto(email: string): Inline {
  return { href: `mailto:${email}`, label: email };
}

/** A link for staff only when it is a web address (never javascript: or data: targets). */
function webLink(url: string | null): Inline {
  if (url === null || url.trim() === '') return 'keine Angabe';
  return /^https?:\/\/\S+$/i.test(url.trim()) ? { href: url.trim(), label: url.trim() } : url;
}

const CONSENT_LABELS: Record<OrderConsent['kind'], string> = {
  'berechtigtes-interesse': 'Berechtigtes Interesse',
  agb: 'AGB',
  datenschutz: 'Datenschutzerklärung',
  'age-18': 'Mindestalter 18 Jahre',
  'early-start': 'Beginn vor Ablauf der Widerrufsfrist',
};

function consentItems(consents: readonly OrderConsent[]): Inline[] {
  return consents.map((c) => [
    `„${stripLinks(c.text)}“`,
    `\nBestätigt am ${formatDateTime(c.givenAt)} (Fassung ${c.version})`,
  ]);
}

/** A LegalPage (e.g. the Widerrufsbelehrung) as mail blocks: all sections, lists and tables. */
function legalPageBlocks(page: LegalPage): Block[] {
  const paragraphBlocks = (paragraph: string): Block[] =>
    splitBlocks(paragraph).map(
      (b): Block =>
        b.kind === 'list'
          ? { kind: 'list', items: b.items.map((md) => ({ md })) }
          : { kind: 'p', text: { md: b.text } },
    );
  const blocks: Block[] = [
    { kind: 'h2', text: page.title },
    { kind: 'p', text: { md: page.intro } },
  ];
  for (const section of page.sections) {
    blocks.push({ kind: 'h3', text: section.heading });
    for (const paragraph of section.paragraphs) blocks.push(...paragraphBlocks(paragraph));
    if (section.table)
      blocks.push({
        kind: 'table',
        caption: section.table.caption,
        columns: section.table.columns,
        rows: section.table.rows.map((row) => row.map((md) => ({ md }))),
      });
    for (const sub of section.subsections ?? []) {
      blocks.push({ kind: 'h4', text: sub.heading });
      for (const paragraph of sub.paragraphs) blocks.push(...paragraphBlocks(paragraph));
    }
  }
  return blocks;
}

function supportBlocks(provider: ProviderInfo, reference: string): Block[] {
  return [
    { kind: 'h2', text: 'Fragen?' },
    {
      kind: 'p',
      text: [
        'Schreiben Sie uns an ',
        mailto(provider.email),
        ` und nennen Sie Ihre Auftragsnummer ${reference}. Wir antworten innerhalb von 24 Stunden. Telefonisch erreichen Sie uns unter ${provider.supportPhone}.`,
      ],
    },
    { kind: 'p', text: 'Mit freundlichen Grüßen\nIhr Echtcheck-Team' },
  ];
}

// ---------------------------------------------------------------------------------------------
// Customer: order confirmation (§ 312f BGB)
// ---------------------------------------------------------------------------------------------

/**
 * Contract confirmation on a durable medium, sent right after payment and before work starts
 * (§ 312f BGB): contract content, the customer's confirmations, invoice and terms as attachments
 * (added by the sender), and the full Widerrufsbelehrung with the Muster-Widerrufsformular.
 */
export function orderConfirmationMail(
  order: OrderSummary,
  invoice: InvoiceData,
  provider: ProviderInfo,
  siteUrl: string,
): RenderedMail {
  const site = trimUrl(siteUrl);
  const subject = oneLine(`Ihre Buchung bei Echtcheck – Auftragsnummer ${order.reference}`);
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

  const earlyStart = order.consents.find((c) => c.kind === 'early-start');

  const blocks: Block[] = [
    { kind: 'h1', text: 'Vielen Dank für Ihre Buchung' },
    { kind: 'p', text: `Guten Tag ${fullName(order)},` },
    {
      kind: 'p',
      text: `wir haben Ihre Zahlung über ${formatEuro(order.amountCents)} erhalten. Damit ist Ihr Auftrag verbindlich zustande gekommen. Mit dieser E-Mail bestätigen wir Ihnen den Vertrag; unsere Spezialistinnen und Spezialisten beginnen jetzt mit der Prüfung.`,
    },
    {
      kind: 'p',
      text: `Sie müssen nichts weiter tun. Den Ergebnisbericht senden wir an ${order.customer.email}, in der Regel innerhalb von 24 bis 48 Stunden, in aufwendigen Fällen innerhalb von bis zu 72 Stunden. Bitte bewahren Sie diese E-Mail auf: Sie enthält den Inhalt Ihres Vertrags, Ihre Bestätigungen und die Widerrufsbelehrung.`,
    },

    { kind: 'h2', text: 'Ihr Auftrag' },
    {
      kind: 'facts',
      rows: [
        ['Auftragsnummer', order.reference],
        [
          'Leistung',
          `${order.serviceName}: Prüfung einer Person bzw. eines Online-Profils durch manuelle Recherche in öffentlich zugänglichen Quellen, Ergebnis als schriftlicher Bericht per E-Mail`,
        ],
        ['Umfang', 'eine Person'],
        [
          'Preis',
          `${formatEuro(order.amountCents)} inkl. ${invoice.vatRatePercent} % MwSt. (einmalig, kein Abonnement)`,
        ],
        ['Bestellt am', formatDateTime(order.createdAt)],
        ['Bezahlt am', `${formatDateTime(order.paidAt)}, per Karte`],
        ['Auftraggeber', `${fullName(order)}, ${order.customer.email}`],
        ['Bearbeitungszeit', 'in der Regel 24 bis 48 Stunden, in aufwendigen Fällen bis zu 72 Stunden'],
        ['Vertragspartner', `${provider.companyName}, ${provider.street}, ${provider.postalCode} ${provider.city}`],
      ],
    },

    { kind: 'h2', text: 'Was wir prüfen' },
    { kind: 'facts', rows: targetRows },
    {
      kind: 'p',
      small: true,
      text: 'Wir recherchieren ausschließlich in öffentlich zugänglichen Quellen und gleichen Fotos per Bildrückwärtssuche mit identischen Bildern ab. Alle Falldaten löschen wir spätestens 30 Tage nach Abschluss des Auftrags.',
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

    { kind: 'h2', text: 'Rechnung und AGB' },
    {
      kind: 'p',
      text: `Ihre Rechnung Nr. ${invoice.invoiceNumber} über ${formatEuro(invoice.grossCents)} finden Sie als PDF im Anhang dieser E-Mail.`,
    },
    {
      kind: 'p',
      text: [
        `Ebenfalls angehängt sind unsere Allgemeinen Geschäftsbedingungen (Stand: ${provider.termsVersion}) mit der Widerrufsbelehrung als PDF. Sie können die AGB jederzeit unter `,
        { href: `${site}/agb`, label: `${site}/agb` },
        ' abrufen, speichern und ausdrucken.',
      ],
    },

    {
      kind: 'box',
      blocks: legalPageBlocks(widerrufPage(provider)),
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

    ...supportBlocks(provider, order.reference),
  ];

  return render(subject, blocks, site, provider, `Ihre Buchung bei Echtcheck – ${order.reference}`);
}

// ---------------------------------------------------------------------------------------------
// Staff: new paid case
// ---------------------------------------------------------------------------------------------

function staffBlocks(order: OrderSummary, siteUrl: string, test: boolean): Block[] {
  const t = order.target;
  const link = dashboardUrl(siteUrl, order.caseId);
  return [
    { kind: 'h1', text: `Neuer bezahlter Fall ${order.reference}` },
    ...(test
      ? [
          {
            kind: 'p',
            text: 'Testversand: Diese Benachrichtigung wurde zu Testzwecken ausgelöst.',
          } satisfies Block,
        ]
      : []),
    {
      kind: 'p',
      text: `${order.serviceName}, bezahlt am ${formatDateTime(order.paidAt)}. Der Fall wartet auf Bearbeitung (Ergebnis in der Regel innerhalb von 24 bis 48 Stunden, höchstens 72 Stunden).`,
    },
    { kind: 'button', href: link, label: 'Fall im Dashboard öffnen' },

    { kind: 'h2', text: 'Auftrag' },
    {
      kind: 'facts',
      rows: [
        ['Fall-ID', order.caseId],
        ['Auftragsnummer', order.reference],
        ['Leistung', order.serviceName],
        ['Betrag', formatEuro(order.amountCents)],
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

    { kind: 'p', text: ['Fall im Dashboard: ', { href: link, label: link }] },
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

// ---------------------------------------------------------------------------------------------
// Withdrawal (§ 356a BGB)
// ---------------------------------------------------------------------------------------------

/** Immediate confirmation of receipt of a withdrawal, with its content, date and time. */
export function withdrawalConfirmationMail(w: WithdrawalData, provider: ProviderInfo): RenderedMail {
  const subject = oneLine(`Eingangsbestätigung Ihres Widerrufs – Auftragsnummer ${w.orderReference}`);
  const blocks: Block[] = [
    { kind: 'h1', text: 'Wir haben Ihren Widerruf erhalten' },
    // What the sender typed appears only as a quoted, labelled entry below, never in our own sentences:
    // the form is public, so the text may be anyone's (e.g. a link dressed up as our message).
    { kind: 'p', text: 'Guten Tag,' },
    {
      kind: 'p',
      text: `hiermit bestätigen wir den Eingang Ihres Widerrufs am ${formatDateTime(w.receivedAt)}. Sie haben erklärt, dass Sie den Vertrag mit der unten genannten Auftragsnummer widerrufen. Haben Sie diesen Widerruf nicht abgegeben, können Sie diese E-Mail ignorieren.`,
    },
    { kind: 'h2', text: 'Inhalt Ihres Widerrufs' },
    {
      kind: 'facts',
      rows: [
        ['Erklärung', 'Widerruf des Vertrags'],
        ['Angegebener Name', `„${oneLine(w.name, 80)}“`],
        ['Auftragsnummer', w.orderReference],
        ['E-Mail-Adresse', w.email],
        ['Eingegangen am', formatDateTime(w.receivedAt)],
      ],
    },
    { kind: 'h2', text: 'Wie es weitergeht' },
    {
      kind: 'p',
      text: 'Wir ordnen Ihren Widerruf Ihrem Auftrag zu und bearbeiten ihn umgehend. Zahlungen erstatten wir nach den gesetzlichen Vorschriften unverzüglich, spätestens binnen 14 Tagen ab Eingang Ihres Widerrufs, über dasselbe Zahlungsmittel, das Sie bei der Bestellung verwendet haben. Dafür entstehen Ihnen keine Kosten.',
    },
    {
      kind: 'p',
      text: 'Hatten Sie ausdrücklich verlangt, dass wir vor Ablauf der Widerrufsfrist mit der Prüfung beginnen, und war die Prüfung bei Eingang Ihres Widerrufs bereits teilweise erbracht, schulden Sie einen angemessenen Betrag für den bereits erbrachten Teil (§ 357a Abs. 2 BGB). Diesen Anteil ziehen wir vom Erstattungsbetrag ab; den Rest erhalten Sie zurück. Über den Betrag informieren wir Sie per E-Mail.',
    },
    {
      kind: 'p',
      text: 'Bitte bewahren Sie diese E-Mail als Nachweis über Ihren Widerruf auf.',
    },
    { kind: 'h2', text: 'Fragen?' },
    {
      kind: 'p',
      text: [
        'Schreiben Sie uns an ',
        mailto(provider.email),
        ` und nennen Sie Ihre Auftragsnummer. Wir antworten innerhalb von 24 Stunden. Telefonisch erreichen Sie uns unter ${provider.supportPhone}.`,
      ],
    },
    { kind: 'p', text: 'Mit freundlichen Grüßen\nIhr Echtcheck-Team' },
  ];
  return render(subject, blocks, '', provider, 'Eingangsbestätigung Ihres Widerrufs');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Internal notice of a withdrawal, with the matching case (or a request to check by hand). */
export function withdrawalStaffMail(w: WithdrawalData, siteUrl: string): RenderedMail {
  const site = trimUrl(siteUrl);
  const subject = oneLine(`Widerruf eingegangen: ${w.orderReference}`);
  const link = w.caseId === null ? null : dashboardUrl(site, w.caseId);
  const blocks: Block[] = [
    { kind: 'h1', text: `Widerruf eingegangen: ${w.orderReference}` },
    {
      kind: 'p',
      text: w.confirmationMailed
        ? 'Über die Widerrufsfunktion der Website ist ein Widerruf eingegangen. Die Eingangsbestätigung an den Kunden wird automatisch versandt.'
        : 'Über die Widerrufsfunktion der Website ist ein Widerruf eingegangen. An diese E-Mail-Adresse gingen in der letzten Stunde bereits mehrere Eingangsbestätigungen; diesmal wurde keine versandt (Schutz vor Missbrauch des Formulars). Bitte prüfen Sie, ob der Kunde eine Bestätigung braucht, und senden Sie sie gegebenenfalls von Hand.',
    },
    ...(link === null ? [] : [{ kind: 'button', href: link, label: 'Fall im Dashboard öffnen' } satisfies Block]),
    {
      kind: 'facts',
      rows: [
        ['Name', w.name],
        ['Auftragsnummer', w.orderReference],
        ['E-Mail', mailto(w.email)],
        ['Eingegangen am', formatDateTime(w.receivedAt)],
        ['Zugeordneter Fall', w.caseId ?? 'kein passender Fall gefunden – bitte manuell prüfen'],
        ['Eingangsbestätigung', w.confirmationMailed ? 'versandt' : 'nicht versandt (Limit je Adresse erreicht)'],
        ['Erstattung spätestens bis', formatDate(new Date(w.receivedAt.getTime() + 14 * DAY_MS))],
      ],
    },
    { kind: 'h2', text: 'Zu erledigen' },
    {
      kind: 'list',
      items: [
        'Bearbeitungsstand des Falls zum Eingangszeitpunkt festhalten.',
        'Ist der Bericht bereits vollständig versandt, ist das Widerrufsrecht erloschen (§ 356 Abs. 4 BGB), sofern die Bestätigung zum vorzeitigen Beginn vorliegt.',
        'Sonst: anteiligen Wertersatz für den bereits erbrachten Teil ermitteln (§ 357a Abs. 2 BGB) und den Rest über das ursprüngliche Zahlungsmittel erstatten.',
        'Den Kunden per E-Mail über Ergebnis und Betrag informieren.',
      ],
    },
    ...(link === null
      ? []
      : [{ kind: 'p', text: ['Fall im Dashboard: ', { href: link, label: link }] } satisfies Block]),
  ];
  return render(subject, blocks, site, null);
}
