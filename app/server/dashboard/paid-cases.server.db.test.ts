// The cases tab on a real database: paging, search (names, e-mail, reference, literal wildcards),
// the case page, the staff file links and the chunked CSV export.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCase, insertClient, insertDetail, insertDocument } from '#tests/support/dashboard-fixtures.ts';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { paidCaseDetail, paidCasesForExport, paidCasesPage, paidDocument } from './paid-cases.server.ts';

const database = useTestDatabase();

const base = Date.parse('2026-09-01T12:00:00Z');
const minutes = (n: number) => new Date(base + n * 60_000);
/** Ids of the paid cases, newest first (created_at, then id, descending). */
let expectedOrder: string[] = [];
let pendingCase = '';
let paidWithFiles = '';

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

describe(`paid cases on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  beforeAll(async () => {
    const db = database.db;
    const paid: { id: string; createdAt: Date }[] = [];
    for (let i = 0; i < 28; i++) {
      const clientId = await insertClient(db, {
        firstName: 'Erika',
        lastName: `Muster${i}`,
        email: `erika${i}@example.de`,
      });
      const createdAt = minutes(i);
      paid.push({ id: await insertCase(db, { clientId, createdAt }), createdAt });
    }
    // Two cases created at the same instant: the id decides.
    const twin = await insertClient(db, { firstName: 'Zwilling', lastName: 'Gleichzeitig' });
    for (let i = 0; i < 2; i++)
      paid.push({ id: await insertCase(db, { clientId: twin, createdAt: minutes(5) }), createdAt: minutes(5) });
    // Names and addresses with the LIKE wildcards and the escape character.
    const percent = await insertClient(db, { firstName: 'Hundert', lastName: '100%sicher', email: 'p_x@example.de' });
    paid.push({ id: await insertCase(db, { clientId: percent, createdAt: minutes(40) }), createdAt: minutes(40) });
    const lookalike = await insertClient(db, { firstName: 'Hundert', lastName: '100xsicher', email: 'pax@example.de' });
    paid.push({ id: await insertCase(db, { clientId: lookalike, createdAt: minutes(41) }), createdAt: minutes(41) });
    const backslash = await insertClient(db, { firstName: 'Back', lastName: 'Sla\\sh', email: 'back@example.de' });
    paidWithFiles = await insertCase(db, { clientId: backslash, createdAt: minutes(42) });
    paid.push({ id: paidWithFiles, createdAt: minutes(42) });
    // Umlauts: case-insensitive beyond ASCII.
    const umlaut = await insertClient(db, { firstName: 'Özlem', lastName: 'MÜLLER', email: 'oezlem@example.de' });
    paid.push({ id: await insertCase(db, { clientId: umlaut, createdAt: minutes(43) }), createdAt: minutes(43) });
    const lookalikeUmlaut = await insertClient(db, { firstName: 'Hans', lastName: 'Maller', email: 'hm@example.de' });
    paid.push({
      id: await insertCase(db, { clientId: lookalikeUmlaut, createdAt: minutes(44) }),
      createdAt: minutes(44),
    });
    expectedOrder = paid
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);

    // Not paid: never listed.
    const unpaid = await insertClient(db, { firstName: 'Erika', lastName: 'Offen', email: 'offen@example.de' });
    pendingCase = await insertCase(db, { clientId: unpaid, status: 'pending', createdAt: minutes(100) });
    await insertCase(db, { clientId: unpaid, status: 'paid', paymentId: null, createdAt: minutes(101) });
  });

  it('lists 25 per page, newest first with the id as tie-break', async () => {
    const first = await paidCasesPage(database.db, { page: 1 });
    expect(first).toMatchObject({ total: 35, page: 1, pageSize: 25, pageCount: 2 });
    expect(first.rows.map((row) => row.id)).toEqual(expectedOrder.slice(0, 25));
    const second = await paidCasesPage(database.db, { page: 2 });
    expect(second.rows.map((row) => row.id)).toEqual(expectedOrder.slice(25));
    expect((await paidCasesPage(database.db, { page: 3 })).rows).toEqual([]);
    // Nonsense page numbers mean page 1.
    expect((await paidCasesPage(database.db, { page: Number.NaN })).page).toBe(1);
    expect((await paidCasesPage(database.db, { page: -4 })).page).toBe(1);
  });

  it('answers a row with reference, client, service, amount, ISO date and status', async () => {
    const [row] = (await paidCasesPage(database.db, { search: 'Back' })).rows;
    expect(row).toEqual({
      id: expect.any(String),
      reference: row?.id.slice(0, 8),
      clientName: 'Back Sla\\sh',
      clientEmail: 'back@example.de',
      serviceName: 'Dating-App-Check',
      amountCents: 3900,
      paidWithVoucher: false,
      createdAt: minutes(42).toISOString(),
      status: 'paid',
      dataPurgedAt: null,
    });
  });

  it('searches first, last and full name and e-mail, case-insensitively', async () => {
    const ids = async (search: string) => (await paidCasesPage(database.db, { search })).rows.map((r) => r.clientName);
    expect(await ids('muster17')).toEqual(['Erika Muster17']);
    expect((await paidCasesPage(database.db, { search: 'ERIKA' })).total).toBe(28);
    const second = await paidCasesPage(database.db, { search: 'erika', page: 2 });
    expect(second).toMatchObject({ total: 28, page: 2, pageCount: 2 });
    expect(second.rows.map((row) => row.clientName)).toEqual(['Erika Muster2', 'Erika Muster1', 'Erika Muster0']);
    expect(await paidCasesPage(database.db, { search: 'erika', page: 5 })).toMatchObject({ rows: [], total: 28 });
    expect(await ids('erika muster2')).toEqual([
      'Erika Muster27',
      'Erika Muster26',
      'Erika Muster25',
      'Erika Muster24',
      'Erika Muster23',
      'Erika Muster22',
      'Erika Muster21',
      'Erika Muster20',
      'Erika Muster2',
    ]);
    expect(await ids('ERIKA3@EXAMPLE')).toEqual(['Erika Muster3']);
    expect(await ids('  zwilling  ')).toEqual(['Zwilling Gleichzeitig', 'Zwilling Gleichzeitig']);
    // Unpaid cases are not found either.
    expect((await paidCasesPage(database.db, { search: 'Offen' })).total).toBe(0);
  });

  it('folds the case of umlauts too', async () => {
    const names = async (search: string) =>
      (await paidCasesPage(database.db, { search })).rows.map((r) => r.clientName);
    expect(await names('müller')).toEqual(['Özlem MÜLLER']);
    expect(await names('özlem müller')).toEqual(['Özlem MÜLLER']);
    expect(await names('ÖZLEM')).toEqual(['Özlem MÜLLER']);
  });

  it('takes %, _ and \\ literally', async () => {
    const names = async (search: string) =>
      (await paidCasesPage(database.db, { search })).rows.map((r) => r.clientName).sort();
    expect(await names('100%s')).toEqual(['Hundert 100%sicher']);
    expect(await names('p_x')).toEqual(['Hundert 100%sicher']);
    expect(await names('sla\\s')).toEqual(['Back Sla\\sh']);
    expect(await names('%')).toEqual(['Hundert 100%sicher']);
  });

  it('finds a case by its reference number (a prefix of the id)', async () => {
    const id = expectedOrder[7] ?? '';
    const page = await paidCasesPage(database.db, { search: id.slice(0, 8).toUpperCase() });
    expect(page.rows.map((row) => row.id)).toContain(id);
    expect(page.rows.every((row) => row.id.startsWith(id.slice(0, 8)) || /erika|zwilling/i.test(row.clientName))).toBe(
      true,
    );
    expect((await paidCasesPage(database.db, { search: id })).rows.map((row) => row.id)).toEqual([id]);
    expect((await paidCasesPage(database.db, { search: id.slice(0, 11) })).rows.map((row) => row.id)).toContain(id);
    // A hyphen where an id has none: no id can match.
    expect((await paidCasesPage(database.db, { search: `${id.slice(0, 4)}-` })).total).toBe(0);
    expect((await paidCasesPage(database.db, { search: pendingCase.slice(0, 8) })).rows.map((r) => r.id)).not.toContain(
      pendingCase,
    );
  });

  it('details: client, target entries and stored files of a paid case, no storage path', async () => {
    const db = database.db;
    await insertDetail(db, paidWithFiles, 'Daniel Weber');
    const stored = await insertDocument(db, paidWithFiles, { fileName: 'chat.png' });
    await insertDocument(db, paidWithFiles, { fileName: 'halb.png', state: 'receiving' });
    const detail = await paidCaseDetail(db, paidWithFiles);
    expect(detail).toMatchObject({
      id: paidWithFiles,
      reference: paidWithFiles.slice(0, 8),
      serviceName: 'Dating-App-Check',
      amountCents: 3900,
      status: 'paid',
      client: { firstName: 'Back', lastName: 'Sla\\sh', email: 'back@example.de', phone: null },
      details: [
        {
          targetName: 'Daniel Weber',
          targetUsername: 'daniel_w',
          targetPlatforms: ['Tinder', 'WhatsApp'],
          targetProfileUrl: 'tinder.com/@daniel_w',
          targetEmail: null,
          suspicionReason: 'Geldforderung',
          chatContent: 'Hallo',
        },
      ],
      documents: [{ id: stored, fileName: 'chat.png', fileSize: 2048, fileType: 'image/png' }],
    });
    expect(detail?.createdAt).toBe(minutes(42).toISOString());
    expect(JSON.stringify(detail)).not.toContain('case-files/');
  });

  it('details: null for an unpaid case, an unknown id and a malformed one', async () => {
    expect(await paidCaseDetail(database.db, pendingCase)).toBeNull();
    expect(await paidCaseDetail(database.db, randomUUID())).toBeNull();
    expect(await paidCaseDetail(database.db, "1' or '1'='1")).toBeNull();
  });

  it('file links: stored files of paid cases only', async () => {
    const db = database.db;
    const stored = await insertDocument(db, paidWithFiles, { fileName: 'beweis.pdf' });
    const receiving = await insertDocument(db, paidWithFiles, { state: 'receiving' });
    const ofPending = await insertDocument(db, pendingCase);
    expect(await paidDocument(db, stored)).toEqual({
      id: stored,
      caseId: paidWithFiles,
      fileName: 'beweis.pdf',
      fileType: 'image/png',
      fileSize: 2048,
      filePath: `case-files/${paidWithFiles}/1700000000000-beweis.pdf`,
    });
    expect(await paidDocument(db, receiving)).toBeNull();
    expect(await paidDocument(db, ofPending)).toBeNull();
    expect(await paidDocument(db, randomUUID())).toBeNull();
    expect(await paidDocument(db, 'nope')).toBeNull();
  });

  it('export: every matching case once, in list order, across chunks of equal timestamps', async () => {
    const db = database.db;
    const small = await collect(paidCasesForExport(db, 'erika muster1'));
    expect(small.map((row) => row.clientName)).toEqual([
      'Erika Muster19',
      'Erika Muster18',
      'Erika Muster17',
      'Erika Muster16',
      'Erika Muster15',
      'Erika Muster14',
      'Erika Muster13',
      'Erika Muster12',
      'Erika Muster11',
      'Erika Muster10',
      'Erika Muster1',
    ]);
    // 2,100 more paid cases in three groups sharing one (microsecond) creation time each, so chunk
    // borders fall inside a group.
    const client = await insertClient(db, { firstName: 'Massen', lastName: 'Export' });
    await db.execute(sql`
      insert into cases (client_id, status, case_type, amount_cents, payment_id, created_at, paid_at)
      select ${client}, 'paid', 'fake-profile', 3900, 'pay_bulk_' || n,
        '2026-08-01T10:00:00.123456Z'::timestamptz + (n % 3) * interval '1 second', null
      from generate_series(1, 2100) as n`);
    const all = await collect(paidCasesForExport(db));
    expect(all).toHaveLength(2135);
    expect(new Set(all.map((row) => row.id)).size).toBe(2135);
    expect(all.slice(0, 35).map((row) => row.id)).toEqual(expectedOrder);
    const bulk = all.slice(35);
    const sorted = [...bulk].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : -1));
    expect(bulk.map((row) => row.id)).toEqual(sorted.map((row) => row.id));
    expect((await collect(paidCasesForExport(db, 'massen'))).length).toBe(2100);
  });
});
