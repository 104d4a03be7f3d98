import { formatLocalDate } from '@ravan/contract';
import { useConsoleZone } from '../../lib/console-zone';

/** "شنبه ۱ فروردین ۱۴۰۵" / "Saturday 21 March 2026": a local date (YYYY-MM-DD) in the viewer's calendar. */
export function useLocalDateLabel() {
  const { zoned } = useConsoleZone();
  return (date: string): string => formatLocalDate(date, zoned, 'fullDate');
}
