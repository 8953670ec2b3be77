// The findings draft on a real database: saved and read back (also a draft saved before issue 29),
// refused once the case is closed, delivered by "Abschließen" with the verdict kept on the case, and
// deleted with the case data.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { berlinDay } from '#app/lib/format.ts';
import { auditLog, caseFindings, cases, staffUsers, uploadedDocuments } from '#app/server/db/schema.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { chunks } from '#tests/support/order-fixtures.ts';
import { createPaidCase, TEST_SITE_URL, testProviderInfo } from '#tests/support/paid-case.ts';
import { addScreenshot, completeFindings, hit } from '#tests/support/report-findings.ts';
import { phonePhoto } from '#tests/support/synthetic-photo.ts';
import { purgeCaseData } from '../privacy/case-removal.server.ts';
import { finishCase } from './case-finish.server.ts';
import { startWork } from './case-workflow.server.ts';
import { loadFindings, saveFindings, saveSentFindings } from './findings-store.server.ts';

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
  const bytes = await phonePhoto(5);
  const filePath = `case-files/${caseId}/profilbild.jpg`;
  const stored = await storage().write(filePath, chunks(bytes), { maxBytes: bytes.byteLength });
  const [image] = await db()
    .insert(uploadedDocuments)
    .values({
      caseId,
      kind: 'customer',
      fileName: 'profilbild.jpg',
      fileSize: stored.size,
      fileType: 'image/jpeg',
      filePath,
      sha256: stored.sha256,
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
  steps: { 'reverse-image-search': { state: 'done', date: '2026-11-20', sources: 'Google Lens', reason: '' } },
  hits: [
    {
      id: 'h1',
      documentId: imageId,
      url: 'https://example.org/model',
      foundOn: '2026-11-20',
      description: 'Gleiches Foto, anderer Name',
      screenshots: [],
    },
  ],
  images: [{ documentId: imageId, assessment: 'Gestohlen.' }],
  signals: ['photos-under-other-names'],
  signalSources: { 'photos-under-other-names': 'https://example.org/model' },
  nextSteps: [],
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
      images: [{ documentId: imageId, fileName: 'profilbild.jpg', assessment: 'Gestohlen.' }],
      hits: [{ id: 'h1', documentId: imageId, url: 'https://example.org/model' }],
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
    await db().update(cases).set({ status: 'withdrawn' }).where(eq(cases.id, caseId));
    expect(await saveFindings(db(), actor, caseId, complete(imageId))).toMatchObject({ ok: false, status: 409 });
  });

  it('a request without findings saves nothing: "finish" and "approve" keep the saved draft', async () => {
    const { caseId, imageId } = await paidCaseWithImage();
    const first = await saveSentFindings(db(), actor, caseId, JSON.stringify(complete(imageId)), 'findings');
    if (!first.ok) throw new Error(first.message);
    expect(await saveSentFindings(db(), actor, caseId, '', 'finish')).toEqual({
      ok: true,
      version: first.version,
      revision: 1,
    });
    expect(await saveSentFindings(db(), actor, caseId, '  ', 'approve')).toEqual({
      ok: true,
      version: first.version,
      revision: 1,
    });
    expect((await loadFindings(db(), caseId)).summary).toBe(complete(imageId).summary);
    expect(await saveSentFindings(db(), actor, caseId, '', 'findings')).toMatchObject({ ok: false, status: 400 });
    expect(await saveSentFindings(db(), actor, caseId, '{kaputt', 'finish')).toMatchObject({
      ok: false,
      status: 400,
      message: 'Die Befunde konnten nicht gelesen werden.',
    });
    expect((await loadFindings(db(), caseId)).verdict).toBe('likely-fake');
  });

  it('reads a draft saved before issue 29 in the current shape: nothing typed is lost', async () => {
    const { caseId, imageId } = await paidCaseWithImage();
    await db()
      .insert(caseFindings)
      .values({
        caseId,
        updatedBy: STAFF,
        findings: {
          verdict: 'likely-fake',
          summary: 'Alter Entwurf mit genug Text.',
          identity: { name: '', age: '', location: '', job: '', assessment: '' },
          images: [
            {
              documentId: imageId,
              fileName: 'profilbild.jpg',
              sources: [{ url: 'https://example.org/alt', note: 'Alte Fundstelle' }],
              assessment: 'Alt.',
            },
          ],
          signals: [],
          signalNotes: '',
          nextSteps: [],
          nextStepsText: '',
          checklist: ['reverse-image-search'],
        },
      });
    const findings = await loadFindings(db(), caseId);
    expect(findings.steps).toEqual({ 'reverse-image-search': { state: 'done', date: '', sources: '', reason: '' } });
    expect(findings.hits).toMatchObject([
      { url: 'https://example.org/alt', description: 'Alte Fundstelle', foundOn: '' },
    ]);
    expect(findings.images).toEqual([{ documentId: imageId, fileName: 'profilbild.jpg', assessment: 'Alt.' }]);
    // Saved again as it is, it is valid.
    expect(await saveFindings(db(), actor, caseId, findings)).toMatchObject({ ok: true });
  });
});

describe('the delivered result', () => {
  it('keeps the verdict on the case when it is finished, and retention deletes findings and verdict', async () => {
    const { caseId } = await paidCaseWithImage();
    await startWork(db(), actor, caseId);
    const day = berlinDay(new Date());
    const shot = await addScreenshot(db(), storage(), caseId, STAFF);
    const findings = completeFindings('romance-scam', {
      day,
      verdict: 'likely-fake',
      hits: [hit('h1', 'https://example.org/model', day, shot)],
    });
    expect(await saveFindings(db(), actor, caseId, findings)).toMatchObject({ ok: true });
    const finished = await finishCase(
      db(),
      { siteUrl: TEST_SITE_URL, provider: testProviderInfo, storage: storage(), secondApproval: false },
      actor,
      caseId,
    );
    expect(finished).toEqual({ ok: true });
    const [row] = await db().select().from(cases).where(eq(cases.id, caseId));
    expect(row?.verdict).toBe('likely-fake');

    // Retention deletes the findings, the screenshot, the report and the verdict with them (issue 27 point 7).
    await db().transaction((tx) =>
      purgeCaseData(tx, storage(), caseId, { now: new Date(), reason: 'completed-30-days' }),
    );
    expect(await db().select().from(caseFindings).where(eq(caseFindings.caseId, caseId))).toEqual([]);
    expect(await db().select().from(uploadedDocuments).where(eq(uploadedDocuments.caseId, caseId))).toEqual([]);
    const [after] = await db().select().from(cases).where(eq(cases.id, caseId));
    expect(after?.verdict).toBeNull();
  });
});
