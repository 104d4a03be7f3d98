export { schedulingRoutes } from './scheduling.routes';
