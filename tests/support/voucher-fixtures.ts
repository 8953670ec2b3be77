// The guarantee vouchers' database tests' set-up (app/server/vouchers/*.server.db.test.ts): a
// database and files folder of their own, an order with a voucher code, the simulated provider counting
// its sessions, a customer per test, a voucher issued for an earlier case, and everything an order writes, counted.
import { count, eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { placeOrder } from '#app/server/checkout/order.server.ts';
import { parseConfig, providerInfo } from '#app/server/config/config.server.ts';
import { auditLog, cases, clients, consentRecords, mailOutbox, vouchers } from '#app/server/db/schema.server.ts';
import type { PaymentProvider } from '#app/server/payments/provider.server.ts';
import { createSimulatedProvider } from '#app/server/payments/simulated.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { issueVoucher } from '#app/server/vouchers/vouchers.server.ts';
import { useScratchFolder, useTestDatabase } from './database-fixture.ts';
import { validOrder } from './order-fixtures.ts';

/** Call once at a test file's top level: its database, folder and helpers. */
export function useVoucherFixtures() {
  /** An order with a voucher code as the checkout sends it once the summary showed the code applied. */
  function voucherOrder(overrides: Record<string, unknown> & { voucherCode: string }) {
    return validOrder({ ...overrides, appliedVoucherCode: overrides.voucherCode });
  }

  const database = useTestDatabase();
  const filesDir = useScratchFolder('echtcheck-files-');
  const provider = providerInfo(parseConfig({}));
  const siteUrl = 'http://localhost:3000';

  /** The simulated provider, counting the payment sessions opened. */
  function countingProvider() {
    const simulated = createSimulatedProvider('test-secret');
    const createCheckoutSession = vi.fn(simulated.createCheckoutSession);
    const expireSession = vi.fn(simulated.expireSession);
    const payments: PaymentProvider = { ...simulated, createCheckoutSession, expireSession };
    return { payments, sessions: createCheckoutSession, expired: expireSession, simulated };
  }

  function orderContext(payments: PaymentProvider = createSimulatedProvider('test-secret')) {
    const onMailQueued = vi.fn();
    return {
      context: {
        db: database.db,
        storage: createDiskStorage(filesDir.path),
        payments,
        siteUrl,
        paidMails: { staffEmail: 'team@echtcheck.de', provider, onMailQueued },
      },
      onMailQueued,
    };
  }

  let customers = 0;
  /** A customer of their own for each test: the guarantee is tied to the e-mail address. */
  function customer(name = `kundin${++customers}`) {
    return { firstName: 'Erika', lastName: 'Mustermann', email: `${name}@example.de`, phone: '' };
  }

  /** A voucher as staff issue it for a case completed without findings (here: any case of the customer). */
  async function voucherFor(email: string, now?: Date) {
    const earlier = validOrder({ customer: { ...customer(), email } });
    const placed = await placeOrder(orderContext().context, earlier);
    if (!placed.ok) throw new Error('order for the voucher failed');
    return issueVoucher(database.db, { caseId: earlier.checkoutId, email, now });
  }

  async function voucherRow(code: string) {
    const [row] = await database.db.select().from(vouchers).where(eq(vouchers.code, code));
    return row;
  }

  async function total(table: typeof cases | typeof clients | typeof consentRecords | typeof mailOutbox) {
    const [row] = await database.db.select({ value: count() }).from(table);
    return row?.value ?? -1;
  }

  /** Everything an order writes, counted: a refused voucher must leave all of it as it was. */
  async function snapshot(caseId: string) {
    return {
      cases: await total(cases),
      clients: await total(clients),
      consents: await total(consentRecords),
      mails: await total(mailOutbox),
      thisCase: (await database.db.select().from(cases).where(eq(cases.id, caseId))).length,
      audit: (await database.db.select().from(auditLog).where(eq(auditLog.entityId, caseId))).length,
    };
  }

  return {
    database,
    filesDir,
    provider,
    siteUrl,
    voucherOrder,
    countingProvider,
    orderContext,
    customer,
    voucherFor,
    voucherRow,
    total,
    snapshot,
  };
}
