export { devClockRoutes } from './dev-clock.routes';
