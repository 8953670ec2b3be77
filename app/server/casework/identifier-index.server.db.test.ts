// The identifier index across cases (issue 30 point 2) on a real database: two cases with the same
// phone number see each other, other kinds likewise; the rows go with the case data while an admin's
// confirmation stays as a keyed hash for 5 years; a Prüfer cannot confirm. The lookup's one statement:
// identifier-sightings.server.db.test.ts; the key: identifier-hash.server.db.test.ts.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CaseIdentifier, CONFIRMED_IDENTIFIER_YEARS } from '#app/lib/identifiers.ts';
import { caseReference } from '#app/lib/services.ts';
import { staffCasePath } from '#app/lib/staff-paths.ts';
import { auditLog, caseIdentifiers, cases, confirmedIdentifiers, staffUsers } from '#app/server/db/schema.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { insertCase, insertClient } from '#tests/support/dashboard-fixtures.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { purgeCaseData } from '../privacy/case-removal.server.ts';
import { loadCaseWorkflow } from './case-workflow-view.server.ts';
import { deleteExpiredConfirmedIdentifiers, forgetConfirmedIdentifier } from './confirmed-identifiers.server.ts';
import { identifierHash } from './identifier-hash.server.ts';
import {
  caseIdentifiersWithSightings,
  confirmIdentifier,
  IDENTIFIER_CONFIRM_ADMIN_ONLY,
} from './identifier-index.server.ts';
import { indexCaseIdentifiers } from './identifier-indexing.server.ts';
import { identifierSightings, withSightings } from './identifier-sightings.server.ts';
import { SIGHTINGS_PER_IDENTIFIER } from './indexed-identifier.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-identifiers-');
const db = () => database.db;
const key = randomBytes(32);
const ADMIN = 'staff-identifiers-admin';
const SPECIALIST = 'staff-identifiers-specialist';
const admin = { staffId: ADMIN, role: 'admin', requestId: 'req-identifier-admin' };
const specialist = { staffId: SPECIALIST, role: 'specialist', requestId: 'req-identifier-specialist' };

const phone = { kind: 'phone', value: '+4915112345678' } as const;
const email = { kind: 'email', value: 'romeo.love@example.org' } as const;
const iban = { kind: 'iban', value: 'DE89370400440532013000' } as const;
const username = { kind: 'username', value: 'instagram:romeo_love' } as const;

/** An identifier as the case page's extraction gives it (app/server/casework/identifiers/). */
function found(kind: CaseIdentifier['kind'], value: string): CaseIdentifier {
  return { kind, value, raw: value, sources: ['chat'], facts: [], valid: true, seenIn: [] };
}

let day = 0;
/** A paid case ordered a day after the previous one (so "newest first" is well defined). */
async function newCase(): Promise<string> {
  day++;
  return insertCase(db(), {
    clientId: await insertClient(db()),
    createdAt: new Date(Date.UTC(2026, 0, 1) + day * 86_400_000),
  });
}

async function purge(caseId: string) {
  await db().transaction((tx) =>
    purgeCaseData(tx, createDiskStorage(filesDir.path), caseId, { now: new Date(), reason: 'completed-30-days' }),
  );
}

async function rowsOf(caseId: string) {
  return db()
    .select({ kind: caseIdentifiers.kind, value: caseIdentifiers.value })
    .from(caseIdentifiers)
    .where(eq(caseIdentifiers.caseId, caseId))
    .orderBy(caseIdentifiers.kind);
}

const sightingsOf = async (caseId: string, identifiers: readonly { kind: string; value: string }[], now?: Date) =>
  identifierSightings(db(), caseId, identifiers, { key, now });
const keyOf = (identifier: { kind: string; value: string }) => `${identifier.kind}\n${identifier.value}`;

