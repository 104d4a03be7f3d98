export { offlinePaymentsRoutes } from './offline-payments.routes';
