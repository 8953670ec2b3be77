// /test-email (issue 25 point 7, decision record 021): the test mail shows the built-in sample case,
// never a customer's order, and every send leaves an audit entry.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { createPaidCase, TEST_SITE_URL, testProviderInfo } from '#tests/support/paid-case.ts';
import { placeOrder } from '../checkout/order.server.ts';
import { auditLog, mailOutbox } from '../db/schema.server.ts';
import { createSimulatedProvider } from '../payments/simulated.server.ts';
import { createDiskStorage } from '../storage/storage.server.ts';
import { SAMPLE_CASE_ID } from './sample-case.server.ts';
import { sendTestNotification } from './test-notification.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-test-mail-');

/** Values no sample would contain: if any of them reaches the test mail, a customer's data leaked. */
const distinctive = {
  customer: {
    firstName: 'Quirinus',
    lastName: 'Zettelmeier',
    email: 'quirinus.zettelmeier@example.net',
    phone: '+49 170 9876543',
  },
  target: {
    targetName: 'Xaver Quellenhofer',
    targetPlatforms: ['Instagram'],
    targetUsername: 'xaver_quellenhofer',
    targetProfileUrl: 'instagram.com/xaver_quellenhofer',
    targetEmail: 'xaver.q@example.net',
    targetPhone: '+49 171 2223334',
  },
  additional: {
    orderedFor: 'self' as const,
    residence: 'BY' as const,
    payments: ['none' as const],
    chatContent: 'Unverwechselbarer Chatverlauf Kiebitz-4711.',
    suspicionReason: 'Unverwechselbarer Verdacht Zaunkönig-0815.',
  },
};

const sender = { staffId: 'staff-test-mail', requestId: 'request-test-mail', consentVersions: testProviderInfo };

describe(`test mail on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('sends the sample case with fictional data, none of an existing order, and audits the send', async () => {
    const storage = createDiskStorage(filesDir.path);
    // A paid case and, newer, an order never paid: the old page mailed the newest of them.
    const paid = await createPaidCase(database.db, storage, distinctive);
    const unpaid = validOrder(distinctive);
    const placed = await placeOrder(
      { db: database.db, storage, payments: createSimulatedProvider('test-mail-secret'), siteUrl: TEST_SITE_URL },
      unpaid,
    );
    expect(placed.ok).toBe(true);

    const to = 'pruefung@example.org';
    expect(await sendTestNotification(database.db, to, TEST_SITE_URL, sender)).toBe('queued');

    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'test-notification'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (!mail) throw new Error('no test mail queued');
    expect(mail.toAddress).toBe(to);
    expect(mail.caseId).toBeNull();
    expect(mail.subject).toBe('[Test] Neuer bezahlter Fall 00000000: Romance-Scam-Check');
    for (const body of [mail.html, mail.text]) {
      // The staff notification carries no case content (issue 27 point 7): the sample case shows as
      // its reference, service and link only, like a real one.
      for (const sample of [
        'Beispielfall mit erfundenen Daten',
        'Neuer bezahlter Fall 00000000',
        'Romance-Scam-Check',
      ]) {
        expect(body).toContain(sample);
      }
      for (const content of ['Erika', 'Mustermann', 'Lukas Beispiel', 'beispiel-profilbild.png']) {
        expect(body).not.toContain(content);
      }
      for (const secret of [
        paid.caseId,
        paid.caseId.slice(0, 8).toUpperCase(),
        unpaid.checkoutId,
        unpaid.checkoutId.slice(0, 8).toUpperCase(),
        'Quirinus',
        'Zettelmeier',
        'zettelmeier@example.net',
        '9876543',
        'Xaver',
        'Quellenhofer',
        'xaver',
        '2223334',
        'Kiebitz-4711',
        'Zaunkönig-0815',
      ]) {
        expect(body).not.toContain(secret);
      }
    }

    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, 'mail.test-sent'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorType: 'staff',
      actorId: sender.staffId,
      requestId: sender.requestId,
      entityType: 'mail',
      entityId: mail.id,
      details: { to, outcome: 'queued', sampleCase: SAMPLE_CASE_ID },
    });
    expect(entries[0]?.at).toBeInstanceOf(Date);
  });

  it('audits a send that could not be queued', async () => {
    const failing = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'transaction')
          return async () => {
            throw new Error('outbox unavailable');
          };
        return Reflect.get(target, property, receiver);
      },
    });
    const to = 'ausfall@example.org';
    await expect(sendTestNotification(failing, to, TEST_SITE_URL, sender)).rejects.toThrow('outbox unavailable');
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.test-failed'), eq(auditLog.actorId, sender.staffId)));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.details).toMatchObject({ to, outcome: 'failed', error: 'outbox unavailable' });
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).toEqual([]);
  });
});
