import { data, redirect } from 'react-router';
import { NextCaseOffer } from '#app/components/staff/next-case-offer.tsx';
import { WorkQueuePage } from '#app/components/staff/work-queue.tsx';
import { staffCasePath } from '#app/lib/staff-paths.ts';
import { readQueueFilters } from '#app/lib/work-queue.ts';
import { loadNextCaseOffer, takeNextCase } from '#app/server/casework/next-case.server.ts';
import { loadWorkQueue } from '#app/server/casework/work-queue.server.ts';
import { formText, readForm } from '#app/server/http/form-body.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/work-queue';

export const meta: Route.MetaFunction = () => [{ title: 'Arbeitsliste | Echtcheck' }];

/**
 * The specialists' start page (issue 28 point 1): the paid cases by due time with their filters
 * (app/server/casework/work-queue.server.ts). The due times are computed here, from the server's clock.
 * Above it the member's open cases against her limit and the next case to take (issue 39).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = currentStaff(context);
  const filters = readQueueFilters(new URL(request.url).searchParams);
  const db = getRuntime().database.db;
  const [queue, offer] = await Promise.all([loadWorkQueue(db, filters, staff.id), loadNextCaseOffer(db, staff.id)]);
  return { ...queue, offer };
}

/** "Nächsten Fall übernehmen" (intent take-next; app/server/casework/next-case.server.ts): opens the case taken. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = currentStaff(context);
  const { requestId, logger } = context.get(requestInfoContext);
  const read = await readForm(request, logger);
  if (!read.ok) return data({ ok: false as const, message: 'Die Eingabe konnte nicht gelesen werden.' }, read.status);
  if (formText(read.form, 'intent') !== 'take-next')
    return data({ ok: false as const, message: 'Unbekannte Aktion.' }, 400);
  const taken = await takeNextCase(getRuntime().database.db, { staffId: staff.id, requestId });
  if (!taken.ok) return data({ ok: false as const, message: taken.message }, taken.status);
  return redirect(staffCasePath(taken.caseId));
}

export default function WorkQueueRoute({ loaderData }: Route.ComponentProps) {
  return <WorkQueuePage queue={loaderData} offer={<NextCaseOffer offer={loaderData.offer} />} />;
}
