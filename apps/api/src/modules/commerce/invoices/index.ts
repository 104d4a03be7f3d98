export { invoicesRoutes } from './invoices.routes';
