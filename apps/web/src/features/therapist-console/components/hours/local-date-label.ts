import { useI18n } from '../../../../lib/i18n/i18n-context';
import { formatLocalDate, weekdayName, weekdayOf } from '../../../../lib/local-days';
import { useConsoleZone } from '../../lib/console-zone';

/** "Saturday, 1 Farvardin 1405": a local date (YYYY-MM-DD) in the viewer's calendar. */
export function useLocalDateLabel() {
  const { t, locale } = useI18n();
  const { zoned } = useConsoleZone();
  return (date: string): string =>
    t('therapist.dateWithWeekday', {
      weekday: weekdayName(weekdayOf(date), locale),
      date: formatLocalDate(date, zoned, 'date'),
    });
}
