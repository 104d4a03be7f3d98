export { TherapistConsoleScreen } from './components/therapist-console-screen';
export { isTherapistRole } from './lib/is-therapist';
