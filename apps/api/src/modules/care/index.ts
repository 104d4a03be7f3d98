export { careRoutes } from './care.routes';
