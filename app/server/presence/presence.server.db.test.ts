// Who has a case open and the findings' revision on a real database (issue 39): presence within and
// after five minutes (moved clocks) and its throttle; a save over a colleague's newer findings refused
// with her name and the time, the colleague's findings kept, and the next save after the refusal.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { berlinDay } from '#app/lib/format.ts';
import { startWork } from '#app/server/casework/case-workflow.server.ts';
import { loadStoredFindings, saveFindings, saveSentFindings } from '#app/server/casework/findings-store.server.ts';
import { casePresence, cases, staffUsers } from '#app/server/db/schema.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { createPaidCase } from '#tests/support/paid-case.ts';
import { completeFindings } from '#tests/support/report-findings.ts';
import { othersPresent, recordPresence, visitCase } from './presence.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-presence-');
const ANNA = 'staff-presence-anna';
const PAUL = 'staff-presence-paul';
const as = (staffId: string) => ({ staffId, requestId: `req-${staffId}` });
const db = () => database.db;

beforeAll(async () => {
  await db()
    .insert(staffUsers)
    .values([
      { id: ANNA, name: 'Anna Admin', email: 'anna.p@example.de', role: 'admin' },
      { id: PAUL, name: 'Paul Prüfer', email: 'paul.p@example.de', role: 'specialist' },
    ]);
});

async function startedCase() {
  const { caseId } = await createPaidCase(db(), createDiskStorage(filesDir.path));
  expect(await startWork(db(), as(PAUL), caseId)).toEqual({ ok: true });
  const [row] = await db().select().from(cases).where(eq(cases.id, caseId));
  return { caseId, caseType: row?.caseType ?? '' };
}

describe(`presence and revisions on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('names the others seen in the last five minutes, not oneself, not after five minutes', async () => {
    const { caseId } = await startedCase();
    const t0 = new Date('2026-12-01T13:30:00Z');
    expect(await visitCase(db(), caseId, PAUL, t0)).toEqual([]);
    const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
    expect(await visitCase(db(), caseId, ANNA, minutes(2))).toEqual([
      { name: 'Paul Prüfer', seenAt: t0.toISOString(), ago: 'vor 2 Min.' },
    ]);
    expect(await othersPresent(db(), caseId, PAUL, minutes(2))).toMatchObject([
      { name: 'Anna Admin', ago: 'gerade eben' },
    ]);
    expect(await othersPresent(db(), caseId, ANNA, minutes(5.5))).toEqual([]);
    expect(await othersPresent(db(), caseId, PAUL, minutes(6.9))).toHaveLength(1);
    expect(await othersPresent(db(), caseId, PAUL, minutes(7.1))).toEqual([]);
  });

  it('writes a reload within 30 seconds not again (throttled)', async () => {
    const { caseId } = await startedCase();
    const t0 = new Date('2026-12-01T10:00:00Z');
    await recordPresence(db(), caseId, ANNA, t0);
    await recordPresence(db(), caseId, ANNA, new Date(t0.getTime() + 10_000));
    const seen = async () =>
      (await db().select().from(casePresence).where(eq(casePresence.caseId, caseId)))[0]?.seenAt.toISOString();
    expect(await seen()).toBe(t0.toISOString());
    await recordPresence(db(), caseId, ANNA, new Date(t0.getTime() + 31_000));
    expect(await seen()).toBe(new Date(t0.getTime() + 31_000).toISOString());
  });

  it('refuses a save over a newer revision (409, who and when), keeps the colleague\u2019s findings, and takes the next save', async () => {
    const { caseId, caseType } = await startedCase();
    const day = berlinDay(new Date());
    const loaded = (await loadStoredFindings(db(), caseId)).revision;
    expect(loaded).toBe(0);
    // Anna saves first, from the same page state Paul loaded.
    const annas = completeFindings(caseType, { day, summary: 'Annas Fassung der Zusammenfassung.' });
    const first = await saveFindings(db(), as(ANNA), caseId, annas, { revision: loaded });
    expect(first).toMatchObject({ ok: true, revision: 1 });
    const pauls = completeFindings(caseType, { day, summary: 'Pauls Fassung der Zusammenfassung.' });
    const refused = await saveSentFindings(db(), as(PAUL), caseId, JSON.stringify(pauls), 'findings', loaded);
    expect(refused).toMatchObject({ ok: false, status: 409, conflict: true, revision: 1 });
    expect(refused.ok ? '' : refused.message).toMatch(
      /^Anna Admin hat die Befunde um \d{2}:\d{2} Uhr geändert\. Ihre Eingaben sind noch da/,
    );
    expect((await loadStoredFindings(db(), caseId)).findings.summary).toBe('Annas Fassung der Zusammenfassung.');
    // "finish" saves first: refused the same way, nothing delivered.
    expect(await saveSentFindings(db(), as(PAUL), caseId, JSON.stringify(pauls), 'finish', loaded)).toMatchObject({
      status: 409,
    });
    // After comparing, Paul saves again over the revision the refusal named.
    expect(await saveSentFindings(db(), as(PAUL), caseId, JSON.stringify(pauls), 'findings', 1)).toMatchObject({
      ok: true,
      revision: 2,
    });
    const stored = await loadStoredFindings(db(), caseId);
    expect(stored).toMatchObject({ revision: 2, updatedBy: PAUL });
    // Saving the same findings again keeps the revision; a save without one is not checked.
    expect(await saveFindings(db(), as(PAUL), caseId, pauls, { revision: 2 })).toMatchObject({ ok: true, revision: 2 });
    expect(await saveFindings(db(), as(ANNA), caseId, annas)).toMatchObject({ ok: true, revision: 3 });
  });
});
