import type { Logger } from 'pino';
import { data } from 'react-router';
import { inMinutes } from '#app/lib/checkout-schema.ts';
import { limitKey } from '#app/server/abuse/client-address.server.ts';
import { hitLimit } from '#app/server/abuse/rate-limit.server.ts';
import { recordOrderVisit } from '#app/server/analytics/funnel.server.ts';
import { placeOrder } from '#app/server/checkout/order.server.ts';
import { orderBrowserCookie, orderBrowserToken } from '#app/server/customer/order-browser.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime, paymentContext, type Runtime } from '#app/server/runtime.server.ts';
import type { Route } from './+types/checkout';

/**
 * POST /api/checkout — the order (JSON). Answers { caseId, paymentUrl } (for an order paid with a
 * guarantee voucher, paymentUrl is the success page) or { errors } (German messages); a body that
 * is not JSON is the client's error (415/400, logged), never a 500. A voucher code is redeemed only
 * when `appliedVoucherCode` names it (the summary showed it applied); otherwise it is checked and
 * nothing is ordered: 409 { reason: 'voucher-unconfirmed', voucherCode } or 400 on `voucherCode`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') throw data(null, { status: 405 });
  const runtime = getRuntime();
  const { database, storage, payments, config } = runtime;
  const { logger: log, requestId, clientAddress } = context.get(requestInfoContext);
  // Every order creates a case and a payment session (at Stripe, an API call): at most
  // CHECKOUT_LIMIT_PER_HOUR per client network (found by the security suite: there was no limit).
  const refused = await refuseOverLimit(runtime, clientAddress, log);
  if (refused) return refused;
  const body = await readOrderBody(request, log);
  if ('refused' in body) return body.refused;
  const { input } = body;
  try {
    // An order paid with a guarantee voucher queues its mails like a payment does, and wakes the worker.
    const { staffEmail, provider, onMailQueued } = paymentContext(runtime, requestId);
    const result = await placeOrder(
      {
        db: database.db,
        storage,
        payments,
        siteUrl: config.SITE_URL,
        requestId,
        paidMails: { staffEmail, provider, onMailQueued },
        // The consent versions stored with the order: the dates the terms and privacy pages show.
        consentVersions: provider,
        logger: log,
      },
      input,
    );
    if (!result.ok) {
      log.info({ status: result.status, fields: Object.keys(result.errors) }, 'order refused');
      return data(
        {
          errors: result.errors,
          ...('reason' in result ? { reason: result.reason } : {}),
          // A code typed but not shown applied: checked, valid, nothing ordered (the summary now shows 0,00 €).
          ...('voucherCode' in result ? { voucherCode: result.voucherCode } : {}),
        },
        { status: result.status },
      );
    }
    // The funnel's "order sent", tied to the visitor's landing page (statistics only: never fails the order).
    await recordOrderVisit(runtime, result.caseId, {
      address: clientAddress,
      userAgent: request.headers.get('user-agent') ?? '',
    }).catch((error: unknown) => log.warn({ err: error }, 'recording the order for the statistics failed'));
    // The browser that placed the order may open the status page from the success page. Only the
    // request that created the case gets its status token, or one that already carries it (a
    // re-order from the payment page, which refreshes the cookie): a case id is not a secret, and a
    // re-sent order with another case's id must never hand out that case's token (issue 37).
    const token = await orderBrowserToken(database.db, request.headers.get('cookie'), result);
    const headers = token
      ? { 'Set-Cookie': orderBrowserCookie(result.caseId, token, config.SITE_URL.startsWith('https:')) }
      : undefined;
    return data({ caseId: result.caseId, paymentUrl: result.paymentUrl }, { status: 200, headers });
  } catch (error) {
    log.error({ err: error }, 'order failed');
    return data({ errors: { form: 'Fehler bei der Buchung' } }, { status: 500 });
  }
}

/** The 429 answer once the client network is over CHECKOUT_LIMIT_PER_HOUR orders in the hour, else null. */
async function refuseOverLimit(runtime: Runtime, clientAddress: string, log: Logger) {
  const limit = await hitLimit(runtime.database.db, limitKey('checkout', clientAddress), {
    limit: runtime.config.CHECKOUT_LIMIT_PER_HOUR,
    windowSeconds: 3600,
  });
  if (limit.allowed) return null;
  log.info({ count: limit.count }, 'order refused: too many from this network');
  return data(
    {
      errors: {
        form: `Zu viele Bestellungen von Ihrem Anschluss. Bitte versuchen Sie es in ${inMinutes(limit.retryAfterSeconds)} erneut.`,
      },
    },
    { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
  );
}

/** The order's JSON body, or the client error when it is not JSON (415) or unreadable (400), logged. */
async function readOrderBody(request: Request, log: Logger) {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    log.info({ contentType: type }, 'order refused: not JSON');
    return { refused: data({ errors: { form: 'Ungültige Anfrage.' } }, { status: 415 }) };
  }
  try {
    return { input: (await request.json()) as unknown };
  } catch (error) {
    log.info({ reason: (error as Error)?.message }, 'order refused: unreadable JSON');
    return { refused: data({ errors: { form: 'Ungültige Anfrage.' } }, { status: 400 }) };
  }
}
