// The findings draft on a real database: saved and read back, refused once the case is closed,
// rendered into the report draft that "Fall abschließen" delivers with the verdict kept on the case,
// and deleted with the case data.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, caseFindings, cases, staffUsers, uploadedDocuments } from '#app/server/db/schema.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { createPaidCase, TEST_SITE_URL, testProviderInfo } from '#tests/support/paid-case.ts';
import { flatText } from '#tests/support/pdf-text.ts';
import { purgeCaseData } from '../privacy/case-removal.server.ts';
import { finishCase, startWork } from './case-workflow.server.ts';
import { generateReport, loadFindings, saveFindings } from './findings-store.server.ts';
import { latestReport } from './report-upload.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-findings-');
const STAFF = 'staff-findings-test';
const actor = { staffId: STAFF, requestId: 'req-findings-1' };
const storage = () => createDiskStorage(filesDir.path);
const db = () => database.db;

beforeAll(async () => {
  await database.db.insert(staffUsers).values({ id: STAFF, name: 'Jonas Berger', email: 'jonas.berger@example.de' });
});

async function paidCaseWithImage() {
  const { caseId } = await createPaidCase(db(), storage(), { service: 'romance-scam' });
  const [image] = await db()
    .insert(uploadedDocuments)
    .values({
      caseId,
      kind: 'customer',
      fileName: 'profilbild.jpg',
      fileSize: 1234,
      fileType: 'image/jpeg',
      filePath: `case-files/${caseId}/profilbild.jpg`,
      state: 'stored',
    })
    .returning({ id: uploadedDocuments.id });
  return { caseId, imageId: image?.id ?? '' };
}

const complete = (imageId: string) => ({
  verdict: 'likely-fake',
  summary: 'Die Profilfotos gehören einem Fotomodell; das Profil ist mit hoher Wahrscheinlichkeit gefälscht.',
  identity: {
    name: 'James Miller',
    age: '',
    location: 'Aberdeen',
    job: 'Bohrinsel-Ingenieur',
    assessment: 'Nicht stimmig.',
  },
  images: [
    {
      documentId: imageId,
      sources: [{ url: 'https://example.org/model', note: 'Gleiches Foto, anderer Name' }],
      assessment: 'Gestohlen.',
    },
  ],
  signals: ['photos-under-other-names'],
  nextSteps: [],
  checklist: ['reverse-image-search'],
  signalNotes: '',
  nextStepsText: '',
});

describe('findings draft', () => {
  it('saves any stage of the draft and reads it back, audited', async () => {
    const { caseId, imageId } = await paidCaseWithImage();
    expect(await loadFindings(db(), caseId)).toMatchObject({ verdict: null, summary: '' });
    expect(await saveFindings(db(), actor, caseId, { summary: 'Erste Notizen' })).toMatchObject({ ok: true });
    const saved = await saveFindings(db(), actor, caseId, complete(imageId));
    expect(saved.ok).toBe(true);
    expect(await loadFindings(db(), caseId)).toMatchObject({
      verdict: 'likely-fake',
      images: [{ documentId: imageId, fileName: 'profilbild.jpg' }],
    });
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, caseId));
    expect(audits.filter((row) => row.action === 'case.findings.saved')).toHaveLength(2);
  });

  it('keeps the previous draft when the new one is refused, and refuses changes to a closed case', async () => {
    const { caseId, imageId } = await paidCaseWithImage();
    await saveFindings(db(), actor, caseId, complete(imageId));
    const refused = await saveFindings(db(), actor, caseId, { ...complete(imageId), verdict: 'vielleicht' });
    expect(refused).toMatchObject({ ok: false, status: 400, errors: { verdict: expect.any(String) } });
    expect((await loadFindings(db(), caseId)).verdict).toBe('likely-fake');
    // A malformed or unknown case id is a 404, not a database error.
    expect(await saveFindings(db(), actor, 'not-a-uuid', {})).toMatchObject({ ok: false, status: 404 });
    expect(await generateReport(db(), storage(), testProviderInfo, actor, 'not-a-uuid')).toMatchObject({
      ok: false,
      status: 404,
    });
    await db().update(cases).set({ status: 'withdrawn' }).where(eq(cases.id, caseId));
    expect(await saveFindings(db(), actor, caseId, complete(imageId))).toMatchObject({ ok: false, status: 409 });
  });
});

describe('the generated report', () => {
  it('is refused without verdict and summary, then becomes the report that finishing delivers; the verdict goes with the case data', async () => {
    const { caseId, imageId } = await paidCaseWithImage();
    await startWork(db(), actor, caseId);
    const early = await generateReport(db(), storage(), testProviderInfo, actor, caseId);
    expect(early).toMatchObject({ ok: false, status: 400, errors: { verdict: 'Bitte wählen Sie ein Ergebnis aus.' } });

    await saveFindings(db(), actor, caseId, complete(imageId));
    const generated = await generateReport(db(), storage(), testProviderInfo, actor, caseId);
    if (!generated.ok) throw new Error(generated.message);
    const report = await latestReport(db(), caseId);
    expect(report).toMatchObject({
      id: generated.report.id,
      kind: 'report',
      fileName: `Pruefbericht-${caseId.slice(0, 8)}.pdf`,
    });
    const chunksRead: Buffer[] = [];
    for await (const chunk of await storage().read(report?.filePath ?? '')) chunksRead.push(chunk as Buffer);
    const text = flatText(Buffer.concat(chunksRead));
    expect(text).toContain('wahrscheinlich gefälscht');
    expect(text).toContain('https://example.org/model');

    // Generated twice: the second replaces the first.
    const again = await generateReport(db(), storage(), testProviderInfo, actor, caseId);
    if (!again.ok) throw new Error(again.message);
    expect((await latestReport(db(), caseId))?.id).toBe(again.report.id);

    const finished = await finishCase(db(), { siteUrl: TEST_SITE_URL, provider: testProviderInfo }, actor, caseId, {
      outcome: 'completed',
      message: 'Die Einzelheiten finden Sie im Prüfbericht auf Ihrer Statusseite.',
      reportId: again.report.id,
    });
    expect(finished).toMatchObject({ ok: true });
    const [row] = await db().select().from(cases).where(eq(cases.id, caseId));
    expect(row?.verdict).toBe('likely-fake');

    // Retention deletes the findings, and the verdict with them (issue 27 point 7).
    await db().transaction((tx) =>
      purgeCaseData(tx, storage(), caseId, { now: new Date(), reason: 'completed-30-days' }),
    );
    expect(await db().select().from(caseFindings).where(eq(caseFindings.caseId, caseId))).toEqual([]);
    const [after] = await db().select().from(cases).where(eq(cases.id, caseId));
    expect(after?.verdict).toBeNull();
  });
});
