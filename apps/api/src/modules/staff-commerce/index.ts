export { staffCommerceRoutes } from './staff-commerce.routes';
