// The HTML side of every e-mail: escaping, the [label](/path) links of the content files as
// absolute links, and the frame (header, footer, colours) all mails share. Numbers, dates and sizes
// come from app/lib/format.ts. Only erasable TypeScript (runs under Node's type stripping).
import type { ProviderInfo } from '../../content/types.ts';
import { CONTENT_LINK } from '../../lib/content-markup.ts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** The absolute target of a content link, or null when the link is not one we write ourselves. */
function linkTarget(href: string, siteUrl: string): string | null {
  if (href.startsWith('/')) return `${siteUrl.replace(/\/+$/, '')}${href}`;
  if (/^(mailto|tel):/i.test(href)) return href;
  return null;
}

/**
 * Escapes text and turns its [label](/path) links into <a href="{siteUrl}/path">label</a>.
 * mailto: and tel: links stay as they are; any other target keeps only its label.
 */
export function linkify(text: string, siteUrl: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(CONTENT_LINK)) {
    const whole = match[0];
    const label = match[1] ?? '';
    const href = match[2] ?? '';
    const index = match.index ?? 0;
    out += escapeHtml(text.slice(last, index));
    const target = linkTarget(href, siteUrl);
    out += target === null ? escapeHtml(label) : `<a href="${escapeHtml(target)}">${escapeHtml(label)}</a>`;
    last = index + whole.length;
  }
  return out + escapeHtml(text.slice(last));
}

/** Collapses whitespace and line breaks, e.g. for a subject line built from form input. */
export function oneLine(s: string, maxLength = 120): string {
  const collapsed = s.replace(/\s+/g, ' ').trim();
  return collapsed.length > maxLength ? `${collapsed.slice(0, maxLength - 1)}…` : collapsed;
}

export const FONT_STACK = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const COLORS = {
  text: '#1f2933',
  muted: '#52606d',
  border: '#d9e2ec',
  page: '#f4f5f7',
  brand: '#1a4db0',
  brandDark: '#1b428c',
  brandLight: '#eef6ff',
} as const;

/** The imprint lines of the footer (§ 5 DDG data), without empty optional values. */
function footerHtml(provider: ProviderInfo): string {
  const lines = [
    `<strong>${escapeHtml(provider.companyName)}</strong>`,
    escapeHtml(`${provider.street}, ${provider.postalCode} ${provider.city}, ${provider.country}`),
    `E-Mail: <a href="mailto:${escapeHtml(provider.email)}" style="color:${COLORS.muted};">${escapeHtml(provider.email)}</a> · Telefon: ${escapeHtml(provider.phone)}`,
  ];
  if (provider.representative.trim() !== '') lines.push(escapeHtml(provider.representative));
  if (provider.register.trim() !== '') lines.push(escapeHtml(provider.register));
  if (provider.vatId.trim() !== '') lines.push(`USt-IdNr.: ${escapeHtml(provider.vatId)}`);
  return lines.join('<br>\n');
}

/**
 * A complete HTML e-mail: lang="de", inline styles only, at most 600 px wide, layout tables marked
 * as presentation, a header with the brand name and a footer with the imprint data.
 */
export function htmlLayout(title: string, bodyHtml: string, provider: ProviderInfo): string {
  return htmlFrame(title, bodyHtml, footerHtml(provider));
}

/** The frame of htmlLayout with any (already escaped) footer, e.g. for internal mails. */
export function htmlFrame(title: string, bodyHtml: string, footer: string): string {
  const t = escapeHtml(title);
  return `<!DOCTYPE html>
<html lang="de" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${t}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.page};">
<div role="article" aria-roledescription="E-Mail" aria-label="${t}" lang="de" style="background-color:${COLORS.page};font-family:${FONT_STACK};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLORS.page};">
<tr>
<td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border:1px solid ${COLORS.border};border-radius:8px;">
<tr>
<td style="padding:18px 24px;background-color:${COLORS.brand};border-radius:8px 8px 0 0;font-family:${FONT_STACK};font-size:22px;font-weight:700;line-height:1.2;color:#ffffff;">Echtcheck</td>
</tr>
<tr>
<td style="padding:24px;font-family:${FONT_STACK};font-size:16px;line-height:1.55;color:${COLORS.text};">
${bodyHtml}
</td>
</tr>
<tr>
<td style="padding:16px 24px 20px;border-top:1px solid ${COLORS.border};font-family:${FONT_STACK};font-size:13px;line-height:1.5;color:${COLORS.muted};">
${footer}
</td>
</tr>
</table>
</td>
</tr>
</table>
</div>
</body>
</html>
`;
}
