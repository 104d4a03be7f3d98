export { trackRegistration, type RegistrationTracking } from './tracking.service';
export { trackingEvents } from './tracking-events.table';
