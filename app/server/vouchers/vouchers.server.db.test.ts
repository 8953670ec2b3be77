import { addYears } from 'date-fns/addYears';
import { subYears } from 'date-fns/subYears';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { voucherMessages } from '#app/lib/checkout-schema.ts';
import { formatDate } from '#app/lib/format.ts';
import { formatVoucherCode } from '#app/lib/voucher-code.ts';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { useVoucherFixtures } from '#tests/support/voucher-fixtures.ts';
import { placeOrder } from '../checkout/order.server.ts';
import { voucherMessage } from '../checkout/order-voucher.server.ts';
import { loadOrderSummary } from '../customer/order-summary.server.ts';
import { loadPaymentState } from '../customer/payment-status.server.ts';
import { paidCasesPage } from '../dashboard/paid-cases.server.ts';
import { auditLog, cases, invoices, mailOutbox, vouchers } from '../db/schema.server.ts';
import type { Runtime } from '../runtime.server.ts';
import { checkVoucher } from './vouchers.server.ts';

const {
  database,
  provider,
  siteUrl,
  voucherOrder,
  countingProvider,
  orderContext,
  customer,
  voucherFor,
  voucherRow,
  snapshot,
} = useVoucherFixtures();

describe(`guarantee vouchers in the checkout on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('a valid code pays the order: 0 €, payment id voucher:CODE, both mails, no invoice, no payment page', async () => {
    const buyer = customer();
    const voucher = await voucherFor(buyer.email);
    const { payments, sessions } = countingProvider();
    const { context, onMailQueued } = orderContext(payments);
    // Typed as printed, in another case than issued: the address is compared lower-cased.
    const order = voucherOrder({
      customer: { ...buyer, email: buyer.email.toUpperCase() },
      voucherCode: formatVoucherCode(voucher.code),
    });

    const result = await placeOrder(context, order);

    expect(result).toEqual({
      ok: true,
      caseId: order.checkoutId,
      paymentUrl: `${siteUrl}/payment-success?case_id=${order.checkoutId}`,
      created: true,
    });
    expect(sessions).not.toHaveBeenCalled();
    expect(onMailQueued).toHaveBeenCalledTimes(1);
    const [paid] = await database.db.select().from(cases).where(eq(cases.id, order.checkoutId));
    expect(paid).toMatchObject({
      status: 'paid',
      amountCents: 0,
      paymentProvider: 'voucher',
      paymentId: `voucher:${voucher.code}`,
      paymentSessionId: null,
    });
    expect(paid?.paidAt).toBeInstanceOf(Date);
    const redeemed = await voucherRow(voucher.code);
    expect(redeemed?.redeemedCaseId).toBe(order.checkoutId);
    expect(redeemed?.redeemedAt?.getTime()).toBe(paid?.paidAt?.getTime());

    expect(await database.db.select().from(invoices).where(eq(invoices.caseId, order.checkoutId))).toEqual([]);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.caseId, order.checkoutId));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['order-confirmation', 'staff-notification']);
    const confirmation = mails.find((mail) => mail.kind === 'order-confirmation');
    expect(confirmation).toMatchObject({
      toAddress: buyer.email.toUpperCase(),
      dedupeKey: `order-confirmation:${order.checkoutId}`,
      attachments: [{ kind: 'terms' }],
    });
    expect(confirmation?.text).toContain(`Gutscheincode ${formatVoucherCode(voucher.code)} eingelöst`);
    expect(mails.find((mail) => mail.kind === 'staff-notification')).toMatchObject({
      toAddress: 'team@echtcheck.de',
      dedupeKey: `staff-notification:${order.checkoutId}`,
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.checkoutId), eq(auditLog.action, 'case.paid')));
    expect(audit?.details).toEqual({ voucher: voucher.code });
    expect((await loadOrderSummary(database.db, order.checkoutId))?.voucherCode).toBe(voucher.code);

    // The success page shows the paid state without asking the payment provider.
    const lookupSession = vi.fn();
    const runtime = {
      database,
      provider,
      payments: { ...payments, lookupSession },
      logger: { warn: vi.fn() } as unknown as Logger,
    } as unknown as Runtime;
    expect(await loadPaymentState(runtime, order.checkoutId)).toMatchObject({
      state: 'paid',
      amount: '0,00 €',
      voucherCode: formatVoucherCode(voucher.code),
    });
    expect(lookupSession).not.toHaveBeenCalled();

    // The dashboard counts it as a paid case of 0 €.
    const listed = (await paidCasesPage(database.db, { page: 1 })).rows.find((row) => row.id === order.checkoutId);
    expect(listed).toMatchObject({ amountCents: 0, status: 'paid' });
  });

  it('a code typed as "ec-7kq4 m2xd-9rtb" is read as 7KQ4M2XD9RTB', async () => {
    const buyer = customer();
    const earlier = validOrder({ customer: buyer });
    await placeOrder(orderContext().context, earlier);
    await database.db.insert(vouchers).values({
      code: '7KQ4M2XD9RTB',
      email: buyer.email,
      issuedForCaseId: earlier.checkoutId,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const order = voucherOrder({ customer: buyer, voucherCode: 'ec-7kq4 m2xd-9rtb' });
    expect(await placeOrder(orderContext().context, order)).toMatchObject({ ok: true, caseId: order.checkoutId });
    expect((await voucherRow('7KQ4M2XD9RTB'))?.redeemedCaseId).toBe(order.checkoutId);
  });

  it('refuses an unknown, a used, another address’s and an expired code, and writes nothing', async () => {
    const buyer = customer();
    const used = await voucherFor(buyer.email);
    const first = voucherOrder({ customer: buyer, voucherCode: used.code });
    expect(await placeOrder(orderContext().context, first)).toMatchObject({ ok: true });
    const foreign = await voucherFor(customer().email);
    const expiredOn = subYears(new Date(), 4);
    const expired = await voucherFor(buyer.email, expiredOn);

    const refusals: [string, string][] = [
      ['EC-ZZZZ-ZZZZ-ZZZZ', 'Diesen Gutscheincode kennen wir nicht. Bitte prüfen Sie die Eingabe.'],
      [used.code, 'Dieser Gutscheincode wurde bereits eingelöst.'],
      [
        foreign.code,
        'Dieser Gutscheincode gilt nur mit der E-Mail-Adresse, an die wir ihn geschickt haben. Bitte geben Sie in Schritt 1 diese Adresse an.',
      ],
      [expired.code, `Dieser Gutscheincode ist am ${formatDate(expired.expiresAt)} abgelaufen.`],
    ];
    expect(expired.expiresAt).toEqual(addYears(expiredOn, 3));
    for (const [code, message] of refusals) {
      const before = { used: await voucherRow(used.code), foreign: await voucherRow(foreign.code) };
      const expiredBefore = await voucherRow(expired.code);
      const { payments, sessions } = countingProvider();
      const { context, onMailQueued } = orderContext(payments);
      const order = voucherOrder({ customer: buyer, voucherCode: code });
      const counted = await snapshot(order.checkoutId);

      expect(await placeOrder(context, order)).toEqual({ ok: false, status: 400, errors: { voucherCode: message } });

      expect(await snapshot(order.checkoutId)).toEqual(counted);
      expect(counted.thisCase).toBe(0);
      expect(await voucherRow(used.code)).toEqual(before.used);
      expect(await voucherRow(foreign.code)).toEqual(before.foreign);
      expect(await voucherRow(expired.code)).toEqual(expiredBefore);
      expect(sessions).not.toHaveBeenCalled();
      expect(onMailQueued).not.toHaveBeenCalled();
    }
    // A code of impossible shape is refused by the schema, before anything is looked up.
    expect(await placeOrder(orderContext().context, voucherOrder({ customer: buyer, voucherCode: 'EC-1234' }))).toEqual(
      {
        ok: false,
        status: 400,
        errors: { voucherCode: 'Bitte prüfen Sie den Gutscheincode. Er hat die Form EC-XXXX-XXXX-XXXX.' },
      },
    );
  });

  it('"Einlösen" checks a code without redeeming it, with the order’s reasons in the order’s order', async () => {
    const buyer = customer();
    const open = await voucherFor(buyer.email);
    const used = await voucherFor(buyer.email);
    expect(
      await placeOrder(orderContext().context, voucherOrder({ customer: buyer, voucherCode: used.code })),
    ).toMatchObject({ ok: true });
    const expired = await voucherFor(buyer.email, subYears(new Date(), 4));
    const foreign = await voucherFor(customer().email);
    const openBefore = await voucherRow(open.code);

    // Typed as printed, the address in another case: accepted, and still open afterwards.
    const typed = formatVoucherCode(open.code).toLowerCase();
    expect(await checkVoucher(database.db, { code: typed, email: buyer.email.toUpperCase() })).toEqual({
      ok: true,
      code: open.code,
    });
    expect(await voucherRow(open.code)).toEqual(openBefore);
    expect(openBefore?.redeemedCaseId).toBeNull();

    const refused = async (code: string, email = buyer.email) => {
      const result = await checkVoucher(database.db, { code, email });
      if (result.ok) throw new Error(`expected ${code} to be refused`);
      return voucherMessage(result);
    };
    expect(await refused('EC-ZZZZ-ZZZZ-ZZZZ')).toBe(voucherMessages.unknown);
    expect(await refused('kein code')).toBe(voucherMessages.unknown);
    expect(await refused(used.code)).toBe(voucherMessages.redeemed);
    expect(await refused(expired.code)).toBe(voucherMessages.expired(expired.expiresAt));
    // Someone else's code: only that the address does not fit, not whether it is used or expired.
    expect(await refused(foreign.code)).toBe(voucherMessages.otherEmail);
    expect(await refused(used.code, 'fremd@example.de')).toBe(voucherMessages.otherEmail);

    // The order redeems the checked code as before.
    const order = voucherOrder({ customer: buyer, voucherCode: typed });
    expect(await placeOrder(orderContext().context, order)).toMatchObject({ ok: true });
    expect((await voucherRow(open.code))?.redeemedCaseId).toBe(order.checkoutId);
    expect(await refused(open.code)).toBe(voucherMessages.redeemed);
  });
});