describe(`identifier index on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  beforeAll(async () => {
    await db()
      .insert(staffUsers)
      .values([
        { id: ADMIN, name: 'Ines Inhaberin', email: 'ines.identifiers@echtcheck.test', role: 'admin' },
        { id: SPECIALIST, name: 'Paul Prüfer', email: 'paul.identifiers@echtcheck.test' },
      ]);
  });

  it('two cases with the same phone number each see the other, linked, and nothing else', async () => {
    const first = await newCase();
    const second = await newCase();
    const unrelated = await newCase();
    expect(await indexCaseIdentifiers(db(), first, [phone, email])).toBe(true);
    expect(await indexCaseIdentifiers(db(), second, [phone])).toBe(true);
    await indexCaseIdentifiers(db(), unrelated, [{ kind: 'phone', value: '+4917000000000' }]);

    const [firstCase] = await db().select({ createdAt: cases.createdAt }).from(cases).where(eq(cases.id, first));
    const seenBySecond = await sightingsOf(second, [phone]);
    expect(seenBySecond.get(keyOf(phone))).toEqual([
      {
        reference: caseReference(first),
        href: staffCasePath(first),
        date: firstCase?.createdAt.toISOString(),
        confirmed: false,
      },
    ]);
    const seenByFirst = await sightingsOf(first, [phone, email]);
    expect(seenByFirst.get(keyOf(phone))?.map((sighting) => sighting.reference)).toEqual([caseReference(second)]);
    // Only the first case has the e-mail address: seen nowhere else.
    expect(seenByFirst.get(keyOf(email))).toEqual([]);
    // The same number in another kind is another identifier.
    expect(
      (await sightingsOf(second, [{ kind: 'username', value: phone.value }])).get(`username\n${phone.value}`),
    ).toEqual([]);
  });

  it('other kinds: newest first, at most five cases each, the case itself never listed', async () => {
    const older = [];
    for (let i = 0; i < SIGHTINGS_PER_IDENTIFIER + 2; i++) {
      const caseId = await newCase();
      await indexCaseIdentifiers(db(), caseId, [iban, username]);
      older.push(caseId);
    }
    const viewed = await newCase();
    await indexCaseIdentifiers(db(), viewed, [iban, username]);
    const found = await sightingsOf(viewed, [iban, username]);
    const newestFive = older.slice(-SIGHTINGS_PER_IDENTIFIER).reverse().map(caseReference);
    for (const identifier of [iban, username]) {
      const seen = found.get(keyOf(identifier)) ?? [];
      expect(seen.map((sighting) => sighting.reference)).toEqual(newestFive);
      expect(seen.map((sighting) => sighting.reference)).not.toContain(caseReference(viewed));
      expect([...seen.map((sighting) => sighting.date)].sort().reverse()).toEqual(
        seen.map((sighting) => sighting.date),
      );
    }
  });

  it('indexing replaces the rows, writes nothing when unchanged, and leaves out values it cannot index', async () => {
    const caseId = await newCase();
    expect(await indexCaseIdentifiers(db(), caseId, [phone, phone, email])).toBe(true);
    expect(await indexCaseIdentifiers(db(), caseId, [email, phone])).toBe(false);
    expect(await rowsOf(caseId)).toEqual([email, phone]);
    const long = { kind: 'url', value: `https://example.org/${'a'.repeat(600)}` };
    expect(await indexCaseIdentifiers(db(), caseId, [phone, iban, long, { kind: 'fax', value: '123' }])).toBe(true);
    expect(await rowsOf(caseId)).toEqual([iban, phone]);
    expect(await indexCaseIdentifiers(db(), caseId, [])).toBe(true);
    expect(await rowsOf(caseId)).toEqual([]);
    expect(await indexCaseIdentifiers(db(), 'not-a-uuid', [phone])).toBe(false);
  });

  it("a deleted case's rows are gone; its confirmed hash is still found, without the case", async () => {
    const shared = { kind: 'phone', value: '+4915199999999' } as const;
    const fraud = await newCase();
    await indexCaseIdentifiers(db(), fraud, [shared, email]);
    expect(await confirmIdentifier(db(), admin, fraud, shared, true, key)).toEqual({ ok: true });
    const [stored] = await db().select().from(confirmedIdentifiers).where(eq(confirmedIdentifiers.caseId, fraud));
    // Only the keyed hash: the value itself is stored nowhere in the row.
    expect(stored).toMatchObject({ kind: 'phone', valueHash: identifierHash(key, shared), confirmedBy: ADMIN });
    expect(JSON.stringify(stored)).not.toContain(shared.value);

    // While the case has its data, a later case sees it listed and confirmed.
    const later = await newCase();
    await indexCaseIdentifiers(db(), later, [shared]);
    expect((await sightingsOf(later, [shared])).get(keyOf(shared))).toEqual([
      expect.objectContaining({ reference: caseReference(fraud), href: staffCasePath(fraud), confirmed: true }),
    ]);
    // The confirming case itself shows the confirmation (so the page offers to take it back).
    expect((await sightingsOf(fraud, [shared])).get(keyOf(shared))).toEqual([
      expect.objectContaining({ reference: null, href: null, confirmed: true }),
      expect.objectContaining({ reference: caseReference(later), confirmed: false }),
    ]);

    await purge(fraud);
    expect(await rowsOf(fraud)).toEqual([]);
    const [kept] = await db()
      .select()
      .from(confirmedIdentifiers)
      .where(eq(confirmedIdentifiers.id, stored?.id ?? ''));
    expect(kept).toMatchObject({ caseId: null, valueHash: identifierHash(key, shared) });
    const [purged] = await db()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, fraud), eq(auditLog.action, 'case.data.purged')));
    expect(purged?.details).toMatchObject({ identifiers: 2 });

    const afterwards = await newCase();
    await indexCaseIdentifiers(db(), afterwards, [shared, email]);
    const seen = await sightingsOf(afterwards, [shared, email]);
    expect(seen.get(keyOf(shared))).toEqual([
      { reference: null, href: null, date: stored?.confirmedAt.toISOString(), confirmed: true },
      expect.objectContaining({ reference: caseReference(later), confirmed: false }),
    ]);
    // The deleted case's e-mail address (not confirmed) is found nowhere any more.
    expect(seen.get(keyOf(email))?.some((sighting) => sighting.reference === caseReference(fraud))).toBe(false);
    // Nothing can be indexed for a case whose data is deleted.
    expect(await indexCaseIdentifiers(db(), fraud, [shared])).toBe(false);
    expect(await rowsOf(fraud)).toEqual([]);
  });

  it(`keeps a confirmation ${CONFIRMED_IDENTIFIER_YEARS} years, then the job deletes it`, async () => {
    const wallet = { kind: 'wallet', value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' } as const;
    const caseId = await newCase();
    await indexCaseIdentifiers(db(), caseId, [wallet]);
    const confirmedAt = new Date('2026-03-01T12:00:00Z');
    expect(await confirmIdentifier(db(), admin, caseId, wallet, true, key, confirmedAt)).toEqual({ ok: true });
    await purge(caseId);
    const other = await newCase();
    const justBefore = new Date('2031-03-01T11:59:00Z');
    const justAfter = new Date('2031-03-01T12:01:00Z');
    expect((await sightingsOf(other, [wallet], justBefore)).get(keyOf(wallet))).toHaveLength(1);
    // Past the period the lookup ignores it even before the job ran, and the job removes it.
    expect((await sightingsOf(other, [wallet], justAfter)).get(keyOf(wallet))).toEqual([]);
    expect(await deleteExpiredConfirmedIdentifiers(db(), justBefore)).toBe(0);
    // An objection deletes a confirmation by its value, after the case data is gone.
    const objected = { kind: 'email', value: 'zu.unrecht@example.org' } as const;
    const objectedCase = await newCase();
    await indexCaseIdentifiers(db(), objectedCase, [objected]);
    expect(await confirmIdentifier(db(), admin, objectedCase, objected, true, key)).toEqual({ ok: true });
    await purge(objectedCase);
    expect(await forgetConfirmedIdentifier(db(), key, objected)).toBe(true);
    expect(await forgetConfirmedIdentifier(db(), key, objected)).toBe(false);
    expect((await sightingsOf(other, [objected])).get(keyOf(objected))).toEqual([]);
    expect(await deleteExpiredConfirmedIdentifiers(db(), justAfter)).toBeGreaterThanOrEqual(1);
    expect(
      await db()
        .select()
        .from(confirmedIdentifiers)
        .where(eq(confirmedIdentifiers.valueHash, identifierHash(key, wallet))),
    ).toEqual([]);
  });

  it("refuses a Prüfer's confirmation, and any value that is not one of the case's own", async () => {
    const caseId = await newCase();
    const number = { kind: 'phone', value: '+4915111112222' } as const;
    await indexCaseIdentifiers(db(), caseId, [number]);
    expect(await confirmIdentifier(db(), specialist, caseId, number, true, key)).toEqual({
      ok: false,
      status: 403,
      message: IDENTIFIER_CONFIRM_ADMIN_ONLY,
    });
    expect(await confirmIdentifier(db(), specialist, caseId, number, false, key)).toMatchObject({ status: 403 });
    // Not in this case (though perhaps in another): refused, nothing stored.
    const elsewhere = await newCase();
    await indexCaseIdentifiers(db(), elsewhere, [phone]);
    expect(await confirmIdentifier(db(), admin, caseId, phone, true, key)).toMatchObject({ ok: false, status: 404 });
    expect(await confirmIdentifier(db(), admin, caseId, { kind: 'phone', value: '' }, true, key)).toMatchObject({
      status: 400,
    });
    expect(await confirmIdentifier(db(), admin, caseId, { kind: 'fax', value: '1' }, true, key)).toMatchObject({
      status: 400,
    });
    expect(await confirmIdentifier(db(), admin, 'nope', number, true, key)).toMatchObject({ status: 404 });
    expect(
      await db()
        .select()
        .from(confirmedIdentifiers)
        .where(eq(confirmedIdentifiers.valueHash, identifierHash(key, phone))),
    ).toEqual([]);
    // Taking back what is not confirmed.
    expect(await confirmIdentifier(db(), admin, caseId, number, false, key)).toMatchObject({ status: 404 });

    // The admin confirms and takes it back; both audited with the kind only.
    expect(await confirmIdentifier(db(), admin, caseId, number, true, key)).toEqual({ ok: true });
    expect(await confirmIdentifier(db(), admin, caseId, number, false, key)).toEqual({ ok: true });
    const entries = await db()
      .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entityId, caseId))
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      { action: 'case.identifier.confirmed', actorId: ADMIN, details: { kind: 'phone' } },
      { action: 'case.identifier.unconfirmed', actorId: ADMIN, details: { kind: 'phone' } },
    ]);
    const workflow = await loadCaseWorkflow(db(), caseId, (documentId) => `/datei/${documentId}`);
    expect(workflow?.history.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'Angabe bestätigt: in einem Fall mit Betrugsverdacht verwendet: Telefonnummer',
        'Bestätigung einer Angabe (mit Betrugsverdacht verwendet) aufgehoben: Telefonnummer',
      ]),
    );
  });

  it('withSightings indexes the case and fills seenIn for the case page', async () => {
    const first = await newCase();
    const second = await newCase();
    const identifier = (value: string) => found('email', value);
    await withSightings(db(), first, [identifier('liebe.dich@example.net')], { key });
    const [shown] = await withSightings(db(), second, [identifier('liebe.dich@example.net')], { key });
    expect(shown?.seenIn.map((sighting) => sighting.href)).toEqual([staffCasePath(first)]);
    expect(await rowsOf(second)).toEqual([{ kind: 'email', value: 'liebe.dich@example.net' }]);
  });

  it('compares a web address by its registrable domain as well: the same shop under another address', async () => {
    const first = await newCase();
    const second = await newCase();
    const url = (value: string) => found('url', value);
    await caseIdentifiersWithSightings(db(), first, [url('https://pay.fake-shop.de/kasse?id=1')], { key });
    const [shown] = await caseIdentifiersWithSightings(db(), second, [url('https://fake-shop.de/angebot')], { key });
    expect(shown?.seenIn.map((sighting) => sighting.href)).toEqual([staffCasePath(first)]);
    // The domain is indexed beside the address, so a bare "fake-shop.de" in a third case finds both.
    expect(await rowsOf(second)).toEqual([
      { kind: 'domain', value: 'fake-shop.de' },
      { kind: 'url', value: 'https://fake-shop.de/angebot' },
    ]);
    const third = await newCase();
    const [bare] = await caseIdentifiersWithSightings(db(), third, [found('domain', 'fake-shop.de')], { key });
    expect(bare?.seenIn.map((sighting) => sighting.href)).toEqual([staffCasePath(second), staffCasePath(first)]);
  });
});
