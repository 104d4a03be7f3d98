export { refundsRoutes } from './refunds.routes';
export { completeGatewayRefund } from './gateway-refund';
export { refunds } from './refunds.table';
