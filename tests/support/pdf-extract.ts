// Reads our PDFs back as a PDF reader does (PDF.js through unpdf, offline): the text of each page
// in reading order, lines as the reader finds them, and the structure tree of tagged documents.
// The acceptance of issue 29 reads the report and the evidence pack this way; tests/support/pdf-text.ts
// (our own minimal reader) remains for positions and font sizes.
import { inflateSync } from 'node:zlib';
import { getDocumentProxy } from 'unpdf';

export interface StructNode {
  role: string;
  alt?: string;
  children: StructNode[];
}

async function open(pdf: Buffer) {
  // PDF.js takes over (detaches) the buffer it is given: hand it a copy.
  return getDocumentProxy(new Uint8Array(pdf));
}

/** Each page's text: the text items joined, a line break where PDF.js sees a line end. */
export async function extractPages(pdf: Buffer): Promise<string[]> {
  const document = await open(pdf);
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push(text);
    }
    return pages;
  } finally {
    await document.cleanup();
  }
}

/** The whole text, lines kept (a URL or checksum printed on one line is found whole within one line). */
export async function extractText(pdf: Buffer): Promise<string> {
  return (await extractPages(pdf)).join('\n');
}

/** The whole text with all whitespace, line ends included, folded to single spaces. */
export async function extractFlatText(pdf: Buffer): Promise<string> {
  return (await extractText(pdf)).replace(/\s+/g, ' ');
}

type RawNode = { role?: string; alt?: string; children?: RawNode[]; type?: string };

function simplify(node: RawNode): StructNode {
  return {
    role: node.role ?? '',
    ...(node.alt !== undefined ? { alt: node.alt } : {}),
    children: (node.children ?? []).filter((child) => child.role !== undefined).map(simplify),
  };
}

/** The structure tree as PDF.js reads it for each page (null: the page has none). */
export async function structTrees(pdf: Buffer): Promise<(StructNode | null)[]> {
  const document = await open(pdf);
  try {
    const trees: (StructNode | null)[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const tree = (await (await document.getPage(number)).getStructTree()) as RawNode | null;
      trees.push(tree ? simplify(tree) : null);
    }
    return trees;
  } finally {
    await document.cleanup();
  }
}

/** Every role in the trees, depth first. */
export function roles(nodes: readonly (StructNode | null)[]): string[] {
  const out: string[] = [];
  const walk = (node: StructNode) => {
    out.push(node.role);
    node.children.forEach(walk);
  };
  for (const node of nodes) if (node) walk(node);
  return out;
}

/** How many images the PDF embeds (image XObjects). */
export function imageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Subtype \/Image\b/g)?.length ?? 0;
}

/** Every deflated stream of the PDF inflated (content streams, among others), as Latin-1 text. */
export function inflatedStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const match of raw.matchAll(/\/Length (\d+)[^>]*\/Filter \/FlateDecode[\s\S]*?>>\nstream\n/g)) {
    const from = (match.index ?? 0) + match[0].length;
    try {
      out.push(inflateSync(pdf.subarray(from, from + Number(match[1]))).toString('latin1'));
    } catch {
      // Not every stream is ours to read; skip one that does not inflate.
    }
  }
  return out;
}
