// The guarantee voucher across repeated and racing orders, on a real database: a refused code keeps a
// pending order as it was, a code not shown applied orders nothing, a code is redeemed once, also when
// two orders race for it.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { voucherCheckMessages, voucherMessages } from '#app/lib/checkout-schema.ts';
import { formatVoucherCode } from '#app/lib/voucher-code.ts';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { useVoucherFixtures } from '#tests/support/voucher-fixtures.ts';
import { placeOrder } from '../checkout/order.server.ts';
import { auditLog, caseDetails, cases, mailOutbox, vouchers } from '../db/schema.server.ts';
import { applyPaymentEvent } from '../payments/record-payment.server.ts';
import { createDiskStorage } from '../storage/storage.server.ts';

const {
  database,
  filesDir,
  provider,
  siteUrl,
  voucherOrder,
  countingProvider,
  orderContext,
  customer,
  voucherFor,
  voucherRow,
  total,
  snapshot,
} = useVoucherFixtures();

describe(`guarantee vouchers, repeats and races on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('a refused code on a pending order keeps that order as it was; a valid one then pays it', async () => {
    const buyer = customer();
    const voucher = await voucherFor(buyer.email);
    const order = validOrder({ customer: buyer });
    // Ordered, went to the payment page, came back and entered a code.
    expect(await placeOrder(orderContext().context, order)).toMatchObject({ ok: true });
    const [pending] = await database.db.select().from(cases).where(eq(cases.id, order.checkoutId));
    const counted = await snapshot(order.checkoutId);

    const wrong = await placeOrder(orderContext().context, {
      ...order,
      target: { ...order.target, targetName: 'Jemand anderes' },
      voucherCode: 'EC-ZZZZ-ZZZZ-ZZZY',
      appliedVoucherCode: 'EC-ZZZZ-ZZZZ-ZZZY',
    });
    expect(wrong).toMatchObject({ ok: false, status: 400 });
    expect(await snapshot(order.checkoutId)).toEqual(counted);
    expect((await database.db.select().from(cases).where(eq(cases.id, order.checkoutId)))[0]).toEqual(pending);
    const [details] = await database.db.select().from(caseDetails).where(eq(caseDetails.caseId, order.checkoutId));
    expect(details?.targetName).toBe('Daniel Weber');

    const { payments, sessions, expired, simulated } = countingProvider();
    const right = await placeOrder(orderContext(payments).context, {
      ...order,
      voucherCode: voucher.code,
      appliedVoucherCode: voucher.code,
    });
    // The pending case of the refused attempt is paid now: this request did not create it.
    expect(right).toEqual({
      ok: true,
      caseId: order.checkoutId,
      paymentUrl: `${siteUrl}/payment-success?case_id=${order.checkoutId}`,
      created: false,
    });
    expect(sessions).not.toHaveBeenCalled();
    const [paid] = await database.db.select().from(cases).where(eq(cases.id, order.checkoutId));
    expect(paid).toMatchObject({ status: 'paid', amountCents: 0, paymentId: `voucher:${voucher.code}` });
    // The payment page opened before is closed at the provider.
    expect(expired).toHaveBeenCalledWith(pending?.paymentSessionId);

    // Should that page be paid all the same, the money is flagged for a refund in the case's history.
    const signed = simulated.signedEvent('paid', {
      sessionId: pending?.paymentSessionId ?? '',
      caseId: order.checkoutId,
      amountCents: 3900,
    });
    const late = await applyPaymentEvent(
      {
        db: database.db,
        storage: createDiskStorage(filesDir.path),
        siteUrl,
        staffEmail: 'team@echtcheck.de',
        provider,
      },
      await simulated.verifyWebhook(signed.body, signed.signature),
    );
    expect(late).toBe('already-paid');
    const flagged = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.checkoutId), eq(auditLog.action, 'payment.after-paid')));
    expect(flagged).toMatchObject([
      { actorType: 'system', details: { amountCents: 3900, paidWith: `voucher:${voucher.code}` } },
    ]);
    const [still] = await database.db.select().from(cases).where(eq(cases.id, order.checkoutId));
    expect(still).toMatchObject({ status: 'paid', amountCents: 0, paymentId: `voucher:${voucher.code}` });
  });

  it('a code typed but not shown applied orders nothing: it is checked instead, as "Einlösen" would', async () => {
    // Issue 27: "Jetzt zahlungspflichtig bestellen" with a code never checked redeemed it anyway.
    const buyer = customer();
    const voucher = await voucherFor(buyer.email);
    const other = await voucherFor(buyer.email);
    const typed = formatVoucherCode(voucher.code).toLowerCase();
    const unchecked = validOrder({ customer: buyer, voucherCode: typed });
    const nothingWritten = async (order: { checkoutId: string } & Record<string, unknown>, answer: unknown) => {
      const { payments, sessions } = countingProvider();
      const { context, onMailQueued } = orderContext(payments);
      const counted = await snapshot(order.checkoutId);
      expect(await placeOrder(context, order)).toEqual(answer);
      expect(await snapshot(order.checkoutId)).toEqual(counted);
      expect(counted.thisCase).toBe(0);
      expect(sessions).not.toHaveBeenCalled();
      expect(onMailQueued).not.toHaveBeenCalled();
    };
    const confirmFree = {
      ok: false,
      status: 409,
      reason: 'voucher-unconfirmed',
      voucherCode: voucher.code,
      errors: { voucherCode: voucherCheckMessages.confirmFree },
    };

    // Valid, never checked: the answer "Einlösen" gives, with the code as stored; nothing ordered or redeemed.
    await nothingWritten(unchecked, confirmFree);
    // The summary showed another code applied than the one typed: the same.
    await nothingWritten({ ...unchecked, appliedVoucherCode: other.code }, confirmFree);
    expect((await voucherRow(voucher.code))?.redeemedCaseId).toBeNull();
    expect((await voucherRow(other.code))?.redeemedCaseId).toBeNull();
    // Refused codes: the reason at the field, as "Einlösen" says it.
    await nothingWritten(validOrder({ customer: buyer, voucherCode: 'EC-ZZZZ-ZZZZ-ZZZZ' }), {
      ok: false,
      status: 400,
      errors: { voucherCode: voucherMessages.unknown },
    });
    // A code shown applied that is no longer typed.
    await nothingWritten(validOrder({ customer: buyer, appliedVoucherCode: voucher.code }), {
      ok: false,
      status: 400,
      errors: { voucherCode: voucherCheckMessages.missing },
    });

    // The customer saw 0,00 € and confirmed: the order redeems the code.
    const confirmed = await placeOrder(orderContext().context, { ...unchecked, appliedVoucherCode: typed });
    expect(confirmed).toMatchObject({ ok: true, caseId: unchecked.checkoutId });
    expect((await voucherRow(voucher.code))?.redeemedCaseId).toBe(unchecked.checkoutId);
  });

  it('the same checkout sent again after success is already paid and redeems nothing more', async () => {
    const buyer = customer();
    const voucher = await voucherFor(buyer.email);
    const second = await voucherFor(buyer.email);
    const order = voucherOrder({ customer: buyer, voucherCode: voucher.code });
    expect(await placeOrder(orderContext().context, order)).toMatchObject({ ok: true });

    const { context, onMailQueued } = orderContext();
    expect(await placeOrder(context, order)).toEqual({
      ok: true,
      caseId: order.checkoutId,
      alreadyPaid: true,
      paymentUrl: `${siteUrl}/payment-success?case_id=${order.checkoutId}`,
      created: false,
    });
    // Another code, shown applied or not: the case is paid, nothing more is redeemed or checked.
    expect(
      await placeOrder(context, { ...order, voucherCode: second.code, appliedVoucherCode: second.code }),
    ).toMatchObject({ alreadyPaid: true });
    expect(await placeOrder(context, { ...order, voucherCode: second.code })).toMatchObject({ alreadyPaid: true });
    expect(onMailQueued).not.toHaveBeenCalled();
    expect((await voucherRow(second.code))?.redeemedCaseId).toBeNull();
    const redemptions = await database.db.select().from(vouchers).where(eq(vouchers.redeemedCaseId, order.checkoutId));
    expect(redemptions.map((row) => row.code)).toEqual([voucher.code]);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.caseId, order.checkoutId));
    expect(mails).toHaveLength(2);
  });

  it('the same checkout sent twice at once makes one paid case and one redemption', async () => {
    const buyer = customer();
    const voucher = await voucherFor(buyer.email);
    const order = voucherOrder({ customer: buyer, voucherCode: voucher.code });
    const results = await Promise.all([
      placeOrder(orderContext().context, order),
      placeOrder(orderContext().context, order),
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results.filter((result) => 'alreadyPaid' in result)).toHaveLength(1);
    expect((await voucherRow(voucher.code))?.redeemedCaseId).toBe(order.checkoutId);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.caseId, order.checkoutId));
    expect(mails).toHaveLength(2);
  });

  it('two checkouts redeeming the same code at the same moment: one is paid, the other refused', async () => {
    const buyer = customer();
    const voucher = await voucherFor(buyer.email);
    const orders = [
      voucherOrder({ customer: buyer, voucherCode: voucher.code }),
      voucherOrder({ customer: buyer, voucherCode: voucher.code }),
    ];
    const before = await total(cases);

    const results = await Promise.all(orders.map((order) => placeOrder(orderContext().context, order)));

    const won = results.filter((result) => result.ok);
    expect(won).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, status: 400, errors: { voucherCode: 'Dieser Gutscheincode wurde bereits eingelöst.' } },
    ]);
    const winner = won[0]?.caseId ?? '';
    const loser = orders.map((order) => order.checkoutId).find((id) => id !== winner) ?? randomUUID();
    expect((await voucherRow(voucher.code))?.redeemedCaseId).toBe(winner);
    expect(await total(cases)).toBe(before + 1);
    expect(await database.db.select().from(cases).where(eq(cases.id, loser))).toEqual([]);
    const [paid] = await database.db.select().from(cases).where(eq(cases.id, winner));
    expect(paid).toMatchObject({ status: 'paid', amountCents: 0 });
  });
});
