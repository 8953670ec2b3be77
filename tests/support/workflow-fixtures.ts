// The case handling's database tests' set-up (app/server/casework/case-workflow and case-finish
// .server.db.test.ts): a database and a files folder of their own, two staff members, a started case,
// a customer's photo, and the delivered files read back.
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { berlinDay } from '#app/lib/format.ts';
import { startWork } from '#app/server/casework/case-workflow.server.ts';
import { cases, staffUsers, uploadedDocuments } from '#app/server/db/schema.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from './database-fixture.ts';
import { chunks, fixture } from './order-fixtures.ts';
import { createPaidCase, TEST_SITE_URL, testProviderInfo } from './paid-case.ts';
import { extractText } from './pdf-extract.ts';

export const STAFF = 'staff-workflow-test';
export const SECOND = 'staff-workflow-second';

/** Call once at a test file's top level: its database, folder and helpers. */
export function useWorkflowFixtures() {
  const database = useTestDatabase();
  const filesDir = useScratchFolder('echtcheck-workflow-');
  const actor = { staffId: STAFF, requestId: 'req-workflow-1' };
  const storage = () => createDiskStorage(filesDir.path);
  const finishContext = () => ({
    siteUrl: TEST_SITE_URL,
    provider: testProviderInfo,
    storage: storage(),
    secondApproval: false,
  });

  beforeAll(async () => {
    await database.db.insert(staffUsers).values([
      { id: STAFF, name: 'Sabine Koch', email: 'sabine.koch@example.de' },
      { id: SECOND, name: 'Lea Brandt', email: 'lea.brandt@example.de' },
    ]);
  });

  async function caseRow(caseId: string) {
    const [row] = await database.db.select().from(cases).where(eq(cases.id, caseId));
    if (!row) throw new Error('case missing');
    return row;
  }

  /** A customer's photo added to the case as the checkout stores it; the bytes. */
  async function addCustomerPhoto(caseId: string): Promise<Buffer> {
    const bytes = await fixture('profilbild.png');
    const key = `case-files/${caseId}/customer-profilbild.png`;
    const stored = await storage().write(key, chunks(bytes), { maxBytes: bytes.byteLength });
    await database.db.insert(uploadedDocuments).values({
      caseId,
      kind: 'customer',
      fileName: 'profilbild.png',
      fileSize: stored.size,
      fileType: 'image/png',
      filePath: key,
      sha256: stored.sha256,
      state: 'stored',
    });
    return bytes;
  }

  async function startedCase() {
    const paid = await createPaidCase(database.db, storage(), {
      customer: { firstName: 'Erika', lastName: 'Mustermann', email: 'Erika.Mustermann@Example.de', phone: '' },
    });
    expect(await startWork(database.db, actor, paid.caseId)).toEqual({ ok: true });
    const row = await caseRow(paid.caseId);
    return { ...paid, caseType: row.caseType, day: berlinDay(new Date()) };
  }

  async function delivered(caseId: string, kind: 'report' | 'evidence') {
    const [row] = await database.db
      .select()
      .from(uploadedDocuments)
      .where(and(eq(uploadedDocuments.caseId, caseId), eq(uploadedDocuments.kind, kind)));
    if (!row) throw new Error(`no ${kind}`);
    const bytes = await readFileFrom(row.filePath);
    return { row, text: await extractText(bytes) };
  }

  async function readFileFrom(key: string): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const part of await storage().read(key)) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  return {
    database,
    filesDir,
    actor,
    storage,
    finishContext,
    caseRow,
    addCustomerPhoto,
    startedCase,
    delivered,
    readFileFrom,
  };
}
