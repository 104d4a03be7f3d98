import { TIME_PERIODS, type PreferredTime, weekdayOrder, weekdayName } from '@ravan/contract';
import { useI18n } from '../../../lib/i18n/i18n-context';

/** "Saturday: morning, night · Monday: noon" in the language's week order. */
export function PreferredTimesText({ times }: { times: readonly PreferredTime[] }) {
  const { t, locale } = useI18n();
  const list = new Intl.ListFormat(locale, { type: 'conjunction', style: 'short' });
  const parts = weekdayOrder(locale).flatMap((weekday) => {
    const periods = TIME_PERIODS.filter((period) =>
      times.some((time) => time.weekday === weekday && time.period === period),
    );
    if (periods.length === 0) return [];
    const day = weekdayName(weekday, locale);
    const names = list.format(periods.map((period) => t(`sessions.period.${period}`)));
    return [t('sessions.request.dayPeriods', { day, periods: names })];
  });
  return <>{parts.join(' · ')}</>;
}
