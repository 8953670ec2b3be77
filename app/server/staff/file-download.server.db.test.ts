// A case file through a signed staff link: the copy without metadata for the reverse image search
// (issue 13 point 3) has no camera, date or GPS left, keeps the picture, and is audited.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readImageFacts } from '#app/server/casework/image-facts.server.ts';
import { auditLog, uploadedDocuments } from '#app/server/db/schema.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { createPaidCase } from '#tests/support/paid-case.ts';
import { phonePhoto } from '#tests/support/synthetic-photo.ts';
import { serveCaseFile } from './file-download.server.ts';
import { fileLink } from './file-links.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-files-');
const SECRET = 'x'.repeat(40);
const SESSION = 'session-file-test';
const storage = () => createDiskStorage(filesDir.path);

async function* once(bytes: Buffer) {
  yield new Uint8Array(bytes);
}

async function uploaded(bytes: Buffer, fileName: string, fileType: string) {
  const { caseId } = await createPaidCase(database.db, storage(), {});
  const key = `case-files/${caseId}/${fileName}`;
  await storage().write(key, once(bytes), { maxBytes: bytes.byteLength });
  const [document] = await database.db
    .insert(uploadedDocuments)
    .values({
      caseId,
      kind: 'customer',
      fileName,
      fileSize: bytes.byteLength,
      fileType,
      filePath: key,
      state: 'stored',
    })
    .returning({ id: uploadedDocuments.id });
  return { caseId, documentId: document?.id ?? '' };
}

function serve(documentId: string, disposition: 'clean' | 'attachment') {
  const link = new URL(fileLink(SECRET, { documentId, sessionId: SESSION, disposition }), 'http://localhost');
  return serveCaseFile({
    db: database.db,
    storage: storage(),
    secret: SECRET,
    staffId: 'staff-files',
    sessionId: SESSION,
    documentId,
    query: link.searchParams,
    requestId: 'req-files',
    method: 'GET',
  });
}

describe('the copy without metadata', () => {
  it('drops camera, date and GPS, keeps the picture, names the file and is audited', async () => {
    const photo = await phonePhoto(11);
    const original = await readImageFacts(photo);
    expect(original).toMatchObject({ gps: true, camera: expect.any(String) });
    const { caseId, documentId } = await uploaded(photo, 'urlaub.jpg', 'image/jpeg');

    const response = await serve(documentId, 'clean');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('urlaub-ohne-metadaten.jpg');
    const copy = Buffer.from(await response.arrayBuffer());
    expect(await readImageFacts(copy)).toMatchObject({ gps: false, camera: null, takenAt: null, software: null });
    const size = await sharp(copy).metadata();
    expect([size.width, size.height]).toEqual([original.width, original.height]);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, caseId), eq(auditLog.action, 'case.file.clean-copy')));
    expect(audits).toHaveLength(1);
  });

  it('is refused for a file that is not an image', async () => {
    const { documentId } = await uploaded(Buffer.from('%PDF-1.4\n'), 'chat.pdf', 'application/pdf');
    const response = await serve(documentId, 'clean');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Eine Kopie ohne Metadaten gibt es nur für Bilder.' });
  });
});
