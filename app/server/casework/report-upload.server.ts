// The result report staff upload before finishing a case (case-workflow.server.ts): a PDF, with the
// same checks as the customers' uploads (file name, size, type from the content, never the browser's
// claim), streamed to private storage next to the case's files. Until the case is finished a new
// upload replaces the previous one.
import { and, desc, eq, ne } from 'drizzle-orm';
import { canTransition } from '#app/lib/case-state.ts';
import { extensionOf, isUuid } from '#app/lib/checkout-schema.ts';
import { checkFileName, detectMime, SNIFF_BYTES, safeFileName } from '../checkout/upload-checks.server.ts';
import { MAX_FILE_BYTES } from '../checkout/uploads.server.ts';
import type { Db } from '../db/db.server.ts';
import { cases, uploadedDocuments } from '../db/schema.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import { type FileStorage, FileTooLargeError } from '../storage/storage.server.ts';

/**
 * The case's report: the newest stored one (the delivered report once the case is completed, the
 * draft before). Used by the workflow, the case page and the status page.
 */
export async function latestReport(db: Pick<Db, 'select'>, caseId: string) {
  const [report] = await db
    .select()
    .from(uploadedDocuments)
    .where(
      and(
        eq(uploadedDocuments.caseId, caseId),
        eq(uploadedDocuments.kind, 'report'),
        eq(uploadedDocuments.state, 'stored'),
      ),
    )
    .orderBy(desc(uploadedDocuments.uploadTimestamp))
    .limit(1);
  return report;
}

export interface ReportUpload {
  db: Db;
  storage: FileStorage;
  caseId: string;
  staffId: string;
  requestId: string;
  fileName: string;
  declaredSize?: number;
  body: AsyncIterator<Uint8Array>;
  now?: Date;
}

export type ReportUploadResult =
  | { ok: true; report: { id: string; fileName: string; fileSize: number } }
  | { ok: false; status: 400 | 404 | 409 | 413 | 415; message: string };

const MAX_MB = Math.round(MAX_FILE_BYTES / 1024 / 1024);

async function* rest(head: Uint8Array, iterator: AsyncIterator<Uint8Array>, ended: boolean) {
  if (head.byteLength > 0) yield head;
  if (ended) return;
  for (;;) {
    const next = await iterator.next();
    if (next.done) return;
    yield next.value;
  }
}

export async function receiveReport(upload: ReportUpload): Promise<ReportUploadResult> {
  const { db, storage, caseId, now = new Date() } = upload;
  if (!isUuid(caseId)) return { ok: false, status: 404, message: 'Diesen bezahlten Fall gibt es nicht.' };
  const [current] = await db
    .select({ status: cases.status, paymentId: cases.paymentId })
    .from(cases)
    .where(eq(cases.id, caseId));
  if (!current || current.paymentId === null || current.status === 'pending')
    return { ok: false, status: 404, message: 'Diesen bezahlten Fall gibt es nicht.' };
  // A report belongs to a case in progress: the next step is finishing it.
  if (!canTransition(current.status, 'completed'))
    return {
      ok: false,
      status: 409,
      message:
        current.status === 'paid'
          ? 'Bitte beginnen Sie zuerst die Bearbeitung.'
          : 'Zu diesem Fall kann kein Bericht mehr hochgeladen werden.',
    };
  const checked = checkFileName(upload.fileName);
  if (!checked.ok || extensionOf(checked.name) !== 'pdf')
    return { ok: false, status: 415, message: 'Der Bericht muss eine PDF-Datei sein (Dateiendung .pdf).' };
  const tooLarge = { ok: false, status: 413, message: `Der Bericht ist zu groß (höchstens ${MAX_MB} MB).` } as const;
  if (upload.declaredSize !== undefined && upload.declaredSize > MAX_FILE_BYTES) return tooLarge;

  // The type from the first bytes, before anything is stored.
  const parts: Uint8Array[] = [];
  let headSize = 0;
  let ended = false;
  while (headSize < SNIFF_BYTES) {
    const next = await upload.body.next();
    if (next.done) {
      ended = true;
      break;
    }
    parts.push(next.value);
    headSize += next.value.byteLength;
  }
  if (headSize === 0) return { ok: false, status: 400, message: 'Die Datei ist leer.' };
  const head = Buffer.concat(parts);
  if ((await detectMime(head)) !== 'application/pdf')
    return {
      ok: false,
      status: 415,
      message: 'Die Datei ist keine PDF-Datei. Bitte laden Sie den Bericht als PDF hoch.',
    };

  const key = `case-files/${caseId}/report-${now.getTime()}-${safeFileName(checked.name)}`;
  let stored: { size: number; sha256: string };
  try {
    stored = await storage.write(key, rest(head, upload.body, ended), { maxBytes: MAX_FILE_BYTES });
  } catch (error) {
    if (FileTooLargeError.is(error)) return tooLarge;
    throw error;
  }
  const written = await recordReport(db, {
    caseId,
    key,
    fileName: checked.name,
    size: stored.size,
    sha256: stored.sha256,
    staffId: upload.staffId,
    requestId: upload.requestId,
    now,
    action: 'case.report.uploaded',
  });
  if (!written) {
    await storage.remove(key);
    return { ok: false, status: 409, message: 'Zu diesem Fall kann kein Bericht mehr hochgeladen werden.' };
  }
  for (const path of written.replaced) await storage.remove(path);
  return { ok: true, report: { id: written.id, fileName: checked.name, fileSize: stored.size } };
}

export interface StoredReport {
  caseId: string;
  /** Where the bytes already are in the file storage. */
  key: string;
  fileName: string;
  size: number;
  sha256: string;
  staffId: string;
  requestId: string;
  now: Date;
  /** The audit action: an uploaded or a generated report. */
  action: 'case.report.uploaded' | 'case.report.generated';
}

/**
 * Makes stored bytes the case's report draft, replacing the previous draft, unless the case was
 * finished meanwhile (null: the caller removes the bytes). Returns the storage keys of the replaced
 * drafts for the caller to remove after the commit. Uploaded and generated reports share it.
 */
export async function recordReport(db: Db, report: StoredReport): Promise<{ id: string; replaced: string[] } | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: cases.status })
      .from(cases)
      .where(eq(cases.id, report.caseId))
      .for('update');
    // Finished while the bytes arrived: this file is not part of the result.
    if (!locked || !canTransition(locked.status, 'completed')) return null;
    const [row] = await tx
      .insert(uploadedDocuments)
      .values({
        caseId: report.caseId,
        kind: 'report',
        fileName: report.fileName,
        fileSize: report.size,
        fileType: 'application/pdf',
        filePath: report.key,
        sha256: report.sha256,
        uploadTimestamp: report.now,
        state: 'stored',
        uploadedBy: report.staffId,
      })
      .returning({ id: uploadedDocuments.id });
    if (!row) throw new Error('report row not written');
    // The previous draft of the report is replaced.
    const replaced = await tx
      .delete(uploadedDocuments)
      .where(
        and(
          eq(uploadedDocuments.caseId, report.caseId),
          eq(uploadedDocuments.kind, 'report'),
          ne(uploadedDocuments.id, row.id),
        ),
      )
      .returning({ filePath: uploadedDocuments.filePath });
    await auditStaff(tx, {
      staffId: report.staffId,
      action: report.action,
      entityType: 'case',
      entityId: report.caseId,
      details: { documentId: row.id, fileName: report.fileName, size: report.size, replaced: replaced.length },
      requestId: report.requestId,
    });
    return { id: row.id, replaced: replaced.map((entry) => entry.filePath) };
  });
}
