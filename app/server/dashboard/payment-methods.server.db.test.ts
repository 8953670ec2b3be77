// The analytics tab's payment methods on a real database (issue 27 point 10): attempts, payments and
// conversion per method for the orders of the period, and the orders that left the payment page
// without an attempt; rows inserted directly, every figure checked exactly.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CaseStatus } from '#app/lib/case-state.ts';
import type { PaidWith } from '#app/lib/payment-methods.ts';
import { insertClient } from '#tests/support/dashboard-fixtures.ts';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { cases, paymentEvents } from '../db/schema.server.ts';
import { analyticsReport } from './analytics-report.server.ts';
import { analyticsTableCsv } from './exports.server.ts';
import { paymentMethodFigures } from './payment-methods.server.ts';

const database = useTestDatabase();

// The period: the Berlin days 2–8 November 2026 (CET, UTC+1).
const start = new Date('2026-11-01T23:00:00Z');
const end = new Date('2026-11-08T23:00:00Z');
const inPeriod = new Date('2026-11-04T10:00:00Z');

interface Order {
  status?: CaseStatus;
  /** The method the case was paid with (or is waiting for, SEPA). */
  method?: PaidWith | null;
  paid?: boolean;
  voucher?: boolean;
  session?: boolean;
  createdAt?: Date;
  /** Payment events: [type, method]. */
  events?: [string, PaidWith | null][];
}

async function order(clientId: string, o: Order): Promise<string> {
  const id = randomUUID();
  const createdAt = o.createdAt ?? inPeriod;
  await database.db.insert(cases).values({
    id,
    clientId,
    status: o.status ?? (o.paid ? 'paid' : 'pending'),
    caseType: 'dating-app',
    amountCents: o.voucher ? 0 : 3900,
    paymentProvider: o.voucher ? 'voucher' : 'simulated',
    paymentSessionId: o.session === false || o.voucher ? null : `sess_${id}`,
    paymentId: o.voucher ? `voucher:${id.slice(0, 8)}` : o.paid || o.status === 'payment-review' ? `pi_${id}` : null,
    paymentMethod: o.method ?? null,
    createdAt,
    paidAt: o.paid ? createdAt : null,
  });
  for (const [index, [type, method]] of (o.events ?? []).entries()) {
    await database.db.insert(paymentEvents).values({
      provider: 'simulated',
      eventId: `evt_${id}_${index}`,
      type,
      caseId: id,
      paymentMethod: method,
    });
  }
  return id;
}

describe(`payment methods in the analytics tab on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('counts attempts, payments and conversion per method, and the payment pages left without an attempt', async () => {
    const clientId = await insertClient(database.db);
    // Card: a failed attempt, then paid; tried PayPal, then paid by card; paid by card without an event naming it.
    await order(clientId, {
      paid: true,
      method: 'card',
      events: [
        ['failed', 'card'],
        ['paid', 'card'],
      ],
    });
    await order(clientId, {
      paid: true,
      method: 'card',
      events: [
        ['failed', 'paypal'],
        ['paid', 'card'],
      ],
    });
    await order(clientId, { paid: true, method: 'card', events: [['paid', null]] });
    // PayPal paid; Klarna failed only; Apple Pay paid; SEPA waiting for the bank ("Zahlung in Prüfung").
    await order(clientId, { paid: true, method: 'paypal', events: [['paid', 'paypal']] });
    await order(clientId, { events: [['failed', 'klarna']] });
    await order(clientId, { paid: true, method: 'apple_pay', events: [['paid', 'apple_pay']] });
    await order(clientId, { status: 'payment-review', method: 'sepa_debit', events: [['pending', 'sepa_debit']] });
    // Left the payment page: no event at all, or only an expired session (no method).
    await order(clientId, {});
    await order(clientId, { events: [['expired', null]] });
    // Not counted: a voucher order; an order that never reached a payment page; orders outside the period.
    await order(clientId, { voucher: true, status: 'paid' });
    await order(clientId, { session: false });
    await order(clientId, {
      paid: true,
      method: 'paypal',
      events: [['paid', 'paypal']],
      createdAt: new Date(start.getTime() - 1),
    });
    await order(clientId, { events: [['failed', 'klarna']], createdAt: end });
    await order(clientId, { createdAt: end });

    const expected = {
      rows: [
        { method: 'card', attempts: 3, paid: 3, conversionPercent: 100 },
        { method: 'apple_pay', attempts: 1, paid: 1, conversionPercent: 100 },
        { method: 'paypal', attempts: 2, paid: 1, conversionPercent: 50 },
        { method: 'klarna', attempts: 1, paid: 0, conversionPercent: 0 },
        { method: 'sepa_debit', attempts: 1, paid: 0, conversionPercent: 0 },
      ],
      leftWithoutAttempt: 2,
    };
    expect(await paymentMethodFigures(database.db, { start, end })).toEqual(expected);

    // The tab's report carries them for its period, and the CSV export has the same figures.
    const report = await analyticsReport(database.db, { start, end });
    expect(report.paymentMethods).toEqual(expected);
    expect(analyticsTableCsv(report, 'zahlungsarten')?.split('\r\n')).toEqual([
      '\ufeffZahlungsart;Zahlungsversuche;Bezahlt;Conversion (%)',
      'Karte;3;3;100,0',
      'Apple Pay;1;1;100,0',
      'PayPal;2;1;50,0',
      'Klarna;1;0;0,0',
      'SEPA-Lastschrift;1;0;0,0',
      'Zahlungsseite ohne Zahlungsversuch verlassen (Bestellungen);2;;',
      '',
    ]);

    // An empty period has no rows and nobody who left.
    expect(
      await paymentMethodFigures(database.db, {
        start: new Date('2026-10-01T22:00:00Z'),
        end: new Date('2026-10-02T22:00:00Z'),
      }),
    ).toEqual({
      rows: [],
      leftWithoutAttempt: 0,
    });
  });
});
