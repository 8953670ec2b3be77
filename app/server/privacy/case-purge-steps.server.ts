// The steps of purging one case's data (purgeCaseData in case-removal.server.ts), each run in the
// caller's transaction: the rows that go, the case row's own case data, the mails and the free text
// left in the evidence that stays.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { deleteUnconfirmedFingerprints } from '../casework/fingerprint-job.server.ts';
import { deleteCaseIdentifiers } from '../casework/identifier-indexing.server.ts';
import type { Tx } from '../db/db.server.ts';
import {
  auditLog,
  caseDetails,
  caseFindings,
  caseNotes,
  caseQuestions,
  cases,
  consentRecords,
  mailOutbox,
  uploadedDocuments,
  withdrawals,
} from '../db/schema.server.ts';

/** Deletes the case's files' rows, details, notes, questions, findings, fingerprints and identifiers. */
export async function deleteCaseRecords(tx: Tx, caseId: string) {
  const documents = await tx
    .delete(uploadedDocuments)
    .where(or(eq(uploadedDocuments.caseId, caseId), eq(uploadedDocuments.stagingId, caseId)))
    .returning({ filePath: uploadedDocuments.filePath });
  const details = await tx.delete(caseDetails).where(eq(caseDetails.caseId, caseId)).returning({ id: caseDetails.id });
  const notes = await tx.delete(caseNotes).where(eq(caseNotes.caseId, caseId)).returning({ id: caseNotes.id });
  // The Rückfragen and the customer's answers are case data (issue 39); their files went above.
  await tx.delete(caseQuestions).where(eq(caseQuestions.caseId, caseId));
  // The specialists' findings name the person checked. Their verdict on the case goes too: the
  // pages promise the result is deleted with the case data (issue 27 point 7). A fingerprint
  // confirmed as stolen or fake keeps its own copy of the verdict (image_fingerprints.verdict).
  await tx.delete(caseFindings).where(eq(caseFindings.caseId, caseId));
  // The images' fingerprints go too, unless staff confirmed an image as stolen or fake.
  await deleteUnconfirmedFingerprints(tx, caseId);
  // The identifiers indexed across cases go too; one confirmed as used for fraud keeps its keyed hash.
  const identifiers = await deleteCaseIdentifiers(tx, caseId);
  return { documents, details, notes, identifiers };
}

/** Clears the case data kept on the case row itself and marks the case purged. */
export async function clearCaseRow(tx: Tx, caseId: string, now: Date): Promise<void> {
  await tx
    .update(cases)
    .set({
      resultMessage: null,
      // The staff's own words on a declined order go with the case data; the reason's key stays.
      declineNote: null,
      verdict: null,
      // The contact data as typed with the order: the client's stand in until it is anonymised.
      customerFirstName: null,
      customerLastName: null,
      customerEmail: null,
      customerPhone: null,
      dataPurgedAt: now,
      updatedAt: now,
    })
    .where(eq(cases.id, caseId));
}

/** Empties the case's mails; returns the ids of the mails emptied. */
export async function deadenCaseMails(tx: Tx, caseId: string, now: Date): Promise<{ id: string }[]> {
  // A mail still waiting (or being sent) would go out empty: it is dead now. The worker neither
  // claims nor retries a purged row (mail/worker.server.ts).
  const unsent = sql`${mailOutbox.status} in ('pending', 'sending')`;
  return tx
    .update(mailOutbox)
    .set({
      html: '',
      text: '',
      attachments: [],
      purgedAt: now,
      status: sql`case when ${unsent} then 'failed' else ${mailOutbox.status} end`,
      lastError: sql`case when ${unsent} then 'purged' else ${mailOutbox.lastError} end`,
      lockedUntil: null,
    })
    .where(and(eq(mailOutbox.caseId, caseId), isNull(mailOutbox.purgedAt)))
    .returning({ id: mailOutbox.id });
}

/** Removes the free text about the target from the consent, the withdrawal and the case's history. */
export async function stripCaseFreeText(tx: Tx, caseId: string): Promise<void> {
  // The description of the legitimate interest is free text about the target; the rest of the
  // consent (which text, which version, when, the ticked purposes) is the evidence and stays.
  await tx
    .update(consentRecords)
    .set({ details: sql`${consentRecords.details} - 'description'` })
    .where(and(eq(consentRecords.caseId, caseId), sql`(${consentRecords.details} -> 'description') is not null`));
  await tx
    .update(withdrawals)
    .set({ message: null })
    .where(and(eq(withdrawals.caseId, caseId), sql`${withdrawals.message} is not null`));
  // The case's history keeps who did what and when; the file names in it (uploads opened, the report
  // uploaded) may name the person checked and go with the files, and the verdict recorded when the
  // findings were saved goes with the verdict, a reviewer's comment (issue 39) with the case.
  await tx
    .update(auditLog)
    .set({ details: sql`${auditLog.details} - 'fileName' - 'verdict' - 'comment'` })
    .where(
      and(
        eq(auditLog.entityType, 'case'),
        eq(auditLog.entityId, caseId),
        sql`(${auditLog.details} ?| array['fileName', 'verdict', 'comment'])`,
      ),
    );
}
