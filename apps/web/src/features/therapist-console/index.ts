export { TherapistConsoleScreen } from './components/therapist-console-screen';
