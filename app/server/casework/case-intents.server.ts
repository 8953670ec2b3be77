// The case page's form posts (app/routes/staff/case-page.tsx), one handler an `intent`:
// - start, note (app/server/casework/case-workflow.server.ts);
// - decline: any staff member, a reason and a note (app/server/decline/);
// - assign: admins, another assignee; refund: admins, a withdrawn case (app/server/refunds/);
// - confirm-image / revoke-image-confirmation: a customer image's fingerprint (`documentId`);
// - confirm-identifier / revoke-identifier-confirmation: admins, `kind` and `value` of one of the
//   case's identifiers, confirmed as used for fraud;
// - findings (save the draft), approve (save, then approve this version; REPORT_SECOND_APPROVAL) and
//   finish (save, then the gate and the delivery, or the hand-in for review; a refusal lists every
//   problem): the workbench's `findings` (JSON) with the `revision` it loaded (a stale one: 409,
//   nothing saved);
// - review-approve, review-return with `comment`: the decision on a handed-in report (app/server/review/);
// - ask-question, end-question: the Rückfrage (app/server/conversation/).
// Each answers { ok, intent } or the German refusal with the field(s) it concerns. The role checks sit
// in the functions called, on the server, never in the page.
import { data } from 'react-router';
import { conversationAction, isConversationIntent } from '../conversation/staff-action.server.ts';
import type { Db } from '../db/db.server.ts';
import { declineCase } from '../decline/decline.server.ts';
import { formText } from '../http/form-body.server.ts';
import { sentRevision } from '../presence/revision.server.ts';
import { requestStaffRefund } from '../refunds/refunds.server.ts';
import { finishOrHandIn } from '../review/hand-in.server.ts';
import { finishContextOf, isReviewIntent, reviewAction } from '../review/staff-action.server.ts';
import type { Runtime } from '../runtime.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import type { StaffMember } from '../staff/require-staff.server.ts';
import { reassignCase } from './case-assignment.server.ts';
import { addNote, startWork } from './case-workflow.server.ts';
import { approveFindings, loadFindings, saveSentFindings } from './findings-store.server.ts';
import { confirmImage } from './fingerprint-job.server.ts';
import { confirmIdentifier, identifierKey } from './identifier-index.server.ts';

export interface CaseIntent {
  db: Db;
  runtime: Runtime;
  staff: StaffMember;
  /** The staff member as the casework functions take her: the role travels along (the refund checks it). */
  actor: { staffId: string; requestId: string; role: StaffMember['role'] };
  /** A well-formed case id (the route answers a malformed one 404 before). */
  caseId: string;
  intent: string;
  form: FormData;
}

type Refusal = { status: number; message: string; field?: string };

/** The German refusal of `intent`, with whatever else the page needs to show it. */
function refuse(input: CaseIntent, refusal: Refusal, extra: Record<string, unknown> = {}) {
  return data(
    { ok: false as const, intent: input.intent, message: refusal.message, field: refusal.field, ...extra },
    { status: refusal.status },
  );
}

const done = (input: CaseIntent) => ({ ok: true as const, intent: input.intent });

async function imageConfirmation(input: CaseIntent) {
  const { db, caseId, intent } = input;
  const documentId = formText(input.form, 'documentId');
  const findings = await loadFindings(db, caseId);
  const confirmed = await confirmImage(db, caseId, documentId, intent === 'confirm-image', findings.verdict);
  if (!confirmed) return refuse(input, { status: 404, message: 'Für dieses Bild gibt es keinen Fingerabdruck.' });
  await auditStaff(db, {
    staffId: input.actor.staffId,
    action: intent === 'confirm-image' ? 'case.image.confirmed' : 'case.image.unconfirmed',
    entityType: 'case',
    entityId: caseId,
    details: { documentId },
    requestId: input.actor.requestId,
  });
  return done(input);
}

/** An admin confirms one of the case's own identifiers as used for fraud, or takes it back. */
async function identifierConfirmation(input: CaseIntent) {
  const { db, runtime, form } = input;
  const confirmed = await confirmIdentifier(
    db,
    input.actor,
    input.caseId,
    { kind: formText(form, 'kind'), value: formText(form, 'value') },
    input.intent === 'confirm-identifier',
    await identifierKey(db, runtime.config.IDENTIFIER_HASH_SECRET),
  );
  return confirmed.ok ? done(input) : refuse(input, confirmed);
}

