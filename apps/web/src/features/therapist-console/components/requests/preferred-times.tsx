import { type PreferredTime, weekdayOrder, weekdayName } from '@ravan/contract';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { periodsByWeekday } from '../../lib/preferred-times';

const lists = new Map<string, Intl.ListFormat>();
const listFormat = (locale: string) => {
  let format = lists.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' });
    lists.set(locale, format);
  }
  return format;
};

/** "Saturday: morning and afternoon" per weekday, in the week's order of the UI language. */
export function PreferredTimes({ times }: { times: readonly PreferredTime[] }) {
  const { t, locale } = useI18n();
  const days = periodsByWeekday(times, weekdayOrder(locale));
  if (days.length === 0)
    return <span className="muted">{t('therapist.requests.noPreference')}</span>;
  return (
    <ul className="console-periods">
      {days.map(({ weekday, periods }) => (
        <li key={weekday}>
          <span className="console-period-day">{weekdayName(weekday, locale)}</span>
          <span>
            {listFormat(locale).format(periods.map((period) => t(`therapist.period.${period}`)))}
          </span>
        </li>
      ))}
    </ul>
  );
}
