// Pieces several mails share: links, names, the consents, the legal texts as blocks, the support box.

import { staffCasePath } from '#app/lib/staff-paths.ts';
import type { LegalPage, ProviderInfo } from '../../content/types.ts';
import { splitBlocks, stripLinks } from '../../lib/content-markup.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { OrderConsent, OrderSummary } from '../customer/order-summary.server.ts';
import type { Block, Inline } from './blocks.server.ts';

export function trimUrl(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/** The case's page in the staff area (signed out: through the sign-in back to it). */
export function dashboardUrl(siteUrl: string, caseId: string): string {
  return `${trimUrl(siteUrl)}${staffCasePath(caseId)}`;
}

export function orDash(value: string | null | undefined, fallback = 'keine Angabe'): string {
  return value === null || value === undefined || value.trim() === '' ? fallback : value;
}

export function fullName(order: OrderSummary): string {
  return `${order.customer.firstName} ${order.customer.lastName}`.trim();
}

export function platforms(order: OrderSummary): string {
  return order.target.platforms.length === 0 ? 'keine Angabe' : order.target.platforms.join(', ');
}

export function mailto(email: string): Inline {
  return { href: `mailto:${email}`, label: email };
}

/** A link for staff only when it is a web address (never javascript: or data: targets). */
export function webLink(url: string | null): Inline {
  if (url === null || url.trim() === '') return 'keine Angabe';
  return /^https?:\/\/\S+$/i.test(url.trim()) ? { href: url.trim(), label: url.trim() } : url;
}

export const CONSENT_LABELS: Record<OrderConsent['kind'], string> = {
  'berechtigtes-interesse': 'Berechtigtes Interesse',
  agb: 'AGB',
  datenschutz: 'Datenschutzerklärung',
  'age-18': 'Mindestalter 18 Jahre',
  'early-start': 'Beginn vor Ablauf der Widerrufsfrist',
};

export function consentItems(consents: readonly OrderConsent[]): Inline[] {
  return consents.map((c) => [
    `„${stripLinks(c.text)}“`,
    `\nBestätigt am ${formatDateTime(c.givenAt)} (Fassung ${c.version})`,
  ]);
}

/** A LegalPage (e.g. the Widerrufsbelehrung) as mail blocks: all sections, lists and tables. */
export function legalPageBlocks(page: LegalPage): Block[] {
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

export function supportBlocks(provider: ProviderInfo, reference: string): Block[] {
  return [
    { kind: 'h2', text: 'Fragen?' },
    {
      kind: 'p',
      text: [
        'Schreiben Sie uns an ',
        mailto(provider.email),
        ` und nennen Sie Ihre Auftragsnummer ${reference}. Wir antworten innerhalb von 24 Stunden. Telefonisch erreichen Sie uns unter ${provider.phone}.`,
      ],
    },
    { kind: 'p', text: 'Mit freundlichen Grüßen\nIhr Echtcheck-Team' },
  ];
}
