// The analytics tab's "Zahlungsarten" (issue 27 point 10): attempts, payments and conversion per
// payment method, and the orders that left the payment page without an attempt.

import type { PaymentMethodFigures, PaymentMethodRow } from '#app/lib/analytics-data.ts';
import { formatPercent } from '#app/lib/analytics-format.ts';
import { formatCount } from '#app/lib/format.ts';
import { paidWithNames } from '#app/lib/payment-methods.ts';
import { ReportTable } from './analytics-parts.tsx';

/** A method's row, or the last row: orders that reached the payment page and tried nothing. */
type Row = PaymentMethodRow | { method: 'left'; orders: number };

export function PaymentMethodsTable({ figures }: { figures: PaymentMethodFigures }) {
  const rows: Row[] =
    figures.rows.length === 0 && figures.leftWithoutAttempt === 0
      ? []
      : [...figures.rows, { method: 'left', orders: figures.leftWithoutAttempt }];
  return (
    <ReportTable<Row>
      caption="Zahlungsversuche, bezahlte Bestellungen und Conversion je Zahlungsart"
      rows={rows}
      rowKey={(row) => row.method}
      columns={[
        {
          header: 'Zahlungsart',
          cell: (row) =>
            row.method === 'left' ? 'Zahlungsseite ohne Zahlungsversuch verlassen' : paidWithNames[row.method],
        },
        {
          header: 'Zahlungsversuche',
          cell: (row) =>
            row.method === 'left'
              ? `${formatCount(row.orders)} ${row.orders === 1 ? 'Bestellung' : 'Bestellungen'}`
              : formatCount(row.attempts),
          numeric: true,
        },
        { header: 'Bezahlt', cell: (row) => (row.method === 'left' ? '–' : formatCount(row.paid)), numeric: true },
        {
          header: 'Conversion',
          cell: (row) => (row.method === 'left' ? '–' : formatPercent(row.conversionPercent)),
          numeric: true,
        },
      ]}
    />
  );
}
