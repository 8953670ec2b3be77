// One client per person and voucher orders in the dashboard (decision record 028), on a real
// database: the cards and the revenue figures count what was paid with money and each paying person
// once; the clients tab lists a person once with their orders; the cases list, the details dialog
// and the CSV exports show each order's own contact data and "Gutschein" for a voucher order.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCase, insertClient } from '#tests/support/dashboard-fixtures.ts';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { dashboardCards } from './cards.server.ts';
import { clientsPage } from './clients.server.ts';
import { paidCasesCsv, revenueCsv } from './exports.server.ts';
import { paidCaseDetail, paidCasesPage } from './paid-cases.server.ts';
import { revenueRows } from './revenue.server.ts';

const database = useTestDatabase();

const day = (n: number) => new Date(Date.UTC(2026, 2, n, 10));
let anna = '';
let voucherOrder = '';
let typedOrder = '';

/** The CSV's lines without the byte-order mark. */
async function csvLines(response: Response): Promise<string[]> {
  return (await response.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

describe(`one client per person in the dashboard on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  beforeAll(async () => {
    const db = database.db;
    // Anna: three orders, two paid with money (one typed with another first name), one with a voucher.
    anna = await insertClient(db, {
      firstName: 'Anna',
      lastName: 'Beispiel',
      email: 'Anna.Beispiel@example.de',
      createdAt: day(1),
    });
    await insertCase(db, { clientId: anna, createdAt: day(2), status: 'completed-no-findings' });
    typedOrder = await insertCase(db, {
      clientId: anna,
      createdAt: day(3),
      customer: { firstName: 'Anna-Lena', lastName: 'Beispiel', email: 'anna.beispiel@example.de', phone: '+49 30 1' },
    });
    voucherOrder = await insertCase(db, { clientId: anna, createdAt: day(4), voucher: true });
    // Vera's only paid order is a voucher order: a client with an order, but no paying customer.
    const vera = await insertClient(db, { firstName: 'Vera', lastName: 'Gutschein', createdAt: day(5) });
    await insertCase(db, { clientId: vera, createdAt: day(6), voucher: true, status: 'in-progress' });
    // Never paid: nowhere.
    const bernd = await insertClient(db, { firstName: 'Bernd', lastName: 'Offen', createdAt: day(7) });
    await insertCase(db, { clientId: bernd, createdAt: day(8), status: 'pending', paymentId: null });
  });

  it('cards: revenue, paid cases and paying customers count money only, each person once', async () => {
    expect(await dashboardCards(database.db)).toMatchObject({ revenueCents: 7800, paidCases: 2, payingCustomers: 1 });
  });

  it('revenue rows and their CSV do not count a voucher order as a paid case', async () => {
    const [march] = await revenueRows(database.db, [{ label: 'März 2026', start: day(1), end: day(20) }]);
    expect(march).toEqual({ label: 'März 2026', revenueCents: 7800, caseCount: 2 });
    const csv = await revenueCsv(
      database.db,
      new URLSearchParams({ period: 'custom', from: '2026-03-01', to: '2026-03-10' }),
      day(20),
    );
    if (!csv.ok) throw new Error(csv.message);
    expect((await csvLines(csv.response)).at(-1)).toBe('Gesamt;2;78,00');
  });

  it('the clients tab lists each person once with their orders, newest first, a voucher order as such', async () => {
    const page = await clientsPage(database.db, {});
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.lastName)).toEqual(['Gutschein', 'Beispiel']);
    const row = page.rows.find((client) => client.id === anna);
    expect(row).toMatchObject({ firstName: 'Anna', email: 'Anna.Beispiel@example.de' });
    expect(
      row?.orders.map((order) => [order.createdAt, order.amountCents, order.paidWithVoucher, order.status]),
    ).toEqual([
      [day(4).toISOString(), 0, true, 'paid'],
      [day(3).toISOString(), 3900, false, 'paid'],
      [day(2).toISOString(), 3900, false, 'completed-no-findings'],
    ]);
    expect(row?.orders[0]).toMatchObject({ id: voucherOrder, reference: voucherOrder.slice(0, 8) });
    // The searched page carries the orders too.
    const [searched] = (await clientsPage(database.db, { search: 'anna.beispiel' })).rows;
    expect(searched?.orders).toEqual(row?.orders);
  });

  it('the cases list, the dialog and the CSV show the contact data typed with each order and "Gutschein"', async () => {
    const rows = (await paidCasesPage(database.db, {})).rows;
    const typed = rows.find((row) => row.id === typedOrder);
    expect(typed).toMatchObject({ clientName: 'Anna-Lena Beispiel', clientEmail: 'anna.beispiel@example.de' });
    // Without a copy of its own a case shows its client's.
    expect(rows.find((row) => row.id === voucherOrder)).toMatchObject({
      clientName: 'Anna Beispiel',
      clientEmail: 'Anna.Beispiel@example.de',
      amountCents: 0,
      paidWithVoucher: true,
    });
    const searched = (await paidCasesPage(database.db, { search: 'Anna' })).rows;
    expect(searched.map((row) => [row.clientName, row.paidWithVoucher])).toEqual([
      ['Anna Beispiel', true],
      ['Anna-Lena Beispiel', false],
      ['Anna Beispiel', false],
    ]);
    expect(await paidCaseDetail(database.db, typedOrder)).toMatchObject({
      paidWithVoucher: false,
      client: { firstName: 'Anna-Lena', lastName: 'Beispiel', email: 'anna.beispiel@example.de', phone: '+49 30 1' },
    });
    expect(await paidCaseDetail(database.db, voucherOrder)).toMatchObject({ paidWithVoucher: true });

    const lines = await csvLines(paidCasesCsv(database.db, 'anna'));
    expect(lines.slice(1).map((line) => line.split(';').slice(0, 5))).toEqual([
      [voucherOrder.slice(0, 8), 'Anna Beispiel', 'Anna.Beispiel@example.de', 'Dating-App-Check', 'Gutschein'],
      [typedOrder.slice(0, 8), 'Anna-Lena Beispiel', 'anna.beispiel@example.de', 'Dating-App-Check', '39,00'],
      [expect.any(String), 'Anna Beispiel', 'Anna.Beispiel@example.de', 'Dating-App-Check', '39,00'],
    ]);
  });
});
