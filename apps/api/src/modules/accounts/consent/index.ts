export { consentRoutes } from './consent.routes';
