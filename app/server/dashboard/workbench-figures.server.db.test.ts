// The workbench's figures on a real database: weekly median time from payment to delivery, verdict
// shares, and the cases whose images matched an earlier case's.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCase, insertClient } from '#tests/support/dashboard-fixtures.ts';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { cases, imageFingerprints } from '../db/schema.server.ts';
import { workbenchFigures } from './workbench-figures.server.ts';

const database = useTestDatabase();

// Wednesday 18 November 2026, noon in Berlin: the current ISO week began on Monday 16 November.
const now = new Date('2026-11-18T11:00:00Z');
const hours = (count: number) => count * 3600_000;

async function delivered(paidAt: Date, afterHours: number, verdict: string | null) {
  const clientId = await insertClient(database.db);
  const caseId = await insertCase(database.db, { clientId, status: 'completed', paidAt, createdAt: paidAt });
  await database.db
    .update(cases)
    .set({ completedAt: new Date(paidAt.getTime() + hours(afterHours)), verdict })
    .where(eq(cases.id, caseId));
  return caseId;
}

describe('workbench figures', () => {
  it('counts deliveries per week with their median, the verdict shares and the matched cases', async () => {
    // This week: delivered after 10, 20 and 40 hours (median 20).
    const monday = new Date('2026-11-16T08:00:00Z');
    const first = await delivered(monday, 10, 'likely-fake');
    await delivered(monday, 20, 'likely-fake');
    await delivered(new Date('2026-11-16T00:00:00Z'), 40, 'unclear');
    // Last week: one after 30 hours, with an own report only (no verdict).
    await delivered(new Date('2026-11-10T08:00:00Z'), 30, null);
    // Last week too: a case whose data is already deleted, its verdict with it.
    const purged = await delivered(new Date('2026-11-09T08:00:00Z'), 30, null);
    await database.db.update(cases).set({ dataPurgedAt: now }).where(eq(cases.id, purged));
    // Thirteen weeks ago: outside.
    await delivered(new Date('2026-08-18T08:00:00Z'), 5, 'likely-genuine');
    await database.db.insert(imageFingerprints).values([
      { caseId: first, hash: 1n, matchedAt: monday, matchedConfirmed: true },
      { caseId: first, hash: 2n, matchedAt: monday },
    ]);

    const figures = await workbenchFigures(database.db, now);
    expect(figures.weeks).toHaveLength(12);
    expect(figures.weeks.at(-1)).toEqual({ weekStart: '2026-11-15T23:00:00.000Z', delivered: 3, medianHours: 20 });
    expect(figures.weeks.at(-2)).toMatchObject({ delivered: 2, medianHours: 30 });
    expect(figures.weeks.at(0)).toMatchObject({ delivered: 0, medianHours: null });
    expect(figures.deliveredTotal).toBe(5);
    expect(figures.verdicts).toEqual([
      { label: 'wahrscheinlich echt', count: 0, percent: 0 },
      { label: 'unklar', count: 1, percent: 20 },
      { label: 'wahrscheinlich gefälscht', count: 2, percent: 40 },
      { label: 'ohne Befunde (eigener Ergebnisbericht)', count: 1, percent: 20 },
      { label: 'Falldaten gelöscht', count: 1, percent: 20 },
    ]);
    expect(figures.matchedCases).toBe(1);
    expect(figures.matchedConfirmedCases).toBe(1);
  });
});
