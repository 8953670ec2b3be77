// The order's transaction (order.server.ts): the case under its row lock, found again for a repeated
// order or written new with its client, the order's details, consents, documents and audit row, and
// with a guarantee voucher its redemption (order-voucher.server.ts).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { isAwaitingPayment } from '#app/lib/case-state.ts';
import { PRICE_CENTS } from '#app/lib/services.ts';
import { newStatusToken } from '../customer/status-token.server.ts';
import { caseCustomerOf } from '../db/case-customer.server.ts';
import type { Tx } from '../db/db.server.ts';
import { auditLog, caseDetails, cases, clients, consentRecords, uploadedDocuments } from '../db/schema.server.ts';
import { findOrCreateClient } from './client.server.ts';
import type { OrderPlan, WrittenOrder } from './order-types.server.ts';
import { payWithVoucher } from './order-voucher.server.ts';

/**
 * The order's transaction: the case under its row lock (a case no longer awaiting payment is left as
 * it is), its client, the order's records, and with a voucher code its redemption.
 */
export async function writeOrder(tx: Tx, plan: OrderPlan): Promise<WrittenOrder> {
  const { context, order, caseId } = plan;
  const [existing] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('update');
  if (existing && !isAwaitingPayment(existing.status)) {
    return { alreadyPaid: true as const };
  }
  const now = new Date();
  let clientId: string;
  if (existing) {
    const kept = await reopenPendingCase(tx, plan, existing, now);
    if (kept === null) return { customerChanged: true as const };
    clientId = kept;
  } else {
    clientId = await createClientAndCase(tx, plan);
  }
  await writeOrderRecords(tx, plan, { clientId, now, updated: existing !== undefined });

  const { voucherCode } = order;
  const paidMails = context.paidMails;
  if (voucherCode && paidMails) {
    await payWithVoucher(tx, plan, { voucherCode, paidMails, now });
    return {
      alreadyPaid: false as const,
      paidByVoucher: true as const,
      email: order.customer.email,
      // The payment page the customer may have opened before: closed after the commit.
      openSession: existing?.paymentSessionId ?? null,
      created: existing === undefined,
    };
  }
  return {
    alreadyPaid: false as const,
    paidByVoucher: false as const,
    email: order.customer.email,
    created: existing === undefined,
  };
}

/**
 * The customer came back from the payment page and ordered again: same case. The target and details
 * may change; the contact data may not: whoever learnt a checkout id could otherwise redirect the
 * confirmation and the result to an address of their own. Returns the case's client, or null when
 * the contact data differ from those the case was ordered with (nothing written then).
 */
async function reopenPendingCase(
  tx: Tx,
  { order, service, caseId }: OrderPlan,
  existing: typeof cases.$inferSelect,
  now: Date,
): Promise<string | null> {
  const clientId = existing.clientId;
  const [client] = await tx.select().from(clients).where(eq(clients.id, clientId));
  if (!client) return null;
  // The order's own copy; a case written without one falls back to its client's.
  const typed = caseCustomerOf(existing, client);
  const same =
    typed.firstName === order.customer.firstName &&
    typed.lastName === order.customer.lastName &&
    typed.email.toLowerCase() === order.customer.email.toLowerCase() &&
    (typed.phone ?? '') === (order.customer.phone ?? '');
  if (!same) return null;
  await tx
    .update(cases)
    .set({ status: 'pending', caseType: service.caseType, source: service.source, updatedAt: now })
    .where(eq(cases.id, caseId));
  await tx.delete(caseDetails).where(eq(caseDetails.caseId, caseId));
  return clientId;
}

/**
 * A first order for this checkout: its pending case, for the client of this address (found, or new:
 * decision record 028), with the contact data as typed. Returns the client's id.
 */
async function createClientAndCase(tx: Tx, { context, order, service, caseId }: OrderPlan): Promise<string> {
  const contact = {
    firstName: order.customer.firstName,
    lastName: order.customer.lastName,
    email: order.customer.email,
    phone: order.customer.phone || null,
  };
  const clientId = await findOrCreateClient(tx, contact);
  await tx.insert(cases).values({
    id: caseId,
    clientId,
    customerFirstName: contact.firstName,
    customerLastName: contact.lastName,
    customerEmail: contact.email,
    customerPhone: contact.phone,
    status: 'pending',
    caseType: service.caseType,
    source: service.source,
    // The price is ours: whatever the browser sends is ignored (docs/product.md §2).
    amountCents: PRICE_CENTS,
    paymentProvider: context.payments.name,
    idempotencyKey: caseId,
    statusToken: newStatusToken(),
  });
  return clientId;
}

/** The order's details, consents and documents, and its audit row (`updated`: a repeated order). */
async function writeOrderRecords(
  tx: Tx,
  { context, order, service, caseId, consents }: OrderPlan,
  { clientId, now, updated }: { clientId: string; now: Date; updated: boolean },
): Promise<void> {
  await tx.insert(caseDetails).values({
    caseId,
    targetName: order.target.targetName,
    targetUsername: order.target.targetUsername || null,
    targetEmail: order.target.targetEmail || null,
    targetPhone: order.target.targetPhone || null,
    targetProfileUrl: order.target.targetProfileUrl || null,
    targetPlatforms: order.target.targetPlatforms,
    suspicionReason: order.additional.suspicionReason || null,
    chatContent: order.additional.chatContent || null,
    orderedFor: order.additional.orderedFor,
    residence: order.additional.residence,
    payments: order.additional.payments,
  });
  // Each consent with its exact text and version, as the server knows them (not the browser's copy).
  await tx.insert(consentRecords).values(
    consents.map((consent) => ({
      caseId,
      clientId,
      kind: consent.kind,
      text: consent.label,
      version: consent.version,
      givenAt: now,
      details:
        consent.kind === 'berechtigtes-interesse'
          ? { purposes: order.legal.purposes, description: order.legal.description, relation: order.legal.relation }
          : null,
    })),
  );
  if (order.documentIds.length > 0) {
    // Part of the order now: no longer staged. The upload still counts against the uploader's
    // hour (upload ledger), and the file against the cap until the order is paid
    // (uploads.server.ts reserve).
    await tx
      .update(uploadedDocuments)
      .set({ caseId })
      .where(
        and(
          inArray(uploadedDocuments.id, order.documentIds),
          eq(uploadedDocuments.stagingId, caseId),
          eq(uploadedDocuments.state, 'stored'),
          isNull(uploadedDocuments.caseId),
        ),
      );
  }
  await tx.insert(auditLog).values({
    requestId: context.requestId,
    actorType: 'customer',
    action: updated ? 'order.updated' : 'order.placed',
    entityType: 'case',
    entityId: caseId,
    details: { caseType: service.caseType, source: service.source, documents: order.documentIds.length },
  });
}
