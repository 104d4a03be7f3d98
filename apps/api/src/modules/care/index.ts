export { careRoutes, careSchedulingHooks } from './care.routes';
