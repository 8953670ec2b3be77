// Claims on background work: one holder at a time, free again after release or expiry.
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { claimWork, releaseWork } from './work-claim.server.ts';

const database = useTestDatabase();

describe('work claims', () => {
  it('admits one holder until released or expired', async () => {
    const db = database.db;
    const now = new Date('2026-11-24T10:00:00Z');
    expect(await claimWork(db, 'image:1', 60, now)).toBe(true);
    expect(await claimWork(db, 'image:1', 60, now)).toBe(false);
    expect(await claimWork(db, 'image:1', 60, new Date(now.getTime() + 59_000))).toBe(false);
    // Another piece of work is claimed independently.
    expect(await claimWork(db, 'image:2', 60, now)).toBe(true);
    // A holder that crashed: its claim runs out.
    expect(await claimWork(db, 'image:1', 60, new Date(now.getTime() + 61_000))).toBe(true);
    await releaseWork(db, 'image:1');
    expect(await claimWork(db, 'image:1', 60, new Date(now.getTime() + 62_000))).toBe(true);
  });

  it('gives a claim to exactly one of many claimants at once', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => claimWork(database.db, 'race', 60)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
