export { paymentsRoutes } from './payments.routes';
export { factorsRoutes } from './factors.routes';
export { settleOnlinePayment, type GatewayResult } from './settle-online-payment';
export { expireAbandonedPayments, ABANDONED_PAYMENT_MS } from './expire-abandoned';
export { settleFactorPayment } from './settle-factor';
export { checkOut } from './checkout.service';
export { factorView, factorViews } from './factor-view';
export { shownPaymentState, toPaymentView } from './payment.mapper';
export {
  findOfflinePayment,
  insertPayment,
  markReviewed,
  paidOnlinePayments,
  pendingOfflineTotal,
  type GatewayPaymentRow,
  type PaymentRow,
} from './payments.repository';
