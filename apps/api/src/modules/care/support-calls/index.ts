export { supportCallsRoutes } from './support-calls.routes';
export { CALL_WITHIN_HOURS, scheduleSupportCall } from './support-calls.service';
export { supportCallHooks } from './support-call-hooks';
