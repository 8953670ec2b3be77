// Transactional outbox: mails are rows written in the same transaction as the business change,
// delivered later by the worker (worker.server.ts) with retries. One dedupe key, one mail.
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
