// The confirmation mail says how the order was paid as the case recorded it (issue 27 point 1): the
// summary reads cases.payment_method; a value it does not know, or none (older cases), names nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { createPaidCase, TEST_SITE_URL, testProviderInfo } from '#tests/support/paid-case.ts';
import { cases } from '../db/schema.server.ts';
import { orderConfirmationMail } from '../mail/templates.server.ts';
import { createDiskStorage } from '../storage/storage.server.ts';
import { loadOrderSummary } from './order-summary.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-order-summary-');

describe(`order summary's payment method on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it("reads the case's payment method for the confirmation mail, and nothing for an unknown one", async () => {
    const { caseId } = await createPaidCase(database.db, createDiskStorage(filesDir.path));
    await database.db.update(cases).set({ paymentMethod: 'klarna' }).where(eq(cases.id, caseId));
    const summary = await loadOrderSummary(database.db, caseId);
    if (!summary) throw new Error('case not found');
    expect(summary.paymentMethod).toBe('klarna');
    const mail = orderConfirmationMail(summary, null, testProviderInfo, TEST_SITE_URL);
    expect(mail.text).toMatch(/Bezahlt am:\s+\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr, per Klarna/);

    await database.db.update(cases).set({ paymentMethod: 'bitcoin' }).where(eq(cases.id, caseId));
    expect((await loadOrderSummary(database.db, caseId))?.paymentMethod).toBeNull();
    await database.db.update(cases).set({ paymentMethod: null }).where(eq(cases.id, caseId));
    expect((await loadOrderSummary(database.db, caseId))?.paymentMethod).toBeNull();
  });
});
