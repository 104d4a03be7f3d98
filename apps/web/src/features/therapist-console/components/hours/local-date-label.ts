import { formatZoned } from '../../../../lib/format-zoned';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useConsoleZone } from '../../lib/console-zone';
import { dayInstant, weekdayOf } from '../../lib/slot-days';
import { weekdayName } from '../../lib/weekday-name';

/** "Saturday, 1 Farvardin 1405": a local date (YYYY-MM-DD) in the viewer's calendar. */
export function useLocalDateLabel() {
  const { t, locale } = useI18n();
  const { zoned } = useConsoleZone();
  return (date: string): string =>
    t('therapist.dateWithWeekday', {
      weekday: weekdayName(weekdayOf(date), locale),
      date: formatZoned(dayInstant(date), { ...zoned, tz: 'UTC' }, 'date'),
    });
}
