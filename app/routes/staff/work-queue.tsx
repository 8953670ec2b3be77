import { WorkQueuePage } from '#app/components/staff/work-queue.tsx';
import { readQueueFilters } from '#app/lib/work-queue.ts';
import { loadWorkQueue } from '#app/server/casework/work-queue.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/work-queue';

export const meta: Route.MetaFunction = () => [{ title: 'Arbeitsliste | Echtcheck' }];

/**
 * The specialists' start page (issue 28 point 1): the paid cases by due time with their filters
 * (app/server/casework/work-queue.server.ts). The due times are computed here, from the server's clock.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = currentStaff(context);
  const filters = readQueueFilters(new URL(request.url).searchParams);
  return loadWorkQueue(getRuntime().database.db, filters, staff.id);
}

export default function WorkQueueRoute({ loaderData }: Route.ComponentProps) {
  return <WorkQueuePage queue={loaderData} />;
}
