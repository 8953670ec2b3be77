// The small markup of the content files (app/content/): [label](href) links inside text, and
// paragraphs that are, or end in, "- " bullet lists. Pages render it with RichText / RichBlock
// (app/components/rich-text.tsx), mails with linkify (app/server/mail/), PDFs as plain text.

/** [label](href): the label and a target without spaces. */
export const CONTENT_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** "Lesen Sie die [AGB](/agb)." → "Lesen Sie die AGB." */
export function stripLinks(text: string): string {
  return text.replace(CONTENT_LINK, '$1');
}

/** A content paragraph split into its parts: plain text lines and "- " bullet lists. */
export type TextBlock = { kind: 'text'; text: string } | { kind: 'list'; items: string[] };

/**
 * Splits a paragraph of the content files into text and bullet-list blocks. A paragraph may be a
 * list only ("- a\n- b") or a lead-in line followed by a list ("Sie haben:\n- a\n- b").
 */
export function splitBlocks(paragraph: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const rawLine of paragraph.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trimEnd();
    if (line.trim() === '') continue;
    const previous = blocks[blocks.length - 1];
    if (line.startsWith('- ')) {
      const item = line.slice(2).trim();
      if (previous?.kind === 'list') previous.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else if (previous?.kind === 'text') {
      previous.text += `\n${line}`;
    } else {
      blocks.push({ kind: 'text', text: line });
    }
  }
  return blocks;
}