/**
 * findings, approve, finish: the draft is saved first, so a refusal (the gate, the approval) loses
 * nothing typed; a save over a colleague's newer revision is refused (409).
 */
async function findingsIntent(input: CaseIntent) {
  const { db, actor, caseId, intent } = input;
  const saved = await saveSentFindings(
    db,
    actor,
    caseId,
    formText(input.form, 'findings'),
    intent as 'findings' | 'finish' | 'approve',
    sentRevision(formText(input.form, 'revision')),
  );
  if (!saved.ok)
    return refuse(
      input,
      saved,
      'conflict' in saved ? { conflict: true, revision: saved.revision } : { errors: saved.errors },
    );
  const { version, revision } = saved;
  if (intent === 'findings') return { ...done(input), revision };
  if (intent === 'approve') {
    const approved = await approveFindings(db, actor, caseId, version);
    return approved.ok ? { ...done(input), revision } : refuse(input, approved, { revision });
  }
  // Handed in for review when the actor's reports are reviewed (app/server/review/), else delivered.
  const finished = await finishOrHandIn(db, finishContextOf(input.runtime), actor, caseId);
  if (finished.ok) return { ...done(input), revision, handedIn: 'handedIn' in finished };
  return refuse(input, finished, { revision, problems: 'problems' in finished ? finished.problems : undefined });
}

/** An admin assigns the case to another staff member (case-assignment.server.ts checks the role). */
async function assignIntent(input: CaseIntent) {
  const assignee = formText(input.form, 'assignee');
  const assigned = await reassignCase(input.db, { ...input.actor, staff: input.staff }, input.caseId, assignee);
  return assigned.ok ? done(input) : refuse(input, assigned);
}

/** All or part of a withdrawn case's payment back, sent to the provider at once; admins only. */
async function refundIntent(input: CaseIntent) {
  const { form } = input;
  const refunded = await requestStaffRefund(input.db, input.actor, input.caseId, {
    amount: formText(form, 'amount'),
    reason: formText(form, 'reason'),
    requestKey: formText(form, 'requestKey'),
  });
  if (!refunded.ok) return refuse(input, refunded);
  input.runtime.refundWorker.wake();
  return done(input);
}

/** Any staff member may decline (a Prüfer too); the audit log names who. */
async function declineIntent(input: CaseIntent) {
  const { runtime } = input;
  const declined = await declineCase(
    input.db,
    {
      siteUrl: runtime.config.SITE_URL,
      provider: runtime.provider,
      onMailQueued: () => runtime.mailWorker.wake(),
      onRefundQueued: () => runtime.refundWorker.wake(),
    },
    input.actor,
    input.caseId,
    { reason: formText(input.form, 'reason'), note: formText(input.form, 'note') },
  );
  return declined.ok ? done(input) : refuse(input, declined);
}

async function workflowIntent(input: CaseIntent) {
  const result =
    input.intent === 'start'
      ? await startWork(input.db, input.actor, input.caseId)
      : await addNote(input.db, input.actor, input.caseId, formText(input.form, 'body'));
  return result.ok ? done(input) : refuse(input, result);
}

const HANDLERS: Record<string, (input: CaseIntent) => Promise<unknown>> = {
  start: workflowIntent,
  note: workflowIntent,
  'confirm-image': imageConfirmation,
  'revoke-image-confirmation': imageConfirmation,
  'confirm-identifier': identifierConfirmation,
  'revoke-identifier-confirmation': identifierConfirmation,
  findings: findingsIntent,
  approve: findingsIntent,
  finish: findingsIntent,
  assign: assignIntent,
  refund: refundIntent,
  decline: declineIntent,
};

/** The answer to one of the case page's posts; an intent nobody handles is refused (400). */
export function caseIntent(input: CaseIntent): Promise<unknown> {
  const { db, runtime, actor, caseId, intent, form } = input;
  if (isReviewIntent(intent)) return reviewAction(db, finishContextOf(runtime), actor, caseId, intent, form);
  if (isConversationIntent(intent)) {
    const context = {
      siteUrl: runtime.config.SITE_URL,
      provider: runtime.provider,
      onMailQueued: () => runtime.mailWorker.wake(),
    };
    return conversationAction(db, context, actor, caseId, intent, form);
  }
  const handler = Object.hasOwn(HANDLERS, intent) ? HANDLERS[intent] : undefined;
  return handler ? handler(input) : Promise.resolve(refuse(input, { status: 400, message: 'Unbekannte Aktion.' }));
}
