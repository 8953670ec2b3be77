// What a staff screenshot may be and when it may be added or removed (screenshots.server.ts): the
// limits, the refusals in German, the case's state that allows screenshots and their count.
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/db.server.ts';
import { uploadedDocuments } from '../db/schema.server.ts';

/** A screenshot is at most 10 MB: a full-page capture of a long profile stays well below it. */
export const MAX_SCREENSHOT_BYTES = 10 * 1024 * 1024;

/** Screenshots per case: enough for every finding of a thorough check, a bound on the report's size. */
export const MAX_SCREENSHOTS_PER_CASE = 60;

export const SCREENSHOT_TYPES = new Set(['image/png', 'image/jpeg']);

export const NOT_FOUND = { ok: false, status: 404, message: 'Diesen bezahlten Fall gibt es nicht.' } as const;
export const NOT_STARTED = { ok: false, status: 409, message: 'Bitte beginnen Sie zuerst die Bearbeitung.' } as const;
const CLOSED_FOR_UPLOADS = {
  ok: false,
  status: 409,
  message: 'Zu diesem Fall können keine Bildschirmfotos mehr hochgeladen werden.',
} as const;
export const TOO_MANY = {
  ok: false,
  status: 409,
  message: `Zu diesem Fall sind bereits ${MAX_SCREENSHOTS_PER_CASE} Bildschirmfotos gespeichert. Bitte entfernen Sie zuerst eines, das Sie nicht mehr brauchen.`,
} as const;
export const TOO_LARGE = {
  ok: false,
  status: 413,
  message: 'Das Bildschirmfoto ist zu groß (höchstens 10 MB).',
} as const;
export const TOO_MANY_PIXELS = {
  ok: false,
  status: 413,
  message:
    'Das Bildschirmfoto hat zu viele Pixel, um es sicher zu verarbeiten. Bitte laden Sie es verkleinert hoch (höchstens 100 Megapixel).',
} as const;
export const WRONG_TYPE = {
  ok: false,
  status: 415,
  message: 'Bitte laden Sie ein Bildschirmfoto als PNG oder JPEG hoch.',
} as const;
export const TYPE_MISMATCH = {
  ok: false,
  status: 415,
  message: 'Dateiendung und Inhalt passen nicht zusammen. Bitte laden Sie ein Bildschirmfoto als PNG oder JPEG hoch.',
} as const;
export const UNREADABLE = {
  ok: false,
  status: 415,
  message:
    'Das Bild lässt sich nicht lesen (beschädigt oder unvollständig). Bitte laden Sie das Bildschirmfoto erneut hoch.',
} as const;

export type ScreenshotRefusal = { ok: false; status: 400 | 404 | 409 | 413 | 415; message: string };

/** Paid and in progress: the only time screenshots are added or removed; else the refusal. */
export function openForScreenshots(
  current: { status: string; paymentId: string | null; dataPurgedAt: Date | null } | undefined,
): ScreenshotRefusal | null {
  if (!current || current.paymentId === null || current.status === 'pending') return NOT_FOUND;
  if (current.status === 'paid') return NOT_STARTED;
  // Deleted case data (an erasure on the client's request) takes no new files.
  if (current.status !== 'in-progress' || current.dataPurgedAt) return CLOSED_FOR_UPLOADS;
  return null;
}

export async function screenshotCount(db: Pick<Db, 'select'>, caseId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(uploadedDocuments)
    .where(and(eq(uploadedDocuments.caseId, caseId), eq(uploadedDocuments.kind, 'screenshot')));
  return row?.value ?? 0;
}
