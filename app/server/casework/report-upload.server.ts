// The delivered report, and the PDF an admin may add to it (issue 29 point 2). The report the customer
// receives is always the one generated from the findings when the case is finished
// (case-workflow.server.ts); an uploaded PDF can only be an appendix ("Anlage"): added by an admin,
// with a reason, audited, and named in the report. The upload has the same checks as the customers'
// uploads (file name, size, type from the content, never the browser's claim) and is streamed to
// private storage next to the case's files. Until the case is finished a new appendix replaces the
// previous one.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import { canTransition } from '#app/lib/case-state.ts';
import { extensionOf, hasInvalidCharacters, isUuid } from '#app/lib/checkout-schema.ts';
import { checkFileName, detectMime, SNIFF_BYTES, safeFileName } from '../checkout/upload-checks.server.ts';
import { MAX_FILE_BYTES } from '../checkout/uploads.server.ts';
import type { Db } from '../db/db.server.ts';
import { cases, uploadedDocuments } from '../db/schema.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import { type FileStorage, FileTooLargeError } from '../storage/storage.server.ts';

/** The case's delivered report or evidence pack (kind 'report' / 'evidence'), the newest stored one. */
export async function latestDocument(
  db: Pick<Db, 'select'>,
  caseId: string,
  kind: 'report' | 'evidence' | 'report-appendix',
) {
  const [document] = await db
    .select()
    .from(uploadedDocuments)
    .where(
      and(
        eq(uploadedDocuments.caseId, caseId),
        eq(uploadedDocuments.kind, kind),
        eq(uploadedDocuments.state, 'stored'),
      ),
    )
    .orderBy(desc(uploadedDocuments.uploadTimestamp))
    .limit(1);
  return document;
}

/** The admin's appendix to the report, if any. */
export function latestAppendix(db: Pick<Db, 'select'>, caseId: string) {
  return latestDocument(db, caseId, 'report-appendix');
}

/**
 * The case's report: the newest stored one (the delivered report once the case is completed; an
 * upload from before issue 29 on a case still in progress). Used by the workflow and the status page.
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
  /** Only an admin may add a PDF to the report. */
  admin: boolean;
  requestId: string;
  fileName: string;
  /** Why the PDF belongs to the report (10–500 characters). */
  reason: string;
  declaredSize?: number;
  body: AsyncIterator<Uint8Array>;
  now?: Date;
}

export type ReportUploadResult =
  | { ok: true; report: { id: string; fileName: string; fileSize: number } }
  | { ok: false; status: 400 | 403 | 404 | 409 | 413 | 415; message: string };

export const APPENDIX_REASON_MIN = 10;
export const APPENDIX_REASON_MAX = 500;

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

type AppendixRefusal = Extract<ReportUploadResult, { ok: false }>;

/** The reason, the case (paid, in progress) and the file name checked; or the German refusal. */
async function checkAppendix(
  db: Db,
  caseId: string,
  upload: Pick<ReportUpload, 'reason' | 'fileName'>,
): Promise<AppendixRefusal | { ok: true; reason: string; fileName: string }> {
  const reason = upload.reason.replace(/\s+/g, ' ').trim();
  if (reason.length < APPENDIX_REASON_MIN || reason.length > APPENDIX_REASON_MAX || hasInvalidCharacters(reason, false))
    return {
      ok: false,
      status: 400,
      message: `Bitte begründen Sie, warum die Anlage zum Ergebnisbericht gehört (${APPENDIX_REASON_MIN} bis ${APPENDIX_REASON_MAX} Zeichen).`,
    };
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
          : 'Zu diesem Fall kann keine Anlage mehr hinzugefügt werden.',
    };
  const checked = checkFileName(upload.fileName);
  if (!checked.ok || extensionOf(checked.name) !== 'pdf')
    return { ok: false, status: 415, message: 'Die Anlage muss eine PDF-Datei sein (Dateiendung .pdf).' };
  return { ok: true, reason, fileName: checked.name };
}

/** The first bytes of the upload (at least SNIFF_BYTES unless it ends before), and whether it ended. */
async function readHead(body: AsyncIterator<Uint8Array>): Promise<{ head: Buffer; ended: boolean }> {
  const parts: Uint8Array[] = [];
  let headSize = 0;
  let ended = false;
  while (headSize < SNIFF_BYTES) {
    const next = await body.next();
    if (next.done) {
      ended = true;
      break;
    }
    parts.push(next.value);
    headSize += next.value.byteLength;
  }
  return { head: Buffer.concat(parts), ended };
}

