export { refundsRoutes } from './refunds.routes';
export { completeGatewayRefund } from './gateway-refund';
