// Serves one uploaded file of a paid case to a signed-in staff member through a signed link
// (file-links.server.ts): original bytes and file name, images inline, everything else as a
// download, or an image's copy without metadata; never cached, never sniffed, sandboxed. Each access
// is audited.
import { Readable } from 'node:stream';
import { cleanCopy } from '../casework/clean-copy.server.ts';
import { paidDocument } from '../dashboard/paid-cases.server.ts';
import type { Db } from '../db/db.server.ts';
import { type FileStorage, readBytes } from '../storage/storage.server.ts';
import { auditStaff } from './audit.server.ts';
import { canOpenInline, checkFileLink, contentDisposition } from './file-links.server.ts';

export interface CaseFileRequest {
  db: Db;
  storage: FileStorage;
  secret: string;
  staffId: string;
  sessionId: string;
  documentId: string;
  query: URLSearchParams;
  requestId: string;
  method: string;
}

type PaidDocument = NonNullable<Awaited<ReturnType<typeof paidDocument>>>;

/**
 * The image re-encoded without EXIF, GPS, XMP or IPTC (app/server/casework/clean-copy.server.ts), as a
 * download named "{name}-ohne-metadaten.{ext}", for uploading to a reverse image search by hand.
 */
async function serveCleanCopy(input: CaseFileRequest, document: PaidDocument): Promise<Response> {
  if (!document.fileType.startsWith('image/')) return refusal(404, 'Eine Kopie ohne Metadaten gibt es nur für Bilder.');
  const bytes = await readBytes(input.storage, document.filePath).catch(() => null);
  if (!bytes) return refusal(404, 'Die Datei ist im Speicher nicht zu finden.');
  let copy: Awaited<ReturnType<typeof cleanCopy>>;
  try {
    copy = await cleanCopy(bytes);
  } catch {
    return refusal(404, 'Dieses Bild kann nicht gelesen werden; bitte verwenden Sie die Originaldatei.');
  }
  await auditStaff(input.db, {
    staffId: input.staffId,
    action: 'case.file.clean-copy',
    entityType: 'case',
    entityId: document.caseId,
    details: { documentId: document.id, fileName: document.fileName },
    requestId: input.requestId,
  });
  const name = `${document.fileName.replace(/\.[^.]+$/, '')}-ohne-metadaten.${copy.extension}`;
  return new Response(new Uint8Array(copy.bytes), {
    status: 200,
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': contentDisposition('attachment', name),
      'Content-Length': String(copy.bytes.byteLength),
      'Cache-Control': 'private, no-store, no-transform',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Referrer-Policy': 'no-referrer',
    },
  });
}

function refusal(status: 403 | 404, message: string): Response {
  return new Response(JSON.stringify({ message }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export async function serveCaseFile(input: CaseFileRequest): Promise<Response> {
  const check = checkFileLink(input.secret, input.documentId, input.sessionId, input.query);
  if (!check.ok) {
    return refusal(
      403,
      check.reason === 'expired'
        ? 'Der Link ist abgelaufen. Bitte öffnen Sie die Falldetails erneut.'
        : 'Der Link ist ungültig. Bitte öffnen Sie die Falldetails erneut.',
    );
  }
  const document = await paidDocument(input.db, input.documentId);
  if (!document) return refusal(404, 'Die Datei gibt es nicht (mehr).');
  if (check.disposition === 'clean') return serveCleanCopy(input, document);
  const disposition = check.disposition === 'inline' && canOpenInline(document.fileType) ? 'inline' : 'attachment';
  const stream = await input.storage.read(document.filePath).catch(() => null);
  if (!stream) return refusal(404, 'Die Datei ist im Speicher nicht zu finden.');
  await auditStaff(input.db, {
    staffId: input.staffId,
    action: disposition === 'inline' ? 'case.file.opened' : 'case.file.downloaded',
    // Listed in the case's history (case-view.server.ts): the case is the entity, the file a detail.
    entityType: 'case',
    entityId: document.caseId,
    details: { documentId: document.id, fileName: document.fileName },
    requestId: input.requestId,
  });
  const headers = new Headers({
    'Content-Type': disposition === 'inline' ? document.fileType : 'application/octet-stream',
    'Content-Disposition': contentDisposition(disposition, document.fileName),
    'Content-Length': String(document.fileSize),
    'Cache-Control': 'private, no-store, no-transform',
    'X-Content-Type-Options': 'nosniff',
    // An attachment is never rendered: sandboxed. An image shown inline gets no script, no requests
    // (Chromium's image viewer does not run in a sandboxed document without logging errors).
    'Content-Security-Policy':
      disposition === 'inline'
        ? "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'"
        : "default-src 'none'; sandbox",
    'Referrer-Policy': 'no-referrer',
  });
  if (input.method === 'HEAD') {
    stream.destroy();
    return new Response(null, { status: 200, headers });
  }
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status: 200, headers });
}
