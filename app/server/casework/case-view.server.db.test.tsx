// The case page decodes no image on a view (security issue 25 point 2): the images' facts are
// computed once (here on the first view, as the fingerprint job would), stored, and read by every
// later view; an image over the decode budget is not decoded at all and carries the note for the
// dialog; the stored facts go with the case data. The declaration block shows checkout step 4's
// answers, and says so for an order placed before the questions.
import { eq, inArray } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderDeclaration } from '#app/components/staff/case/order-declaration.tsx';
import { CustomerImage, TOO_LARGE_NOTE } from '#app/components/staff/workbench/customer-image.tsx';
import type { CaseView } from '#app/lib/case-view-data.ts';
import { caseDetails, imageFacts, imageFingerprints, uploadedDocuments } from '#app/server/db/schema.server.ts';
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

/** The declaration block as the case page renders it, its rows as "term: value" lines. */
function declarationRows(data: CaseView): string[] {
  const Stub = createRoutesStub([{ path: '/', Component: () => <OrderDeclaration data={data} /> }]);
  const html = renderToStaticMarkup(<Stub initialEntries={['/']} />);
  return [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, term, value]) => `${term}: ${value}`);
}

describe('checkout step 4 in the declaration block (issue 38)', () => {
  it('shows for whom, the Bundesland and what was paid, as the customer answered', async () => {
    const { caseId } = await createPaidCase(database.db, storage(), {
      customer: { firstName: 'Ilse', lastName: 'Tochter', email: 'ilse.schritt4@example.de', phone: '' },
      additional: {
        orderedFor: 'relative',
        residence: 'NW',
        payments: ['gift-cards', 'transfer'],
        chatContent: '',
        suspicionReason: '',
      },
    });
    const data = await view(caseId);
    expect(data?.declaration).toMatchObject({
      orderedFor: 'Für eine Angehörige oder einen Angehörigen',
      residence: 'Nordrhein-Westfalen',
      payments: [
        'Ja, per Überweisung',
        'Ja, mit Gutscheinkarten (zum Beispiel Google Play, Apple, Amazon, Paysafecard)',
      ],
    });
    const rows = declarationRows(data as CaseView);
    expect(rows).toContain('Geprüft für: Für eine Angehörige oder einen Angehörigen');
    expect(rows).toContain('Bundesland: Nordrhein-Westfalen');
    expect(rows).toContain(
      'Bereits gezahlt: Ja, per Überweisung; Ja, mit Gutscheinkarten (zum Beispiel Google Play, Apple, Amazon, Paysafecard)',
    );
    // In the block's order: after the relation, before the description.
    const terms = rows.map((row) => row.split(':')[0]);
    expect(terms.slice(terms.indexOf('Beziehung zur Person'), terms.indexOf('Schilderung des Anlasses') + 1)).toEqual([
      'Beziehung zur Person',
      'Geprüft für',
      'Bundesland',
      'Bereits gezahlt',
      'Schilderung des Anlasses',
    ]);
  });

  it('says "nicht erfragt" for an order placed before the questions', async () => {
    const { caseId } = await createPaidCase(database.db, storage(), {
      customer: { firstName: 'Otto', lastName: 'Altbestellung', email: 'otto.vorher@example.de', phone: '' },
    });
    // As migration 0023 left the rows of older orders.
    await database.db
      .update(caseDetails)
      .set({ orderedFor: null, residence: null, payments: [] })
      .where(eq(caseDetails.caseId, caseId));
    const data = await view(caseId);
    expect(data?.declaration).toMatchObject({ orderedFor: null, residence: null, payments: [] });
    const rows = declarationRows(data as CaseView);
    for (const term of ['Geprüft für', 'Bundesland', 'Bereits gezahlt']) {
      expect(rows).toContain(`${term}: nicht erfragt (Bestellung vor Einführung der Frage)`);
    }
  });

  it('the default order of the fixtures: for herself, in Berlin, nothing paid; deleted with the case data', async () => {
    const { caseId } = await createPaidCase(database.db, storage(), {
      customer: { firstName: 'Erika', lastName: 'Selbst', email: 'erika.selbst@example.de', phone: '' },
    });
    const rows = declarationRows((await view(caseId)) as CaseView);
    expect(rows).toContain('Geprüft für: Für mich selbst');
    expect(rows).toContain('Bundesland: Berlin');
    expect(rows).toContain('Bereits gezahlt: Nein, bisher wurde kein Geld gezahlt');
    // The answers are case data: after the deletion they are gone, not "nicht erfragt".
    await database.db.transaction((tx) =>
      purgeCaseData(tx, storage(), caseId, { now: new Date(), reason: 'completed-30-days' }),
    );
    const purged = declarationRows((await view(caseId)) as CaseView);
    for (const term of ['Geprüft für', 'Bundesland', 'Bereits gezahlt']) {
      expect(purged).toContain(`${term}: mit den Falldaten gelöscht`);
    }
  });
});