/** "Anlage zum Ergebnisbericht": an admin's PDF, added to the generated report with a reason. */
export async function receiveAppendix(upload: ReportUpload): Promise<ReportUploadResult> {
  const { db, storage, caseId, now = new Date() } = upload;
  if (!isUuid(caseId)) return { ok: false, status: 404, message: 'Diesen bezahlten Fall gibt es nicht.' };
  if (!upload.admin)
    return {
      ok: false,
      status: 403,
      message:
        'Der Ergebnisbericht wird aus den Befunden erzeugt. Eine eigene PDF-Datei kann nur ein Inhaber als Anlage hinzufügen.',
    };
  const checked = await checkAppendix(db, caseId, upload);
  if (!checked.ok) return checked;
  const { reason, fileName } = checked;
  const tooLarge = { ok: false, status: 413, message: `Die Anlage ist zu groß (höchstens ${MAX_MB} MB).` } as const;
  if (upload.declaredSize !== undefined && upload.declaredSize > MAX_FILE_BYTES) return tooLarge;

  // The type from the first bytes, before anything is stored.
  const { head, ended } = await readHead(upload.body);
  if (head.byteLength === 0) return { ok: false, status: 400, message: 'Die Datei ist leer.' };
  if ((await detectMime(head)) !== 'application/pdf')
    return {
      ok: false,
      status: 415,
      message: 'Die Datei ist keine PDF-Datei. Bitte laden Sie die Anlage als PDF hoch.',
    };

  // A random part: two uploads in one millisecond must not share a key (a refused one removes its bytes).
  const key = `case-files/${caseId}/appendix-${now.getTime()}-${randomBytes(4).toString('hex')}-${safeFileName(fileName)}`;
  let stored: { size: number; sha256: string };
  try {
    stored = await storage.write(key, rest(head, upload.body, ended), { maxBytes: MAX_FILE_BYTES });
  } catch (error) {
    if (FileTooLargeError.is(error)) return tooLarge;
    throw error;
  }
  const written = await recordAppendix(db, {
    caseId,
    key,
    fileName,
    size: stored.size,
    sha256: stored.sha256,
    staffId: upload.staffId,
    requestId: upload.requestId,
    now,
    reason,
  });
  if (!written) {
    await storage.remove(key);
    return { ok: false, status: 409, message: 'Zu diesem Fall kann keine Anlage mehr hinzugefügt werden.' };
  }
  for (const path of written.replaced) await storage.remove(path);
  return { ok: true, report: { id: written.id, fileName, fileSize: stored.size } };
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
  reason: string;
}

/**
 * Makes stored bytes the case's appendix, replacing the previous one, unless the case was finished
 * meanwhile (null: the caller removes the bytes). Returns the storage keys of the replaced appendix
 * for the caller to remove after the commit.
 */
async function recordAppendix(db: Db, report: StoredReport): Promise<{ id: string; replaced: string[] } | null> {
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
        kind: 'report-appendix',
        fileName: report.fileName,
        fileSize: report.size,
        fileType: 'application/pdf',
        filePath: report.key,
        sha256: report.sha256,
        uploadTimestamp: report.now,
        state: 'stored',
        uploadedBy: report.staffId,
        note: report.reason,
      })
      .returning({ id: uploadedDocuments.id });
    if (!row) throw new Error('report row not written');
    // The previous appendix is replaced.
    const replaced = await tx
      .delete(uploadedDocuments)
      .where(
        and(
          eq(uploadedDocuments.caseId, report.caseId),
          eq(uploadedDocuments.kind, 'report-appendix'),
          ne(uploadedDocuments.id, row.id),
        ),
      )
      .returning({ filePath: uploadedDocuments.filePath });
    await auditStaff(tx, {
      staffId: report.staffId,
      action: 'case.report.appendix-added',
      entityType: 'case',
      entityId: report.caseId,
      details: {
        documentId: row.id,
        fileName: report.fileName,
        size: report.size,
        reason: report.reason,
        replaced: replaced.length,
      },
      requestId: report.requestId,
    });
    return { id: row.id, replaced: replaced.map((entry) => entry.filePath) };
  });
}
