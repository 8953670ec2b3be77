import { data } from 'react-router';
import { placeOrder } from '#app/server/checkout/order.server.ts';
import { getServices } from '#app/server/services.server.ts';
import type { Route } from './+types/checkout';

/** POST /api/checkout — the order (JSON). Answers { caseId, paymentUrl } or { errors } (German messages). */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') throw data(null, { status: 405 });
  let input: unknown;
  try {
    input = await request.json();
  } catch {
    return data({ errors: { form: 'Ungültige Anfrage.' } }, { status: 400 });
  }
  const { database, storage, payments, config, logger } = getServices();
  try {
    const result = await placeOrder({ db: database.db, storage, payments, siteUrl: config.SITE_URL }, input);
    if (!result.ok) return data({ errors: result.errors }, { status: result.status });
    return data({ caseId: result.caseId, paymentUrl: result.paymentUrl }, { status: 200 });
  } catch (error) {
    logger.error({ err: error }, 'order failed');
    return data({ errors: { form: 'Fehler bei der Buchung' } }, { status: 500 });
  }
}
