// The case page decodes no image on a view (security issue 25 point 2): the images' facts are
// computed once (here on the first view, as the fingerprint job would), stored, and read by every
// later view; an image over the decode budget is not decoded at all and carries the note for the
// dialog; the stored facts go with the case data.
import { eq, inArray } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CustomerImage, TOO_LARGE_NOTE } from '#app/components/staff/dashboard/workbench-fields.tsx';
import { imageFacts, imageFingerprints, uploadedDocuments } from '#app/server/db/schema.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { pngBombHeader } from '#tests/support/image-bomb.ts';
import { createPaidCase } from '#tests/support/paid-case.ts';
import { phonePhoto } from '#tests/support/synthetic-photo.ts';
import { purgeCaseData } from '../privacy/case-removal.server.ts';
import { loadCaseView } from './case-view.server.ts';
import { decodeActivity } from './image-decode.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-case-view-');
const storage = () => createDiskStorage(filesDir.path);

async function* once(bytes: Buffer) {
  yield new Uint8Array(bytes);
}

async function addImage(caseId: string, fileName: string, fileType: string, bytes: Buffer): Promise<string> {
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
  return document?.id ?? '';
}

function view(caseId: string) {
  return loadCaseView(database.db, {
    caseId,
    staffId: 'staff-case-view',
    sessionId: 'session-case-view',
    secret: 'x'.repeat(40),
    requestId: 'req-case-view',
    storage: storage(),
  });
}

describe('image facts in the case page', () => {
  it('are computed once and stored; later views decode nothing; an image over the budget is never decoded', async () => {
    const { caseId } = await createPaidCase(database.db, storage(), {});
    const bombs = [];
    for (let i = 1; i <= 3; i++) bombs.push(await addImage(caseId, `bild-${i}.png`, 'image/png', pngBombHeader()));
    const photo = await addImage(caseId, 'foto.jpg', 'image/jpeg', await phonePhoto(21));

    const before = decodeActivity().started;
    const first = await view(caseId);
    // The photo's fingerprint is its one decode; the oversized images are judged by their headers.
    expect(decodeActivity().started - before).toBe(1);
    const images = new Map(first?.workbench.images.map((image) => [image.documentId, image]));
    for (const id of bombs) {
      expect(images.get(id)).toMatchObject({
        fingerprinted: false,
        facts: { readable: false, tooLarge: true, format: 'png', width: 10_000, height: 10_000 },
      });
    }
    expect(images.get(photo)).toMatchObject({
      fingerprinted: true,
      facts: { readable: true, tooLarge: false, format: 'jpeg', camera: 'Apple iPhone 15 Pro', gps: true },
    });
    // The EXIF orientation is stored for the job's use, not shown.
    expect(images.get(photo)?.facts).not.toHaveProperty('orientation');
    const stored = await database.db
      .select()
      .from(imageFacts)
      .where(inArray(imageFacts.documentId, [...bombs, photo]));
    expect(stored).toHaveLength(4);

    // Every later view reads what is stored.
    const again = decodeActivity().started;
    const second = await view(caseId);
    const third = await view(caseId);
    expect(decodeActivity().started).toBe(again);
    // Without the signed links: they carry an expiry in seconds, which moves when the views straddle one.
    const withoutLinks = (images: { openUrl: unknown; cleanCopyUrl: unknown }[] | undefined) =>
      images?.map(({ openUrl: _open, cleanCopyUrl: _clean, ...rest }) => rest);
    expect(withoutLinks(second?.workbench.images)).toEqual(
      withoutLinks(first?.workbench.images)?.map((image) => expect.objectContaining(image)),
    );
    expect(third?.workbench.images.map((image) => image.facts)).toEqual(first?.workbench.images.map((i) => i.facts));

    // The dialog shows the German note where the facts are shown.
    const bombView = images.get(bombs[0] ?? '');
    const html = renderToStaticMarkup(
      <CustomerImage
        note={{ documentId: bombs[0] ?? '', fileName: 'bild-1.png', assessment: '' }}
        view={bombView}
        index={0}
        onChange={() => {}}
        onConfirm={() => {}}
      />,
    );
    expect(html).toContain(TOO_LARGE_NOTE);
    expect(TOO_LARGE_NOTE).toBe('Bild zu groß für die automatische Auswertung');
    expect(html).not.toContain('Kopie ohne Metadaten herunterladen');

    // The facts go with the case data.
    await database.db.transaction((tx) =>
      purgeCaseData(tx, storage(), caseId, { now: new Date(), reason: 'completed-30-days' }),
    );
    expect(
      await database.db
        .select()
        .from(imageFacts)
        .where(inArray(imageFacts.documentId, [...bombs, photo])),
    ).toEqual([]);
    expect(await database.db.select().from(imageFingerprints).where(eq(imageFingerprints.caseId, caseId))).toEqual([]);
  });
});
