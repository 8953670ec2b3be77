// One client per person at the checkout (decision record 028), on a real database: orders from the
// same address (any case, surrounding spaces) find the same client, also when they arrive at the same
// moment; each case keeps the contact data typed with it; an anonymised client is never reused.
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { loadOrderSummary } from '../customer/order-summary.server.ts';
import { cases, clients, consentRecords } from '../db/schema.server.ts';
import { createSimulatedProvider } from '../payments/simulated.server.ts';
import { anonymiseClient } from '../privacy/case-removal.server.ts';
import { createDiskStorage } from '../storage/storage.server.ts';
import { findOrCreateClient } from './client.server.ts';
import { placeOrder } from './order.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-clients-');
const simulated = createSimulatedProvider('client-test-secret');
const context = () => ({
  db: database.db,
  storage: createDiskStorage(filesDir.path),
  payments: simulated,
  siteUrl: 'http://localhost:3000',
});

/** Places an order with this contact data; returns its case row. */
async function order(customer: { firstName: string; lastName: string; email: string; phone?: string }) {
  const input = validOrder();
  input.customer = { phone: '', ...customer };
  const placed = await placeOrder(context(), input);
  if (!placed.ok) throw new Error(`order refused: ${JSON.stringify(placed)}`);
  const [row] = await database.db.select().from(cases).where(eq(cases.id, input.checkoutId));
  if (!row) throw new Error('case missing');
  return { row, input };
}

async function clientsWithKey(email: string) {
  return database.db.select().from(clients).where(sql`lower(btrim(${clients.email})) = ${email.trim().toLowerCase()}`);
}

describe(`one client per person at the checkout on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('orders from one address in any spelling share a client; each case keeps what was typed with it', async () => {
    const first = await order({ firstName: 'Max', lastName: 'Muster', email: 'Max.Muster@Example.de' });
    const second = await order({
      firstName: 'Maximilian',
      lastName: 'Muster',
      email: '  max.muster@EXAMPLE.de ',
      phone: '+49 170 7654321',
    });
    expect(second.row.clientId).toBe(first.row.clientId);
    // The client keeps the first order's data; each case its own (the schema trimmed the address).
    expect(await clientsWithKey('max.muster@example.de')).toMatchObject([
      { id: first.row.clientId, firstName: 'Max', email: 'Max.Muster@Example.de', phone: null },
    ]);
    expect(first.row).toMatchObject({ customerFirstName: 'Max', customerEmail: 'Max.Muster@Example.de' });
    expect(second.row).toMatchObject({
      customerFirstName: 'Maximilian',
      customerLastName: 'Muster',
      customerEmail: 'max.muster@EXAMPLE.de',
      customerPhone: '+49 170 7654321',
    });
    // The confirmation and the invoice are made from the order summary: the second order's data.
    expect((await loadOrderSummary(database.db, second.row.id))?.customer).toEqual({
      firstName: 'Maximilian',
      lastName: 'Muster',
      email: 'max.muster@EXAMPLE.de',
      phone: '+49 170 7654321',
    });
    // The consents name the shared client.
    const [consents] = await database.db
      .select({ n: count() })
      .from(consentRecords)
      .where(eq(consentRecords.clientId, first.row.clientId));
    expect(consents?.n).toBeGreaterThanOrEqual(2);
    // Ordering the second checkout again with its own data is the same order, not another customer.
    const again = await placeOrder(context(), second.input);
    expect(again).toMatchObject({ ok: true, caseId: second.row.id });
    // Another address is another client.
    const other = await order({ firstName: 'Max', lastName: 'Muster', email: 'max.muster@example.org' });
    expect(other.row.clientId).not.toBe(first.row.clientId);
  });

  it('finds the client by the trimmed, lower-cased address', async () => {
    const id = await findOrCreateClient(database.db, {
      firstName: 'Lea',
      lastName: 'Leer',
      email: ' Lea.Leer@Example.de  ',
      phone: null,
    });
    expect(
      await findOrCreateClient(database.db, {
        firstName: 'L',
        lastName: 'L',
        email: 'lea.leer@example.de',
        phone: '1',
      }),
    ).toBe(id);
    expect(await clientsWithKey('lea.leer@example.de')).toMatchObject([{ id, firstName: 'Lea', phone: null }]);
  });

  it('orders of one person at the same moment make one client', async () => {
    const placed = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        order({ firstName: 'Gleich', lastName: 'Zeitig', email: i % 2 ? 'gleich@example.de' : 'GLEICH@example.de' }),
      ),
    );
    expect(new Set(placed.map((one) => one.row.clientId)).size).toBe(1);
    expect(await clientsWithKey('gleich@example.de')).toHaveLength(1);
  });

  it('an anonymised client is not reused: the next order from its address makes a new client', async () => {
    const before = await order({ firstName: 'Anna', lastName: 'Alt', email: 'anna.alt@example.de' });
    // As the retention job leaves it once every case's data is deleted.
    await database.db.update(cases).set({ dataPurgedAt: new Date() }).where(eq(cases.id, before.row.id));
    expect(await database.db.transaction((tx) => anonymiseClient(tx, before.row.clientId, new Date()))).toBe(true);
    const after = await order({ firstName: 'Anna', lastName: 'Alt', email: 'anna.alt@example.de' });
    expect(after.row.clientId).not.toBe(before.row.clientId);
    const [kept] = await database.db.select().from(clients).where(eq(clients.id, before.row.clientId));
    expect(kept).toMatchObject({ firstName: 'Gelöscht', email: '' });
  });
});
