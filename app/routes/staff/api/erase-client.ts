import { data } from 'react-router';
import type { EraseClientResponse } from '#app/lib/dashboard-data.ts';
import { isUuid } from '#app/server/dashboard/search-and-paging.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { eraseClientData, UNKNOWN_CLIENT_MESSAGE } from '#app/server/privacy/erasure.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/erase-client';

/**
 * POST /conan/api/kunden/:clientId/loeschen — erases a client's data on request (Art. 17 DSGVO, see
 * eraseClientData). Guarded by routes/staff/guard.tsx (session and same origin), admins only
 * (routes/staff/admin-guard.tsx); the clients tab posts to it with a fetcher. Answers { ok } or
 * { error } with a German message.
 */
export function loader() {
  return new Response('Diese Adresse nimmt nur POST-Anfragen an.', { status: 405, headers: { Allow: 'POST' } });
}

export async function action({ params, context }: Route.ActionArgs) {
  const staff = currentStaff(context);
  const info = context.get(requestInfoContext);
  if (!isUuid(params.clientId)) return data<EraseClientResponse>({ error: UNKNOWN_CLIENT_MESSAGE }, { status: 404 });
  const { database, storage } = getRuntime();
  try {
    const result = await eraseClientData({
      db: database.db,
      storage,
      clientId: params.clientId,
      staffId: staff.id,
      requestId: info.requestId,
    });
    if (!result.ok)
      return data<EraseClientResponse>(
        { error: result.error },
        { status: result.reason === 'unknown-client' ? 404 : 409 },
      );
    info.logger.info(
      { clientId: params.clientId, purged: result.purged, deleted: result.deleted },
      'client data erased on request',
    );
    return data<EraseClientResponse>({ ok: true });
  } catch (error) {
    info.logger.error({ err: error, clientId: params.clientId }, 'erasing client data failed');
    return data<EraseClientResponse>(
      { error: 'Die Daten konnten nicht gelöscht werden. Bitte versuchen Sie es in einem Moment erneut.' },
      { status: 500 },
    );
  }
}
