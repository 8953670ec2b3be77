// Removing a staff screenshot from a case in progress (screenshots.server.ts): the row and its audit
// entry in one transaction, the bytes and the report's copy after the commit.
import { and, eq } from 'drizzle-orm';
import { isUuid } from '#app/lib/checkout-schema.ts';
import type { Db } from '../db/db.server.ts';
import { cases, uploadedDocuments } from '../db/schema.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';
import { reportCopyKey } from './screenshot-report-copy.server.ts';
import { NOT_FOUND, NOT_STARTED, openForScreenshots, type ScreenshotRefusal } from './screenshot-rules.server.ts';

export type ScreenshotRemoval = { ok: true } | ScreenshotRefusal;

/**
 * Removes one screenshot of a case in progress ("Entfernen" on the case page). The row goes in the
 * transaction, its bytes after the commit: a failed commit keeps both.
 */
export async function removeScreenshot(
  db: Db,
  storage: FileStorage,
  actor: { staffId: string; requestId: string },
  caseId: string,
  id: string,
): Promise<ScreenshotRemoval> {
  if (!isUuid(caseId)) return NOT_FOUND;
  const gone = { ok: false, status: 404, message: 'Dieses Bildschirmfoto gibt es nicht (mehr).' } as const;
  if (!isUuid(id)) return gone;
  const removed = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: cases.status, paymentId: cases.paymentId, dataPurgedAt: cases.dataPurgedAt })
      .from(cases)
      .where(eq(cases.id, caseId))
      .for('update');
    const closed = openForScreenshots(locked);
    if (closed === NOT_FOUND || closed === NOT_STARTED) return closed;
    if (closed)
      return {
        ok: false,
        status: 409,
        message: 'Bildschirmfotos lassen sich nur entfernen, solange der Fall in Bearbeitung ist.',
      } as const;
    const [row] = await tx
      .delete(uploadedDocuments)
      .where(
        and(
          eq(uploadedDocuments.id, id),
          eq(uploadedDocuments.caseId, caseId),
          eq(uploadedDocuments.kind, 'screenshot'),
        ),
      )
      .returning({ filePath: uploadedDocuments.filePath, fileName: uploadedDocuments.fileName });
    if (!row) return gone;
    await auditStaff(tx, {
      staffId: actor.staffId,
      action: 'case.screenshot.removed',
      entityType: 'case',
      entityId: caseId,
      details: { documentId: id, fileName: row.fileName },
      requestId: actor.requestId,
    });
    return { ok: true, filePath: row.filePath } as const;
  });
  if (!removed.ok) return removed;
  await storage.remove(removed.filePath);
  await storage.remove(reportCopyKey(removed.filePath));
  return { ok: true };
}
