// The screens load with their lazy route modules only (never with the login page).
export { SessionsScreen } from './components/sessions-screen';
export { CalendarScreen } from './components/calendar-screen';
