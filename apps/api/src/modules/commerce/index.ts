export { commerceRoutes } from './commerce.routes';
