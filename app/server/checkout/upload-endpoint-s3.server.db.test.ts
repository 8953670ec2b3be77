// The upload endpoint, the staff file link and the customer's invoice download on S3 storage
// (STORAGE_PROVIDER=s3 against s3rver): what is accepted lies in the bucket byte for byte, what is
// refused leaves nothing, and the files are read back through the storage as stored.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleUpload } from '#app/server/checkout/upload-endpoint.server.ts';
import { parseConfig } from '#app/server/config/config.server.ts';
import { openStatusInvoice } from '#app/server/customer/status-page.server.ts';
import { invoices, uploadedDocuments } from '#app/server/db/schema.server.ts';
import { createRuntime, type Runtime } from '#app/server/runtime.server.ts';
import { serveCaseFile } from '#app/server/staff/file-download.server.ts';
import { fileLink } from '#app/server/staff/file-links.server.ts';
import { readBytes } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { fixture } from '#tests/support/order-fixtures.ts';
import { createPaidCase, testProviderInfo } from '#tests/support/paid-case.ts';
import { type S3TestServer, startS3Server } from '#tests/support/s3-server.ts';
import { MB, pdfBody } from '#tests/support/upload-bodies.ts';

const database = useTestDatabase();
const dataDir = useScratchFolder('echtcheck-s3-uploads-');
let s3: S3TestServer;
let runtime: Runtime;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  s3 = await startS3Server();
  runtime = createRuntime(parseConfig({ DATA_DIR: dataDir.path, ...s3.env }), database, logger);
});
afterAll(async () => {
  await s3?.stop();
});

async function upload(checkoutId: string, name: string, body: BodyInit) {
  const response = await handleUpload(
    runtime,
    new Request('http://localhost/api/uploads', {
      method: 'POST',
      body,
      headers: { 'x-checkout-id': checkoutId, 'x-file-name': encodeURIComponent(name) },
      duplex: 'half',
    } as RequestInit),
    { clientAddress: '192.0.2.40', logger },
  );
  return { status: response.status, json: (await response.json()) as Record<string, string> };
}

/** A body of `bytes` in 1 MB pieces without a declared length, as a browser streams it. */
function streamed(bytes: Buffer) {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(offset, offset + MB)));
      offset += MB;
    },
  });
}

async function storedKey(documentId: string) {
  const [row] = await database.db
    .select({ filePath: uploadedDocuments.filePath, fileSize: uploadedDocuments.fileSize })
    .from(uploadedDocuments)
    .where(eq(uploadedDocuments.id, documentId));
  return row;
}

describe('uploads on S3 storage', () => {
  it('uses the S3 provider named by the settings', () => {
    expect(runtime.config.STORAGE_PROVIDER).toBe('s3');
  });

  it('stores an accepted image and a 12 MB PDF in the bucket byte for byte', async () => {
    const checkoutId = randomUUID();
    const image = await fixture('profilbild.png');
    const pdf = pdfBody(12 * MB + 7);
    pdf.write('%%EOF', pdf.byteLength - 5);
    for (let i = 0; i < pdf.byteLength; i += 4096) pdf[i + 100] = i % 251;
    const first = await upload(checkoutId, 'Profilbild.png', new Uint8Array(image));
    const second = await upload(checkoutId, 'Chatverlauf.pdf', streamed(pdf));
    expect([first.status, second.status]).toEqual([201, 201]);
    for (const [answer, bytes] of [
      [first, image],
      [second, pdf],
    ] as const) {
      const row = await storedKey(answer.json.id ?? '');
      expect(row?.filePath).toMatch(new RegExp(`^case-files/${checkoutId}/`));
      expect(row?.fileSize).toBe(bytes.byteLength);
      expect(await s3.keys(`case-files/${checkoutId}/`)).toContain(row?.filePath);
      expect((await readBytes(s3.storage(), row?.filePath ?? '')).equals(bytes)).toBe(true);
    }
    expect(await s3.unfinishedUploads()).toEqual([]);
  });

  it('leaves nothing in the bucket for a refused file: wrong content, over 50 MB', async () => {
    const checkoutId = randomUUID();
    const disguised = await upload(checkoutId, 'bild.png', new Uint8Array(await fixture('programm-als-bild.png')));
    expect(disguised).toMatchObject({ status: 415, json: { reason: 'invalid-type' } });
    const tooLarge = await upload(checkoutId, 'gross.pdf', streamed(pdfBody(50 * MB + 1)));
    expect(tooLarge).toMatchObject({ status: 413, json: { title: 'Datei zu groß' } });
    expect(await s3.keys(`case-files/${checkoutId}/`)).toEqual([]);
    expect(await s3.unfinishedUploads()).toEqual([]);
  });
});

describe('downloads on S3 storage', () => {
  it('serves the staff file link from the bucket, byte for byte', async () => {
    const checkoutId = randomUUID();
    const image = await fixture('profilbild.png');
    const uploaded = await upload(checkoutId, 'Profilbild.png', new Uint8Array(image));
    expect(uploaded.status).toBe(201);
    const documentId = uploaded.json.id ?? '';
    await createPaidCase(database.db, runtime.storage, { checkoutId, documentIds: [documentId] });
    const secret = 'y'.repeat(40);
    const link = new URL(
      fileLink(secret, { documentId, sessionId: 'session-s3', disposition: 'attachment' }),
      'http://localhost',
    );
    const response = await serveCaseFile({
      db: database.db,
      storage: runtime.storage,
      secret,
      staffId: 'staff-s3',
      sessionId: 'session-s3',
      documentId,
      query: link.searchParams,
      requestId: 'req-s3',
      method: 'GET',
    });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(image)).toBe(true);
  });

  it("serves the customer's invoice as stored in the bucket", async () => {
    const { caseId, statusToken } = await createPaidCase(database.db, runtime.storage);
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.caseId, caseId));
    expect(invoice?.documentKey).toMatch(/^invoices\//);
    const inBucket = await readBytes(s3.storage(), invoice?.documentKey ?? '');
    expect(inBucket.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await openStatusInvoice(
      database.db,
      { storage: runtime.storage, provider: testProviderInfo },
      statusToken,
    );
    const content = download?.content;
    if (!Buffer.isBuffer(content)) throw new Error(`no stored invoice served: ${typeof content}`);
    expect(content.equals(inBucket)).toBe(true);
  });
});
