// Staff screenshots of a case's findings (issue 29 point 5): PNG or JPEG images of the public pages
// the specialists found, uploaded one at a time while the case is in progress, stored next to the
// case's files (uploaded_documents, kind 'screenshot') and deleted with the case data like every
// file below case-files/{caseId}/. They get the customers' upload checks (file name, size, type from
// the content, never the browser's claim) and, because the report decodes them, the decode budget's
// header check before they are recorded (image-decode.server.ts). The report embeds a scaled copy
// (screenshotForReport), never the original.
// This file: the case's stored screenshots as listed for the case page and the report. Their limits
// and refusals: screenshot-rules.server.ts; the upload: screenshot-upload.server.ts; the removal:
// screenshot-removal.server.ts; the report's copy: screenshot-report-copy.server.ts.
import { and, asc, eq } from 'drizzle-orm';
import type { CaseScreenshot } from '#app/lib/case-view-data.ts';
import { isUuid } from '#app/lib/checkout-schema.ts';
import type { Db } from '../db/db.server.ts';
import { uploadedDocuments } from '../db/schema.server.ts';

export interface ScreenshotRow {
  id: string;
  fileName: string;
  fileSize: number;
  sha256: string | null;
  uploadedAt: Date;
  filePath: string;
}

/** The case's screenshots, oldest first (the order they were taken in). */
export async function caseScreenshots(db: Pick<Db, 'select'>, caseId: string): Promise<ScreenshotRow[]> {
  if (!isUuid(caseId)) return [];
  return db
    .select({
      id: uploadedDocuments.id,
      fileName: uploadedDocuments.fileName,
      fileSize: uploadedDocuments.fileSize,
      sha256: uploadedDocuments.sha256,
      uploadedAt: uploadedDocuments.uploadTimestamp,
      filePath: uploadedDocuments.filePath,
    })
    .from(uploadedDocuments)
    .where(
      and(
        eq(uploadedDocuments.caseId, caseId),
        eq(uploadedDocuments.kind, 'screenshot'),
        eq(uploadedDocuments.state, 'stored'),
      ),
    )
    .orderBy(asc(uploadedDocuments.uploadTimestamp), asc(uploadedDocuments.id));
}

/** The case page's list (CaseWorkbench.screenshots): `link` makes the signed inline link of a document. */
export async function screenshotViews(
  db: Pick<Db, 'select'>,
  caseId: string,
  link: (documentId: string) => string,
): Promise<CaseScreenshot[]> {
  const rows = await caseScreenshots(db, caseId);
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    uploadedAt: row.uploadedAt.toISOString(),
    openUrl: link(row.id),
  }));
}
