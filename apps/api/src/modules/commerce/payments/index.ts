export { paymentsRoutes } from './payments.routes';
export { settleOnlinePayment, type GatewayResult } from './settle-online-payment';
export { expireAbandonedPayments, ABANDONED_PAYMENT_MS } from './expire-abandoned';
