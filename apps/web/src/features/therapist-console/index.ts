export { TherapistConsoleScreen } from './components/therapist-console-screen';
export { TherapistDashboard } from './components/therapist-dashboard';
