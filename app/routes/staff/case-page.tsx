import { data, isRouteErrorResponse, Link, useRouteError, useSearchParams } from 'react-router';
import { CasePage } from '#app/components/staff/dashboard/case-page.tsx';
import { isUuid } from '#app/lib/checkout-schema.ts';
import { caseBackLink, FROM_PARAM } from '#app/lib/staff-paths.ts';
import { caseIntent } from '#app/server/casework/case-intents.server.ts';
import { loadCaseView } from '#app/server/casework/case-view.server.ts';
import { offeredEngines } from '#app/server/casework/public-image-links.server.ts';
import { formText, readForm } from '#app/server/http/form-body.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
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
 * The case page's posts: `intent` names what staff did (start, note, decline, assign, refund, the
 * image and identifier confirmations, the workbench's findings / approve / finish, the review's
 * decision, the Rückfrage); app/server/casework/case-intents.server.ts answers each with { ok } or the
 * German refusal with the field(s) it concerns; the loaders then reload.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = currentStaff(context);
  const { requestId, logger } = context.get(requestInfoContext);
  const read = await readForm(request, logger);
  if (!read.ok)
    return data({ ok: false, message: 'Die Eingabe konnte nicht gelesen werden.' }, { status: read.status });
  const intent = formText(read.form, 'intent');
  // A malformed case id is an unknown case, for every intent (the image intents answered 500 from
  // the database; found by the security suite's fuzzing).
  if (!isUuid(params.caseId))
    return data({ ok: false as const, intent, message: 'Diesen Fall gibt es nicht.' }, { status: 404 });
  const runtime = getRuntime();
  return caseIntent({
    db: runtime.database.db,
    runtime,
    staff,
    // The role travels with the actor: money (the refund) is checked against it in app/server/refunds/.
    actor: { staffId: staff.id, requestId, role: staff.role },
    caseId: params.caseId,
    intent,
    form: read.form,
  });
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
