import {
  TIME_PERIOD_HOURS,
  TIME_PERIODS,
  type PreferredTime,
  weekdayOrder,
  weekdayName,
} from '@ravan/contract';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { timeKey, toggleTime } from '../lib/request-form';

/**
 * Preferred times as a weekday × period grid of checkboxes (week from Saturday in fa), each
 * named "Saturday, morning" for screen readers. 'Please select a time' when none is ticked.
 */
export function PeriodGrid({
  value,
  onChange,
  onBlur,
  error,
  tz,
}: {
  value: PreferredTime[];
  onChange: (times: PreferredTime[]) => void;
  onBlur: () => void;
  error?: string | undefined;
  tz: string;
}) {
  const { t, locale, digits } = useI18n();
  const chosen = new Set(value.map(timeKey));
  const dayName = (weekday: number) => weekdayName(weekday, locale);
  const shortName = (weekday: number) => weekdayName(weekday, locale, 'short');
  return (
    <fieldset
      className={`field period-field${error ? ' field-invalid' : ''}`}
      aria-describedby={`period-hint${error ? ' period-error' : ''}`}
    >
      <legend>{t('sessions.form.times')}</legend>
      <p id="period-hint" className="field-hint">
        {t('sessions.form.timesHint')} <bdi dir="ltr">{tz}</bdi>
      </p>
      <div className="period-scroll">
        <table className="period-grid">
          <thead>
            <tr>
              <td />
              {TIME_PERIODS.map((period) => (
                <th key={period} scope="col">
                  {t(`sessions.period.${period}`)}
                  <span className="period-hours">
                    {digits(`${TIME_PERIOD_HOURS[period][0]}–${TIME_PERIOD_HOURS[period][1]}`)}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weekdayOrder(locale).map((weekday) => (
              <tr key={weekday}>
                <th scope="row">
                  <span aria-hidden="true">{shortName(weekday)}</span>
                  <span className="visually-hidden">{dayName(weekday)}</span>
                </th>
                {TIME_PERIODS.map((period) => {
                  const time = { weekday, period };
                  return (
                    <td key={period}>
                      <input
                        type="checkbox"
                        checked={chosen.has(timeKey(time))}
                        aria-label={t('sessions.form.timeCell', {
                          day: dayName(weekday),
                          period: t(`sessions.period.${period}`),
                        })}
                        onChange={() => onChange(toggleTime(value, time))}
                        onBlur={onBlur}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error ? (
        <p id="period-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
