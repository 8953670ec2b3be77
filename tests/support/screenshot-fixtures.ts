// The staff screenshots' database tests' set-up (app/server/casework/screenshot*.server.db.test.ts):
// a database and a files folder of their own, a staff member, a case in progress, an upload as the
// endpoint makes it, and what the case holds afterwards.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll } from 'vitest';
import { receiveScreenshot } from '#app/server/casework/screenshot-upload.server.ts';
import { cases, staffUsers, uploadedDocuments } from '#app/server/db/schema.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from './database-fixture.ts';
import { chunks } from './order-fixtures.ts';
import { createPaidCase } from './paid-case.ts';
import { syntheticJpeg } from './synthetic-photo.ts';

export const STAFF = 'staff-screenshots-test';

/** Call once at a test file's top level: its database, folder and helpers. */
export function useScreenshotFixtures() {
  const database = useTestDatabase();
  const filesDir = useScratchFolder('echtcheck-screenshots-');
  const actor = { staffId: STAFF, requestId: 'req-screenshots' };
  const storage = () => createDiskStorage(filesDir.path);

  beforeAll(async () => {
    await database.db.insert(staffUsers).values({ id: STAFF, name: 'Jonas Berger', email: 'jonas.berger@example.de' });
  });

  function upload(caseId: string, fileName: string, body: Buffer | AsyncIterable<Uint8Array>, declaredSize?: number) {
    const iterable = Buffer.isBuffer(body) ? chunks(body) : body;
    return receiveScreenshot({
      db: database.db,
      storage: storage(),
      caseId,
      staffId: STAFF,
      requestId: 'req-screenshot-upload',
      fileName,
      declaredSize: declaredSize ?? (Buffer.isBuffer(body) ? body.byteLength : undefined),
      body: iterable[Symbol.asyncIterator](),
    });
  }

  /** "Bearbeitung beginnen" as the case workflow records it: the status, when, and who. */
  async function start(caseId: string) {
    await database.db
      .update(cases)
      .set({ status: 'in-progress', startedAt: new Date(), assignedTo: STAFF })
      .where(eq(cases.id, caseId));
  }

  async function caseInProgress(): Promise<string> {
    const { caseId } = await createPaidCase(database.db, storage());
    await start(caseId);
    return caseId;
  }

  async function screenshotPng(width = 1280, height = 720): Promise<Buffer> {
    return sharp(await syntheticJpeg(11, width, height))
      .png()
      .toBuffer();
  }

  /** The files below the case's folder in the storage. */
  async function filesOf(caseId: string): Promise<string[]> {
    return readdir(path.join(filesDir.path, 'case-files', caseId)).catch(() => []);
  }

  async function documentsOf(caseId: string) {
    return database.db.select().from(uploadedDocuments).where(eq(uploadedDocuments.caseId, caseId));
  }

  return { database, filesDir, actor, storage, upload, start, caseInProgress, screenshotPng, filesOf, documentsOf };
}
