// How long refunds are kept, on a real database: a refund and its cancellation invoice (with its
// PDF) stay as long as the invoice they belong to, and go with it (record-expiry.server.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cancellationInvoices, refunds } from '#app/server/db/schema.server.ts';
import type { PaymentProvider } from '#app/server/payments/provider.server.ts';
import { createSimulatedProvider } from '#app/server/payments/simulated.server.ts';
import { expireRecords } from '#app/server/privacy/record-expiry.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { createPaidCase } from '#tests/support/paid-case.ts';
import { refundDeps, withdrawPaidCase } from '#tests/support/refund-fixture.ts';
import { processRefund } from './refund-sending.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-refund-retention-');
const storage = () => createDiskStorage(filesDir.path);

const deps = (payments: PaymentProvider) => refundDeps(database.db, storage(), payments);
const withdraw = (caseId: string, email: string) => withdrawPaidCase(database.db, caseId, email);

async function refundsOf(caseId: string) {
  return database.db.select().from(refunds).where(eq(refunds.caseId, caseId));
}

describe('keeping refunds', () => {
  it('keeps refunds and cancellation invoices as long as the invoice, and deletes them with it', async () => {
    const { caseId, email } = await createPaidCase(database.db, storage());
    const { refundId } = await withdraw(caseId, email);
    await processRefund(deps(createSimulatedProvider('refund-expiry-test')), refundId as string);
    const [cancellation] = await database.db
      .select()
      .from(cancellationInvoices)
      .where(eq(cancellationInvoices.caseId, caseId));
    expect(cancellation?.documentKey).toBeTruthy();
    const year = new Date().getUTCFullYear();
    await expireRecords(database.db, storage(), new Date(Date.UTC(year + 8, 5, 1)));
    expect(await refundsOf(caseId)).toHaveLength(1);
    await expireRecords(database.db, storage(), new Date(Date.UTC(year + 9, 0, 2)));
    expect(await refundsOf(caseId)).toHaveLength(0);
    expect(
      await database.db.select().from(cancellationInvoices).where(eq(cancellationInvoices.caseId, caseId)),
    ).toHaveLength(0);
    expect(await storage().size(cancellation?.documentKey as string)).toBeUndefined();
  });
});
