export { staffCommerceRoutes } from './staff-commerce.routes';
export { completeGatewayRefund } from './gateway-refund';
