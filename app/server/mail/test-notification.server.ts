// spec §7 call 15 (/test-email): the staff notification sent to a given address as a test. It shows
// the built-in sample case (sample-case.server.ts), never a customer's order, and every send is
// audited: who sent it, to which address, when, and whether it was queued (decision record 021).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ProviderInfo } from '#app/content/types.ts';
import type { Db } from '../db/db.server.ts';
import { auditLog, mailOutbox } from '../db/schema.server.ts';
import { enqueueMail } from './outbox.server.ts';
import { SAMPLE_CASE_ID, sampleOrderSummary } from './sample-case.server.ts';
import { testNotificationMail } from './templates.server.ts';

export interface TestNotificationSender {
  /** The signed-in staff member (staff_users.id). */
  staffId: string;
  requestId?: string;
  /** The versions the sample's consents carry (TERMS_VERSION, PRIVACY_VERSION). */
  consentVersions: Pick<ProviderInfo, 'termsVersion' | 'privacyVersion'>;
  now?: Date;
}

export const TEST_MAIL_SENT = 'mail.test-sent';
export const TEST_MAIL_FAILED = 'mail.test-failed';

/** Queues the test notification of the sample case for `to`, with its audit entry in the same transaction. */
export async function sendTestNotification(
  db: Db,
  to: string,
  siteUrl: string,
  sender: TestNotificationSender,
): Promise<'queued'> {
  const now = sender.now ?? new Date();
  const summary = sampleOrderSummary({ now, consentVersions: sender.consentVersions });
  const dedupeKey = `test-notification:${randomUUID()}`;
  const audit = { actorType: 'staff' as const, actorId: sender.staffId, requestId: sender.requestId, at: now };
  try {
    await db.transaction(async (tx) => {
      await enqueueMail(tx, { ...testNotificationMail(summary, siteUrl), kind: 'test-notification', dedupeKey, to });
      const [mail] = await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));
      await tx.insert(auditLog).values({
        ...audit,
        action: TEST_MAIL_SENT,
        entityType: 'mail',
        entityId: mail?.id ?? null,
        details: { to, outcome: 'queued', sampleCase: SAMPLE_CASE_ID },
      });
    });
  } catch (error) {
    // The mail was not queued: that is recorded too, unless the database itself is what failed (the
    // caller logs the error either way).
    await db
      .insert(auditLog)
      .values({
        ...audit,
        action: TEST_MAIL_FAILED,
        entityType: 'mail',
        details: { to, outcome: 'failed', error: String((error as Error)?.message ?? error).slice(0, 500) },
      })
      .catch(() => undefined);
    throw error;
  }
  return 'queued';
}
