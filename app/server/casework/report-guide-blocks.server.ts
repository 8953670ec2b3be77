// Lays out the sections of the report that fit the case and its reader (app/content/report-next-steps.ts):
// each as an H2 with paragraphs, lists, subheadings, links and a text to copy. The urgent first
// step after a fraud verdict gets its title on a band in the verdict's colours, right under the
// result, so the call to the bank is the first thing a reader sees after the verdict.
import type { GuideBlock, GuideSection } from '../../content/report-guide-shapes.ts';
import { artifact, COLOR_TEXT, contentWidth, type Doc, ensureSpace, toWinAnsi } from '../pdf/primitives.server.ts';
import { webAddress } from './report-one-line-blocks.server.ts';
import { group, leaf, type Struct } from './report-structure.server.ts';
import { bulletList, heading, noteBox, paragraph } from './report-text-blocks.server.ts';

export interface BandColors {
  fill: string;
  bar: string;
  text: string;
}

/** The section's title as an H2 on a coloured band (kept with the first lines that follow). */
function urgentTitle(doc: Doc, parent: Struct, title: string, colors: BandColors): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const pad = 10;
  const content = toWinAnsi(title);
  doc.font('Helvetica-Bold').fontSize(13);
  const inner = width - 2 * pad - 6;
  const height = doc.heightOfString(content, { width: inner }) + 2 * pad;
  doc.y += 6;
  ensureSpace(doc, height + 60);
  const top = doc.y;
  artifact(doc, () => {
    doc.rect(left, top, width, height).fill(colors.fill);
    doc.rect(left, top, 6, height).fill(colors.bar);
  });
  leaf(doc, parent, 'H2', () => {
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(colors.text)
      .text(content, left + 6 + pad, top + pad, { width: inner });
  });
  doc.x = left;
  doc.y = top + height + 8;
}

function block(doc: Doc, parent: Struct, item: GuideBlock): void {
  switch (item.kind) {
    case 'paragraph':
      paragraph(doc, parent, item.text);
      return;
    case 'bullets':
      bulletList(doc, parent, item.items);
      return;
    case 'subheading':
      heading(doc, parent, 'H3', item.text, 30);
      return;
    case 'link': {
      paragraph(doc, parent, item.label, { bold: true, after: 0.1 });
      webAddress(doc, parent, item.url);
      doc.moveDown(0.3);
      return;
    }
    case 'quote':
      noteBox(doc, parent, item.text, { after: 0.8 });
      return;
  }
}

/** One guide section: its heading (a band when urgent) and its blocks, tagged as a section. */
export function guideSection(doc: Doc, root: Struct, section: GuideSection, colors: BandColors): void {
  const element = group(doc, root, 'Sect');
  if (section.tone === 'urgent') urgentTitle(doc, element, section.title, colors);
  else heading(doc, element, 'H2', section.title);
  for (const item of section.blocks) block(doc, element, item);
  element.end();
  doc.fillColor(COLOR_TEXT);
}
