export { paymentsRoutes } from './payments.routes';
export { settleOnlinePayment, type GatewayResult } from './settle-online-payment';
