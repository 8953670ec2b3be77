// Orders placed the way a customer's browser places them (uploads, order, simulated payment), by a
// client that tries again while the server is down or restarting, as a customer reloading would.
import { randomUUID } from 'node:crypto';
import { validOrder } from '#tests/support/order-fixtures.ts';

export interface OrderOutcome {
  caseId: string;
  email: string;
  /** The order answered 200 (the case exists from then on). */
  placed: boolean;
  /** The payment answered its redirect to the success page (the case is paid from then on). */
  paid: boolean;
  /** Files the order lists (their upload answered 201). */
  documents: { id: string; fileName: string; bytes: Buffer }[];
  /** Answers that were neither a success nor a refused connection (status and body), for the report. */
  unexpected: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the request until it gets an answer that is not a connection failure or a 5xx (the server
 * being killed or starting), at most until `deadline`. A 5xx other than 503 is recorded.
 */
async function untilAnswered(
  send: () => Promise<Response>,
  outcome: OrderOutcome,
  deadline: number,
): Promise<Response | undefined> {
  while (Date.now() < deadline) {
    const response = await send().catch(() => undefined);
    if (response && response.status < 500) return response;
    if (response) {
      const body = await response.text().catch(() => '');
      if (response.status !== 503) outcome.unexpected.push(`${response.status} ${body.slice(0, 200)}`);
    }
    await sleep(250);
  }
  return undefined;
}

export async function placePaidOrder(
  base: string,
  files: { fileName: string; bytes: Buffer }[],
  options: { deadline: number; label: string },
): Promise<OrderOutcome> {
  const checkoutId = randomUUID();
  const email = `${options.label}@example.de`;
  const outcome: OrderOutcome = {
    caseId: checkoutId,
    email,
    placed: false,
    paid: false,
    documents: [],
    unexpected: [],
  };
  for (const file of files) {
    const response = await untilAnswered(
      () =>
        fetch(`${base}/api/uploads`, {
          method: 'POST',
          headers: { 'x-checkout-id': checkoutId, 'x-file-name': encodeURIComponent(file.fileName), origin: base },
          body: new Uint8Array(file.bytes),
          signal: AbortSignal.timeout(20_000),
        }),
      outcome,
      options.deadline,
    );
    if (response?.status !== 201) {
      outcome.unexpected.push(`upload ${response?.status} ${await response?.text()}`);
      return outcome;
    }
    const { id } = (await response.json()) as { id: string };
    outcome.documents.push({ id, ...file });
  }
  const order = validOrder({ checkoutId, documentIds: outcome.documents.map((document) => document.id) });
  order.customer = { firstName: 'Erika', lastName: options.label, email, phone: '' };
  const placed = await untilAnswered(
    () =>
      fetch(`${base}/api/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify(order),
        signal: AbortSignal.timeout(20_000),
      }),
    outcome,
    options.deadline,
  );
  if (placed?.status !== 200) {
    outcome.unexpected.push(`order ${placed?.status} ${await placed?.text()}`);
    return outcome;
  }
  outcome.placed = true;
  const { paymentUrl } = (await placed.json()) as { paymentUrl: string };
  const paid = await untilAnswered(
    () =>
      fetch(`${base}/zahlung/test/${paymentUrl.split('/').pop()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
        body: 'ergebnis=bezahlen',
        redirect: 'manual',
        signal: AbortSignal.timeout(20_000),
      }),
    outcome,
    options.deadline,
  );
  if (paid?.status === 302 && (paid.headers.get('location') ?? '').includes('/payment-success')) outcome.paid = true;
  else outcome.unexpected.push(`payment ${paid?.status} ${await paid?.text()}`);
  return outcome;
}
