// The block model every e-mail is written in. Each mail is built once as a small list of blocks and
// rendered twice (HTML and plain text), so both versions always carry the same content. Every plain
// string is treated as untrusted (customer input) and escaped; only our own content texts ({ md })
// may carry [label](/path) links, which become links in HTML and plain labels in the text version.
import type { ProviderInfo } from '../../content/types.ts';
import { stripLinks } from '../../lib/content-markup.ts';
import { COLORS, escapeHtml, htmlFrame, htmlLayout, linkify } from './format.server.ts';

/** A mail as queued: subject, HTML and plain-text body. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Inline content: plain (escaped) text, our own content text with links, a link, or a sequence. */
export type Inline = string | { md: string } | { href: string; label: string } | readonly Inline[];

export type Block =
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

export function render(
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
