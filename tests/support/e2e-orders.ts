// Paid orders for browser tests, placed the way a customer's browser places them: files to
// /api/uploads, the order to /api/checkout, then the simulated provider's test payment page.
import { randomUUID } from 'node:crypto';
import { validOrder } from './order-fixtures.ts';

export interface PlacedOrder {
  caseId: string;
  reference: string;
  documents: { id: string; fileName: string; bytes: Buffer }[];
}

export async function placeOrder(
  base: string,
  options: {
    customer?: { firstName: string; lastName: string; email: string; phone?: string };
    targetName?: string;
    /** The target's other fields (step 3): user name, e-mail, phone, profile address, platforms. */
    target?: {
      targetUsername?: string;
      targetEmail?: string;
      targetPhone?: string;
      targetProfileUrl?: string;
      targetPlatforms?: string[];
    };
    /** The chat the customer pasted (step 4). */
    chatContent?: string;
    /** Why the customer suspects fraud (step 4). */
    suspicionReason?: string;
    /** Step 4: for whom, where the person affected lives, what has been paid. */
    situation?: { orderedFor?: string; residence?: string; payments?: string[] };
    /** Step 5: the customer's description of the reason and the relation to the person. */
    legal?: { description?: string; relation?: string };
    files?: { fileName: string; bytes: Buffer }[];
    pay?: boolean;
  } = {},
): Promise<PlacedOrder> {
  const checkoutId = randomUUID();
  const documents: PlacedOrder['documents'] = [];
  for (const file of options.files ?? []) {
    const uploaded = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: { 'x-checkout-id': checkoutId, 'x-file-name': encodeURIComponent(file.fileName), origin: base },
      body: new Uint8Array(file.bytes),
    });
    if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`);
    const { id } = (await uploaded.json()) as { id: string };
    documents.push({ id, ...file });
  }
  const order = validOrder({ checkoutId, documentIds: documents.map((document) => document.id) });
  if (options.customer) order.customer = { phone: '', ...options.customer };
  if (options.targetName) order.target = { ...order.target, targetName: options.targetName };
  if (options.target) order.target = { ...order.target, ...options.target };
  if (options.chatContent) order.additional = { ...order.additional, chatContent: options.chatContent };
  if (options.legal) order.legal = { ...order.legal, ...options.legal };
  if (options.situation) order.additional = { ...order.additional, ...options.situation };
  if (options.suspicionReason) order.additional = { ...order.additional, suspicionReason: options.suspicionReason };
  const placed = await fetch(`${base}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(order),
  });
  if (placed.status !== 200) throw new Error(`order failed: ${placed.status} ${await placed.text()}`);
  const { paymentUrl } = (await placed.json()) as { paymentUrl: string };
  if (options.pay !== false) {
    const paid = await fetch(`${base}/zahlung/test/${paymentUrl.split('/').pop()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: 'ergebnis=bezahlen',
      redirect: 'manual',
    });
    if (paid.status !== 302) throw new Error(`payment failed: ${paid.status} ${await paid.text()}`);
  }
  return { caseId: checkoutId, reference: checkoutId.slice(0, 8), documents };
}
