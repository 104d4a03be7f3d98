export { presessionRoutes, type PresessionOptions } from './presession.routes';
