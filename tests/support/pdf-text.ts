// Reads back what our PDFs draw, page by page, without a PDF library: pdfkit with the standard
// fonts writes each page's content as one deflated stream whose text runs are `Tf`, `Tm` and `TJ`
// operators with hex strings in Windows-1252. Enough for our own documents (invoice, terms, report);
// not a general PDF reader.
import { inflateSync } from 'node:zlib';

/** One drawn line of text: baseline position in PDF units from the bottom-left corner. */
export interface TextRun {
  x: number;
  y: number;
  fontSize: number;
  text: string;
}

const winAnsi = new TextDecoder('windows-1252');

function objectStart(raw: string, id: string): number {
  const start = raw.search(new RegExp(`(^|\\n)${id} 0 obj\\n`));
  if (start < 0) throw new Error(`PDF object ${id} not found`);
  return start;
}

function contentStream(raw: string, id: string): string {
  const start = objectStart(raw, id);
  const head = /<<([\s\S]*?)>>\nstream\n/.exec(raw.slice(start));
  const length = Number(/\/Length (\d+)/.exec(head?.[1] ?? '')?.[1]);
  if (!head || !Number.isFinite(length)) throw new Error(`PDF object ${id} is not a stream`);
  const from = start + head.index + head[0].length;
  const bytes = Buffer.from(raw.slice(from, from + length), 'latin1');
  return (head[1]?.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
}

function runs(content: string): TextRun[] {
  const out: TextRun[] = [];
  let fontSize = 0;
  let x = 0;
  let y = 0;
  for (const op of content.matchAll(/\/F\d+ ([\d.]+) Tf|1 0 0 1 ([\d.-]+) ([\d.-]+) Tm|\[(.*)\] TJ/g)) {
    if (op[1] !== undefined) fontSize = Number(op[1]);
    else if (op[2] !== undefined) {
      x = Number(op[2]);
      y = Number(op[3]);
    } else {
      const hex = [...(op[4] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((h) => h[1]).join('');
      out.push({ x, y, fontSize, text: winAnsi.decode(Buffer.from(hex, 'hex')) });
    }
  }
  return out;
}

/** The text runs of every page, in page order. */
export function pdfPages(pdf: Buffer): TextRun[][] {
  const raw = pdf.toString('latin1');
  const kids = /\/Type \/Pages\n\/Count \d+\n\/Kids \[([^\]]*)\]/.exec(raw)?.[1] ?? '';
  return [...kids.matchAll(/(\d+) 0 R/g)].map(([, pageId = '']) => {
    const page = raw.slice(objectStart(raw, pageId), raw.indexOf('endobj', objectStart(raw, pageId)));
    const contents = /\/Contents (\d+) 0 R/.exec(page)?.[1];
    return contents ? runs(contentStream(raw, contents)) : [];
  });
}

/** Each page's text, one drawn line per line. */
export function pageTexts(pdf: Buffer): string[] {
  return pdfPages(pdf).map((page) => page.map((run) => run.text).join('\n'));
}

/** The whole document's text with all whitespace (including line wraps) folded to single spaces. */
export function flatText(pdf: Buffer): string {
  return pageTexts(pdf).join('\n').replace(/\s+/g, ' ');
}
