export { sendDueReminders } from './send-reminders';
export { loadParties, type Party } from './parties';
export { sessionCalendarFile, sessionUid, type CalendarSession } from './session-ics';
