// Transactional outbox: mails are rows written in the same transaction as the business change,
// delivered later by the worker (worker.server.ts) with retries. One dedupe key, one mail.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db.server.ts';
import { mailOutbox } from '../db/schema.server.ts';
import type { RenderedMail } from './blocks.server.ts';

/** Attachments are stored by reference and rendered when the mail is sent. */
export type AttachmentRef =
  | { kind: 'invoice'; invoiceId: string }
  | { kind: 'cancellation'; cancellationId: string }
  | { kind: 'terms' };

export interface OutgoingMail extends RenderedMail {
  kind: string;
  dedupeKey: string;
  to: string;
  caseId?: string | null;
  attachments?: AttachmentRef[];
}

type Executor = Pick<Db, 'insert'>;

/** Queues a mail; a second call with the same dedupe key changes nothing. Returns whether it was new. */
export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<boolean> {
  const inserted = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      dedupeKey: mail.dedupeKey,
      caseId: mail.caseId ?? null,
      toAddress: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments ?? [],
      // Due now by the application's clock, which the worker's claim compares with: the database's
      // default (its own now(), in microseconds) could lie within the same millisecond after a claim's
      // time, and the mail would wait for the next poll (seen as a flaky worker test).
      nextAttemptAt: new Date(),
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return inserted.length > 0;
}

type UpsertExecutor = Pick<Db, 'insert'>;

/**
 * Queues a mail due at `dueAt`, or replaces the subject and body of the one queued under the same
 * dedupe key while it still waits (status pending): a mail that collects entries until it is due, e.g.
 * the withdrawal confirmations of one recipient's hour (app/server/withdrawals/). The due time of a
 * waiting mail stays as first set. Returns false when the mail under that key is no longer waiting
 * (being sent, sent or given up): the caller must send what it adds another way.
 */
export async function queueOrReplacePendingMail(db: UpsertExecutor, mail: OutgoingMail, dueAt: Date): Promise<boolean> {
  const written = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      dedupeKey: mail.dedupeKey,
      caseId: mail.caseId ?? null,
      toAddress: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments ?? [],
      nextAttemptAt: dueAt,
    })
    .onConflictDoUpdate({
      target: mailOutbox.dedupeKey,
      set: { subject: mail.subject, html: mail.html, text: mail.text },
      setWhere: sql`${mailOutbox.status} = 'pending' and ${mailOutbox.attempts} = 0`,
    })
    .returning({ id: mailOutbox.id });
  return written.length > 0;
}
