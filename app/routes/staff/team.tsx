import { data } from 'react-router';
import { TeamSettingsPage } from '#app/components/staff/team-settings.tsx';
import { formText, readForm } from '#app/server/http/form-body.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { listTeam, updateStaffSettings } from '#app/server/review/staff-settings.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/team';

export const meta: Route.MetaFunction = () => [{ title: 'Team: Freigabe und offene Fälle | Echtcheck' }];

/**
 * /conan/team (issue 39; below the admin guard: a Prüfer gets 403): every staff member's "Ergebnisberichte
 * vor dem Versand prüfen lassen", "Darf Ergebnisberichte freigeben" and "Höchstzahl offener Fälle". The
 * action checks the role again (updateStaffSettings) and audits.
 */
export async function loader({ context }: Route.LoaderArgs) {
  currentStaff(context);
  return { team: await listTeam(getRuntime().database.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = currentStaff(context);
  const { requestId, logger } = context.get(requestInfoContext);
  const read = await readForm(request, logger);
  if (!read.ok) return data({ ok: false as const, message: 'Die Eingabe konnte nicht gelesen werden.' }, read.status);
  const memberId = formText(read.form, 'memberId');
  const result = await updateStaffSettings(
    getRuntime().database.db,
    { staffId: staff.id, role: staff.role, requestId },
    memberId,
    {
      reviewReports: formText(read.form, 'reviewReports') === 'on',
      reviewer: formText(read.form, 'reviewer') === 'on',
      openCaseLimit: formText(read.form, 'openCaseLimit'),
    },
  );
  if (!result.ok)
    return data({ ok: false as const, memberId, message: result.message, field: result.field }, result.status);
  return { ok: true as const, memberId };
}

export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  return <TeamSettingsPage team={loaderData.team} />;
}
