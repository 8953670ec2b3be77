import { data } from 'react-router';
import { fieldErrors, voucherCheckMessages, voucherCheckSchema } from '#app/lib/checkout-schema.ts';
import { limitKey } from '#app/server/abuse/client-address.server.ts';
import { hitLimit } from '#app/server/abuse/rate-limit.server.ts';
import { voucherMessage } from '#app/server/checkout/order-voucher.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { checkVoucher } from '#app/server/vouchers/vouchers.server.ts';
import type { Route } from './+types/voucher-check';

/**
 * POST /api/vouchers/check — the checkout's "Einlösen" (JSON { voucherCode, email }). Answers
 * { voucherCode } (the code as stored) when the order would accept it, or { errors: { voucherCode } }
 * with the German reason. Redeems nothing: the order checks the code again and redeems it in its own
 * transaction (app/server/checkout/order-voucher.server.ts), so the price never rests on this answer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') throw data(null, { status: 405 });
  const { database, config } = getRuntime();
  const { logger: log, clientAddress } = context.get(requestInfoContext);
  // A code is 60 random bits and only valid with its address; the limit keeps guessing pointless.
  const limit = await hitLimit(database.db, limitKey('voucher-check', clientAddress), {
    limit: config.VOUCHER_CHECK_LIMIT_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!limit.allowed) {
    log.info({ count: limit.count }, 'voucher check refused: too many from this network');
    return data(
      { errors: { voucherCode: voucherCheckMessages.rateLimited(limit.retryAfterSeconds) } },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    );
  }
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return data({ errors: { form: 'Ungültige Anfrage.' } }, { status: 415 });
  let input: unknown;
  try {
    input = await request.json();
  } catch {
    return data({ errors: { form: 'Ungültige Anfrage.' } }, { status: 400 });
  }
  const parsed = voucherCheckSchema.safeParse(input);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 });
  const result = await checkVoucher(database.db, {
    code: parsed.data.voucherCode ?? '',
    email: parsed.data.email,
  });
  if (!result.ok) {
    log.info({ reason: result.reason }, 'voucher check: refused');
    return data({ errors: { voucherCode: voucherMessage(result) } }, { status: 400 });
  }
  return data({ voucherCode: result.code }, { status: 200 });
}
