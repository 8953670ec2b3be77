import { data, useLocation, useNavigate } from 'react-router';
import { CaseDetailsDialog } from '#app/components/staff/dashboard/case-details-dialog.tsx';
import { loadCaseView } from '#app/server/dashboard/case-view.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getServices } from '#app/server/services.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/case-details';

/** The "Details" dialog over the dashboard (/conan/dashboard/fall/:caseId keeps the dashboard's URL state). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = currentStaff(context);
  const services = getServices();
  const auth = await services.staffAuth();
  const view = await loadCaseView(services.database.db, {
    caseId: params.caseId,
    staffId: staff.id,
    sessionId: staff.sessionId,
    secret: (await auth.$context).secret,
    requestId: context.get(requestInfoContext).requestId,
  });
  if (!view) throw data({ message: 'Diesen bezahlten Fall gibt es nicht.' }, { status: 404 });
  return view;
}

export default function CaseDetails({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <CaseDetailsDialog
      data={loaderData}
      onClose={() => navigate(`/conan/dashboard${search}`, { preventScrollReset: true })}
    />
  );
}

export function ErrorBoundary() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      Diesen bezahlten Fall gibt es nicht (mehr).{' '}
      <button type="button" className="underline" onClick={() => navigate(`/conan/dashboard${search}`)}>
        Zurück zur Liste
      </button>
    </p>
  );
}
