export { trackRegistration, type RegistrationTracking } from './tracking-events.repository';
