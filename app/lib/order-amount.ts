// What an order's amount reads in the staff area: the euro amount, or "Gutschein" for an order paid
// with a guarantee voucher (0 €, no payment: decision record 028). Lists, dialogs and CSV alike.
import { formatEuro } from './format.ts';

export const VOUCHER_LABEL = 'Gutschein';

export function orderAmountLabel(order: { amountCents: number; paidWithVoucher: boolean }): string {
  return order.paidWithVoucher ? VOUCHER_LABEL : formatEuro(order.amountCents);
}
