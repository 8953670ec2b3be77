// The clients tab on a real database: only clients with a paid case, newest first, paging, search.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCase, insertClient } from '#tests/support/dashboard-fixtures.ts';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { clientsPage } from './clients.server.ts';

const database = useTestDatabase();

const base = Date.parse('2026-06-01T08:00:00Z');
const hours = (n: number) => new Date(base + n * 3600_000);
let payingNewestFirst: string[] = [];

describe(`clients on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  beforeAll(async () => {
    const db = database.db;
    const paying: string[] = [];
    for (let i = 0; i < 27; i++) {
      const id = await insertClient(db, {
        firstName: i % 2 ? 'Jonas' : 'Lena',
        lastName: `Kunde${i}`,
        email: `kunde${i}@beispiel.de`,
        createdAt: hours(i),
      });
      // Two paid cases for some clients: still one row.
      await insertCase(db, { clientId: id, status: i % 3 ? 'paid' : 'completed' });
      if (i % 5 === 0) await insertCase(db, { clientId: id });
      paying.unshift(id);
    }
    payingNewestFirst = paying;
    // Not paying: only a pending case, a case without payment id, or no case at all.
    const pending = await insertClient(db, { firstName: 'Lena', lastName: 'Offen', createdAt: hours(100) });
    await insertCase(db, { clientId: pending, status: 'pending' });
    const noPaymentId = await insertClient(db, { firstName: 'Lena', lastName: 'Ohne', createdAt: hours(101) });
    await insertCase(db, { clientId: noPaymentId, paymentId: null });
    await insertClient(db, { firstName: 'Lena', lastName: 'Nichts', createdAt: hours(102) });
  });

  it('lists only paying clients, newest first, 25 per page', async () => {
    const first = await clientsPage(database.db, { page: 1 });
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25, pageCount: 2 });
    expect(first.rows.map((row) => row.id)).toEqual(payingNewestFirst.slice(0, 25));
    expect(first.rows[0]).toEqual({
      id: payingNewestFirst[0],
      firstName: 'Lena',
      lastName: 'Kunde26',
      email: 'kunde26@beispiel.de',
      createdAt: hours(26).toISOString(),
      dataDeletedAt: null,
      orders: [
        {
          id: expect.any(String),
          reference: expect.any(String),
          createdAt: expect.any(String),
          serviceName: 'Dating-App-Check',
          amountCents: 3900,
          paidWithVoucher: false,
          status: 'paid',
        },
      ],
    });
    // Client 25 has two paid cases (every fifth): both listed, newest first.
    const [withTwo] = (await clientsPage(database.db, { search: 'kunde25@' })).rows;
    expect(withTwo?.orders.map((order) => order.status)).toEqual(['paid', 'paid']);
    expect(withTwo?.orders.map((order) => order.reference)).toEqual(
      withTwo?.orders.map((order) => order.id.slice(0, 8)),
    );
    const second = await clientsPage(database.db, { page: 2 });
    expect(second.rows.map((row) => row.id)).toEqual(payingNewestFirst.slice(25));
  });

  it('searches names and e-mail, case-insensitively, wildcards literal', async () => {
    const names = async (search: string) =>
      (await clientsPage(database.db, { search })).rows.map((row) => `${row.firstName} ${row.lastName}`);
    expect(await names('kunde12')).toEqual(['Lena Kunde12']);
    expect(await names('JONAS KUNDE2')).toEqual(['Jonas Kunde25', 'Jonas Kunde23', 'Jonas Kunde21']);
    expect(await names('kunde7@BEISPIEL')).toEqual(['Jonas Kunde7']);
    expect((await clientsPage(database.db, { search: 'lena' })).total).toBe(14);
    expect(await names('offen')).toEqual([]);
    expect(await names('kunde_')).toEqual([]);
    expect((await clientsPage(database.db, { search: '' })).total).toBe(27);
  });

  it('an empty result is still page 1 of 1', async () => {
    expect(await clientsPage(database.db, { search: 'niemand' })).toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageSize: 25,
      pageCount: 1,
    });
  });
});
