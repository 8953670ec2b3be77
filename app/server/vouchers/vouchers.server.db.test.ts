// The guarantee voucher redeemed in the checkout, on a real database: a valid code makes the order
// paid at once (0 €, no invoice, both mails, no payment session); every refused code leaves nothing
// behind; a code is redeemed once, also when two orders race for it.
import { randomUUID } from 'node:crypto';
import { addYears } from 'date-fns/addYears';
import { subYears } from 'date-fns/subYears';
import { and, count, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { voucherCheckMessages, voucherMessages } from '#app/lib/checkout-schema.ts';
import { formatDate } from '#app/lib/format.ts';
import { formatVoucherCode } from '#app/lib/voucher-code.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { placeOrder } from '../checkout/order.server.ts';
import { voucherMessage } from '../checkout/order-voucher.server.ts';
import { parseConfig, providerInfo } from '../config/config.server.ts';
import { loadOrderSummary } from '../customer/order-summary.server.ts';
import { loadPaymentState } from '../customer/payment-status.server.ts';
import { paidCasesPage } from '../dashboard/paid-cases.server.ts';
import {
  auditLog,
  caseDetails,
  cases,
  clients,
  consentRecords,
  invoices,
  mailOutbox,
  vouchers,
} from '../db/schema.server.ts';
import type { PaymentProvider } from '../payments/provider.server.ts';
import { applyPaymentEvent } from '../payments/record-payment.server.ts';
import { createSimulatedProvider } from '../payments/simulated.server.ts';
import type { Runtime } from '../runtime.server.ts';
import { createDiskStorage } from '../storage/storage.server.ts';
import { checkVoucher, issueVoucher } from './vouchers.server.ts';

/** An order with a voucher code as the checkout sends it once the summary showed the code applied. */
function voucherOrder(overrides: Record<string, unknown> & { voucherCode: string }) {
  return validOrder({ ...overrides, appliedVoucherCode: overrides.voucherCode });
}

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-files-');
const provider = providerInfo(parseConfig({}));
const siteUrl = 'http://localhost:3000';

/** The simulated provider, counting the payment sessions opened. */
function countingProvider() {
  const simulated = createSimulatedProvider('test-secret');
  const createCheckoutSession = vi.fn(simulated.createCheckoutSession);
  const expireSession = vi.fn(simulated.expireSession);
  const payments: PaymentProvider = { ...simulated, createCheckoutSession, expireSession };
  return { payments, sessions: createCheckoutSession, expired: expireSession, simulated };
}

function orderContext(payments: PaymentProvider = createSimulatedProvider('test-secret')) {
  const onMailQueued = vi.fn();
  return {
    context: {
      db: database.db,
      storage: createDiskStorage(filesDir.path),
      payments,
      siteUrl,
      paidMails: { staffEmail: 'team@echtcheck.de', provider, onMailQueued },
    },
    onMailQueued,
  };
}

let customers = 0;
/** A customer of their own for each test: the guarantee is tied to the e-mail address. */
function customer(name = `kundin${++customers}`) {
  return { firstName: 'Erika', lastName: 'Mustermann', email: `${name}@example.de`, phone: '' };
}

/** A voucher as staff issue it for a case completed without findings (here: any case of the customer). */
async function voucherFor(email: string, now?: Date) {
  const earlier = validOrder({ customer: { ...customer(), email } });
  const placed = await placeOrder(orderContext().context, earlier);
  if (!placed.ok) throw new Error('order for the voucher failed');
  return issueVoucher(database.db, { caseId: earlier.checkoutId, email, now });
}

async function voucherRow(code: string) {
  const [row] = await database.db.select().from(vouchers).where(eq(vouchers.code, code));
  return row;
}

async function total(table: typeof cases | typeof clients | typeof consentRecords | typeof mailOutbox) {
  const [row] = await database.db.select({ value: count() }).from(table);
  return row?.value ?? -1;
}

/** Everything an order writes, counted: a refused voucher must leave all of it as it was. */
async function snapshot(caseId: string) {
  return {
    cases: await total(cases),
    clients: await total(clients),
    consents: await total(consentRecords),
    mails: await total(mailOutbox),
    thisCase: (await database.db.select().from(cases).where(eq(cases.id, caseId))).length,
    audit: (await database.db.select().from(auditLog).where(eq(auditLog.entityId, caseId))).length,
  };
}

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
