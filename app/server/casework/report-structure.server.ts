// The tagged structure of the customer's two PDFs, the report (findings-report.server.ts) and the
// evidence pack (evidence-pack.server.ts): every block adds its structure element (H1–H3, P, L/LI,
// Table/TR/TH/TD, Link, Figure) under the parent it is given, in reading order, beneath the
// document's root; the blocks are in report-text-blocks, report-table-block, report-one-line-blocks
// and report-figure-block (.server.ts). Each block keeps clear of the footer with ensureSpace.
import { bottomLimit, type Doc } from '../pdf/primitives.server.ts';

export type Struct = PDFKit.PDFStructureElement;

/** The body text's size in points. */
export const BODY_SIZE = 10;

export function hasText(text: string): boolean {
  return text.trim() !== '';
}

/** The height still free on a fresh page: what any one block can ask ensureSpace for. */
export function pageCapacity(doc: Doc): number {
  return bottomLimit(doc) - doc.page.margins.top;
}

/** A structure element under `parent`, open for children; the caller ends it. */
export function group(
  doc: Doc,
  parent: Struct,
  type: string,
  options: PDFKit.Mixins.StructureElementOptions = {},
): Struct {
  const element = doc.struct(type, options);
  parent.add(element);
  return element;
}

/** A structure element under `parent` whose content is what `draw` puts on the page. */
export function leaf(
  doc: Doc,
  parent: Struct,
  type: string,
  draw: () => void,
  options: PDFKit.Mixins.StructureElementOptions = {},
): void {
  const element = group(doc, parent, type, options);
  element.add(draw);
  element.end();
}

/** The document's structure root; end it (`root.end()`) after the last block. */
export function documentRoot(doc: Doc): Struct {
  const root = doc.struct('Document');
  doc.addStructure(root);
  return root;
}
