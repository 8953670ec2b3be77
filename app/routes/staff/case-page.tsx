import { data, isRouteErrorResponse, Link, useRouteError, useSearchParams } from 'react-router';
import { CasePage } from '#app/components/staff/dashboard/case-page.tsx';
import { isUuid } from '#app/lib/checkout-schema.ts';
import { caseBackLink, FROM_PARAM } from '#app/lib/staff-paths.ts';
import { reassignCase } from '#app/server/casework/case-assignment.server.ts';
import { loadCaseView } from '#app/server/casework/case-view.server.ts';
import { addNote, startWork, type WorkflowResult } from '#app/server/casework/case-workflow.server.ts';
import { approveFindings, loadFindings, saveSentFindings } from '#app/server/casework/findings-store.server.ts';
import { confirmImage } from '#app/server/casework/fingerprint-job.server.ts';
import { confirmIdentifier, identifierKey } from '#app/server/casework/identifier-index.server.ts';
import { offeredEngines } from '#app/server/casework/public-image-links.server.ts';
import { conversationAction, isConversationIntent } from '#app/server/conversation/staff-action.server.ts';
import { declineCase } from '#app/server/decline/decline.server.ts';
import { formText, readForm } from '#app/server/http/form-body.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { sentRevision } from '#app/server/presence/revision.server.ts';
import { requestStaffRefund } from '#app/server/refunds/refunds.server.ts';
import { finishOrHandIn } from '#app/server/review/hand-in.server.ts';
import { finishContextOf, isReviewIntent, reviewAction } from '#app/server/review/staff-action.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { auditStaff } from '#app/server/staff/audit.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import { isAdmin } from '#app/server/staff/roles.server.ts';
import type { Route } from './+types/case-page';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Fall ${loaderData.reference} | Echtcheck` : 'Fall nicht gefunden | Echtcheck' },
];

/**
 * The case page (/conan/faelle/:caseId; decision record 030): the case with its files, workflow and
 * workbench. `?von=` names the list it was opened from (the back link; app/lib/staff-paths.ts).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = currentStaff(context);
  const runtime = getRuntime();
  const auth = await runtime.staffAuth();
  const view = await loadCaseView(runtime.database.db, {
    caseId: params.caseId,
    staffId: staff.id,
    sessionId: staff.sessionId,
    secret: (await auth.$context).secret,
    requestId: context.get(requestInfoContext).requestId,
    storage: runtime.storage,
    admin: isAdmin(staff),
    secondApproval: runtime.config.REPORT_SECOND_APPROVAL,
    identifierSecret: runtime.config.IDENTIFIER_HASH_SECRET,
    reverseSearchEngines: offeredEngines(runtime.config),
  });
  if (!view) throw data({ message: 'Diesen bezahlten Fall gibt es nicht.' }, { status: 404 });
  return view;
}

/**
 * Case handling from the case page (app/server/casework/case-workflow.server.ts): `intent` is start or
 * note, decline (any staff member: a reason and a note; app/server/decline/), assign (admins: another
 * assignee), refund for a withdrawn case (app/server/refunds/), or
 * confirm-identifier / revoke-identifier-confirmation (admins: `kind` and `value` of one of the case's
 * identifiers, confirmed as used for fraud). The
 * workbench sends the findings (`findings`, JSON) with `findings` (save the draft), `approve` (save,
 * then approve this version; REPORT_SECOND_APPROVAL) and `finish` (save, then the gate and the
 * delivery — or the hand-in for review, app/server/review/; a refusal lists every problem), each with
 * the `revision` it loaded (a stale one: 409, nothing saved). `review-approve` and `review-return`
 * (with `comment`) decide on a handed-in report. Answers { ok } or the German refusal with the field(s) it
 * concerns; the loaders then reload.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = currentStaff(context);
  const { requestId, logger } = context.get(requestInfoContext);
  const runtime = getRuntime();
  const db = runtime.database.db;
  const read = await readForm(request, logger);
  if (!read.ok)
    return data({ ok: false, message: 'Die Eingabe konnte nicht gelesen werden.' }, { status: read.status });
  // The role travels with the actor: money (the refund) is checked against it in app/server/refunds/.
  const actor = { staffId: staff.id, requestId, role: staff.role };
  const intent = formText(read.form, 'intent');
  // A malformed case id is an unknown case, for every intent (the image intents answered 500 from
  // the database; found by the security suite's fuzzing).
  if (!isUuid(params.caseId)) {
    return data({ ok: false as const, intent, message: 'Diesen Fall gibt es nicht.' }, { status: 404 });
  }
  if (intent === 'confirm-image' || intent === 'revoke-image-confirmation') {
    const documentId = formText(read.form, 'documentId');
    const findings = await loadFindings(db, params.caseId);
    const done = await confirmImage(db, params.caseId, documentId, intent === 'confirm-image', findings.verdict);
    if (!done)
      return data(
        { ok: false as const, intent, message: 'Für dieses Bild gibt es keinen Fingerabdruck.' },
        { status: 404 },
      );
    await auditStaff(db, {
      staffId: staff.id,
      action: intent === 'confirm-image' ? 'case.image.confirmed' : 'case.image.unconfirmed',
      entityType: 'case',
      entityId: params.caseId,
      details: { documentId },
      requestId,
    });
    return { ok: true as const, intent };
  }
  if (intent === 'confirm-identifier' || intent === 'revoke-identifier-confirmation') {
    // An admin confirms one of the case's own identifiers as used for fraud, or takes it back
    // (app/server/casework/identifier-index.server.ts checks the role and that the case lists it).
    const confirmed = await confirmIdentifier(
      db,
      actor,
      params.caseId,
      { kind: formText(read.form, 'kind'), value: formText(read.form, 'value') },
      intent === 'confirm-identifier',
      await identifierKey(db, runtime.config.IDENTIFIER_HASH_SECRET),
    );
    if (!confirmed.ok)
      return data({ ok: false as const, intent, message: confirmed.message }, { status: confirmed.status });
    return { ok: true as const, intent };
  }
  if (intent === 'findings' || intent === 'finish' || intent === 'approve') {
    // The workbench sends its findings with each of these: the draft is saved first, so a refusal
    // (the gate, the approval) loses nothing typed (saveSentFindings).
    // With the revision the workbench loaded: a save over a colleague's newer one is refused (409).
    const sent = formText(read.form, 'findings');
    const saved = await saveSentFindings(
      db,
      actor,
      params.caseId,
      sent,
      intent,
      sentRevision(formText(read.form, 'revision')),
    );
    if (!saved.ok)
      return data(
        {
          ok: false as const,
          intent,
          message: saved.message,
          ...('conflict' in saved ? { conflict: true, revision: saved.revision } : { errors: saved.errors }),
        },
        { status: saved.status },
      );
    const { version, revision } = saved;
    if (intent === 'findings') return { ok: true as const, intent, revision };
    if (intent === 'approve') {
      const approved = await approveFindings(db, actor, params.caseId, version);
      if (!approved.ok)
        return data({ ok: false as const, intent, message: approved.message, revision }, { status: approved.status });
      return { ok: true as const, intent, revision };
    }
    // Handed in for review when the actor's reports are reviewed (app/server/review/), else delivered.
    const finished = await finishOrHandIn(db, finishContextOf(runtime), actor, params.caseId);
    if (finished.ok) return { ok: true as const, intent, revision, handedIn: 'handedIn' in finished };
    return data(
      {
        ok: false as const,
        intent,
        revision,
        message: finished.message,
        problems: 'problems' in finished ? finished.problems : undefined,
      },
      { status: finished.status },
    );
  }
  if (isReviewIntent(intent)) {
    // Freigeben und versenden / Zurückgeben (app/server/review/): an Inhaber or an allowed Prüfer, never the author.
    return reviewAction(db, finishContextOf(runtime), actor, params.caseId, intent, read.form);
  }
  if (intent === 'assign') {
    // An admin assigns the case to another staff member (app/server/casework/case-assignment.server.ts checks the role).
    const assigned = await reassignCase(db, { ...actor, staff }, params.caseId, formText(read.form, 'assignee'));
    if (!assigned.ok)
      return data(
        { ok: false as const, intent, message: assigned.message, field: assigned.field },
        { status: assigned.status },
      );
    return { ok: true as const, intent };
  }
  if (intent === 'refund') {
    // Refund all or part of a withdrawn case's payment (app/server/refunds/); sent to the provider at
    // once. Admins only: requestStaffRefund answers a specialist 403 (decision record 027).
    const refunded = await requestStaffRefund(db, actor, params.caseId, {
      amount: formText(read.form, 'amount'),
      reason: formText(read.form, 'reason'),
      requestKey: formText(read.form, 'requestKey'),
    });
    if (!refunded.ok)
      return data(
        { ok: false as const, intent, message: refunded.message, field: refunded.field },
        { status: refunded.status },
      );
    runtime.refundWorker.wake();
    return { ok: true as const, intent };
  }
  if (isConversationIntent(intent)) {
    // Rückfrage stellen / beenden (app/server/conversation/): any staff member; the audit log names who.
    const context = {
      siteUrl: runtime.config.SITE_URL,
      provider: runtime.provider,
      onMailQueued: () => runtime.mailWorker.wake(),
    };
    return conversationAction(db, context, actor, params.caseId, intent, read.form);
  }
  if (intent === 'decline') {
    // Any staff member may decline (a Prüfer too); the audit log names who (app/server/decline/).
    const declined = await declineCase(
      db,
      {
        siteUrl: runtime.config.SITE_URL,
        provider: runtime.provider,
        onMailQueued: () => runtime.mailWorker.wake(),
        onRefundQueued: () => runtime.refundWorker.wake(),
      },
      actor,
      params.caseId,
      { reason: formText(read.form, 'reason'), note: formText(read.form, 'note') },
    );
    if (!declined.ok)
      return data(
        { ok: false as const, intent, message: declined.message, field: declined.field },
        { status: declined.status },
      );
    return { ok: true as const, intent };
  }
  let result: WorkflowResult;
  if (intent === 'start') result = await startWork(db, actor, params.caseId);
  else if (intent === 'note') result = await addNote(db, actor, params.caseId, formText(read.form, 'body'));
  else result = { ok: false, status: 400, message: 'Unbekannte Aktion.' };
  if (result.ok) return { ok: true as const, intent };
  return data({ ok: false as const, intent, message: result.message, field: result.field }, { status: result.status });
}

export default function CaseDetailsPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return <CasePage data={loaderData} back={caseBackLink(params.get(FROM_PARAM))} />;
}

/** An unknown case (404) here; anything else (a session that ended: 401) goes to the staff area's boundary. */
export function ErrorBoundary() {
  const error = useRouteError();
  const [params] = useSearchParams();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const back = caseBackLink(params.get(FROM_PARAM));
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-bold text-2xl">Fall nicht gefunden</h1>
      <p role="alert" className="mt-3 text-slate-700">
        Diesen bezahlten Fall gibt es nicht (mehr).
      </p>
      <Link
        to={back.href}
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {back.label}
      </Link>
    </main>
  );
}
