// The analytics tab's "Zahlungsarten" (issue 27 point 10): how each payment method converts. The
// orders of the selected period (by order time, like the conversions by landing page) are split by
// the method their payment attempts used, read from payment_events.payment_method and
// cases.payment_method (app/lib/payment-methods.ts PaidWith):
// - Zahlungsversuche: distinct orders with an attempt of the method — a payment event that names it
//   (paid, pending or failed), or the case paid with it;
// - bezahlt: distinct orders paid with it (the paid-case predicate, without "Zahlung in Prüfung");
// - left without an attempt: orders sent to the payment page (a session) that are not paid and have
//   no event naming a method (an expired session names none).
// An order that tried PayPal and then paid by card counts as an attempt of both, paid by card.
import { sql } from 'drizzle-orm';
import type { PaymentMethodFigures } from '#app/lib/analytics-data.ts';
import { paidWithKeys } from '#app/lib/payment-methods.ts';
import type { Db } from '../db/db.server.ts';
import { paidCase } from '../db/paid-case.server.ts';
import { num, selectRows } from '../db/rows.server.ts';
import { cases, paymentEvents } from '../db/schema.server.ts';

function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/**
 * The payment methods' figures of the orders placed in [start, end). One statement, three parts that
 * avoid a distinct count over every order (a year of 100,000 orders took about five times as long
 * that way): the orders paid per method; the orders with an event of a method they were not paid
 * with (failed or pending attempts; few, so their distinct count is cheap) — together the attempts;
 * and the orders that left the payment page without one.
 */
export async function paymentMethodFigures(db: Db, range: { start: Date; end: Date }): Promise<PaymentMethodFigures> {
  const rows = await selectRows<{ method: string | null; kind: 'paid' | 'other' | 'left'; orders: unknown }>(
    db,
    sql`with c as (
        select ${cases.id} as id, ${cases.paymentSessionId} as session_id,
          case when ${paidCase} and ${cases.status} <> 'payment-review' then ${cases.paymentMethod} end as paid_with,
          (${paidCase} and ${cases.status} <> 'payment-review') as paid
        from ${cases}
        where ${cases.createdAt} >= ${range.start.toISOString()}::timestamptz
          and ${cases.createdAt} < ${range.end.toISOString()}::timestamptz
      )
      select paid_with as method, 'paid' as kind, count(*) as orders from c where paid_with is not null group by paid_with
      union all
      select method, 'other', count(*) from (
        select distinct e.case_id, e.payment_method as method from ${paymentEvents} e join c on c.id = e.case_id
        where e.payment_method is not null and e.payment_method is distinct from c.paid_with
      ) as tried group by method
      union all
      select null, 'left', count(*) from c
      where c.session_id is not null and not c.paid and not exists (
        select 1 from ${paymentEvents} e where e.case_id = c.id and e.payment_method is not null
      )`,
  );
  const count = (method: string, kind: 'paid' | 'other') =>
    num(rows.find((row) => row.method === method && row.kind === kind)?.orders);
  return {
    // In the fixed order of paidWithKeys; a method without attempts in the period is left out.
    rows: paidWithKeys.flatMap((method) => {
      const paid = count(method, 'paid');
      const attempts = paid + count(method, 'other');
      return attempts === 0 ? [] : [{ method, attempts, paid, conversionPercent: percent(paid, attempts) }];
    }),
    leftWithoutAttempt: num(rows.find((row) => row.kind === 'left')?.orders),
  };
}
