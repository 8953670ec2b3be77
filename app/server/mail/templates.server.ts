// Every e-mail the product sends, one file each in ./templates/ (German, HTML + plain text, written
// in the block model of ./blocks.server.ts). Queued through the outbox (./outbox.server.ts).

export { caseResultMail } from './templates/case-result.server.ts';
export { type DeclineMailInput, declineMail } from './templates/decline.server.ts';
export { orderConfirmationMail } from './templates/order-confirmation.server.ts';
export {
  debitReturnedMail,
  debitReturnedStaffMail,
  type PaymentReviewMailInput,
  paymentReviewMail,
} from './templates/payment-review.server.ts';
export {
  type RefundMailInput,
  type RefundReturnedInput,
  refundMail,
  refundReturnedMail,
  refundReturnedStaffMail,
} from './templates/refund.server.ts';
export { staffNotificationMail, testNotificationMail } from './templates/staff-notification.server.ts';
export { withdrawalConfirmationMail } from './templates/withdrawal.server.ts';
export type { WithdrawalData } from './templates/withdrawal-data.server.ts';
export { withdrawalStaffMail } from './templates/withdrawal-staff.server.ts';
