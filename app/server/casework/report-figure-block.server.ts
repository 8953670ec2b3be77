// A screenshot in the customer's PDFs (report-structure.server.ts): a tagged Figure with its
// alternative text, scaled to the page, framed, with its caption under it. JPEG only, embedded as it is.
import {
  artifact,
  bottomLimit,
  COLOR_RULE,
  contentWidth,
  type Doc,
  ensureSpace,
  toWinAnsi,
} from '../pdf/primitives.server.ts';
import { leaf, type Struct } from './report-structure.server.ts';
import { paragraph } from './report-text-blocks.server.ts';

/** Largest share of the page height a screenshot may take. */
const FIGURE_MAX_PAGE_SHARE = 0.45;

/** What a screenshot needs to be embedded: JPEG bytes and their pixel size. */
export interface FigureImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * The image pdfkit embeds, or null when the bytes are no JPEG it can read. Only JPEG: pdfkit copies
 * its compressed data into the PDF as it is (no decoding, so no memory beyond the bytes); a PNG it
 * would inflate itself, without the bounds of image-decode.server.ts.
 */
/** pdfkit's opened image (PDFImage), which `doc.image` also accepts; its typings do not declare it. */
interface OpenedImage {
  width: number;
  height: number;
}
type ImageDoc = Doc & {
  openImage(src: Buffer): OpenedImage;
  image(
    src: OpenedImage,
    x: number,
    y: number,
    options: PDFKit.Mixins.ImageOption & { ignoreOrientation?: boolean },
  ): Doc;
};

function embeddable(doc: Doc, image: FigureImage): OpenedImage | null {
  const { bytes } = image;
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  try {
    const opened = (doc as ImageDoc).openImage(bytes);
    return opened.width > 0 && opened.height > 0 ? opened : null;
  } catch {
    return null;
  }
}

/**
 * A screenshot (Figure with its alternative text), scaled to the content width and to at most
 * FIGURE_MAX_PAGE_SHARE of the page height, with a thin frame and its caption under it; returns
 * false (and draws nothing) when the bytes cannot be embedded.
 */
export function figure(
  doc: Doc,
  parent: Struct,
  image: FigureImage,
  alt: string,
  caption: string,
  indent = 0,
): boolean {
  const opened = embeddable(doc, image);
  if (!opened) return false;
  const left = doc.page.margins.left + indent;
  const maxWidth = contentWidth(doc) - indent;
  const maxHeight = doc.page.height * FIGURE_MAX_PAGE_SHARE;
  let scale = Math.min(maxWidth / opened.width, maxHeight / opened.height);
  const captionHeight = 16;
  // Rather than leave most of a page empty, a screenshot may shrink to two thirds to fit what is left.
  const room = bottomLimit(doc) - doc.y - 4 - captionHeight;
  const full = opened.height * scale;
  if (room < full && room >= full * (2 / 3)) scale *= room / full;
  const width = opened.width * scale;
  const height = opened.height * scale;
  ensureSpace(doc, height + 4 + captionHeight);
  const y = doc.y + 2;
  leaf(
    doc,
    parent,
    'Figure',
    () => {
      (doc as ImageDoc).image(opened, left, y, { width, height, ignoreOrientation: true });
    },
    { alt: toWinAnsi(alt) },
  );
  artifact(doc, () => {
    doc.rect(left, y, width, height).lineWidth(0.5).strokeColor(COLOR_RULE).stroke();
  });
  doc.y = y + height + 3;
  paragraph(doc, parent, caption, { indent, muted: true, size: 8.5, after: 0.6 });
  return true;
}
