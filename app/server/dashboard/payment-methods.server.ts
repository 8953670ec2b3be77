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
import type { PaymentMethodFigures } from '#app/lib/dashboard-data.ts';
import { isPaidWith, paidWithKeys } from '#app/lib/payment-methods.ts';
import type { Db } from '../db/db.server.ts';
import { paidCase } from '../db/paid-case.server.ts';
import { num, selectRows } from '../db/rows.server.ts';
import { cases, paymentEvents } from '../db/schema.server.ts';

function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/** The payment methods' figures of the orders placed in [start, end). */
export async function paymentMethodFigures(db: Db, range: { start: Date; end: Date }): Promise<PaymentMethodFigures> {
  const rows = await selectRows<{ method: string | null; attempts: unknown; paid: unknown }>(
    db,
    sql`with c as (
        select ${cases.id} as id, ${cases.paymentMethod} as method, ${cases.paymentSessionId} as session_id,
          (${paidCase} and ${cases.status} <> 'payment-review') as paid
        from ${cases}
        where ${cases.createdAt} >= ${range.start.toISOString()}::timestamptz
          and ${cases.createdAt} < ${range.end.toISOString()}::timestamptz
      ),
      tried as (
        select e.case_id, e.payment_method as method from ${paymentEvents} e
        where e.payment_method is not null and e.case_id in (select id from c)
        union
        select id, method from c where paid and method is not null
      )
      select t.method, count(*) as attempts, count(*) filter (where c.paid and c.method = t.method) as paid
      from tried t join c on c.id = t.case_id
      group by t.method
      union all
      select null, count(*), 0 from c
      where c.session_id is not null and not c.paid and not exists (
        select 1 from ${paymentEvents} e where e.case_id = c.id and e.payment_method is not null
      )`,
  );
  const byMethod = new Map(rows.filter((row) => isPaidWith(row.method)).map((row) => [row.method, row]));
  return {
    // In the fixed order of paidWithKeys; a method without attempts in the period is left out.
    rows: paidWithKeys.flatMap((method) => {
      const row = byMethod.get(method);
      if (!row || num(row.attempts) === 0) return [];
      const attempts = num(row.attempts);
      const paid = num(row.paid);
      return [{ method, attempts, paid, conversionPercent: percent(paid, attempts) }];
    }),
    leftWithoutAttempt: num(rows.find((row) => row.method === null)?.attempts),
  };
}
