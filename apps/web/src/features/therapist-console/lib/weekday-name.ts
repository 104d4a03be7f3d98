import type { Locale } from '@ravan/contract';
import { formatZoned } from '../../../lib/format-zoned';
import { addDays, dayInstant } from './slot-days';

/** 2023-01-01 was a Sunday: weekday n is n days later. */
const A_SUNDAY = '2023-01-01';

/** A weekday's name in the UI language (0 = Sunday), from the browser's own calendar data. */
export function weekdayName(weekday: number, locale: Locale): string {
  return formatZoned(dayInstant(addDays(A_SUNDAY, weekday)), { locale, tz: 'UTC' }, 'weekday');
}
