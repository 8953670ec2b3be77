import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseStatuses } from '#app/lib/case-state.ts';
import { PRICE_CENTS } from '#app/lib/services.ts';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { caseDetails, cases, clients, mailOutbox, paymentEvents } from './schema.server.ts';

const database = useTestDatabase();

async function newClient(email = 'anna.beispiel@example.de') {
  const [client] = await database.db
    .insert(clients)
    .values({ firstName: 'Anna', lastName: 'Beispiel', email })
    .returning();
  if (!client) throw new Error('no client');
  return client;
}

describe(`schema on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('applies every migration (idempotently) and answers a ping', async () => {
    await database.migrate();
    await database.ping();
    const [row] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`information_schema.tables`)
      .where(sql`table_schema = 'public'`);
    expect(row?.count).toBeGreaterThanOrEqual(18);
  });

  it('creates a pending case with a uuid, server-side timestamps and a list of platforms', async () => {
    const client = await newClient();
    const [created] = await database.db
      .insert(cases)
      .values({ clientId: client.id, caseType: 'dating-app', source: 'dating-app-schutz', amountCents: 3900 })
      .returning();
    expect(created?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created?.status).toBe('pending');
    expect(created?.createdAt).toBeInstanceOf(Date);
    expect(Math.abs((created?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    await database.db.insert(caseDetails).values({
      caseId: created?.id as string,
      targetName: 'Max Mustermann',
      targetPlatforms: ['Tinder', 'WhatsApp'],
    });
    const [detail] = await database.db
      .select()
      .from(caseDetails)
      .where(eq(caseDetails.caseId, created?.id as string));
    expect(detail?.targetPlatforms).toEqual(['Tinder', 'WhatsApp']);
  });

  it('accepts every status of the case-state module and refuses any other', async () => {
    const client = await newClient('status@example.de');
    const [created] = await database.db
      .insert(cases)
      .values({ clientId: client.id, caseType: 'fake-profile', amountCents: PRICE_CENTS })
      .returning();
    const id = created?.id as string;
    for (const status of caseStatuses) {
      await database.db.update(cases).set({ status }).where(eq(cases.id, id));
    }
    await expect(database.db.execute(sql`update cases set status = 'done' where id = ${id}`)).rejects.toThrow();
  });

  it('refuses a second case with the same idempotency key (one order, one case)', async () => {
    const client = await newClient('b@example.de');
    const values = { clientId: client.id, caseType: 'fake-profile', amountCents: 3900, idempotencyKey: 'order-1' };
    await database.db.insert(cases).values(values);
    await expect(database.db.insert(cases).values(values)).rejects.toThrow();
  });

  it('stores each payment event once', async () => {
    await database.db.insert(paymentEvents).values({ provider: 'simulated', eventId: 'evt_1', type: 'paid' });
    const replay = await database.db
      .insert(paymentEvents)
      .values({ provider: 'simulated', eventId: 'evt_1', type: 'paid' })
      .onConflictDoNothing()
      .returning();
    expect(replay).toHaveLength(0);
  });

  it('deletes case details with their case and keeps mails unique per dedupe key', async () => {
    const client = await newClient('c@example.de');
    const [created] = await database.db
      .insert(cases)
      .values({ clientId: client.id, caseType: 'romance-scam', amountCents: 3900 })
      .returning();
    const caseId = created?.id as string;
    await database.db.insert(caseDetails).values({ caseId, targetName: 'Unbekannt' });
    const mail = {
      kind: 'test',
      dedupeKey: `test:${caseId}`,
      toAddress: 'a@example.de',
      subject: 'S',
      html: 'h',
      text: 't',
    };
    await database.db.insert(mailOutbox).values(mail);
    await expect(database.db.insert(mailOutbox).values(mail)).rejects.toThrow();
    await database.db.delete(mailOutbox).where(eq(mailOutbox.caseId, caseId));
    await database.db.delete(cases).where(eq(cases.id, caseId));
    expect(await database.db.select().from(caseDetails).where(eq(caseDetails.caseId, caseId))).toHaveLength(0);
  });

  // Invoice numbering is tested through the payment code: tests/integration/invoices.db.test.ts.
});
