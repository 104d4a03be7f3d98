export { consentRoutes } from './consent.routes';
export { consentAcceptances } from './consent-acceptances.table';
