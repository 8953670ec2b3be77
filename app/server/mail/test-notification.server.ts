// spec §7 call 15 (/test-email): the staff notification of the newest case, sent to a given address.
import { desc } from 'drizzle-orm';
import { loadOrderSummary } from '../cases/order-summary.server.ts';
import type { Db } from '../db/db.server.ts';
import { cases } from '../db/schema.server.ts';
import { enqueueMail } from './outbox.server.ts';
import { testNotificationMail } from './templates.server.ts';

export async function sendTestNotification(db: Db, to: string, siteUrl: string): Promise<'queued' | 'no-case'> {
  const [newest] = await db.select({ id: cases.id }).from(cases).orderBy(desc(cases.createdAt)).limit(1);
  if (!newest) return 'no-case';
  const summary = await loadOrderSummary(db, newest.id);
  if (!summary) return 'no-case';
  await enqueueMail(db, {
    ...testNotificationMail(summary, siteUrl),
    kind: 'test-notification',
    dedupeKey: `test-notification:${newest.id}:${Date.now()}`,
    to,
    caseId: newest.id,
  });
  return 'queued';
}
