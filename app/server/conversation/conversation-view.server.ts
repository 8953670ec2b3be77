// The Rückfragen as the case page (staff: every round with who asked, the reminder, the answer and its
// files through signed links) and the status page (customer: the open question to answer, the earlier
// rounds to read, her files by name only) show them. Plain text throughout: React escapes it.
import { addHours } from 'date-fns/addHours';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { canTransition } from '#app/lib/case-state.ts';
import {
  type AnswerFile,
  type CaseConversation,
  EXPIRE_AFTER_HOURS,
  type QuestionRound,
  type StatusConversation,
} from '#app/lib/conversation.ts';
import { staffNames } from '../casework/work-queue.server.ts';
import { isStatusToken } from '../customer/status-token.server.ts';
import type { Db } from '../db/db.server.ts';
import { caseQuestions, cases, uploadedDocuments } from '../db/schema.server.ts';
import { canOpenInline, type FileDisposition } from '../staff/file-links.server.ts';

type QuestionRow = typeof caseQuestions.$inferSelect;
type FileRow = { id: string; questionId: string | null; fileName: string; fileSize: number; fileType: string };

/** How a round ended: ended by staff before the 72 hours, or ran out at them. */
function stateOf(row: QuestionRow): QuestionRound['state'] {
  if (row.answeredAt) return 'answered';
  if (!row.expiredAt) return 'open';
  return row.expiredAt.getTime() < addHours(row.askedAt, EXPIRE_AFTER_HOURS).getTime() ? 'ended' : 'expired';
}

async function roundsOf(db: Db, caseId: string): Promise<{ rows: QuestionRow[]; files: FileRow[] }> {
  const rows = await db
    .select()
    .from(caseQuestions)
    .where(eq(caseQuestions.caseId, caseId))
    .orderBy(asc(caseQuestions.round));
  const files =
    rows.length === 0
      ? []
      : await db
          .select({
            id: uploadedDocuments.id,
            questionId: uploadedDocuments.questionId,
            fileName: uploadedDocuments.fileName,
            fileSize: uploadedDocuments.fileSize,
            fileType: uploadedDocuments.fileType,
          })
          .from(uploadedDocuments)
          .where(
            and(
              eq(uploadedDocuments.caseId, caseId),
              eq(uploadedDocuments.kind, 'answer'),
              eq(uploadedDocuments.state, 'stored'),
              inArray(
                uploadedDocuments.questionId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(uploadedDocuments.uploadTimestamp), asc(uploadedDocuments.filePath));
  return { rows, files };
}

function roundView(row: QuestionRow, files: AnswerFile[]): QuestionRound {
  return {
    id: row.id,
    round: row.round,
    askedAt: row.askedAt.toISOString(),
    body: row.body,
    wantsFiles: row.wantsFiles,
    remindedAt: row.remindedAt?.toISOString() ?? null,
    state: stateOf(row),
    closedAt: row.answeredAt ? null : (row.expiredAt?.toISOString() ?? null),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answer: row.answer,
    files,
  };
}

/** The case page's part: every round, oldest first, with the files' signed links. */
export async function loadCaseConversation(
  db: Db,
  caseId: string,
  link: (documentId: string, disposition: FileDisposition) => string,
): Promise<CaseConversation> {
  const [[row], { rows, files }] = await Promise.all([
    db.select({ status: cases.status, dataPurgedAt: cases.dataPurgedAt }).from(cases).where(eq(cases.id, caseId)),
    roundsOf(db, caseId),
  ]);
  const names = await staffNames(
    db,
    rows.map((question) => question.askedBy),
  );
  const rounds = rows.map((question) => ({
    ...roundView(
      question,
      files
        .filter((file) => file.questionId === question.id)
        .map((file) => ({
          id: file.id,
          fileName: file.fileName,
          fileSize: file.fileSize,
          openUrl: canOpenInline(file.fileType) ? link(file.id, 'inline') : null,
          downloadUrl: link(file.id, 'attachment'),
        })),
    ),
    askedBy: (question.askedBy && names.get(question.askedBy)) || 'ein ehemaliges Teammitglied',
  }));
  const open = rounds.some((round) => round.state === 'open');
  const status = row?.status;
  return {
    rounds,
    canAsk:
      status !== undefined &&
      status !== 'awaiting-customer' &&
      canTransition(status, 'awaiting-customer') &&
      !row?.dataPurgedAt &&
      !open,
    canEnd: status === 'awaiting-customer' && open,
  };
}

/** The status page's part, or null for a token without a paid case (the page answers 404 then). */
export async function loadStatusConversation(db: Db, token: string): Promise<StatusConversation | null> {
  if (!isStatusToken(token)) return null;
  const [row] = await db
    .select({ id: cases.id, status: cases.status, dataPurgedAt: cases.dataPurgedAt })
    .from(cases)
    .where(eq(cases.statusToken, token));
  if (!row || row.dataPurgedAt) return null;
  const { rows, files } = await roundsOf(db, row.id);
  const rounds = rows.map((question) =>
    roundView(
      question,
      files
        .filter((file) => file.questionId === question.id)
        .map((file) => ({ id: file.id, fileName: file.fileName, fileSize: file.fileSize })),
    ),
  );
  const openRound = row.status === 'awaiting-customer' ? rounds.find((round) => round.state === 'open') : undefined;
  return {
    open: openRound
      ? { ...openRound, deadline: addHours(new Date(openRound.askedAt), EXPIRE_AFTER_HOURS).toISOString() }
      : null,
    past: rounds.filter((round) => round !== openRound && round.state !== 'open'),
  };
}
